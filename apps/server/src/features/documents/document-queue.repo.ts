import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { userDocumentChunks, userDocuments } from '../../db/schema';
import { type DocumentRow, documentColumns, type StoredChunk } from './documents.repo';

/**
 * The processing queue: the `user_documents` rows in status `processing`. Workers of any replica
 * claim one whose lease is free or expired (FOR UPDATE SKIP LOCKED), renew the lease while they
 * work, and write the outcome only while they still hold it.
 */
export function createDocumentQueueRepo(db: Database) {
  /** Whether this worker still holds the document (lease not taken over, document not deleted). */
  const held = (id: string, owner: string) =>
    and(eq(userDocuments.id, id), eq(userDocuments.leaseOwner, owner), isNull(userDocuments.deletedAt));

  return {
    /** Whether any document waits to be read (the queue's partial index): an idle poll only reads. */
    async hasWork(): Promise<boolean> {
      const [row] = await queryRows<{ waiting: boolean }>(
        db,
        sql`select exists (select 1 from user_documents where status = 'processing' and deleted_at is null)
            as waiting`,
      );
      return row?.waiting === true;
    },

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
      const [row] = await db.select(documentColumns).from(userDocuments).where(eq(userDocuments.id, id));
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

    /** Documents waiting or being processed, and the age in seconds of the oldest (0 when none): /metrics. */
    async depth(): Promise<{ waiting: number; oldestAgeSeconds: number }> {
      const [row] = await queryRows<{ waiting: number | string; oldest: number | string | null }>(
        db,
        sql`select count(*) as waiting,
              extract(epoch from now() - min(created_at)) as oldest
            from user_documents
            where status = 'processing' and deleted_at is null`,
      );
      return { waiting: Number(row?.waiting ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
    },
  };
}

export type DocumentQueueRepo = ReturnType<typeof createDocumentQueueRepo>;
