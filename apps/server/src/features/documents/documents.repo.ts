import type { MatterFilter, UserDocumentStatus, UserDocumentType } from '@brocardo/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, realArrayFromText } from '../../db/client';
import { userDocumentChunks, userDocuments, users } from '../../db/schema';

export interface DocumentRow {
  id: string;
  userId: number;
  filename: string;
  documentType: UserDocumentType;
  sizeBytes: number;
  storageKey: string;
  status: UserDocumentStatus;
  failureReason: string | null;
  attempts: number;
  pageCount: number | null;
  ocrPages: number | null;
  chunkCount: number | null;
  activated: boolean;
  matterId: number | null;
  createdAt: Date;
  processedAt: Date | null;
  deletedAt: Date | null;
}

export interface NewDocument {
  id: string;
  userId: number;
  filename: string;
  documentType: UserDocumentType;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  /** The user's matter it is filed under (the composite key refuses another user's). */
  matterId?: number | null;
}

export interface StoredChunk {
  index: number;
  page: number | null;
  pageEnd: number | null;
  heading: string | null;
  text: string;
  embedding?: Float32Array | null;
}

export interface ChunkRow {
  documentId: string;
  chunkIndex: number;
  page: number | null;
  pageEnd: number | null;
  heading: string | null;
  text: string;
}

export const documentColumns = {
  id: userDocuments.id,
  userId: userDocuments.userId,
  filename: userDocuments.filename,
  documentType: userDocuments.documentType,
  sizeBytes: userDocuments.sizeBytes,
  storageKey: userDocuments.storageKey,
  status: userDocuments.status,
  failureReason: userDocuments.failureReason,
  attempts: userDocuments.attempts,
  pageCount: userDocuments.pageCount,
  ocrPages: userDocuments.ocrPages,
  chunkCount: userDocuments.chunkCount,
  activated: userDocuments.activated,
  matterId: userDocuments.matterId,
  createdAt: userDocuments.createdAt,
  processedAt: userDocuments.processedAt,
  deletedAt: userDocuments.deletedAt,
};

const chunkColumns = {
  documentId: userDocumentChunks.documentId,
  chunkIndex: userDocumentChunks.chunkIndex,
  page: userDocumentChunks.page,
  pageEnd: userDocumentChunks.pageEnd,
  heading: userDocumentChunks.heading,
  text: userDocumentChunks.text,
};

const owned = (userId: number, id: string) =>
  and(eq(userDocuments.id, id), eq(userDocuments.userId, userId), isNull(userDocuments.deletedAt));
const READY = ['completed', 'processed'];

