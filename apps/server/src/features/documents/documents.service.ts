import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  AppError,
  type AvailableDocument,
  type CitationSourceResponse,
  MAX_USER_DOCUMENTS,
  type MatterFilter,
  parseUserSourceIdentifier,
  USER_SOURCE_TYPE,
  type UserDocument,
  withoutBidiControls,
} from '@brocardo/shared';
import { isForeignKeyViolation } from '../../db/errors';
import { MATTER_FOREIGN_KEYS } from '../../db/schema';
import { type ObjectStorage, StorageNotFoundError } from '../../platform/storage';
import type { DocumentProcessor } from './document-processor';
import type { DocumentRow, DocumentsRepo } from './documents.repo';
import { detectDocumentType } from './extraction/detect-type';

export interface DocumentsLog {
  warn(details: object, message: string): void;
}

export function toUserDocument(row: DocumentRow): UserDocument {
  return {
    id: row.id,
    filename: row.filename,
    documentType: row.documentType,
    status: row.status,
    uploadDate: row.createdAt.toISOString(),
    size_bytes: row.sizeBytes,
    pages: row.pageCount,
    chunks: row.chunkCount,
    error: row.status === 'failed' ? row.failureReason : null,
    ocr_pages: row.ocrPages,
    matter_id: row.matterId,
  };
}

/**
 * The name as shown in lists and citations: the last path segment, no control characters nor
 * bidirectional controls (which would show "fattura‮fdp.exe" as "fatturaexe.pdf"), 255 at most.
 */
