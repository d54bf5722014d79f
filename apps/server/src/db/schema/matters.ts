import { index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's matter (pratica): a client and the work done for them. Conversations, personal
 * documents, generated documents, case strategies and usage records name it in `matter_id`, through
 * a composite key (matter_id, user_id) → (id, user_id) written in migration 0020, so an item can only
 * be filed under its own user's matter; deleting a matter leaves its items unfiled (ON DELETE SET
 * NULL (matter_id)). Drizzle cannot declare that key, so the columns below carry no `references`.
 */
export const matters = pgTable(
  'matters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientName: varchar('client_name', { length: 200 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    /** The firm's own number for the matter (optional). */
    reference: varchar({ length: 60 }),
    court: varchar({ length: 120 }),
    counterparty: varchar({ length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('matters_id_user_unique').on(table.id, table.userId),
    index('matters_user_idx').on(table.userId, table.updatedAt),
  ],
);

/**
 * The composite keys (matter_id, user_id) → matters(id, user_id) of migration 0020: a write that
 * breaks one names a matter that is not the user's (or was just deleted), answered 404.
 */
export const MATTER_FOREIGN_KEYS = [
  'conversations_matter_fk',
  'user_documents_matter_fk',
  'legal_documents_matter_fk',
  'case_strategies_matter_fk',
  'usage_records_matter_fk',
] as const;
