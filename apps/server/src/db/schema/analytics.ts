import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Rollups of the admin analytics (issue 22: every call ≤ 200 ms p95 with a million records). They are
 * kept by database triggers (migration 0013) in the very transaction that writes or deletes the
 * records they sum, so they are exact by construction: no job, no drift, the same on every replica.
 * Days and months are calendar days in `analytics_settings.time_zone` (POINTS_TIME_ZONE); a server
 * booting with another zone rebuilds them from the records. Months are the first day of the month.
 * Date filters of the portal are whole days, so any range is whole months (monthly tables) plus the
 * days at its ends (daily tables).
 */
export const analyticsSettings = pgTable(
  'analytics_settings',
  {
    id: smallint().primaryKey().default(1),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
  },
  (table) => [check('analytics_settings_single_row', sql`${table.id} = 1`)],
);

/** What a group of usage records adds up to (usage_records' tokens and costs). */
const usageSums = {
  requests: integer().notNull().default(0),
  promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull().default(0),
  cachedPromptTokens: bigint('cached_prompt_tokens', { mode: 'number' }).notNull().default(0),
  cacheWritePromptTokens: bigint('cache_write_prompt_tokens', { mode: 'number' }).notNull().default(0),
  completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull().default(0),
  costCacheHit: numeric('cost_cache_hit', { precision: 20, scale: 8 }).notNull().default('0'),
  costCacheMiss: numeric('cost_cache_miss', { precision: 20, scale: 8 }).notNull().default('0'),
  costCacheWrite: numeric('cost_cache_write', { precision: 20, scale: 8 }).notNull().default('0'),
  costOutput: numeric('cost_output', { precision: 20, scale: 8 }).notNull().default('0'),
};

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** usage_records per user and day (every feature). */
export const usageUserDaily = pgTable(
  'usage_user_daily',
  { day: date({ mode: 'string' }).notNull(), userId: userId(), ...usageSums },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
);

/** usage_records per user and month (every feature). */
export const usageUserMonthly = pgTable(
  'usage_user_monthly',
  { month: date({ mode: 'string' }).notNull(), userId: userId(), ...usageSums },
  (table) => [primaryKey({ columns: [table.month, table.userId] })],
);

/** usage_records per stored feature name (usage_records.feature) and day, every user. */
export const usageFeatureDaily = pgTable(
  'usage_feature_daily',
  { day: date({ mode: 'string' }).notNull(), feature: varchar({ length: 40 }).notNull(), ...usageSums },
  (table) => [primaryKey({ columns: [table.day, table.feature] })],
);

/**
 * Answered questions per mode (activity_log CHAT_SIMPLE_INTERACTION → standard, CHAT_RAG_INTERACTION →
 * rag, CHAT_WEB_SEARCH_INTERACTION → websearch; websearch_with_documents: those whose
 * details.documents_used is a number above 0).
 */
const chatCounts = {
  standard: integer().notNull().default(0),
  rag: integer().notNull().default(0),
  websearch: integer().notNull().default(0),
  websearchWithDocuments: integer('websearch_with_documents').notNull().default(0),
};

export const chatUserDaily = pgTable(
  'chat_user_daily',
  { day: date({ mode: 'string' }).notNull(), userId: userId(), ...chatCounts },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
);

export const chatUserMonthly = pgTable(
  'chat_user_monthly',
  { month: date({ mode: 'string' }).notNull(), userId: userId(), ...chatCounts },
  (table) => [primaryKey({ columns: [table.month, table.userId] })],
);

/**
 * Everything each user has done, all time (the portal's "All Time", which no day or month bound can
 * serve without summing every month): the usage sums, the answered questions per mode, and the
 * simulator's cases and generator's documents that exist. Totals have no time zone, so a rebuild for
 * another POINTS_TIME_ZONE leaves them alone. Kept by the triggers of migration 0015.
 */
export const analyticsUserTotals = pgTable('analytics_user_totals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...usageSums,
  ...chatCounts,
  caseStrategies: integer('case_strategies').notNull().default(0),
  legalDocuments: integer('legal_documents').notNull().default(0),
  legalDocumentsEnhanced: integer('legal_documents_enhanced').notNull().default(0),
});

/** Every user's questions per day, those of since-deleted users included (as the activity log keeps them). */
export const chatDaily = pgTable('chat_daily', {
  day: date({ mode: 'string' }).primaryKey(),
  ...chatCounts,
});

/**
 * The ledger's charges per day of the charge and action, with the refunds of those charges (whenever
 * they came) against the charge's day: points used in a period = charged − refunded of its days.
 */
export const pointsActionDaily = pgTable(
  'points_action_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    action: varchar({ length: 40 }).notNull(),
    chargedPoints: bigint('charged_points', { mode: 'number' }).notNull().default(0),
    charges: integer().notNull().default(0),
    refundedPoints: bigint('refunded_points', { mode: 'number' }).notNull().default(0),
    refunds: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.action] })],
);
