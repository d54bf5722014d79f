import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Revisione tabellare (issue 28, migration 0024): a review owns its documents, their chunks, its
 * columns (questions) and one cell per document × column. Documents and cells are queues claimed
 * with leases (FOR UPDATE SKIP LOCKED); deleting a review deletes all of it.
 */
export const tabularReviews = pgTable(
  'tabular_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Set by the first start: from then on new documents and columns queue their cells at once. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tabular_reviews_user_idx').on(table.userId, table.createdAt)],
);

export const tabularReviewDocuments = pgTable(
  'tabular_review_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => tabularReviews.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    documentType: text('document_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text().notNull().default('processing'),
    failureReason: text('failure_reason'),
    attempts: integer().notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    pageCount: integer('page_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tabular_review_documents_review_idx').on(table.reviewId, table.createdAt),
    index('tabular_review_documents_queue_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'processing'`),
    check(
      'tabular_review_documents_status_known',
      sql`${table.status} in ('processing', 'completed', 'failed')`,
    ),
    check('tabular_review_documents_type_known', sql`${table.documentType} in ('PDF', 'DOCX', 'XLSX')`),
  ],
);

export const tabularReviewChunks = pgTable(
  'tabular_review_chunks',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => tabularReviewDocuments.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    page: integer(),
    heading: text(),
    text: text().notNull(),
  },
  (table) => [
    primaryKey({ name: 'tabular_review_chunks_pk', columns: [table.documentId, table.chunkIndex] }),
  ],
);

export const tabularReviewColumns = pgTable(
  'tabular_review_columns',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => tabularReviews.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    question: text().notNull(),
    position: integer().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tabular_review_columns_review_idx').on(table.reviewId, table.position)],
);

export const tabularReviewCells = pgTable(
  'tabular_review_cells',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => tabularReviews.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => tabularReviewDocuments.id, { onDelete: 'cascade' }),
    columnId: uuid('column_id')
      .notNull()
      .references(() => tabularReviewColumns.id, { onDelete: 'cascade' }),
    status: text().notNull().default('pending'),
    answer: text(),
    /** The passage the answer rests on, as the model (or the extractive search) gave it. */
    quote: text(),
    page: integer(),
    /** The quote was found verbatim (whitespace normalised) in the document's text. */
    verified: boolean(),
    /** Answered without a model: the best passage for the question. */
    extractive: boolean().notNull().default(false),
    error: text(),
    attempts: integer().notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('tabular_review_cells_document_column_unique').on(table.documentId, table.columnId),
    index('tabular_review_cells_review_idx').on(table.reviewId),
    index('tabular_review_cells_column_idx').on(table.columnId),
    index('tabular_review_cells_queue_idx')
      .on(table.queuedAt)
      .where(sql`${table.status} in ('pending', 'running')`),
    check(
      'tabular_review_cells_status_known',
      sql`${table.status} in ('pending', 'running', 'done', 'failed')`,
    ),
  ],
);
