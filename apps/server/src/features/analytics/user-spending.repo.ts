import { type SQL, sql } from 'drizzle-orm';
import { type Database, fromJsonRow, jsonRow, jsonRows, queryRows } from '../../db/client';
import { analyticsUserTotals, caseStrategies, legalDocuments, users } from '../../db/schema';
import { type DayRange, USAGE_SUMS, usageRows, within } from './usage-metrics.repo';

/** A user's usage totals, cases and documents; costs are exact numeric(…, 8) sums as decimal text. */
export interface SpendingTotals {
  userId: number;
  userName: string;
  userEmail: string;
  caseStrategies: number;
  legalDocuments: number;
  legalDocumentsEnhanced: number;
  requests: number;
  promptTokens: number;
  cachedPromptTokens: number;
  cacheWritePromptTokens: number;
  completionTokens: number;
  costCacheHit: string;
  costCacheMiss: string;
  costCacheWrite: string;
  costOutput: string;
}

/**
 * The spending row as read (one JSON array per user: 10,000 users × 15 columns). Decimals as text:
 * the sums are exact numeric, rounded only when presented.
 */
const SPENDING_COLUMNS = {
  userId: sql`u.id`,
  userName: sql`u.name`,
  userEmail: sql`u.email`,
  caseStrategies: sql`p.strategies`,
  legalDocuments: sql`p.documents`,
  legalDocumentsEnhanced: sql`p.enhanced`,
  requests: sql`p.requests`,
  promptTokens: sql`p.prompt`,
  cachedPromptTokens: sql`p.cached`,
  cacheWritePromptTokens: sql`p.written`,
  completionTokens: sql`p.completion`,
  costCacheHit: sql`p.cost_hit::text`,
  costCacheMiss: sql`p.cost_miss::text`,
  costCacheWrite: sql`p.cost_write::text`,
  costOutput: sql`p.cost_output::text`,
} satisfies Record<keyof SpendingTotals, SQL>;

/**
 * Per user (user_id, strategies, documents, enhanced, requests, prompt, cached, written, completion,
 * cost_hit, cost_miss, cost_write, cost_output): usage records, and the simulator's cases and the
 * generator's documents (all, and drafted with AI) created in the range and still there; users with
 * none of them left out. All time is one row per user of the totals; a period sums the usage rollups
 * and counts the cases and documents through their created_at indexes.
 */
function spendingPerUser(range: DayRange): SQL {
  if (range.from === undefined && range.to === undefined) {
    const t = analyticsUserTotals;
    return sql`select ${t.userId} as user_id, ${t.caseStrategies} as strategies, ${t.legalDocuments} as documents,
        ${t.legalDocumentsEnhanced} as enhanced, ${t.requests} as requests, ${t.promptTokens} as prompt,
        ${t.cachedPromptTokens} as cached, ${t.cacheWritePromptTokens} as written,
        ${t.completionTokens} as completion, ${t.costCacheHit} as cost_hit, ${t.costCacheMiss} as cost_miss,
        ${t.costCacheWrite} as cost_write, ${t.costOutput} as cost_output
      from ${t} where ${t.requests} > 0 or ${t.caseStrategies} > 0 or ${t.legalDocuments} > 0`;
  }
  return sql`
    with usage as (
      select r.user_id, sum(r.requests)::int as requests, sum(r.prompt_tokens)::bigint as prompt,
        sum(r.cached_prompt_tokens)::bigint as cached, sum(r.cache_write_prompt_tokens)::bigint as written,
        sum(r.completion_tokens)::bigint as completion, sum(r.cost_cache_hit) as cost_hit,
        sum(r.cost_cache_miss) as cost_miss, sum(r.cost_cache_write) as cost_write, sum(r.cost_output) as cost_output
      from (${usageRows(USAGE_SUMS, range)}) r
      group by 1
      having sum(r.requests) > 0
    ), created as (
      select x.user_id, sum(x.strategies)::int as strategies, sum(x.documents)::int as documents,
        sum(x.enhanced)::int as enhanced
      from (
        select ${caseStrategies.userId} as user_id, count(*) as strategies, 0 as documents, 0 as enhanced
        from ${caseStrategies}
        where ${within(caseStrategies.createdAt, range)}
        group by 1
        union all
        select ${legalDocuments.userId}, 0, count(*),
          count(*) filter (where ${legalDocuments.metadata} ->> 'ai_enhanced' = 'true')
        from ${legalDocuments}
        where ${within(legalDocuments.createdAt, range)}
        group by 1
      ) x
      group by x.user_id
    )
    -- A full join, not a union of ids and left joins: the planner's estimates stay close, so
    -- PostgreSQL does not JIT-compile this statement (a second of compilation for 20 ms of work).
    select coalesce(g.user_id, c.user_id) as user_id, coalesce(c.strategies, 0) as strategies,
      coalesce(c.documents, 0) as documents, coalesce(c.enhanced, 0) as enhanced,
      coalesce(g.requests, 0) as requests, coalesce(g.prompt, 0) as prompt, coalesce(g.cached, 0) as cached,
      coalesce(g.written, 0) as written, coalesce(g.completion, 0) as completion,
      coalesce(g.cost_hit, 0) as cost_hit, coalesce(g.cost_miss, 0) as cost_miss,
      coalesce(g.cost_write, 0) as cost_write, coalesce(g.cost_output, 0) as cost_output
    from usage g full join created c on c.user_id = g.user_id`;
}

