import { randomUUID } from 'node:crypto';
import {
  AppError,
  REVIEW_COLUMN_SETS,
  REVIEW_MAX_COLUMNS,
  REVIEW_MAX_REVIEWS,
  type ReviewDetail,
  type ReviewSummary,
  reviewExportFilename,
} from '@brocardo/shared';
import { type ObjectStorage, StorageNotFoundError } from '../../platform/storage';
import { cleanFilename } from '../documents/documents.service';
import type { PointsService } from '../points/points.service';
import { reviewWorkbook } from './review-export';
import type { TabularReviewsRepo } from './tabular-reviews.repo';

export interface TabularReviewsLog {
  warn(details: object, message: string): void;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Reviews: create, fill with documents and columns, start (402 when the balance is short), export, delete. */
export function createTabularReviewsService({
  repo,
  storage,
  points,
  processor,
  detectType,
  modelAnswers,
  maxDocuments,
  log,
}: {
  repo: TabularReviewsRepo;
  storage: ObjectStorage;
  points: Pick<PointsService, 'costOf' | 'balance'>;
  processor: { wake(): void };
  /** The type from the content (the personal documents' detection). */
  detectType(bytes: Uint8Array): string | null;
  /** A model answers the cells (metered); otherwise the best passage does, free. */
  modelAnswers: boolean;
  maxDocuments: number;
  log: TabularReviewsLog;
}) {
  const costPerCell = () => (modelAnswers ? points.costOf('review_cell') : 0);

  /**
   * Whether the review already holds these exact bytes: the same file uploaded twice would have each
   * of its cells answered, and paid for, twice. Only files of the same size are read back.
   */
  async function holdsSameFile(userId: number, reviewId: string, bytes: Uint8Array): Promise<boolean> {
    for (const key of await repo.storageKeysOfSize(userId, reviewId, bytes.byteLength)) {
      const stored = await storage.get(key).catch(() => null);
      if (stored && Buffer.from(stored).equals(bytes)) return true;
    }
    return false;
  }

  async function detail(userId: number, reviewId: string): Promise<ReviewDetail> {
    const found = await repo.get(userId, reviewId);
    if (!found) throw new AppError('REVIEW_NOT_FOUND');
    return present(found);
  }

  function present({
    review,
    documents,
    columns,
    cells,
  }: NonNullable<Awaited<ReturnType<TabularReviewsRepo['get']>>>): ReviewDetail {
    return {
      id: review.id,
      title: review.title,
      created_at: iso(review.createdAt)!,
      started_at: iso(review.startedAt),
      documents: documents.length,
      columns: columns.length,
      documents_list: documents.map((document) => ({
        id: document.id,
        filename: document.filename,
        document_type: document.documentType as 'PDF' | 'DOCX' | 'XLSX',
        status: document.status as 'processing' | 'completed' | 'failed',
        size_bytes: document.sizeBytes,
        pages: document.pageCount,
        error: document.status === 'failed' ? document.failureReason : null,
      })),
      columns_list: columns.map((column) => ({
        id: column.id,
        label: column.label,
        question: column.question,
        position: column.position,
      })),
      cells: cells.map((cell) => ({
        id: cell.id,
        document_id: cell.documentId,
        column_id: cell.columnId,
        status: cell.status as 'pending' | 'running' | 'done' | 'failed',
        answer: cell.answer,
        quote: cell.quote,
        page: cell.page,
        verified: cell.verified,
        extractive: cell.extractive,
        error: cell.error,
      })),
      cost_per_cell: costPerCell(),
      cells_to_start: documents.length * columns.length - cells.length,
      max_documents: maxDocuments,
    };
  }

  return {
    detail,

    /** 404 before an upload is read: another user's review is not there for the caller. */
    async assertOwned(userId: number, reviewId: string): Promise<void> {
      if (!(await repo.owns(userId, reviewId))) throw new AppError('REVIEW_NOT_FOUND');
    },

    async create(userId: number, title: string): Promise<ReviewDetail> {
      const row = await repo.create(userId, title, REVIEW_MAX_REVIEWS);
      if (!row) throw new AppError('REVIEW_LIMIT_REACHED');
      return detail(userId, row.id);
    },

    async list(userId: number): Promise<ReviewSummary[]> {
      return (await repo.list(userId)).map((row) => ({
        id: row.id,
        title: row.title,
        created_at: iso(row.created_at)!,
        started_at: iso(row.started_at),
        documents: Number(row.documents),
        columns: Number(row.columns),
      }));
    },

    /**
     * Stores the file (type from its content) and adds it to the review within the limit; the file
     * is removed again when the row cannot be written, so a document never points at a missing file.
     */
    async addDocument(
      userId: number,
      reviewId: string,
      file: { filename: string | undefined; bytes: Uint8Array },
    ): Promise<ReviewDetail> {
      if (file.bytes.byteLength === 0) throw new AppError('DOCUMENT_EMPTY');
      const documentType = detectType(file.bytes);
      if (documentType !== 'PDF' && documentType !== 'DOCX' && documentType !== 'XLSX') {
        throw new AppError('REVIEW_DOCUMENT_TYPE_NOT_ALLOWED');
      }
      if (await holdsSameFile(userId, reviewId, file.bytes)) throw new AppError('REVIEW_DOCUMENT_DUPLICATE');
      const id = randomUUID();
      const storageKey = `review-documents/${userId}/${reviewId}/${id}`;
      try {
        await storage.put(storageKey, file.bytes, 'application/octet-stream');
      } catch (error) {
        log.warn({ err: error }, 'review document not stored');
        throw new AppError('DOCUMENT_STORAGE_FAILED');
      }
      let outcome: Awaited<ReturnType<TabularReviewsRepo['addDocument']>> | null = null;
      try {
        outcome = await repo.addDocument(
          userId,
          reviewId,
          {
            id,
            filename: cleanFilename(file.filename),
            documentType,
            sizeBytes: file.bytes.byteLength,
            storageKey,
          },
          maxDocuments,
        );
      } finally {
        if (outcome === null || typeof outcome === 'string') await storage.delete(storageKey).catch(() => {});
      }
      if (outcome === 'not_found') throw new AppError('REVIEW_NOT_FOUND');
      if (outcome === 'limit') {
        throw new AppError('REVIEW_DOCUMENT_LIMIT_REACHED', {
          message: `La revisione ha già il numero massimo di documenti (${maxDocuments}).`,
        });
      }
      processor.wake();
      return detail(userId, reviewId);
    },

    async addColumns(
      userId: number,
      reviewId: string,
      request: { columns?: { label: string; question: string }[]; set?: string },
    ): Promise<ReviewDetail> {
      const fromSet = REVIEW_COLUMN_SETS.find((set) => set.id === request.set)?.columns ?? [];
      const outcome = await repo.addColumns(
        userId,
        reviewId,
        { fromSet, own: request.columns ?? [] },
        REVIEW_MAX_COLUMNS,
      );
      if (outcome === 'not_found') throw new AppError('REVIEW_NOT_FOUND');
      if (typeof outcome === 'object') {
        throw AppError.validation({
          columns: [`La revisione ha già una colonna «${outcome.duplicate}»: scegli un altro nome.`],
        });
      }
      if (outcome === 'limit') {
        throw new AppError('REVIEW_COLUMN_LIMIT_REACHED', {
          message: `Una revisione può avere al massimo ${REVIEW_MAX_COLUMNS} colonne.`,
        });
      }
      processor.wake();
      return detail(userId, reviewId);
    },

    /**
     * Queues every cell not yet queued. With a model each costs points when answered: the balance
     * must cover them all before anything starts (402 with points_info, the shape of every charge).
     */
    async start(userId: number, reviewId: string) {
      const missing = await repo.missingCells(userId, reviewId);
      if (missing === null) throw new AppError('REVIEW_NOT_FOUND');
      if (missing === 0) throw new AppError('REVIEW_NOTHING_TO_START');
      const required = missing * costPerCell();
      if (required > 0) {
        const balance = await points.balance(userId);
        if (balance < required) {
          throw new AppError('INSUFFICIENT_POINTS', {
            extra: {
              error_type: 'insufficient_points',
              points_info: { required, current_balance: balance, shortfall: required - balance },
            },
          });
        }
      }
      const queued = await repo.start(userId, reviewId);
      if (queued === null) throw new AppError('REVIEW_NOT_FOUND');
      processor.wake();
      return { queued, pointsRequired: queued * costPerCell(), review: await detail(userId, reviewId) };
    },

    async retryCell(userId: number, reviewId: string, cellId: string): Promise<ReviewDetail> {
      const outcome = await repo.retryCell(userId, reviewId, cellId);
      if (outcome === 'not_found') throw new AppError('REVIEW_CELL_NOT_FOUND');
      if (outcome === 'not_failed') throw new AppError('REVIEW_CELL_NOT_RETRYABLE');
      processor.wake();
      return detail(userId, reviewId);
    },

    /**
     * Every review of the user, whole, and its files' bytes while their total stays within
     * `byteBudget` (the account's data export builds its zip in memory): a file beyond it, or missing
     * from storage, comes with null bytes and is listed as not in the archive.
     */
    async forAccountExport(
      userId: number,
      byteBudget: number,
    ): Promise<{
      reviews: ReviewDetail[];
      files: { reviewId: string; documentId: string; filename: string; bytes: Uint8Array | null }[];
    }> {
      const reviews: ReviewDetail[] = [];
      const files: { reviewId: string; documentId: string; filename: string; bytes: Uint8Array | null }[] =
        [];
      let left = byteBudget;
      for (const summary of await repo.list(userId)) {
        const found = await repo.get(userId, summary.id);
        if (!found) continue;
        reviews.push(present(found));
        for (const document of found.documents) {
          const fits = document.sizeBytes <= left;
          const bytes = fits
            ? await storage.get(document.storageKey).catch((error: unknown) => {
                if (error instanceof StorageNotFoundError) return null;
                throw error;
              })
            : null;
          if (bytes) left -= bytes.byteLength;
          files.push({ reviewId: summary.id, documentId: document.id, filename: document.filename, bytes });
        }
      }
      return { reviews, files };
    },

    /** The keys of every review file of a user (the account erasure deletes them after its commit). */
    storageKeysOf(userId: number): Promise<string[]> {
      return repo.storageKeysOf(userId);
    },

    /** A column or a document out of the review, with its cells (and the document's file, after). */
    async removeItem(
      userId: number,
      reviewId: string,
      kind: 'column' | 'document',
      itemId: string,
    ): Promise<ReviewDetail> {
      const outcome = await repo.removeItem(userId, reviewId, kind, itemId);
      if (outcome === 'not_found') {
        if (!(await repo.get(userId, reviewId))) throw new AppError('REVIEW_NOT_FOUND');
        throw new AppError('REVIEW_ITEM_NOT_FOUND');
      }
      if (outcome === 'busy') throw new AppError('REVIEW_ITEM_BUSY');
      if (outcome.storageKey) {
        await storage.delete(outcome.storageKey).catch((error: unknown) => {
          log.warn({ err: error, key: outcome.storageKey }, 'file of a removed review document not removed');
        });
      }
      return detail(userId, reviewId);
    },

    /** The rows go first (one transaction); the files after, best effort. */
    async remove(userId: number, reviewId: string): Promise<void> {
      const keys = await repo.remove(userId, reviewId);
      if (keys === null) throw new AppError('REVIEW_NOT_FOUND');
      for (const key of keys) {
        await storage.delete(key).catch((error: unknown) => {
          log.warn({ err: error, key }, 'file of a deleted review not removed');
        });
      }
    },

    async export(userId: number, reviewId: string): Promise<{ filename: string; bytes: Buffer }> {
      const found = await repo.get(userId, reviewId);
      if (!found) throw new AppError('REVIEW_NOT_FOUND');
      const bytes = await reviewWorkbook({ title: found.review.title, ...found });
      return { filename: reviewExportFilename(found.review.title), bytes };
    },
  };
}

export type TabularReviewsService = ReturnType<typeof createTabularReviewsService>;
