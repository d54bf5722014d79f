import type { ActivityType, ChatMode } from '@brocardo/shared';
import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../db/client';
import {
  analyticsUserTotals,
  chatDaily,
  chatUserDaily,
  chatUserMonthly,
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

export const within = (column: AnyPgColumn, range: DayRange) =>
  inPeriod(column, { date_from: range.from, date_to: range.to }, range.timeZone);

const count = sql<number>`count(*)::int`.mapWith(Number);

/** usage_records per user in the range: whole months from the monthly rollup, the ends from the daily one. */
export const usageRows = (values: readonly string[], range: DayRange) =>
  rollupRows(
    { monthly: usageUserMonthly, daily: usageUserDaily, allTime: analyticsUserTotals },
    { keys: 'user_id', values },
    range,
    todayIn(range.timeZone),
  );

/** Every sum of a usage rollup row. */
export const USAGE_SUMS = [
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
  };
}

export type UsageMetricsRepo = ReturnType<typeof createUsageMetricsRepo>;
