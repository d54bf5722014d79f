import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { Clock } from '../src/platform/clock';
import { createLocalStorage, type ObjectStorage } from '../src/platform/storage';
import { prepareDatabase } from '../src/server';
import { createTestDatabase } from './test-database';

export const TEST_ADMIN = { email: 'admin@test.brocardo.local', password: 'AdminTest123' } as const;

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** This app's own mail outbox (a temp folder, removed on close). */
  outboxDir: string;
  /** Uploaded documents: a temp folder of this app's, unless the test gives a storage. */
  storage: ObjectStorage;
  uploadsDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  plugins?: FastifyPluginAsync[];
  logStream?: { write(line: string): void };
  clock?: Clock;
  storage?: ObjectStorage;
  /**
   * Start from an empty database instead of the template (migrated, with the whole legal corpus):
   * the boot migrates it and loads env.CORPUS_DIR, e.g. a small one (test/small-corpus.ts).
   */
  emptyDatabase?: boolean;
}

/** The test configuration: quiet logs, a known admin, and the given overrides. */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...env,
  });
}

/**
 * A fully built app on a fresh, migrated and seeded database of its own: PGlite in memory by default,
 * a new PostgreSQL database when DATABASE_URL is set. Call `close()` in afterAll.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const testDb = await createTestDatabase({ empty: options.emptyDatabase });
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'brocardo-test-outbox-'));
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'brocardo-test-uploads-'));
  const storage = options.storage ?? createLocalStorage(uploadsDir);
  const cleanUp = async () => {
    await testDb.drop();
    await rm(outboxDir, { recursive: true, force: true });
    await rm(uploadsDir, { recursive: true, force: true });
  };
  const app = await buildApp({
    config,
    database: testDb.handle,
    plugins: options.plugins,
    logStream: options.logStream,
    clock: options.clock,
    outboxDir,
    storage,
  });
  try {
    await prepareDatabase(app, testDb.handle, config);
    await app.ready();
  } catch (error) {
    await app.close();
    await cleanUp();
    throw error;
  }
  return {
    app,
    database: testDb.handle,
    config,
    outboxDir,
    storage,
    uploadsDir,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}