export function cleanFilename(name: string | undefined): string {
  const base = path.posix.basename((name ?? '').replaceAll('\\', '/'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const clean = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  return Array.from(clean || 'documento')
    .slice(0, 255)
    .join('');
}

/** Where "page 3" of a passage comes from: a PDF page, or a sheet of a workbook. */
function pageLabel(row: Pick<DocumentRow, 'documentType'>, page: number | null): string {
  if (page === null) return '';
  return row.documentType === 'PDF' ? `, p. ${page}` : `, foglio ${page}`;
}

export function passageTitle(
  row: Pick<DocumentRow, 'filename' | 'documentType'>,
  page: number | null,
): string {
  return `${row.filename}${pageLabel(row, page)}`;
}

/** A user-source citation as the answer verification sees it. */
export interface UserSourceState {
  status: 'exists' | 'deleted' | 'missing';
  title?: string;
}

export function createDocumentsService({
  repo,
  storage,
  processor,
  log,
}: {
  repo: DocumentsRepo;
  storage: ObjectStorage;
  processor: Pick<DocumentProcessor, 'wake'>;
  log: DocumentsLog;
}) {
  return {
    async list(userId: number, matter?: MatterFilter): Promise<UserDocument[]> {
      return (await repo.list(userId, matter)).map(toUserDocument);
    },

    /** Refuses early, before the body is read, when the user already has the maximum. */
    async assertRoomForUpload(userId: number): Promise<void> {
      if ((await repo.count(userId)) >= MAX_USER_DOCUMENTS) throw new AppError('DOCUMENT_LIMIT_REACHED');
    },

    /**
     * Stores the file and queues it. The type comes from the content; the file goes to storage
     * before the row exists, and is removed again if the row cannot be written (the limit is
     * enforced there, under the user's lock), so a document never points at a missing file.
     */
    async upload(
      userId: number,
      file: { filename: string | undefined; bytes: Uint8Array; matterId?: number | null },
    ): Promise<UserDocument> {
      if (file.bytes.byteLength === 0) throw new AppError('DOCUMENT_EMPTY');
      const documentType = detectDocumentType(file.bytes);
      if (!documentType) throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED');
      const id = randomUUID();
      const storageKey = `user-documents/${userId}/${id}`;
      try {
        await storage.put(storageKey, file.bytes, 'application/octet-stream');
      } catch (error) {
        log.warn({ err: error }, 'document upload not stored');
        throw new AppError('DOCUMENT_STORAGE_FAILED');
      }
      let row: DocumentRow | null = null;
      try {
        row = await repo.createWithinLimit(
          {
            id,
            userId,
            filename: cleanFilename(file.filename),
            documentType,
            sizeBytes: file.bytes.byteLength,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            storageKey,
            matterId: file.matterId ?? null,
          },
          MAX_USER_DOCUMENTS,
        );
      } catch (error) {
        if (isForeignKeyViolation(error, MATTER_FOREIGN_KEYS)) throw new AppError('MATTER_NOT_FOUND');
        throw error;
      } finally {
        if (!row) await storage.delete(storageKey).catch(() => {});
      }
      if (!row) throw new AppError('DOCUMENT_LIMIT_REACHED');
      processor.wake();
      return toUserDocument(row);
    },

    /** The row goes first (chunks with it, in one transaction); the file after, best effort. */
    async remove(userId: number, id: string): Promise<void> {
      const row = await repo.softDelete(userId, id);
      if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
      await storage.delete(row.storageKey).catch((error: unknown) => {
        log.warn({ err: error, document_id: id, key: row.storageKey }, 'deleted document file not removed');
      });
    },

    /** The keys of the user's files, for removal once the account's rows are gone (admin user deletion). */
    storageKeysOf(userId: number): Promise<string[]> {
      return repo.storageKeysOf(userId);
    },

    /**
     * The user's documents with their files, read through the storage adapter one at a time (the
     * data export; at most MAX_USER_DOCUMENTS). A file missing from storage comes back as null.
     */
    async withFiles(userId: number): Promise<{ document: UserDocument; bytes: Uint8Array | null }[]> {
      const files: { document: UserDocument; bytes: Uint8Array | null }[] = [];
      for (const row of await repo.list(userId)) {
        const bytes = await storage.get(row.storageKey).catch((error: unknown) => {
          if (error instanceof StorageNotFoundError) return null;
          throw error;
        });
        files.push({ document: toUserDocument(row), bytes });
      }
      return files;
    },

    /** Best effort, after the rows that named them were deleted: a failure is logged, never thrown. */
    async deleteStoredFiles(keys: readonly string[]): Promise<void> {
      for (const key of keys) {
        await storage.delete(key).catch((error: unknown) => {
          log.warn({ err: error, key }, 'file of a deleted account not removed');
        });
      }
    },

    async retry(userId: number, id: string): Promise<UserDocument> {
      const result = await repo.requeue(userId, id);
      if (result === 'not_found') throw new AppError('DOCUMENT_NOT_FOUND');
      if (result === 'not_failed') throw new AppError('DOCUMENT_NOT_RETRYABLE');
      processor.wake();
      return toUserDocument(result);
    },

    activatedDocuments(userId: number): Promise<string[]> {
      return repo.activatedIds(userId);
    },

    /** The activated set becomes exactly `ids` (each the caller's and processed). */
    async setActivatedDocuments(userId: number, ids: readonly string[]): Promise<string[]> {
      const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
      await activation(await repo.setActivation(userId, unique, true, { exclusive: true }));
      return repo.activatedIds(userId);
    },

    async toggle(userId: number, id: string, activate: boolean): Promise<string[]> {
      await activation(await repo.setActivation(userId, [id.toLowerCase()], activate));
      return repo.activatedIds(userId);
    },

    /** list-available-documents: the user's processed documents (type `user`). */
    async available(userId: number): Promise<AvailableDocument[]> {
      return (await repo.readyDocuments(userId, null)).map((row) => ({
        identifier: row.id,
        type: 'user' as const,
        name: row.filename,
      }));
    },

    /** citation-source for `@source:user:{documentId}:{chunk}`: the passage, its file and page. */
    async source(userId: number, identifier: string): Promise<CitationSourceResponse> {
      const parsed = parseUserSourceIdentifier(identifier);
      if (!parsed) throw new AppError('CITATION_SOURCE_NOT_FOUND');
      const row = await repo.get(userId, parsed.documentId, { includeDeleted: true });
      if (!row) throw new AppError('CITATION_SOURCE_NOT_FOUND');
      if (row.deletedAt) {
        throw new AppError('DOCUMENT_SOURCE_DELETED', {
          message: `Il documento citato («${row.filename}») è stato eliminato.`,
        });
      }
      const chunk = await repo.chunk(row.id, parsed.chunk);
      if (!chunk) throw new AppError('CITATION_SOURCE_NOT_FOUND');
      return {
        content: chunk.text,
        title: passageTitle(row, chunk.page),
        info: {
          source_type: USER_SOURCE_TYPE,
          identifier: `${row.id}:${chunk.chunkIndex}`,
          filename: row.filename,
          page: chunk.page,
          heading: chunk.heading,
        },
      };
    },

    /** For answer verification: whether each cited passage exists, or its document was deleted. */
    async sourceStates(
      userId: number,
      identifiers: readonly string[],
    ): Promise<Map<string, UserSourceState>> {
      const parsed = identifiers.map((identifier) => ({
        identifier,
        ref: parseUserSourceIdentifier(identifier),
      }));
      const ids = [...new Set(parsed.flatMap(({ ref }) => (ref ? [ref.documentId] : [])))];
      const rows = new Map((await repo.anyOf(userId, ids)).map((row) => [row.id, row]));
      const states = new Map<string, UserSourceState>();
      for (const { identifier, ref } of parsed) {
        const row = ref ? rows.get(ref.documentId) : undefined;
        if (!ref || !row) states.set(identifier, { status: 'missing' });
        else if (row.deletedAt) states.set(identifier, { status: 'deleted', title: row.filename });
        else if (ref.chunk < (row.chunkCount ?? 0))
          states.set(identifier, { status: 'exists', title: row.filename });
        else states.set(identifier, { status: 'missing' });
      }
      return states;
    },
  };
}

async function activation(result: 'ok' | 'not_found' | 'not_ready'): Promise<void> {
  if (result === 'not_found') throw new AppError('DOCUMENT_NOT_FOUND');
  if (result === 'not_ready') throw new AppError('DOCUMENT_NOT_READY');
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

export type { DocumentSearch, UserPassage } from './document-search';
