import type { ActivityType, ChatMode } from '@brocardo/shared';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client';
import {
  activityLog,
  caseStrategies,
  legalDocuments,
  usageRecords,
  userDocuments,
  users,
} from '../../db/schema';
import { inPeriod } from './analytics-period';

/** Inclusive calendar days 'YYYY-MM-DD' in `timeZone`; an absent end is open. */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

/** The answered-question records the chat writes, per mode. */
export const CHAT_ACTIVITY = {
  standard: 'CHAT_SIMPLE_INTERACTION',
  rag: 'CHAT_RAG_INTERACTION',
  websearch: 'CHAT_WEB_SEARCH_INTERACTION',
} as const satisfies Record<ChatMode, ActivityType>;
const CHAT_TYPES = Object.values(CHAT_ACTIVITY);

const within = (column: AnyPgColumn, range: DayRange) =>
  inPeriod(column, { date_from: range.from, date_to: range.to }, range.timeZone);

const count = sql<number>`count(*)::int`.mapWith(Number);
const countOf = (type: string) =>
  sql<number>`(count(*) filter (where ${activityLog.actionType} = ${type}))::int`.mapWith(Number);
/** Ricerca Web answers that also drew on the user's documents (`documents_used` > 0). */
const webAndRag = sql<number>`(count(*) filter (where ${activityLog.actionType} = ${CHAT_ACTIVITY.websearch}
  and jsonb_typeof(${activityLog.details} -> 'documents_used') = 'number'
  and (${activityLog.details} ->> 'documents_used')::numeric > 0))::int`.mapWith(Number);

/** A user's usage-record totals; costs are the exact numeric sums, as decimal strings. */
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
  cost: string;
  /** cost ÷ requests and cost ÷ (prompt + completion) × 1000; null when the divisor is 0. */
  costPerRequest: string | null;
  costPer1kTokens: string | null;
}

