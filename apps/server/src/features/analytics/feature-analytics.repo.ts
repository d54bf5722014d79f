import type { AdminDateRangeQuery } from '@brocardo/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { caseStrategies, legalDocuments, usageFeatureDaily, usageRecords } from '../../db/schema';
import { inDays, inPeriod, localDay } from './analytics-period';

/**
 * The simulator's and the generator's model calls, as usage_records.feature stores them (every
 * action but the chat ones is stored under its own name: features/metering/metering.repo.ts).
 */
export const SIMULATOR_FEATURES = ['case_strategy_simple', 'case_strategy_complex'] as const;
export const GENERATOR_FEATURES = [
  'legal_document_simple',
  'legal_document_complex',
  'document_enhancement',
] as const;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const MODEL_FEATURES = list([...SIMULATOR_FEATURES, ...GENERATOR_FEATURES]);

/** Tokens of one usage record (or rollup row): prompt tokens include the cached and cache-written ones (ai/pricing.ts). */
const TOKENS = sql.raw('(r.prompt_tokens + r.completion_tokens)');
/** Cost of one usage record (or rollup row), every part of it (hit, miss, cache write, output). */
const COST = sql.raw('(r.cost_cache_hit + r.cost_cache_miss + r.cost_cache_write + r.cost_output)');

/** A strategy with an AI analysis: a success probability or at least one risk factor (as the account page). */
const STRATEGY_WITH_AI = sql`(${caseStrategies.successProbability} is not null or coalesce(jsonb_array_length(case when jsonb_typeof(${caseStrategies.analysis}->'risk_factors') = 'array' then ${caseStrategies.analysis}->'risk_factors' end), 0) > 0)`;
/** A document drafted with AI: the generator stores `ai_enhanced: true` in its metadata (Base or Avanzata). */
const DOCUMENT_WITH_AI = sql`coalesce(${legalDocuments.metadata}->>'ai_enhanced' = 'true', false)`;
/** The area as the user wrote it, trimmed; blank: 'non indicata'. */
const LEGAL_AREA = sql`coalesce(nullif(btrim(${caseStrategies.legalArea}, E' \\t\\r\\n'), ''), 'non indicata')`;

/** One row of a breakdown: the total (both keys null), one group or one day. */
export interface BreakdownRow {
  key: string | null;
  day: string | null;
  count: number;
  withAi: number;
}

export interface TopUserRow {
  id: number;
  name: string;
  email: string;
  caseStrategyCount: number;
  legalDocumentCount: number;
  totalTokens: number;
  totalCost: number;
}

export interface RecentRow {
  feature: 'case_strategy' | 'legal_document';
  id: number;
  createdAt: Date;
  userName: string;
  action: string;
  tokens: number | null;
}

export interface TokenRow {
  kind: 'case_strategy' | 'legal_document';
  day: string | null;
  tokens: number;
  cost: number;
  requests: number;
}

type Raw = Record<string, unknown>;

function breakdownRows(rows: Raw[]): BreakdownRow[] {
  return rows.map((row) => ({
    key: (row.key as string | null) ?? null,
    day: (row.day as string | null) ?? null,
    count: Number(row.count),
    withAi: Number(row.with_ai),
  }));
}

