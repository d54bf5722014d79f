import { POINTS_ACTIONS, USAGE_ACTIONS, type UsageAction } from '@brocardo/shared';
import { and, asc, eq, gt, inArray, lt, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { caseStrategies, conversations, legalDocuments, pointsLedger, usageRecords } from '../../db/schema';

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

/**
 * The matter of the item a record is spent on, read in the statement that writes the record; a
 * filing moves the records already written (features/matters). Only a record written in the instant
 * a filing commits can keep the former matter.
 */
function matterOfItem(record: Omit<NewUsageRecord, 'action'>): SQL | null {
  const owned = (table: typeof conversations | typeof legalDocuments | typeof caseStrategies, id: number) =>
    sql`(select ${table.matterId} from ${table} where ${table.id} = ${id} and ${table.userId} = ${record.userId})`;
  if (record.legalDocumentId) return owned(legalDocuments, record.legalDocumentId);
  if (record.caseStrategyId) return owned(caseStrategies, record.caseStrategyId);
  if (record.conversationId) return owned(conversations, record.conversationId);
  return null;
}

export interface OrphanedCharge {
  id: number;
  userId: number;
}

/** The usage records (one per metered model call) and the ledger's unsettled charges. */
export function createMeteringRepo(db: Database) {
  const refunds = alias(pointsLedger, 'refunds');

  return {
    async insert({ action, ...record }: NewUsageRecord): Promise<void> {
      const matterId = record.matterId === undefined ? matterOfItem(record) : record.matterId;
      await db.insert(usageRecords).values({ ...record, matterId, feature: FEATURE_OF[action] });
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
