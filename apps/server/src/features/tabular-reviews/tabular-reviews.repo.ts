import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import {
  tabularReviewCells,
  tabularReviewChunks,
  tabularReviewColumns,
  tabularReviewDocuments,
  tabularReviews,
} from '../../db/schema';

interface ReviewColumnInput {
  label: string;
  question: string;
}

/** Two labels name one column when they differ only in case and spacing. */
const columnKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');

export type ReviewRow = typeof tabularReviews.$inferSelect;
export type ReviewDocumentRow = typeof tabularReviewDocuments.$inferSelect;
export type ReviewColumnRow = typeof tabularReviewColumns.$inferSelect;
export type ReviewCellRow = typeof tabularReviewCells.$inferSelect;

/** Queries of the reviews, their documents, columns and cells; every read names the owner. */
export function createTabularReviewsRepo(db: Database) {
  /** Locks the owner's review row (serialising limits and starts of one review); null when not theirs. */
  async function lockedReview(tx: Database, userId: number, reviewId: string): Promise<ReviewRow | null> {
    const [row] = await tx
      .select()
      .from(tabularReviews)
      .where(and(eq(tabularReviews.id, reviewId), eq(tabularReviews.userId, userId)))
      .for('update');
    return row ?? null;
  }

  /** Cells for every document × column pair of a started review that has none yet. */
  async function queueMissingCells(tx: Database, reviewId: string): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`insert into tabular_review_cells (review_id, document_id, column_id)
          select ${reviewId}::uuid, d.id, c.id
          from tabular_review_documents d cross join tabular_review_columns c
          where d.review_id = ${reviewId}::uuid and c.review_id = ${reviewId}::uuid
          on conflict (document_id, column_id) do nothing
          returning id`,
    );
    return rows.length;
  }

  return {
    async create(userId: number, title: string, maxReviews: number): Promise<ReviewRow | null> {
      return db.transaction(async (tx) => {
        // The user's row is the lock: two creations at once cannot both pass the limit.
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const [existing] = await tx
          .select({ n: count() })
          .from(tabularReviews)
          .where(eq(tabularReviews.userId, userId));
        if ((existing?.n ?? 0) >= maxReviews) return null;
        const [row] = await tx.insert(tabularReviews).values({ userId, title }).returning();
        return row!;
      });
    },

    async list(userId: number) {
      return queryRows<{
        id: string;
        title: string;
        created_at: string | Date;
        started_at: string | Date | null;
        documents: number | string;
        columns: number | string;
      }>(
        db,
        sql`select r.id, r.title, r.created_at, r.started_at,
              (select count(*) from tabular_review_documents d where d.review_id = r.id) as documents,
              (select count(*) from tabular_review_columns c where c.review_id = r.id) as columns
            from tabular_reviews r where r.user_id = ${userId}
            order by r.created_at desc, r.id`,
      );
    },

    async owns(userId: number, reviewId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: tabularReviews.id })
        .from(tabularReviews)
        .where(and(eq(tabularReviews.id, reviewId), eq(tabularReviews.userId, userId)));
      return row !== undefined;
    },

    async get(userId: number, reviewId: string) {
      const [review] = await db
        .select()
        .from(tabularReviews)
        .where(and(eq(tabularReviews.id, reviewId), eq(tabularReviews.userId, userId)));
      if (!review) return null;
      const [documents, columns, cells] = await Promise.all([
        db
          .select()
          .from(tabularReviewDocuments)
          .where(eq(tabularReviewDocuments.reviewId, reviewId))
          .orderBy(asc(tabularReviewDocuments.createdAt), asc(tabularReviewDocuments.id)),
        db
          .select()
          .from(tabularReviewColumns)
          .where(eq(tabularReviewColumns.reviewId, reviewId))
          .orderBy(asc(tabularReviewColumns.position)),
        db.select().from(tabularReviewCells).where(eq(tabularReviewCells.reviewId, reviewId)),
      ]);
      return { review, documents, columns, cells };
    },

    /**
     * The document row within the review's limit, under the review's lock; cells queued at once when
     * the review has started. 'not_found': not the caller's review; 'limit': already full.
     */
    async addDocument(
      userId: number,
      reviewId: string,
      document: Omit<typeof tabularReviewDocuments.$inferInsert, 'reviewId'>,
      maxDocuments: number,
    ): Promise<ReviewDocumentRow | 'not_found' | 'limit'> {
      return db.transaction(async (tx) => {
        const review = await lockedReview(tx, userId, reviewId);
        if (!review) return 'not_found';
        const [existing] = await tx
          .select({ n: count() })
          .from(tabularReviewDocuments)
          .where(eq(tabularReviewDocuments.reviewId, reviewId));
        if ((existing?.n ?? 0) >= maxDocuments) return 'limit';
        const [row] = await tx
          .insert(tabularReviewDocuments)
          .values({ ...document, reviewId })
          .returning();
        if (review.startedAt) await queueMissingCells(tx, reviewId);
        return row!;
      });
    },

    /** Where the review's documents of exactly `sizeBytes` are stored (the candidates for a duplicate). */
    async storageKeysOfSize(userId: number, reviewId: string, sizeBytes: number): Promise<string[]> {
      const rows = await db
        .select({ storageKey: tabularReviewDocuments.storageKey })
        .from(tabularReviewDocuments)
        .innerJoin(tabularReviews, eq(tabularReviews.id, tabularReviewDocuments.reviewId))
        .where(
          and(
            eq(tabularReviewDocuments.reviewId, reviewId),
            eq(tabularReviews.userId, userId),
            eq(tabularReviewDocuments.sizeBytes, sizeBytes),
          ),
        );
      return rows.map((row) => row.storageKey);
    },

    /**
     * Adds the set's columns the review has not got yet (by label, case and spacing aside) and the
     * user's own columns, which must be new: a label the review or the request already has comes
     * back as `duplicate` and nothing is added.
     */
    async addColumns(
      userId: number,
      reviewId: string,
      request: { fromSet: readonly ReviewColumnInput[]; own: readonly ReviewColumnInput[] },
      maxColumns: number,
    ): Promise<'ok' | 'not_found' | 'limit' | { duplicate: string }> {
      return db.transaction(async (tx) => {
        const review = await lockedReview(tx, userId, reviewId);
        if (!review) return 'not_found';
        const present = await tx
          .select({ label: tabularReviewColumns.label, position: tabularReviewColumns.position })
          .from(tabularReviewColumns)
          .where(eq(tabularReviewColumns.reviewId, reviewId));
        const labels = new Set(present.map((column) => columnKey(column.label)));
        const columns: ReviewColumnInput[] = [];
        for (const column of request.fromSet) {
          if (labels.has(columnKey(column.label))) continue;
          labels.add(columnKey(column.label));
          columns.push(column);
        }
        for (const column of request.own) {
          if (labels.has(columnKey(column.label))) return { duplicate: column.label.trim() };
          labels.add(columnKey(column.label));
          columns.push(column);
        }
        if (present.length + columns.length > maxColumns) return 'limit';
        if (columns.length === 0) return 'ok';
        const first = Math.max(-1, ...present.map((column) => column.position)) + 1;
        await tx
          .insert(tabularReviewColumns)
          .values(columns.map((column, at) => ({ ...column, reviewId, position: first + at })));
        if (review.startedAt) await queueMissingCells(tx, reviewId);
        return 'ok';
      });
    },

    /** Document × column pairs of the caller's review without a cell yet (null: not the caller's). */
    async missingCells(userId: number, reviewId: string): Promise<number | null> {
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n
            from tabular_reviews r
            join tabular_review_documents d on d.review_id = r.id
            cross join tabular_review_columns c
            where r.id = ${reviewId}::uuid and r.user_id = ${userId} and c.review_id = r.id
              and not exists (select 1 from tabular_review_cells x
                              where x.document_id = d.id and x.column_id = c.id)`,
      );
      const [review] = await db
        .select({ id: tabularReviews.id })
        .from(tabularReviews)
        .where(and(eq(tabularReviews.id, reviewId), eq(tabularReviews.userId, userId)));
      return review ? Number(row?.n ?? 0) : null;
    },

    /** Marks the review started and queues every missing cell; null when not the caller's. */
    async start(userId: number, reviewId: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const review = await lockedReview(tx, userId, reviewId);
        if (!review) return null;
        await tx
          .update(tabularReviews)
          .set({ startedAt: sql`coalesce(${tabularReviews.startedAt}, now())` })
          .where(eq(tabularReviews.id, reviewId));
        return queueMissingCells(tx, reviewId);
      });
    },

    /** Puts a failed cell of the caller's review back in the queue. */
    async retryCell(
      userId: number,
      reviewId: string,
      cellId: string,
    ): Promise<'ok' | 'not_found' | 'not_failed'> {
      const [cell] = await queryRows<{ status: string }>(
        db,
        sql`select x.status from tabular_review_cells x join tabular_reviews r on r.id = x.review_id
            where x.id = ${cellId}::uuid and x.review_id = ${reviewId}::uuid and r.user_id = ${userId}`,
      );
      if (!cell) return 'not_found';
      const rows = await db
        .update(tabularReviewCells)
        .set({
          status: 'pending',
          error: null,
          attempts: 0,
          leaseOwner: null,
          leaseExpiresAt: null,
          queuedAt: sql`now()`,
        })
        .where(and(eq(tabularReviewCells.id, cellId), eq(tabularReviewCells.status, 'failed')))
        .returning({ id: tabularReviewCells.id });
      return rows.length > 0 ? 'ok' : 'not_failed';
    },

    /**
     * Takes a column or a document out of the caller's review with its cells, unless one of them
     * is being answered (its charge is under way). A document's storage key comes back for its file.
     */
    async removeItem(
      userId: number,
      reviewId: string,
      kind: 'column' | 'document',
      itemId: string,
    ): Promise<'not_found' | 'busy' | { storageKey: string | null }> {
      return db.transaction(async (tx) => {
        const review = await lockedReview(tx, userId, reviewId);
        if (!review) return 'not_found';
        const table = kind === 'column' ? tabularReviewColumns : tabularReviewDocuments;
        const [item] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.id, itemId), eq(table.reviewId, reviewId)));
        if (!item) return 'not_found';
        const cellOf = kind === 'column' ? tabularReviewCells.columnId : tabularReviewCells.documentId;
        const [running] = await tx
          .select({ n: count() })
          .from(tabularReviewCells)
          .where(and(eq(cellOf, itemId), eq(tabularReviewCells.status, 'running')));
        if ((running?.n ?? 0) > 0) return 'busy';
        if (kind === 'column') {
          await tx.delete(tabularReviewColumns).where(eq(tabularReviewColumns.id, itemId));
          return { storageKey: null };
        }
        const [removed] = await tx
          .delete(tabularReviewDocuments)
          .where(eq(tabularReviewDocuments.id, itemId))
          .returning({ key: tabularReviewDocuments.storageKey });
        return { storageKey: removed?.key ?? null };
      });
    },

    /** Deletes the review and all it holds; returns the storage keys of its files (null: not the caller's). */
    async remove(userId: number, reviewId: string): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const review = await lockedReview(tx, userId, reviewId);
        if (!review) return null;
        const keys = await tx
          .select({ key: tabularReviewDocuments.storageKey })
          .from(tabularReviewDocuments)
          .where(eq(tabularReviewDocuments.reviewId, reviewId));
        await tx.delete(tabularReviews).where(eq(tabularReviews.id, reviewId));
        return keys.map((row) => row.key);
      });
    },

    async chunksOf(documentId: string) {
      return db
        .select({
          chunkIndex: tabularReviewChunks.chunkIndex,
          page: tabularReviewChunks.page,
          heading: tabularReviewChunks.heading,
          text: tabularReviewChunks.text,
        })
        .from(tabularReviewChunks)
        .where(eq(tabularReviewChunks.documentId, documentId))
        .orderBy(asc(tabularReviewChunks.chunkIndex));
    },

    /** The keys of every review file of a user (account erasure removes them after the rows). */
    async storageKeysOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ key: tabularReviewDocuments.storageKey })
        .from(tabularReviewDocuments)
        .innerJoin(tabularReviews, eq(tabularReviews.id, tabularReviewDocuments.reviewId))
        .where(eq(tabularReviews.userId, userId))
        .orderBy(desc(tabularReviewDocuments.createdAt));
      return rows.map((row) => row.key);
    },
  };
}

export type TabularReviewsRepo = ReturnType<typeof createTabularReviewsRepo>;
