import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createInterruptedChargeSweeper } from './features/metering/interrupted-charges';
import type { PointsService } from './features/points/points.service';
import { createRetentionSweeper, retentionPolicy } from './features/retention/retention.service';
import type { Clock } from './platform/clock';
import type { Metrics } from './platform/metrics';

/** How often, and how long after an answer's deadline, charges left by a stopped server are given back. */
const INTERRUPTED_SWEEP_INTERVAL_MS = 5 * 60_000;
const INTERRUPTED_SWEEP_MARGIN_MS = 60_000;
/** How often what the privacy notice says is not kept is deleted. */
const RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;

export interface BackgroundJobsDeps {
  config: Config;
  db: Database;
  clock: Clock;
  points: Pick<PointsService, 'refund'>;
  metrics: Metrics;
  outboxDir: string;
  /** Work to do once before the jobs start (the database is migrated by then). */
  beforeStart: () => Promise<void>;
  /** Long-running workers started after the sweeps and stopped first. */
  worker: { start(): void; stop(): Promise<void> };
}

/**
 * The sweeps (interrupted charges refunded, retention) and the document worker: started once the
 * app is ready — by then the server has migrated the database — and stopped, each waiting for the
 * run under way, when it closes.
 */
export function registerBackgroundJobs(app: FastifyInstance, deps: BackgroundJobsDeps): void {
  const { config, db, clock } = deps;
  const chargeSweeper = createInterruptedChargeSweeper({
    db,
    points: deps.points,
    clock,
    settledAfterMs:
      config.LLM_TIMEOUT_MS +
      config.SHUTDOWN_DRAIN_MS +
      config.SHUTDOWN_TIMEOUT_MS +
      INTERRUPTED_SWEEP_MARGIN_MS,
    log: app.log,
    metrics: deps.metrics,
  });
  const retention = createRetentionSweeper({
    db,
    clock,
    policy: retentionPolicy(config),
    outboxDir: deps.outboxDir,
    log: app.log,
  });
  let stops: Array<() => Promise<void>> = [];
  app.addHook('onReady', async () => {
    await deps.beforeStart();
    stops = [
      chargeSweeper.start(INTERRUPTED_SWEEP_INTERVAL_MS),
      retention.start(RETENTION_SWEEP_INTERVAL_MS),
    ];
    deps.worker.start();
  });
  app.addHook('onClose', async () => {
    await deps.worker.stop();
    await Promise.all(stops.map((stop) => stop()));
  });
}
