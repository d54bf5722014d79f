import type { UserDocumentStatus, UserDocumentType } from '@brocardo/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
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

const documentColumns = {
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
  createdAt: userDocuments.createdAt,
  processedAt: userDocuments.processedAt,
  deletedAt: userDocuments.deletedAt,
};

const owned = (userId: number, id: string) =>
  and(eq(userDocuments.id, id), eq(userDocuments.userId, userId), isNull(userDocuments.deletedAt));
const READY = ['completed', 'processed'];

export function createDocumentsRepo(db: Database) {
  const select = (tx: Database = db) => tx.select(documentColumns).from(userDocuments);

  /** Whether this worker still holds the document (lease not taken over, document not deleted). */
  const held = (id: string, owner: string) =>
    and(eq(userDocuments.id, id), eq(userDocuments.leaseOwner, owner), isNull(userDocuments.deletedAt));

  return {
    async list(userId: number): Promise<DocumentRow[]> {
      const rows = await select()
        .where(and(eq(userDocuments.userId, userId), isNull(userDocuments.deletedAt)))
        .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
      return rows as DocumentRow[];
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
      const rows = await db
        .select({
          documentId: userDocumentChunks.documentId,
          chunkIndex: userDocumentChunks.chunkIndex,
          page: userDocumentChunks.page,
          pageEnd: userDocumentChunks.pageEnd,
          heading: userDocumentChunks.heading,
          text: userDocumentChunks.text,
        })
        .from(userDocumentChunks)
        .where(eq(userDocumentChunks.documentId, documentId))
        .orderBy(asc(userDocumentChunks.chunkIndex));
      return rows;
    },

    async chunk(documentId: string, index: number): Promise<ChunkRow | null> {
      const [row] = await db
        .select({
          documentId: userDocumentChunks.documentId,
          chunkIndex: userDocumentChunks.chunkIndex,
          page: userDocumentChunks.page,
          pageEnd: userDocumentChunks.pageEnd,
          heading: userDocumentChunks.heading,
          text: userDocumentChunks.text,
        })
        .from(userDocumentChunks)
        .where(and(eq(userDocumentChunks.documentId, documentId), eq(userDocumentChunks.chunkIndex, index)));
      return row ?? null;
    },

    /** The chunk vectors of these documents for one embeddings model (as text: see legal-db.repo). */
    async chunkEmbeddings(documentIds: readonly string[], model: string): Promise<Map<string, string>> {
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
      return new Map(rows.map((row) => [`${row.documentId}:${row.chunkIndex}`, row.embedding]));
    },

    // ── the processing queue ──────────────────────────────────────────────────────────────

    /**
     * Documents whose lease ran out `maxAttempts` times (their worker keeps dying) are failed
     * rather than claimed again.
     */
    async failExhausted(maxAttempts: number, reason: string): Promise<number> {
      const rows = await db
        .update(userDocuments)
        .set({ status: 'failed', failureReason: reason, leaseOwner: null, leaseExpiresAt: null })
        .where(
          and(
            eq(userDocuments.status, 'processing'),
            isNull(userDocuments.deletedAt),
            sql`${userDocuments.attempts} >= ${maxAttempts}`,
            sql`(${userDocuments.leaseExpiresAt} is null or ${userDocuments.leaseExpiresAt} < now())`,
          ),
        )
        .returning({ id: userDocuments.id });
      return rows.length;
    },

    /** Claims the oldest waiting document whose lease is free or expired; replicas skip each other's locks. */
    async claimNext(owner: string, leaseMs: number): Promise<DocumentRow | null> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update user_documents set lease_owner = ${owner},
              lease_expires_at = now() + ${leaseMs} * interval '1 millisecond',
              attempts = attempts + 1
            where id = (
              select id from user_documents
              where status = 'processing' and deleted_at is null
                and (lease_expires_at is null or lease_expires_at < now())
              order by created_at
              for update skip locked
              limit 1)
            returning id`,
      );
      const id = rows[0]?.id;
      if (!id) return null;
      const [row] = await select().where(eq(userDocuments.id, id));
      return (row as DocumentRow | undefined) ?? null;
    },

    async extendLease(id: string, owner: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(userDocuments)
        .set({ leaseExpiresAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
        .where(held(id, owner))
        .returning({ id: userDocuments.id });
      return rows.length > 0;
    },

    /** The chunks and the final status in one transaction, only while this worker holds the lease. */
    async complete(
      id: string,
      owner: string,
      result: {
        pageCount: number | null;
        ocrPages: number;
        chunks: readonly StoredChunk[];
        embeddingModel: string | null;
      },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: userDocuments.id })
          .from(userDocuments)
          .where(held(id, owner))
          .for('update');
        if (!row) return false;
        await tx.delete(userDocumentChunks).where(eq(userDocumentChunks.documentId, id));
        const records = result.chunks.map((chunk) => ({
          chunk_index: chunk.index,
          page: chunk.page,
          page_end: chunk.pageEnd,
          heading: chunk.heading,
          text: chunk.text,
          embedding: chunk.embedding ? Array.from(chunk.embedding) : null,
        }));
        // One statement per batch: the whole document's chunks travel as one JSON parameter.
        for (let start = 0; start < records.length; start += 500) {
          const batch = JSON.stringify(records.slice(start, start + 500));
          await tx.execute(sql`
            insert into user_document_chunks (document_id, chunk_index, page, page_end, heading, text, embedding_model, embedding)
            select ${id}::uuid, r.chunk_index, r.page, r.page_end, r.heading, r.text,
                   case when r.embedding is null then null else ${result.embeddingModel}::text end,
                   case when r.embedding is null then null
                        else array(select jsonb_array_elements_text(r.embedding)::real) end
            from jsonb_to_recordset(${batch}::jsonb)
              as r(chunk_index int, page int, page_end int, heading text, text text, embedding jsonb)`);
        }
        await tx
          .update(userDocuments)
          .set({
            status: 'completed',
            failureReason: null,
            pageCount: result.pageCount,
            ocrPages: result.ocrPages,
            chunkCount: result.chunks.length,
            processedAt: sql`now()`,
            leaseOwner: null,
            leaseExpiresAt: null,
          })
          .where(eq(userDocuments.id, id));
        return true;
      });
    },

    async fail(id: string, owner: string, reason: string): Promise<boolean> {
      const rows = await db
        .update(userDocuments)
        .set({ status: 'failed', failureReason: reason, leaseOwner: null, leaseExpiresAt: null })
        .where(held(id, owner))
        .returning({ id: userDocuments.id });
      return rows.length > 0;
    },

    /**
     * Gives the document back to the queue: after `delayMs` on a transient failure (the attempt
     * counts), at once on shutdown (the attempt is given back: stopping was not the file's fault).
     */
    async release(id: string, owner: string, { delayMs = 0, refundAttempt = false } = {}): Promise<void> {
      await db
        .update(userDocuments)
        .set({
          leaseOwner: null,
          leaseExpiresAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
          attempts: refundAttempt ? sql`greatest(${userDocuments.attempts} - 1, 0)` : userDocuments.attempts,
        })
        .where(held(id, owner));
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
