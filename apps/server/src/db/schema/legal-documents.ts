import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const documentTypes = sql.raw(
  "('contratto', 'atto_giudiziario', 'ricorso', 'istanza', 'parere', 'atto_costituzione', 'lettera_diffida', 'informativa_cliente')",
);
const legalAreas = sql.raw(
  "('diritto_civile', 'diritto_penale', 'diritto_amministrativo', 'diritto_lavoro', 'diritto_commerciale', 'diritto_immobiliare', 'diritto_famiglia')",
);

/**
 * The document generator's templates, shipped in code (features/legal-documents/templates) and
 * upserted at boot by their stable `key`: when the shipped definition's hash changes the row is
 * updated and its `version` goes up; a template no longer shipped is kept (documents name it) but
 * marked inactive.
 */
export const legalTemplates = pgTable(
  'legal_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: varchar({ length: 80 }).notNull().unique(),
    version: integer().notNull().default(1),
    /** SHA-256 of the shipped definition: a different one means a new version. */
    definitionHash: varchar('definition_hash', { length: 64 }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    documentType: varchar('document_type', { length: 40 }).notNull(),
    legalArea: varchar('legal_area', { length: 40 }).notNull(),
    body: text().notNull(),
    /** The form's fields (shared contract `templateField`). */
    formFields: jsonb('form_fields').notNull(),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('legal_templates_type_known', sql`${table.documentType} in ${documentTypes}`),
    check('legal_templates_area_known', sql`${table.legalArea} in ${legalAreas}`),
  ],
);

/**
 * A user's generated document. `content` is the current text, `original_content` the text as first
 * generated; every saved text (the first included) is also a row of legal_document_versions.
 * `version` is the optimistic lock of the edits: a save names the version it started from.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 255 }).notNull(),
    documentType: varchar('document_type', { length: 40 }).notNull(),
    legalArea: varchar('legal_area', { length: 40 }).notNull(),
    status: varchar({ length: 16 }).notNull(),
    templateId: integer('template_id').references(() => legalTemplates.id, { onDelete: 'set null' }),
    metadata: jsonb().notNull().default({}),
    /** The matter it is filed under (see schema/matters.ts for the composite key). */
    matterId: integer('matter_id'),
    originalContent: text('original_content').notNull(),
    content: text().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('legal_documents_user_idx').on(table.userId, table.createdAt, table.id),
    // The admin analytics: documents of a period, and the latest ones.
    index('legal_documents_created_at_idx').on(table.createdAt, table.id),
    check(
      'legal_documents_status_known',
      sql`${table.status} in ('draft', 'generated', 'reviewed', 'finalized')`,
    ),
    check('legal_documents_type_known', sql`${table.documentType} in ${documentTypes}`),
    check('legal_documents_area_known', sql`${table.legalArea} in ${legalAreas}`),
    check('legal_documents_version_positive', sql`${table.version} >= 1`),
  ],
);

/** Every saved text of a document, the generated one (version 1) and each edit. */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    content: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.version] })],
);
