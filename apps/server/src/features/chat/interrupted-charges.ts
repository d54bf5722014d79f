import { CHAT_MODE_ACTION } from '@brocardo/shared';
import { and, asc, eq, gt, inArray, lt, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { pointsLedger, usageRecords } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { PointsService } from '../points/points.service';

/** Given back with every charge a stopped server left behind. */
export const INTERRUPTED_REFUND_REASON = 'Rimborso: risposta interrotta dal riavvio del server';
const BATCH = 200;
/** Charges older than this are history, not interruptions: the sweep never scans the whole ledger. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60_000;

export interface InterruptedChargesDeps {
  db: Database;
  points: Pick<PointsService, 'refund'>;
  clock: Clock;
  /** The longest an answer can stream (LLM_TIMEOUT_MS) plus the shutdown grace: older is orphaned. */
  settledAfterMs: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * A question's charge is settled by its usage record (written when the answer ends, however it
 * ends) or by a refund. A server stopped mid-answer (crash, kill -9, power) leaves neither: the user
 * never got the answer, so the charge is given back. Only charges older than the longest possible
 * answer count, so a question still streaming on another replica is never touched; refunds are at
 * most once per charge, so two replicas sweeping together are harmless.
 */
export function createInterruptedChargeSweeper(deps: InterruptedChargesDeps) {
  const refunds = alias(pointsLedger, 'refunds');

  async function sweep(): Promise<number> {
    const cutoff = new Date(deps.clock().getTime() - deps.settledAfterMs);
    const orphaned = await deps.db
      .select({ id: pointsLedger.id, userId: pointsLedger.userId })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.kind, 'charge'),
          inArray(pointsLedger.action, Object.values(CHAT_MODE_ACTION)),
          lt(pointsLedger.createdAt, cutoff),
          gt(pointsLedger.createdAt, new Date(cutoff.getTime() - LOOK_BACK_MS)),
          notExists(
            deps.db
              .select({ id: usageRecords.id })
              .from(usageRecords)
              .where(eq(usageRecords.pointsLedgerId, pointsLedger.id)),
          ),
          notExists(
            deps.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundOf, pointsLedger.id)),
          ),
        ),
      )
      .orderBy(asc(pointsLedger.id))
      .limit(BATCH);
    for (const charge of orphaned) {
      await deps.points.refund({ ledgerId: charge.id, userId: charge.userId }, INTERRUPTED_REFUND_REASON);
    }
    if (orphaned.length > 0)
      deps.log.info({ refunded: orphaned.length }, 'interrupted chat charges refunded');
    return orphaned.length;
  }

  /** Sweeps now and then every `intervalMs`; the returned stop waits for a sweep under way. */
  function start(intervalMs: number): () => Promise<void> {
    let running: Promise<void> | null = null;
    const run = () => {
      running ??= sweep()
        .then(() => undefined)
        .catch((error: unknown) => deps.log.error({ err: error }, 'interrupted charge sweep failed'))
        .finally(() => {
          running = null;
        });
    };
    run();
    const timer = setInterval(run, intervalMs).unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  return { sweep, start };
}
