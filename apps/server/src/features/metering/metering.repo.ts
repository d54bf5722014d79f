import { POINTS_ACTIONS, POINTS_TIME_ZONE, USAGE_ACTIONS, type UsageAction } from '@brocardo/shared';
import { and, asc, eq, gt, gte, inArray, lt, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { pointsLedger, usageRecords } from '../../db/schema';

/**
 * `usage_records.feature` per action. The chat actions keep the names their rows were first written
 * with (one per chat mode); every other action is stored under its own name.
 */
const FEATURE_OF: Readonly<Record<UsageAction, string>> = {
  ...(Object.fromEntries(USAGE_ACTIONS.map((action) => [action, action])) as Record<UsageAction, string>),
  chat_message: 'chat_standard',
  rag_interrogation: 'chat_rag',
  web_search_query: 'chat_web',
};
const ACTION_OF = new Map(USAGE_ACTIONS.map((action) => [FEATURE_OF[action], action]));

export type NewUsageRecord = Omit<typeof usageRecords.$inferInsert, 'feature'> & { action: UsageAction };

/** Usage over a date range [from, to), optionally of one user or one action. */
export interface UsageRange {
  from: Date;
  to: Date;
  userId?: number;
  action?: UsageAction;
}

/** What a group of usage records adds up to. */
export interface UsageTotals {
  records: number;
  /** Records whose run did not complete (failed or aborted). */
  unfinished: number;
  promptTokens: number;
  cachedPromptTokens: number;
  completionTokens: number;
  /** In the provider's currency: cache hits + cache misses + cache writes + output. */
  cost: number;
  pointsCharged: number;
}

export interface OrphanedCharge {
  id: number;
  userId: number;
}

const totals = {
  records: sql<number>`count(*)`.mapWith(Number),
  unfinished: sql<number>`count(*) filter (where ${usageRecords.status} <> 'completed')`.mapWith(Number),
  promptTokens: sql<number>`coalesce(sum(${usageRecords.promptTokens}), 0)`.mapWith(Number),
  cachedPromptTokens: sql<number>`coalesce(sum(${usageRecords.cachedPromptTokens}), 0)`.mapWith(Number),
  completionTokens: sql<number>`coalesce(sum(${usageRecords.completionTokens}), 0)`.mapWith(Number),
  cost: sql<number>`coalesce(sum(${usageRecords.costCacheHit} + ${usageRecords.costCacheMiss} + ${usageRecords.costCacheWrite} + ${usageRecords.costOutput}), 0)`.mapWith(
    Number,
  ),
  pointsCharged: sql<number>`coalesce(sum(${usageRecords.pointsCharged}), 0)`.mapWith(Number),
};

function inRange(range: UsageRange): SQL | undefined {
  return and(
    gte(usageRecords.createdAt, range.from),
    lt(usageRecords.createdAt, range.to),
    range.userId === undefined ? undefined : eq(usageRecords.userId, range.userId),
    range.action === undefined ? undefined : eq(usageRecords.feature, FEATURE_OF[range.action]),
  );
}

/** The usage records (one per metered model call) and the ledger's unsettled charges. */
export function createMeteringRepo(db: Database) {
  const refunds = alias(pointsLedger, 'refunds');

  return {
    async insert({ action, ...record }: NewUsageRecord): Promise<void> {
      await db.insert(usageRecords).values({ ...record, feature: FEATURE_OF[action] });
    },

    /** Usage per user over the range, the heaviest users first. */
    async usageByUser(range: UsageRange): Promise<Array<{ userId: number } & UsageTotals>> {
      return db
        .select({ userId: usageRecords.userId, ...totals })
        .from(usageRecords)
        .where(inRange(range))
        .groupBy(usageRecords.userId)
        .orderBy(sql`count(*) desc`, asc(usageRecords.userId));
    },

    /** Usage per action over the range, in the order of USAGE_ACTIONS. */
    async usageByAction(range: UsageRange): Promise<Array<{ action: UsageAction } & UsageTotals>> {
      const rows = await db
        .select({ feature: usageRecords.feature, ...totals })
        .from(usageRecords)
        .where(inRange(range))
        .groupBy(usageRecords.feature);
      return rows
        .flatMap(({ feature, ...rest }) => {
          const action = ACTION_OF.get(feature);
          return action ? [{ action, ...rest }] : [];
        })
        .sort((a, b) => USAGE_ACTIONS.indexOf(a.action) - USAGE_ACTIONS.indexOf(b.action));
    },

    /** Usage per calendar day ('YYYY-MM-DD' in `timeZone`, Rome by default) over the range, in order. */
    async usageByDay(
      range: UsageRange,
      timeZone: string = POINTS_TIME_ZONE,
    ): Promise<Array<{ day: string } & UsageTotals>> {
      const day = sql<string>`to_char(${usageRecords.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      return (
        db
          .select({ day, ...totals })
          .from(usageRecords)
          .where(inRange(range))
          // By position: the time zone is a bound parameter, so the expression repeated would not match.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    /**
     * Charges created in (notBefore, before) that neither a usage record nor a refund settles, of
     * every chargeable action, oldest first.
     */
    async unsettledCharges(
      window: { notBefore: Date; before: Date },
      limit: number,
    ): Promise<OrphanedCharge[]> {
      return db
        .select({ id: pointsLedger.id, userId: pointsLedger.userId })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.kind, 'charge'),
            inArray(pointsLedger.action, [...POINTS_ACTIONS]),
            lt(pointsLedger.createdAt, window.before),
            gt(pointsLedger.createdAt, window.notBefore),
            notExists(
              db
                .select({ id: usageRecords.id })
                .from(usageRecords)
                .where(eq(usageRecords.pointsLedgerId, pointsLedger.id)),
            ),
            notExists(
              db.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundOf, pointsLedger.id)),
            ),
          ),
        )
        .orderBy(asc(pointsLedger.id))
        .limit(limit);
    },
  };
}

export type MeteringRepo = ReturnType<typeof createMeteringRepo>;
