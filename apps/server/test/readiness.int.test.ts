import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { testConfig } from './build-test-app';
import { TcpProxy } from './tcp-proxy';
import { createEmptyPostgresDatabase, createTestDatabase, postgresUrl } from './test-database';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe('/readyz', () => {
  it('answers 503 once the database is closed', async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database: testDb.handle });
    cleanups.push(async () => {
      await app.close();
      await testDb.drop();
    });
    await migrateDatabase(testDb.handle);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await testDb.handle.close();
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json().status).toBe('unavailable');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it.runIf(postgresUrl)('fails while PostgreSQL is unreachable and recovers when it returns', async () => {
    const created = await createEmptyPostgresDatabase(postgresUrl!);
    const target = new URL(created.url);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    target.host = `127.0.0.1:${proxy.port}`;
    const handle = await openDatabase({
      url: target.toString(),
      pgliteDir: 'memory://',
      poolMax: 2,
      onPoolError: () => {},
    });
    const app = await buildApp({ config: testConfig(), database: handle });
    cleanups.push(async () => {
      await app.close();
      await handle.close();
      await proxy.stop();
      await created.drop();
    });
    await migrateDatabase(handle);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      database: 'postgres',
    });

    await proxy.stop();
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'postgres' });

    await proxy.start();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