/** The heaviest cost first, then the most requests, the most cases and documents, the oldest user. */
const SPENDING_ORDER = sql`p.cost_hit + p.cost_miss + p.cost_write + p.cost_output desc, p.requests desc,
  p.strategies + p.documents desc, p.user_id`;

/**
 * The JSON values are already the row's types (integers and bigints as numbers, decimals cast to
 * text), and the response is checked against its contract on the way out.
 */
const spendingTotalsOf = (row: unknown) => fromJsonRow(SPENDING_COLUMNS, row) as SpendingTotals;

/** Over every user of a period: how many, their costs summed exactly (text), their cases and documents. */
export interface SpendingSummary {
  users: number;
  cost: string;
  costCacheWrite: string;
  caseStrategies: number;
  /** Documents plus those drafted with AI, as the spec's Legal Documents card adds them. */
  legalDocuments: number;
}

/** The User Spending tab's rows (spec 2 §2.6): every user, or a page of them with the summary. */
export function createUserSpendingRepo(db: Database) {
  return {
    async spending(range: DayRange): Promise<SpendingTotals[]> {
      // One json_agg of the rows' arrays: on PGlite a third faster than a row per user. Its sort holds
      // every user's array (6 MB for 10,000): above the default 4 MB of work_mem it went to disk.
      const [result] = await db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '64MB'`);
        return queryRows<{ rows: unknown }>(
          tx as unknown as Database,
          sql`with per_user as (${spendingPerUser(range)})
              select json_agg(${jsonRow(SPENDING_COLUMNS)} order by ${SPENDING_ORDER}) as rows
              from per_user p join ${users} u on u.id = p.user_id`,
        );
      });
      return jsonRows(result?.rows).map(spendingTotalsOf);
    },

    /** One page of `spending`, in its order, and the summary of every row (per_user computed once). */
    async spendingPage(
      range: DayRange,
      page: { limit: number; offset: number },
    ): Promise<{ rows: SpendingTotals[]; summary: SpendingSummary }> {
      const [result] = await queryRows<{ rows: unknown; summary: unknown }>(
        db,
        sql`with per_user as materialized (${spendingPerUser(range)})
            select
              -- The page's users first, then their arrays: 20 rows built, not every user's.
              (select json_agg(${jsonRow(SPENDING_COLUMNS)} order by x.n)
               from (select p.user_id, row_number() over (order by ${SPENDING_ORDER}) as n
                     from per_user p order by n limit ${page.limit} offset ${page.offset}) x
               join per_user p on p.user_id = x.user_id
               join ${users} u on u.id = x.user_id) as rows,
              (select json_build_array(count(*),
                 coalesce(sum(p.cost_hit + p.cost_miss + p.cost_write + p.cost_output), 0)::text,
                 coalesce(sum(p.cost_write), 0)::text, coalesce(sum(p.strategies), 0),
                 coalesce(sum(p.documents + p.enhanced), 0))
               from per_user p) as summary`,
      );
      const [userCount, cost, costCacheWrite, strategies, documents] = jsonRows(result?.summary);
      return {
        rows: jsonRows(result?.rows).map(spendingTotalsOf),
        summary: {
          users: Number(userCount),
          cost: String(cost),
          costCacheWrite: String(costCacheWrite),
          caseStrategies: Number(strategies),
          legalDocuments: Number(documents),
        },
      };
    },
  };
}

export type UserSpendingRepo = ReturnType<typeof createUserSpendingRepo>;
