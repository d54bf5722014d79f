import {
  BUDGET_RANGES,
  CASE_TYPES,
  COURT_LEVELS,
  URGENCY_LEVELS,
} from '@brocardo/shared/rules/case-enumerations';
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
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** `('a', 'b')` for a check constraint, from the shared enumerations. */
const listOf = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/**
 * A user's case in the strategy simulator (spec 2 §3). The analysis is written whole or not at all:
 * `analysis` holds the validated answer with its checks (sources, verified references, precedents,
 * cost breakdown), `success_probability` repeats its figure for the analytics, and `status` says
 * whether there is one ('analyzed') or not ('draft', with `analysis_unavailable_reason` saying why).
 */
export const caseStrategies = pgTable(
  'case_strategies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseTitle: varchar('case_title', { length: 255 }).notNull(),
    caseType: varchar('case_type', { length: 20 }).notNull(),
    legalArea: varchar('legal_area', { length: 255 }).notNull(),
    caseFacts: text('case_facts').notNull(),
    opposingParty: varchar('opposing_party', { length: 255 }),
    courtLevel: varchar('court_level', { length: 40 }),
    urgencyLevel: varchar('urgency_level', { length: 10 }).notNull().default('media'),
    budgetRange: varchar('budget_range', { length: 20 }),
    desiredOutcome: text('desired_outcome'),
    caseValueEuro: numeric('case_value_euro', { precision: 14, scale: 2, mode: 'number' }),
    status: varchar({ length: 16 }).notNull().default('draft'),
    successProbability: integer('success_probability'),
    analysis: jsonb(),
    analysisUnavailableReason: text('analysis_unavailable_reason'),
    /** The matter it is filed under (see schema/matters.ts for the composite key). */
    matterId: integer('matter_id'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('case_strategies_user_idx').on(table.userId, table.createdAt, table.id),
    // The admin analytics: strategies of a period, and the latest ones.
    index('case_strategies_created_at_idx').on(table.createdAt, table.id),
    check('case_strategies_type_known', sql`${table.caseType} in ${listOf(CASE_TYPES)}`),
    check('case_strategies_court_known', sql`${table.courtLevel} in ${listOf(COURT_LEVELS)}`),
    check('case_strategies_urgency_known', sql`${table.urgencyLevel} in ${listOf(URGENCY_LEVELS)}`),
    check('case_strategies_budget_known', sql`${table.budgetRange} in ${listOf(BUDGET_RANGES)}`),
    check('case_strategies_value_positive', sql`${table.caseValueEuro} >= 0`),
    check('case_strategies_probability_range', sql`${table.successProbability} between 0 and 100`),
    check(
      'case_strategies_analysis_whole',
      sql`(${table.status} = 'analyzed' and ${table.analysis} is not null and ${table.successProbability} is not null and ${table.analyzedAt} is not null) or (${table.status} = 'draft' and ${table.analysis} is null and ${table.successProbability} is null)`,
    ),
  ],
);
