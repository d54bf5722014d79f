import type { ActivityType, ChatMode } from '@brocardo/shared';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, fromJsonRow, jsonRow, jsonRows, queryRows } from '../../db/client';
import {
  analyticsUserTotals,
  caseStrategies,
  chatDaily,
  chatUserDaily,
  chatUserMonthly,
  legalDocuments,
  usageUserDaily,
  usageUserMonthly,
  userDocuments,
  users,
} from '../../db/schema';
import { inDays, inPeriod, rollupRows, todayIn } from './analytics-period';

/**
 * Inclusive calendar days 'YYYY-MM-DD' in `timeZone`; an absent end is open. The rollups' days are
 * days of POINTS_TIME_ZONE (rebuilt at boot when it changes), the zone the service passes here.
 */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

/** The answered-question records the chat writes, per mode (the chat rollups count them). */
export const CHAT_ACTIVITY = {
  standard: 'CHAT_SIMPLE_INTERACTION',
  rag: 'CHAT_RAG_INTERACTION',
  websearch: 'CHAT_WEB_SEARCH_INTERACTION',
} as const satisfies Record<ChatMode, ActivityType>;

const within = (column: AnyPgColumn, range: DayRange) =>
  inPeriod(column, { date_from: range.from, date_to: range.to }, range.timeZone);

const count = sql<number>`count(*)::int`.mapWith(Number);

/** usage_records per user in the range: whole months from the monthly rollup, the ends from the daily one. */
const usageRows = (values: readonly string[], range: DayRange) =>
  rollupRows(
    { monthly: usageUserMonthly, daily: usageUserDaily, allTime: analyticsUserTotals },
    { keys: 'user_id', values },
    range,
    todayIn(range.timeZone),
  );

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

/** Every sum of a usage rollup row. */
const USAGE_SUMS = [
  'requests',
  'prompt_tokens',
  'cached_prompt_tokens',
  'cache_write_prompt_tokens',
  'completion_tokens',
  'cost_cache_hit',
  'cost_cache_miss',
  'cost_cache_write',
  'cost_output',
] as const;

type Raw = Record<string, unknown>;

/** A user's usage-record totals; costs are the exact numeric(…, 8) sums, as decimal strings. */
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

/** The per-user aggregates of the Usage Analytics and User Spending tabs. */
export function createUsageMetricsRepo(db: Database) {
  return {
    async documentUploads(range: DayRange) {
      return db
        .select({ userId: users.id, userName: users.name, uploads: count })
        .from(userDocuments)
        .innerJoin(users, sql`${users.id} = ${userDocuments.userId}`)
        .where(within(userDocuments.createdAt, range))
        .groupBy(users.id, users.name)
        .orderBy(desc(sql`count(*)`), users.id);
    },

    /** Answered questions per user and mode, from the chat rollups; the most questions first. */
    async chatModes(range: DayRange) {
      const rows = await queryRows<Raw>(
        db,
        sql`with modes as (
              select r.user_id, sum(r.standard) as standard, sum(r.rag) as rag, sum(r.websearch) as websearch,
                     sum(r.websearch_with_documents) as web_and_rag,
                     sum(r.standard + r.rag + r.websearch) as questions
              from (${rollupRows(
                { monthly: chatUserMonthly, daily: chatUserDaily, allTime: analyticsUserTotals },
                { keys: 'user_id', values: ['standard', 'rag', 'websearch', 'websearch_with_documents'] },
                range,
                todayIn(range.timeZone),
              )}) r
              group by r.user_id
              having sum(r.standard + r.rag + r.websearch) > 0)
            select m.user_id, u.name, m.standard, m.rag, m.websearch, m.web_and_rag
            from modes m join ${users} u on u.id = m.user_id
            order by m.questions desc, m.user_id`,
      );
      return rows.map((row) => ({
        userId: Number(row.user_id),
        userName: String(row.name),
        rag: Number(row.rag),
        standard: Number(row.standard),
        websearch: Number(row.websearch),
        webAndRag: Number(row.web_and_rag),
      }));
    },

    /** Prompt and completion tokens per user with usage records in the range; the most tokens first. */
    async tokens(range: DayRange) {
      const rows = await queryRows<Raw>(
        db,
        sql`with tokens as (
              select r.user_id, sum(r.prompt_tokens) as prompt, sum(r.completion_tokens) as completion
              from (${usageRows(['requests', 'prompt_tokens', 'completion_tokens'], range)}) r
              group by r.user_id
              having sum(r.requests) > 0)
            select t.user_id, u.name, t.prompt::text as prompt, t.completion::text as completion
            from tokens t join ${users} u on u.id = t.user_id
            order by t.prompt + t.completion desc, t.user_id`,
      );
      return rows.map((row) => ({
        userId: Number(row.user_id),
        userName: String(row.name),
        promptTokens: Number(row.prompt),
        completionTokens: Number(row.completion),
      }));
    },

    /** Answered questions per day of the time zone and mode, days in order (any user, deleted ones too). */
    async chatActivityByDay(range: DayRange) {
      const rows = await queryRows<Raw>(
        db,
        sql`select to_char(${chatDaily.day}, 'YYYY-MM-DD') as day, ${chatDaily.standard} as standard,
                   ${chatDaily.rag} as rag, ${chatDaily.websearch} as websearch
            from ${chatDaily}
            where ${inDays(chatDaily.day, range)}
              and ${chatDaily.standard} + ${chatDaily.rag} + ${chatDaily.websearch} > 0
            order by ${chatDaily.day}`,
      );
      return rows.map((row) => ({
        day: String(row.day),
        standard: Number(row.standard),
        rag: Number(row.rag),
        websearch: Number(row.websearch),
      }));
    },

    /** Per user of spendingPerUser, with name and e-mail; the heaviest cost first. */
    async spending(range: DayRange): Promise<SpendingTotals[]> {
      // One json_agg of the rows' arrays: on PGlite a third faster than a row per user.
      const [result] = await queryRows<{ rows: unknown }>(
        db,
        sql`with per_user as (${spendingPerUser(range)})
            select json_agg(${jsonRow(SPENDING_COLUMNS)}
              order by p.cost_hit + p.cost_miss + p.cost_write + p.cost_output desc, p.requests desc,
                p.strategies + p.documents desc, u.id) as rows
            from per_user p join ${users} u on u.id = p.user_id`,
      );
      return jsonRows(result?.rows).map((row) => {
        const r = fromJsonRow(SPENDING_COLUMNS, row);
        return {
          userId: Number(r.userId),
          userName: String(r.userName),
          userEmail: String(r.userEmail),
          caseStrategies: Number(r.caseStrategies),
          legalDocuments: Number(r.legalDocuments),
          legalDocumentsEnhanced: Number(r.legalDocumentsEnhanced),
          requests: Number(r.requests),
          promptTokens: Number(r.promptTokens),
          cachedPromptTokens: Number(r.cachedPromptTokens),
          cacheWritePromptTokens: Number(r.cacheWritePromptTokens),
          completionTokens: Number(r.completionTokens),
          costCacheHit: String(r.costCacheHit),
          costCacheMiss: String(r.costCacheMiss),
          costCacheWrite: String(r.costCacheWrite),
          costOutput: String(r.costOutput),
        };
      });
    },
  };
}

export type UsageMetricsRepo = ReturnType<typeof createUsageMetricsRepo>;