type SpendingRow = {
  [K in keyof SpendingTotals]: string | number | null;
};

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

    async chatModes(range: DayRange) {
      return db
        .select({
          userId: users.id,
          userName: users.name,
          rag: countOf(CHAT_ACTIVITY.rag),
          standard: countOf(CHAT_ACTIVITY.standard),
          websearch: countOf(CHAT_ACTIVITY.websearch),
          webAndRag,
        })
        .from(activityLog)
        .innerJoin(users, sql`${users.id} = ${activityLog.userId}`)
        .where(and(inArray(activityLog.actionType, CHAT_TYPES), within(activityLog.createdAt, range)))
        .groupBy(users.id, users.name)
        .orderBy(desc(sql`count(*)`), users.id);
    },

    async tokens(range: DayRange) {
      const prompt = sql`coalesce(sum(${usageRecords.promptTokens}), 0)`;
      const completion = sql`coalesce(sum(${usageRecords.completionTokens}), 0)`;
      return db
        .select({
          userId: users.id,
          userName: users.name,
          promptTokens: sql<number>`${prompt}::bigint`.mapWith(Number),
          completionTokens: sql<number>`${completion}::bigint`.mapWith(Number),
        })
        .from(usageRecords)
        .innerJoin(users, sql`${users.id} = ${usageRecords.userId}`)
        .where(within(usageRecords.createdAt, range))
        .groupBy(users.id, users.name)
        .orderBy(desc(sql`${prompt} + ${completion}`), users.id);
    },

    /** Answered questions per day of the time zone and mode, days in order (any user, deleted ones too). */
    async chatActivityByDay(range: DayRange) {
      return (
        db
          .select({
            day: sql<string>`to_char(${activityLog.createdAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`,
            standard: countOf(CHAT_ACTIVITY.standard),
            rag: countOf(CHAT_ACTIVITY.rag),
            websearch: countOf(CHAT_ACTIVITY.websearch),
          })
          .from(activityLog)
          .where(and(inArray(activityLog.actionType, CHAT_TYPES), within(activityLog.createdAt, range)))
          // By position: the time zone is a bound parameter, so the expression repeated would not match.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    /**
     * Per user: usage records (requests, tokens, the stored costs summed as numeric), the
     * simulator's cases and the generator's documents created in the period; users with none of
     * them are left out; the heaviest cost first.
     */
    async spending(range: DayRange): Promise<SpendingTotals[]> {
      const rows = await queryRows<SpendingRow>(
        db,
        sql`
        with usage as (
          select ${usageRecords.userId} as user_id,
            count(*)::int as requests,
            sum(${usageRecords.promptTokens})::bigint as prompt,
            sum(${usageRecords.cachedPromptTokens})::bigint as cached,
            sum(${usageRecords.cacheWritePromptTokens})::bigint as written,
            sum(${usageRecords.completionTokens})::bigint as completion,
            sum(${usageRecords.costCacheHit}) as cost_hit,
            sum(${usageRecords.costCacheMiss}) as cost_miss,
            sum(${usageRecords.costCacheWrite}) as cost_write,
            sum(${usageRecords.costOutput}) as cost_output
          from ${usageRecords}
          where ${within(usageRecords.createdAt, range)}
          group by 1
        ), strategies as (
          select ${caseStrategies.userId} as user_id, count(*)::int as created
          from ${caseStrategies}
          where ${within(caseStrategies.createdAt, range)}
          group by 1
        ), documents as (
          select ${legalDocuments.userId} as user_id, count(*)::int as created,
            (count(*) filter (where ${legalDocuments.metadata} ->> 'ai_enhanced' = 'true'))::int as enhanced
          from ${legalDocuments}
          where ${within(legalDocuments.createdAt, range)}
          group by 1
        ), active as (
          select user_id from usage union select user_id from strategies union select user_id from documents
        ), totals as (
          select u.id, u.name, u.email,
            coalesce(s.created, 0) as strategies,
            coalesce(d.created, 0) as documents,
            coalesce(d.enhanced, 0) as enhanced,
            coalesce(g.requests, 0) as requests,
            coalesce(g.prompt, 0) as prompt,
            coalesce(g.cached, 0) as cached,
            coalesce(g.written, 0) as written,
            coalesce(g.completion, 0) as completion,
            coalesce(g.cost_hit, 0) as cost_hit,
            coalesce(g.cost_miss, 0) as cost_miss,
            coalesce(g.cost_write, 0) as cost_write,
            coalesce(g.cost_output, 0) as cost_output,
            coalesce(g.cost_hit + g.cost_miss + g.cost_write + g.cost_output, 0) as cost
          from active a
          join ${users} u on u.id = a.user_id
          left join usage g on g.user_id = a.user_id
          left join strategies s on s.user_id = a.user_id
          left join documents d on d.user_id = a.user_id
        )
        select id as "userId", name as "userName", email as "userEmail",
          strategies as "caseStrategies", documents as "legalDocuments", enhanced as "legalDocumentsEnhanced",
          requests, prompt::text as "promptTokens", cached::text as "cachedPromptTokens",
          written::text as "cacheWritePromptTokens", completion::text as "completionTokens",
          cost_hit::text as "costCacheHit", cost_miss::text as "costCacheMiss",
          cost_write::text as "costCacheWrite", cost_output::text as "costOutput", cost::text as cost,
          (cost / nullif(requests, 0))::text as "costPerRequest",
          (cost * 1000 / nullif(prompt + completion, 0))::text as "costPer1kTokens"
        from totals
        order by cost desc, requests desc, strategies + documents desc, id
      `,
      );
      return rows.map((row) => ({
        userId: Number(row.userId),
        userName: String(row.userName),
        userEmail: String(row.userEmail),
        caseStrategies: Number(row.caseStrategies),
        legalDocuments: Number(row.legalDocuments),
        legalDocumentsEnhanced: Number(row.legalDocumentsEnhanced),
        requests: Number(row.requests),
        promptTokens: Number(row.promptTokens),
        cachedPromptTokens: Number(row.cachedPromptTokens),
        cacheWritePromptTokens: Number(row.cacheWritePromptTokens),
        completionTokens: Number(row.completionTokens),
        costCacheHit: String(row.costCacheHit),
        costCacheMiss: String(row.costCacheMiss),
        costCacheWrite: String(row.costCacheWrite),
        costOutput: String(row.costOutput),
        cost: String(row.cost),
        costPerRequest: row.costPerRequest === null ? null : String(row.costPerRequest),
        costPer1kTokens: row.costPer1kTokens === null ? null : String(row.costPer1kTokens),
      }));
    },
  };
}

export type UsageMetricsRepo = ReturnType<typeof createUsageMetricsRepo>;
