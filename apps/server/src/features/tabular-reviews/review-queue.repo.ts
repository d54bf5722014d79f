import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { tabularReviewCells, tabularReviewDocuments } from '../../db/schema';
import type { CellAnswer, ReviewChunk } from './cell-answer';
import type { ReviewDocumentRow } from './tabular-reviews.repo';

export interface ClaimedCell {
  id: string;
  documentId: string;
  userId: number;
  question: string;
  label: string;
  filename: string;
}

/**
 * The review queues: documents waiting for extraction and cells waiting for an answer. Workers of any
 * replica claim a row whose lease is free or expired (FOR UPDATE SKIP LOCKED) and write the outcome
 * only while they still hold it, so a restart resumes whatever was in progress.
 */
export function createReviewQueueRepo(db: Database) {
  const heldDocument = (id: string, owner: string) =>
    and(eq(tabularReviewDocuments.id, id), eq(tabularReviewDocuments.leaseOwner, owner));
  const heldCell = (id: string, owner: string) =>
    and(eq(tabularReviewCells.id, id), eq(tabularReviewCells.leaseOwner, owner));

  return {
    /**
     * Whether any document waits for extraction or any cell for an answer (both partial indexes):
     * an idle server's poll is this one read, not five writes a second.
     */
    async hasWork(): Promise<boolean> {
      const [row] = await queryRows<{ waiting: boolean }>(
        db,
        sql`select exists (select 1 from tabular_review_documents where status = 'processing')
            or exists (select 1 from tabular_review_cells where status in ('pending', 'running')) as waiting`,
      );
      return row?.waiting === true;
    },

    /** Documents and cells whose worker kept dying are failed rather than claimed again. */
    async failExhausted(maxAttempts: number, reason: string): Promise<void> {
      await db.execute(sql`
        update tabular_review_documents set status = 'failed', failure_reason = ${reason},
          lease_owner = null, lease_expires_at = null
        where status = 'processing' and attempts >= ${maxAttempts}
          and (lease_expires_at is null or lease_expires_at < now())`);
      await db.execute(sql`
        update tabular_review_cells set status = 'failed', error = ${reason},
          lease_owner = null, lease_expires_at = null
        where status in ('pending', 'running') and attempts >= ${maxAttempts}
          and (lease_expires_at is null or lease_expires_at < now())`);
    },

    /** Cells of documents that could not be read fail with the document's reason (nothing charged). */
    async failCellsOfFailedDocuments(): Promise<void> {
      await db.execute(sql`
        update tabular_review_cells x set status = 'failed',
          error = 'Documento non leggibile: ' || coalesce(d.failure_reason, 'errore di elaborazione'),
          lease_owner = null, lease_expires_at = null, completed_at = now()
        from tabular_review_documents d
        where d.id = x.document_id and d.status = 'failed' and x.status = 'pending'`);
    },

    async claimDocument(owner: string, leaseMs: number): Promise<ReviewDocumentRow | null> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update tabular_review_documents set lease_owner = ${owner},
              lease_expires_at = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
            where id = (
              select id from tabular_review_documents
              where status = 'processing' and (lease_expires_at is null or lease_expires_at < now())
              order by created_at for update skip locked limit 1)
            returning id`,
      );
      const id = rows[0]?.id;
      if (!id) return null;
      const [row] = await db.select().from(tabularReviewDocuments).where(eq(tabularReviewDocuments.id, id));
      return row ?? null;
    },

    async completeDocument(
      id: string,
      owner: string,
      result: { pageCount: number | null; chunks: readonly ReviewChunk[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: tabularReviewDocuments.id })
          .from(tabularReviewDocuments)
          .where(heldDocument(id, owner))
          .for('update');
        if (!row) return false;
        await tx.execute(sql`delete from tabular_review_chunks where document_id = ${id}::uuid`);
        for (let start = 0; start < result.chunks.length; start += 500) {
          const batch = JSON.stringify(
            result.chunks.slice(start, start + 500).map((chunk) => ({
              chunk_index: chunk.chunkIndex,
              page: chunk.page,
              heading: chunk.heading,
              text: chunk.text,
            })),
          );
          await tx.execute(sql`
            insert into tabular_review_chunks (document_id, chunk_index, page, heading, text)
            select ${id}::uuid, r.chunk_index, r.page, r.heading, r.text
            from jsonb_to_recordset(${batch}::jsonb) as r(chunk_index int, page int, heading text, text text)`);
        }
        await tx
          .update(tabularReviewDocuments)
          .set({
            status: 'completed',
            failureReason: null,
            pageCount: result.pageCount,
            leaseOwner: null,
            leaseExpiresAt: null,
          })
          .where(eq(tabularReviewDocuments.id, id));
        return true;
      });
    },

    async failDocument(id: string, owner: string, reason: string): Promise<void> {
      await db
        .update(tabularReviewDocuments)
        .set({ status: 'failed', failureReason: reason, leaseOwner: null, leaseExpiresAt: null })
        .where(heldDocument(id, owner));
    },

    async releaseDocument(id: string, owner: string, delayMs: number, refundAttempt: boolean): Promise<void> {
      await db
        .update(tabularReviewDocuments)
        .set({
          leaseOwner: null,
          leaseExpiresAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
          attempts: refundAttempt
            ? sql`greatest(${tabularReviewDocuments.attempts} - 1, 0)`
            : tabularReviewDocuments.attempts,
        })
        .where(heldDocument(id, owner));
    },

    async extendLease(kind: 'document' | 'cell', id: string, owner: string, leaseMs: number): Promise<void> {
      const until = sql`now() + ${leaseMs} * interval '1 millisecond'`;
      if (kind === 'document') {
        await db.update(tabularReviewDocuments).set({ leaseExpiresAt: until }).where(heldDocument(id, owner));
      } else {
        await db.update(tabularReviewCells).set({ leaseExpiresAt: until }).where(heldCell(id, owner));
      }
    },

    /** The oldest waiting cell whose document is extracted, with what answering it needs. */
    async claimCell(owner: string, leaseMs: number): Promise<ClaimedCell | null> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update tabular_review_cells set status = 'running', lease_owner = ${owner},
              lease_expires_at = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
            where id = (
              select x.id from tabular_review_cells x
              join tabular_review_documents d on d.id = x.document_id
              where x.status in ('pending', 'running') and d.status = 'completed'
                and (x.lease_expires_at is null or x.lease_expires_at < now())
              order by x.queued_at, x.id for update of x skip locked limit 1)
            returning id`,
      );
      const id = rows[0]?.id;
      if (!id) return null;
      const [cell] = await queryRows<{
        id: string;
        document_id: string;
        user_id: number;
        question: string;
        label: string;
        filename: string;
      }>(
        db,
        sql`select x.id, x.document_id, r.user_id, c.question, c.label, d.filename
            from tabular_review_cells x
            join tabular_reviews r on r.id = x.review_id
            join tabular_review_columns c on c.id = x.column_id
            join tabular_review_documents d on d.id = x.document_id
            where x.id = ${id}::uuid`,
      );
      if (!cell) return null;
      return {
        id: cell.id,
        documentId: cell.document_id,
        userId: Number(cell.user_id),
        question: cell.question,
        label: cell.label,
        filename: cell.filename,
      };
    },

    async completeCell(id: string, owner: string, answer: CellAnswer): Promise<boolean> {
      const rows = await db
        .update(tabularReviewCells)
        .set({
          status: 'done',
          answer: answer.answer,
          quote: answer.quote,
          page: answer.page,
          verified: answer.verified,
          extractive: answer.extractive,
          error: null,
          leaseOwner: null,
          leaseExpiresAt: null,
          completedAt: sql`now()`,
        })
        .where(heldCell(id, owner))
        .returning({ id: tabularReviewCells.id });
      return rows.length > 0;
    },

    async failCell(id: string, owner: string, error: string): Promise<void> {
      await db
        .update(tabularReviewCells)
        .set({ status: 'failed', error, leaseOwner: null, leaseExpiresAt: null, completedAt: sql`now()` })
        .where(heldCell(id, owner));
    },

    /** Back to the queue at once (server stopping): the attempt is given back. */
    async releaseCell(id: string, owner: string): Promise<void> {
      await db
        .update(tabularReviewCells)
        .set({
          status: 'pending',
          leaseOwner: null,
          leaseExpiresAt: null,
          attempts: sql`greatest(${tabularReviewCells.attempts} - 1, 0)`,
        })
        .where(heldCell(id, owner));
    },
  };
}

export type ReviewQueueRepo = ReturnType<typeof createReviewQueueRepo>;
