import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The points ledger: every grant, monthly reset, charge, refund and adjustment is a row, written in
 * the same transaction that changes `users.points_balance`, so the rows of a user always sum to
 * their balance. `delta` is negative for charges.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** grant | monthly_reset | charge | refund | adjustment */
    kind: varchar({ length: 20 }).notNull(),
    /** The metered action (spec 2 §3 action types: chat_message, rag_interrogation, web_search_query…). */
    action: varchar({ length: 40 }).notNull(),
    delta: integer().notNull(),
    balanceAfter: integer('balance_after').notNull(),
    description: text(),
    /** For a refund: the charge it gives back (at most one refund per charge). */
    refundOf: integer('refund_of'),
    /** For a monthly reset: the month it opens, 'YYYY-MM' (at most one per user and month). */
    period: varchar({ length: 7 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_ledger_user_id_idx').on(table.userId, table.id),
    index('points_ledger_created_at_idx').on(table.createdAt),
    uniqueIndex('points_ledger_refund_of_unique').on(table.refundOf),
    uniqueIndex('points_ledger_monthly_reset_unique')
      .on(table.userId, table.period)
      .where(sql`${table.kind} = 'monthly_reset'`),
    check('points_ledger_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);

/** The activity log shown to administrators (spec 2 §3 Activity record). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actionType: varchar('action_type', { length: 60 }).notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_log_created_at_idx').on(table.createdAt),
    index('activity_log_user_id_idx').on(table.userId, table.createdAt),
    index('activity_log_action_type_idx').on(table.actionType, table.createdAt),
  ],
);
