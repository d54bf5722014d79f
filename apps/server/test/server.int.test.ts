import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { testConfig } from './build-test-app';
import { createEmptyPostgresDatabase, postgresUrl } from './test-database';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

let observedAbort = false;
const slowRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/_test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { finished: true };
  });
  app.get('/api/_test/hang', (request) => {
    app.shutdownSignal.addEventListener('abort', () => {
      observedAbort = true;
    });
    request.raw.on('close', () => {});
    // Never answers: only the grace period ends it.
  });
};

async function start(env: NodeJS.ProcessEnv = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'brocardo-server-'));
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    const created = await createEmptyPostgresDatabase(postgresUrl);
    databaseUrl = created.url;
    cleanups.push(created.drop);
  }
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const config = testConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...env,
  });
  return startServer(config, [slowRoutes]);
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses new connections and closes the database', async () => {
    const server = await start();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const inFlight = fetch(`${server.url}/api/_test/slow`).then((res) => res.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closing = server.shutdown('test');
    expect(await inFlight).toEqual({ finished: true });
    await closing;
    // Well inside the 10 s grace period: the finished connection was not kept alive.
    expect(Date.now() - started).toBeLessThan(3_000);

    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    await expect(server.database.ping()).rejects.toThrow();
  });

  it('cuts a request that outlives the grace period, after telling streams to stop', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '300' });
    const hanging = fetch(`${server.url}/api/_test/hang`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.shutdown('test');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await hanging).toBe('cut');
    expect(observedAbort).toBe(true);
  });
});