export function createFeatureAnalyticsRepo(db: Database, timeZone: string) {
  const strategiesIn = (range: AdminDateRangeQuery) => inPeriod(caseStrategies.createdAt, range, timeZone);
  const documentsIn = (range: AdminDateRangeQuery) => inPeriod(legalDocuments.createdAt, range, timeZone);

  /** One scan into (key, day) cells, folded into three groupings: the total, per `key`, per local day. */
  async function breakdown(inner: ReturnType<typeof sql>): Promise<BreakdownRow[]> {
    const rows = await queryRows<Raw>(
      db,
      sql`with cells as (
            select s.key, s.day, count(*) as count, count(*) filter (where s.with_ai) as with_ai
            from (${inner}) s group by s.key, s.day)
          select key, to_char(day, 'YYYY-MM-DD') as day, coalesce(sum(count), 0)::int as count,
                 coalesce(sum(with_ai), 0)::int as with_ai
          from cells
          group by grouping sets ((), (key), (day))
          order by key nulls first, day nulls first`,
    );
    return breakdownRows(rows);
  }

  return {
    /** Strategies created in the range: total, with AI, per legal area, per day. */
    strategies(range: AdminDateRangeQuery): Promise<BreakdownRow[]> {
      return breakdown(
        sql`select ${LEGAL_AREA} as key, ${localDay(caseStrategies.createdAt, timeZone)} as day,
                   ${STRATEGY_WITH_AI} as with_ai
            from ${caseStrategies} where ${strategiesIn(range)}`,
      );
    },

    /** Documents created in the range: total, drafted with AI, per document type, per day. */
    documents(range: AdminDateRangeQuery): Promise<BreakdownRow[]> {
      return breakdown(
        sql`select ${legalDocuments.documentType} as key, ${localDay(legalDocuments.createdAt, timeZone)} as day,
                   ${DOCUMENT_WITH_AI} as with_ai
            from ${legalDocuments} where ${documentsIn(range)}`,
      );
    },

    /**
     * The ten users with the most strategies + documents in the range (ties: lowest id first), with
     * the tokens and cost of their simulator and generator model calls in the same range. The model
     * calls are summed only for these ten, through the (user_id, created_at) index.
     */
    async topUsers(range: AdminDateRangeQuery, limit: number): Promise<TopUserRow[]> {
      const rows = await queryRows<Raw>(
        db,
        sql`with counts as (
              select x.user_id, sum(x.cs)::int as cs, sum(x.ld)::int as ld
              from (select ${caseStrategies.userId} as user_id, 1 as cs, 0 as ld
                    from ${caseStrategies} where ${strategiesIn(range)}
                    union all
                    select ${legalDocuments.userId}, 0, 1
                    from ${legalDocuments} where ${documentsIn(range)}) x
              group by x.user_id
              order by sum(x.cs) + sum(x.ld) desc, x.user_id
              limit ${limit})
            select c.user_id as id, u.name, u.email, c.cs, c.ld,
                   coalesce(t.tokens, 0)::bigint as tokens, coalesce(t.cost, 0)::text as cost
            from counts c
            join users u on u.id = c.user_id
            left join lateral (
              select sum(${TOKENS}) as tokens, sum(${COST}) as cost
              from ${usageRecords} r
              where r.user_id = c.user_id and r.feature in (${MODEL_FEATURES})
                and ${inPeriod(sql.raw('r.created_at'), range, timeZone)}
            ) t on true
            order by c.cs + c.ld desc, c.user_id`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        email: String(row.email),
        caseStrategyCount: Number(row.cs),
        legalDocumentCount: Number(row.ld),
        totalTokens: Number(row.tokens),
        totalCost: Number(row.cost),
      }));
    },

    /**
     * The latest strategies and documents of the range, newest first (ties: strategies first, then
     * the higher id). A strategy's action is 'created'; a document's 'created' (no AI), 'generated'
     * (AI Base) or 'enhanced' (AI Avanzata).
     *
     * Tokens: no row names the usage record of its model call, so the record is found by what the
     * metered run guarantees (features/metering meteredRun): the charge is written before the row,
     * the usage record (naming the charge) after it, both by the same user for the same action. A
     * record whose charge precedes the row and which itself follows it brackets the row's run; when
     * exactly one record does, its tokens are the row's. None (no model call: a document without AI,
     * a strategy created without analysis) or more than one (two runs of the same user overlapping
     * in time) gives null rather than a guess. The hour bounds the index scan; no run lasts that long.
     */
    async recentActivity(range: AdminDateRangeQuery, limit: number): Promise<RecentRow[]> {
      const rows = await queryRows<Raw>(
        db,
        sql`with recent as (
              (select 'case_strategy' as feature, ${caseStrategies.id} as id, ${caseStrategies.userId} as user_id,
                      ${caseStrategies.createdAt} as created_at, 'created' as action,
                      'case_strategy_simple' as charged_as
               from ${caseStrategies} where ${strategiesIn(range)}
               order by ${caseStrategies.createdAt} desc, ${caseStrategies.id} desc limit ${limit})
              union all
              (select 'legal_document', ${legalDocuments.id}, ${legalDocuments.userId}, ${legalDocuments.createdAt},
                      case ${legalDocuments.metadata}->>'ai_option'
                        when 'enhanced' then 'enhanced'
                        when 'basic' then 'generated'
                        else case when ${DOCUMENT_WITH_AI} then 'generated' else 'created' end
                      end,
                      case when ${DOCUMENT_WITH_AI} then
                        case when ${legalDocuments.metadata}->>'ai_option' = 'enhanced'
                          then 'legal_document_complex' else 'legal_document_simple' end
                      end
               from ${legalDocuments} where ${documentsIn(range)}
               order by ${legalDocuments.createdAt} desc, ${legalDocuments.id} desc limit ${limit})
              order by created_at desc, feature, id desc
              limit ${limit})
            select recent.feature, recent.id, recent.created_at, u.name as user_name, recent.action,
                   case when link.runs = 1 then link.tokens end as tokens
            from recent
            join users u on u.id = recent.user_id
            left join lateral (
              select count(*)::int as runs, min(${TOKENS}) as tokens
              from ${usageRecords} r
              join points_ledger charge on charge.id = r.points_ledger_id
              where recent.charged_as is not null
                and r.user_id = recent.user_id and r.feature = recent.charged_as
                and r.created_at >= recent.created_at and r.created_at < recent.created_at + interval '1 hour'
                and charge.created_at <= recent.created_at
            ) link on true
            order by recent.created_at desc, recent.feature, recent.id desc`,
      );
      return rows.map((row) => ({
        feature: row.feature as RecentRow['feature'],
        id: Number(row.id),
        createdAt: new Date(row.created_at as string | Date),
        userName: String(row.user_name),
        action: String(row.action),
        tokens: row.tokens === null || row.tokens === undefined ? null : Number(row.tokens),
      }));
    },

    /**
     * Tokens, cost and calls of the simulator and of the generator in the range: totals and per day,
     * from the per-feature daily rollup (a few rows a day, whatever the number of calls).
     */
    async tokenUsage(range: AdminDateRangeQuery): Promise<TokenRow[]> {
      const simulator = list(SIMULATOR_FEATURES);
      const days = { from: range.date_from, to: range.date_to };
      const rows = await queryRows<Raw>(
        db,
        sql`with cells as (
              select r.feature, r.day, ${TOKENS} as tokens, ${COST} as cost, r.requests
              from ${usageFeatureDaily} r
              where r.feature in (${MODEL_FEATURES}) and ${inDays(sql.raw('r.day'), days)} and r.requests > 0)
            select case when feature in (${simulator}) then 'case_strategy' else 'legal_document' end as kind,
                   to_char(day, 'YYYY-MM-DD') as day, sum(tokens)::bigint as tokens, sum(cost)::text as cost,
                   sum(requests)::int as requests
            from cells
            group by grouping sets ((1), (1, cells.day))
            order by cells.day nulls first, kind`,
      );
      return rows.map((row) => ({
        kind: row.kind as TokenRow['kind'],
        day: (row.day as string | null) ?? null,
        tokens: Number(row.tokens),
        cost: Number(row.cost),
        requests: Number(row.requests),
      }));
    },
  };
}

export type FeatureAnalyticsRepo = ReturnType<typeof createFeatureAnalyticsRepo>;