export function createDocumentsRepo(db: Database) {
  const select = (tx: Database = db) => tx.select(documentColumns).from(userDocuments);

  return {
    /** `matter`: one matter's documents, `none` the unfiled ones, absent every one. */
    async list(userId: number, matter?: MatterFilter): Promise<DocumentRow[]> {
      const filed =
        matter === undefined
          ? undefined
          : matter === 'none'
            ? isNull(userDocuments.matterId)
            : eq(userDocuments.matterId, matter);
      const rows = await select()
        .where(and(eq(userDocuments.userId, userId), isNull(userDocuments.deletedAt), filed))
        .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
      return rows as DocumentRow[];
    },

    /** Every storage key the user's rows name, deleted documents included (their file may have survived). */
    async storageKeysOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ storageKey: userDocuments.storageKey })
        .from(userDocuments)
        .where(eq(userDocuments.userId, userId));
      return rows.map((row) => row.storageKey);
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(userDocuments)
        .where(and(eq(userDocuments.userId, userId), isNull(userDocuments.deletedAt)));
      return row?.count ?? 0;
    },

    /** Inserts the document unless the user already has `max` (the user row is locked meanwhile). */
    async createWithinLimit(document: NewDocument, max: number): Promise<DocumentRow | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, document.userId))
          .for('no key update');
        if (!user) return null;
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(userDocuments)
          .where(and(eq(userDocuments.userId, document.userId), isNull(userDocuments.deletedAt)));
        if (count >= max) return null;
        const [created] = await tx.insert(userDocuments).values(document).returning(documentColumns);
        return created as DocumentRow;
      });
    },

    /** The caller's document; deleted ones only when asked (citations of deleted documents). */
    async get(userId: number, id: string, { includeDeleted = false } = {}): Promise<DocumentRow | null> {
      const where = includeDeleted
        ? and(eq(userDocuments.id, id), eq(userDocuments.userId, userId))
        : owned(userId, id);
      const [row] = await select().where(where);
      return (row as DocumentRow | undefined) ?? null;
    },

    /** Marks the document deleted and drops its chunks in one transaction; null when not the caller's. */
    async softDelete(userId: number, id: string): Promise<DocumentRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(userDocuments)
          .set({ deletedAt: sql`now()`, activated: false, leaseOwner: null, leaseExpiresAt: null })
          .where(owned(userId, id))
          .returning(documentColumns);
        if (!row) return null;
        await tx.delete(userDocumentChunks).where(eq(userDocumentChunks.documentId, id));
        return row as DocumentRow;
      });
    },

    /** A failed document back in the queue, with a fresh attempt budget. */
    async requeue(userId: number, id: string): Promise<DocumentRow | 'not_found' | 'not_failed'> {
      const [row] = await db
        .update(userDocuments)
        .set({
          status: 'processing',
          failureReason: null,
          attempts: 0,
          leaseOwner: null,
          leaseExpiresAt: null,
        })
        .where(and(owned(userId, id), eq(userDocuments.status, 'failed')))
        .returning(documentColumns);
      if (row) return row as DocumentRow;
      return (await this.get(userId, id)) ? 'not_failed' : 'not_found';
    },

    async activatedIds(userId: number): Promise<string[]> {
      const rows = await db
        .select({ id: userDocuments.id })
        .from(userDocuments)
        .where(
          and(
            eq(userDocuments.userId, userId),
            isNull(userDocuments.deletedAt),
            eq(userDocuments.activated, true),
            inArray(userDocuments.status, READY),
          ),
        )
        .orderBy(asc(userDocuments.createdAt));
      return rows.map((row) => row.id);
    },

    /**
     * Sets the activation of the given documents (all of the caller's other documents off when
     * `exclusive`). 'not_found' / 'not_ready' when one of them is not the caller's or not processed;
     * nothing changes then.
     */
    async setActivation(
      userId: number,
      ids: readonly string[],
      activate: boolean,
      { exclusive = false } = {},
    ): Promise<'ok' | 'not_found' | 'not_ready'> {
      return db.transaction(async (tx) => {
        const rows =
          ids.length === 0
            ? []
            : await tx
                .select({ id: userDocuments.id, status: userDocuments.status })
                .from(userDocuments)
                .where(
                  and(
                    eq(userDocuments.userId, userId),
                    isNull(userDocuments.deletedAt),
                    inArray(userDocuments.id, [...ids]),
                  ),
                )
                .for('update');
        if (rows.length !== new Set(ids).size) return 'not_found';
        if (activate && rows.some((row) => !READY.includes(row.status))) return 'not_ready';
        if (exclusive) {
          await tx
            .update(userDocuments)
            .set({ activated: false })
            .where(and(eq(userDocuments.userId, userId), eq(userDocuments.activated, true)));
        }
        if (ids.length > 0) {
          await tx
            .update(userDocuments)
            .set({ activated: activate })
            .where(and(eq(userDocuments.userId, userId), inArray(userDocuments.id, [...ids])));
        }
        return 'ok';
      });
    },

    /** The caller's processed documents among `ids` (all of them when `ids` is null). */
    async readyDocuments(userId: number, ids: readonly string[] | null): Promise<DocumentRow[]> {
      const conditions = [
        eq(userDocuments.userId, userId),
        isNull(userDocuments.deletedAt),
        inArray(userDocuments.status, READY),
      ];
      if (ids) {
        if (ids.length === 0) return [];
        conditions.push(inArray(userDocuments.id, [...ids]));
      }
      const rows = await select()
        .where(and(...conditions))
        .orderBy(asc(userDocuments.createdAt));
      return rows as DocumentRow[];
    },

    /** The caller's documents among `ids`, deleted ones included (to tell "deleted" from "unknown"). */
    async anyOf(userId: number, ids: readonly string[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      const rows = await select().where(
        and(eq(userDocuments.userId, userId), inArray(userDocuments.id, [...ids])),
      );
      return rows as DocumentRow[];
    },

    async chunks(documentId: string): Promise<ChunkRow[]> {
      return this.chunksOf([documentId]);
    },

    /** The chunks of several documents in one query, each document's in order. */
    async chunksOf(documentIds: readonly string[]): Promise<ChunkRow[]> {
      if (documentIds.length === 0) return [];
      return db
        .select(chunkColumns)
        .from(userDocumentChunks)
        .where(inArray(userDocumentChunks.documentId, [...documentIds]))
        .orderBy(asc(userDocumentChunks.documentId), asc(userDocumentChunks.chunkIndex));
    },

    async chunk(documentId: string, index: number): Promise<ChunkRow | null> {
      const [row] = await db
        .select(chunkColumns)
        .from(userDocumentChunks)
        .where(and(eq(userDocumentChunks.documentId, documentId), eq(userDocumentChunks.chunkIndex, index)));
      return row ?? null;
    },

    /** The chunk vectors of these documents for one embeddings model, by `{documentId}:{chunkIndex}`. */
    async chunkEmbeddings(documentIds: readonly string[], model: string): Promise<Map<string, Float32Array>> {
      if (documentIds.length === 0) return new Map();
      const rows = await db
        .select({
          documentId: userDocumentChunks.documentId,
          chunkIndex: userDocumentChunks.chunkIndex,
          embedding: sql<string>`${userDocumentChunks.embedding}::text`,
        })
        .from(userDocumentChunks)
        .where(
          and(
            inArray(userDocumentChunks.documentId, [...documentIds]),
            eq(userDocumentChunks.embeddingModel, model),
          ),
        );
      return new Map(
        rows.map((row) => [`${row.documentId}:${row.chunkIndex}`, realArrayFromText(row.embedding)]),
      );
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
