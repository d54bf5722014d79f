import { POINTS_ACTIONS, USAGE_ACTIONS, type UsageAction } from '@brocardo/shared';
import { and, asc, eq, gt, inArray, lt, notExists } from 'drizzle-orm';
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

export type NewUsageRecord = Omit<typeof usageRecords.$inferInsert, 'feature'> & { action: UsageAction };

export interface OrphanedCharge {
  id: number;
  userId: number;
}

/** The usage records (one per metered model call) and the ledger's unsettled charges. */
export function createMeteringRepo(db: Database) {
  const refunds = alias(pointsLedger, 'refunds');

  return {
    async insert({ action, ...record }: NewUsageRecord): Promise<void> {
      await db.insert(usageRecords).values({ ...record, feature: FEATURE_OF[action] });
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
