import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { conversations } from './chat';
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

/**
 * One row per model call made on a user's behalf (chat in every mode, later documents and
 * strategies): the server's own record of tokens, cost and latency. The admin analytics read it;
 * the client's logging calls never feed it.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** chat_standard | chat_rag | chat_web | chat_web_rag | … */
    feature: varchar({ length: 40 }).notNull(),
    provider: varchar({ length: 40 }).notNull(),
    model: varchar({ length: 120 }),
    /** completed | aborted | failed */
    status: varchar({ length: 16 }).notNull(),
    errorCode: varchar('error_code', { length: 60 }),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    cachedPromptTokens: integer('cached_prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** In the provider's currency (USD for most), from the configured prices per million tokens. */
    costCacheHit: numeric('cost_cache_hit', { precision: 14, scale: 8 }).notNull().default('0'),
    costCacheMiss: numeric('cost_cache_miss', { precision: 14, scale: 8 }).notNull().default('0'),
    costOutput: numeric('cost_output', { precision: 14, scale: 8 }).notNull().default('0'),
    firstTokenMs: integer('first_token_ms'),
    latencyMs: integer('latency_ms').notNull().default(0),
    pointsCharged: integer('points_charged').notNull().default(0),
    pointsLedgerId: integer('points_ledger_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('usage_records_user_id_idx').on(table.userId, table.createdAt),
    index('usage_records_created_at_idx').on(table.createdAt),
    // The interrupted-charge sweep asks, per recent charge, whether its usage record exists.
    index('usage_records_points_ledger_id_idx').on(table.pointsLedgerId),
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
    index('activity_log_action_type_idx').on(table.actionType),
  ],
);
