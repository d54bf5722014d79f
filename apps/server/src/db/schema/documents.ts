import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A personal document and its processing job. The row is the queue: workers of any replica claim
 * a `processing` row whose lease is free or expired (FOR UPDATE SKIP LOCKED), extend the lease
 * while they work, and write the chunks and the final status in one transaction. A deleted
 * document keeps its row (`deleted_at`, no file, no chunks) so answers that cited it can say so.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    /** Decided from the content at upload: PDF, DOCX, XLS, XLSX. */
    documentType: text('document_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text().notNull(),
    storageKey: text('storage_key').notNull(),
    status: text().notNull().default('processing'),
    failureReason: text('failure_reason'),
    /** Claims of the current processing round: a document that keeps killing its worker stops at the limit. */
    attempts: integer().notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    pageCount: integer('page_count'),
    ocrPages: integer('ocr_pages'),
    chunkCount: integer('chunk_count'),
    /** The user's activation preference (spec 1 §3 Document preferences). */
    activated: boolean().notNull().default(false),
    /** The matter it is filed under (see schema/matters.ts for the composite key). */
    matterId: integer('matter_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('user_documents_user_idx').on(table.userId, table.createdAt),
    // The admin analytics: uploads of a period.
    index('user_documents_created_at_idx').on(table.createdAt),
    index('user_documents_queue_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'processing' and ${table.deletedAt} is null`),
    check(
      'user_documents_status_known',
      sql`${table.status} in ('processing', 'completed', 'processed', 'failed')`,
    ),
    check('user_documents_type_known', sql`${table.documentType} in ('PDF', 'DOCX', 'XLS', 'XLSX')`),
  ],
);

/** The passages a processed document was split into, as retrieval and citations use them. */
export const userDocumentChunks = pgTable(
  'user_document_chunks',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    /** First and last page (PDF) or sheet (Excel); null for Word documents. */
    page: integer(),
    pageEnd: integer('page_end'),
    heading: text(),
    text: text().notNull(),
    /** L2-normalised vector when embeddings are configured (EMBEDDINGS_BASE_URL). */
    embeddingModel: text('embedding_model'),
    embedding: real().array(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.chunkIndex] })],
);
