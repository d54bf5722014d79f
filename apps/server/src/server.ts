import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { type App, buildApp } from './app';
import type { Config } from './config';
import { syncAnalyticsTimeZone } from './db/analytics-rollups';
import { type DatabaseHandle, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { type GeneratedAdmin, seedDatabase } from './db/seed';
import { answerBackupRequests } from './features/backup/backup-requests';
import { scanCorpusFiles } from './features/legal-db/corpus/corpus-files';
import { loadCorpusIntoDatabase } from './features/legal-db/corpus/corpus-loader';

export interface RunningServer {
  app: App;
  database: DatabaseHandle;
  url: string;
  /** Stops accepting, lets in-flight requests finish for SHUTDOWN_TIMEOUT_MS, then closes the database. */
  shutdown(reason: string): Promise<void>;
}

/**
 * A stop in three steps (graceful-shutdown.ts): SHUTDOWN_DRAIN_MS serving with every connection closed
 * after its response, then SHUTDOWN_TIMEOUT_MS for the requests in flight, answers streaming included;
 * a stream still open a moment before the end is ended by the server (error event, settlement), so no
 * charge is left to the sweep; then every connection is closed.
 */
export function shutdownSchedule(config: Pick<Config, 'SHUTDOWN_DRAIN_MS' | 'SHUTDOWN_TIMEOUT_MS'>) {
  const drainMs = config.SHUTDOWN_DRAIN_MS;
  const forceMs = drainMs + config.SHUTDOWN_TIMEOUT_MS;
  const settleMs = Math.min(1_000, config.SHUTDOWN_TIMEOUT_MS / 4);
  return { drainMs, streamsEndMs: forceMs - settleMs, forceMs };
}

export function openDatabaseFromConfig(config: Config, log?: { warn(message: string): void }) {
  return openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    poolMax: config.DATABASE_POOL_MAX,
    onPoolError: (error) => log?.warn(`idle database connection lost: ${error.message}`),
    onNotice: (message) => log?.warn(message),
  });
}

/**
 * Migrations, seed, the analytics rollups' time zone and the legal corpus under one advisory lock
 * (replicas booting together take turns). A generated admin password is printed inside the seed
 * transaction, before its commit (see seedDatabase). The corpus is reloaded only when its files changed.
 */
export async function prepareDatabase(app: App, database: DatabaseHandle, config: Config): Promise<void> {
  const corpus = await scanCorpusFiles(config.CORPUS_DIR);
  await migrateDatabase(database, async (db) => {
    const seeded = await seedDatabase(
      db,
      {
        adminEmail: config.ADMIN_EMAIL,
        adminPassword: config.ADMIN_PASSWORD,
        adminName: config.ADMIN_NAME,
        pointsTimeZone: config.POINTS_TIME_ZONE,
      },
      announceGeneratedAdmin,
    );
    if (seeded.createdAdmin && !seeded.generatedAdmin) {
      app.log.info('administrator account created from ADMIN_EMAIL/ADMIN_PASSWORD');
    }
    const rollups = await syncAnalyticsTimeZone(db, config.POINTS_TIME_ZONE);
    if (rollups) {
      app.log.warn(
        { analytics: { time_zone_from: rollups.from, time_zone_to: rollups.to, ms: rollups.ms } },
        'POINTS_TIME_ZONE changed: analytics rollups rebuilt in the new time zone',
      );
    }
    const started = performance.now();
    const loaded = await loadCorpusIntoDatabase(db, corpus);
    if (loaded.loaded) {
      app.log.info(
        {
          corpus: {
            version: loaded.version.slice(0, 12),
            articles: loaded.articles,
            ms: Math.round(performance.now() - started),
          },
        },
        'legal corpus loaded',
      );
    }
  });
}

/**
 * Printed straight to the console, once, on the boot that creates the account: the operator needs
 * it, and it does not go through the structured logger. Change it after the first sign-in.
 */
function announceGeneratedAdmin({ email, password }: GeneratedAdmin): void {
  const lines = [
    'Brocardo: administrator account created (shown only this once)',
    `  email:    ${email}`,
    `  password: ${password}`,
    'Sign in at /admin-login. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose them yourself.',
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

export async function startServer(
  config: Config,
  plugins: FastifyPluginAsync[] = [],
): Promise<RunningServer> {
  let app: App | undefined;
  const database = await openDatabaseFromConfig(config, {
    warn: (message) => (app ? app.log.warn(message) : process.stderr.write(`${message}\n`)),
  });
  // `npm run backup` asks this process for the PGlite dump (a second process must not open the folder).
  const stopBackupRequests = answerBackupRequests(config.DATA_DIR, database, {
    info: (message) => app?.log.info(message),
    error: (message) => app?.log.error(message),
  });
  try {
    app = await buildApp({ config, database, plugins });
    await prepareDatabase(app, database, config);
    // The search index is built now rather than on the first question (tests build it lazily).
    await app.legalDb.corpus();
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app?.close().catch(() => {});
    await stopBackupRequests();
    await database.close().catch(() => {});
    throw error;
  }
  const running = app;
  // Serving already: the doctrine table's query rules are prepared between requests (the first
  // question asked before they are ready prepares the rest itself).
  void running.legalDb
    .prepareQueries()
    .catch((error) => running.log.error({ err: error }, 'legal query rules'));
  const address = running.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  let closing: Promise<void> | undefined;

  return {
    app: running,
    database,
    url: `http://127.0.0.1:${port}`,
    shutdown(reason) {
      closing ??= (async () => {
        running.log.info({ reason }, 'shutting down: draining, then waiting for requests in flight');
        const { drainMs, streamsEndMs, forceMs } = shutdownSchedule(config);
        running.beginShutdown(streamsEndMs);
        const force = setTimeout(() => {
          running.log.warn('grace period over: closing the connections still open');
          running.server.closeAllConnections();
        }, forceMs);
        try {
          if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
          await running.close();
        } finally {
          clearTimeout(force);
          await stopBackupRequests();
          await database.close();
        }
      })();
      return closing;
    },
  };
}
