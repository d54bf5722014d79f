import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { caseStrategies } from './case-strategies';
import { conversations } from './chat';
import { legalDocuments } from './legal-documents';
import { users } from './users';

/**
 * One row per metered model call made on a user's behalf (chat in every mode, query enrichment,
 * later documents and strategies), written by features/metering: the server's own record of
 * tokens, cost and latency. The admin analytics read it; the client's logging calls never feed it.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** The generated document or the case the record was spent on (set null when it is deleted). */
    legalDocumentId: integer('legal_document_id').references(() => legalDocuments.id, {
      onDelete: 'set null',
    }),
    caseStrategyId: integer('case_strategy_id').references(() => caseStrategies.id, { onDelete: 'set null' }),
    /**
     * The matter of the item it was spent on, kept in step when the item is filed or unfiled, so
     * points per matter are one indexed sum (composite key: see schema/matters.ts).
     */
    matterId: integer('matter_id'),
    /**
     * The action (a UsageAction of packages/shared rules/points.ts) under its stored name: the chat
     * actions keep their first names (chat_standard, chat_rag, chat_web), every other action is
     * stored as itself. features/metering/metering.repo.ts maps one to the other.
     */
    feature: varchar({ length: 40 }).notNull(),
    provider: varchar({ length: 40 }).notNull(),
    model: varchar({ length: 120 }),
    /** completed | aborted | failed */
    status: varchar({ length: 16 }).notNull(),
    errorCode: varchar('error_code', { length: 60 }),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    cachedPromptTokens: integer('cached_prompt_tokens').notNull().default(0),
    /** Prompt tokens written to the provider's cache (reported by some providers), priced apart. */
    cacheWritePromptTokens: integer('cache_write_prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** In the provider's currency (USD for most), from the configured prices per million tokens. */
    costCacheHit: numeric('cost_cache_hit', { precision: 14, scale: 8 }).notNull().default('0'),
    costCacheMiss: numeric('cost_cache_miss', { precision: 14, scale: 8 }).notNull().default('0'),
    costCacheWrite: numeric('cost_cache_write', { precision: 14, scale: 8 }).notNull().default('0'),
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
    // Feature analytics read one feature's records over a period.
    index('usage_records_feature_created_at_idx').on(table.feature, table.createdAt),
    // The interrupted-charge sweep asks, per recent charge, whether its usage record exists.
    index('usage_records_points_ledger_id_idx').on(table.pointsLedgerId),
    index('usage_records_matter_idx')
      .on(table.matterId, table.createdAt)
      .where(sql`${table.matterId} is not null`),
    index('usage_records_conversation_idx')
      .on(table.conversationId)
      .where(sql`${table.conversationId} is not null`),
  ],
);
