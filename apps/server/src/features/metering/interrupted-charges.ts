import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Metrics } from '../../platform/metrics';
import { startPeriodic } from '../../platform/periodic';
import type { PointsService } from '../points/points.service';
import { createMeteringRepo } from './metering.repo';

/** Given back with every charge a stopped server left behind. */
export const INTERRUPTED_REFUND_REASON = 'Rimborso: risposta interrotta dal riavvio del server';
const BATCH = 200;
/** Charges older than this are history, not interruptions: the sweep never scans the whole ledger. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60_000;

export interface InterruptedChargesDeps {
  db: Database;
  points: Pick<PointsService, 'refund'>;
  clock: Clock;
  /** The longest a run can last (LLM_TIMEOUT_MS) plus the shutdown grace: older is orphaned. */
  settledAfterMs: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Refunds counted for GET /metrics. */
  metrics?: Pick<Metrics, 'chargesRefundedBySweep'>;
}

/**
 * A metered run's charge (any chargeable action: chat questions, and every other AI action) is
 * settled by its usage record (written when the run ends, however it ends) or by a refund. A server
 * stopped mid-run (crash, kill -9, power) leaves neither: the user never got the output, so the
 * charge is given back. Only charges older than the longest possible run count, so a run still
 * under way on another replica is never touched; refunds are at most once per charge, so two
 * replicas sweeping together are harmless.
 */
export function createInterruptedChargeSweeper(deps: InterruptedChargesDeps) {
  const repo = createMeteringRepo(deps.db);

  async function sweep(): Promise<number> {
    const cutoff = new Date(deps.clock().getTime() - deps.settledAfterMs);
    const orphaned = await repo.unsettledCharges(
      { before: cutoff, notBefore: new Date(cutoff.getTime() - LOOK_BACK_MS) },
      BATCH,
    );
    for (const charge of orphaned) {
      await deps.points.refund({ ledgerId: charge.id, userId: charge.userId }, INTERRUPTED_REFUND_REASON);
    }
    if (orphaned.length > 0) deps.log.info({ refunded: orphaned.length }, 'interrupted charges refunded');
    deps.metrics?.chargesRefundedBySweep(orphaned.length);
    return orphaned.length;
  }

  /** Sweeps now and then every `intervalMs`; the returned stop waits for a sweep under way. */
  function start(intervalMs: number): () => Promise<void> {
    return startPeriodic(sweep, intervalMs, (error) =>
      deps.log.error({ err: error }, 'interrupted charge sweep failed'),
    );
  }

  return { sweep, start };
}
