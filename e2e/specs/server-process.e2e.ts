import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, stopServer, waitUntilReady } from '../harness/server-process';

// The built server as an operator runs it: `node apps/server/dist/main.js` with environment variables.
const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => stopServer(server)));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'brocardo-process-'));
  dirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

describe('the server process', () => {
  it('refuses a wrong configuration, naming the variable and hiding its value', async () => {
    const server = await start({
      DATA_DIR: await dataDir(),
      PORT: 'abc',
      DATABASE_URL: 'mysql://brocardo:very-secret-pw@db/brocardo',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toMatch(/- PORT:/);
    expect(server.output()).toMatch(/- DATABASE_URL:/);
    expect(server.output()).not.toContain('very-secret-pw');
  });

  it('prints a generated administrator password on the first boot only, and stops cleanly', async () => {
    const dir = await dataDir();
    const first = await start({ DATA_DIR: dir });
    await waitUntilReady(first);
    expect(first.output()).toMatch(/email: {4}admin@brocardo\.local\n {2}password: Br\S{20,}/);
    expect(await stopServer(first)).toBe(0);
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

    const second = await start({ DATA_DIR: dir });
    await waitUntilReady(second);
    expect(second.output()).not.toContain('password:');
    expect(await (await fetch(`${second.baseURL}/readyz`)).json()).toEqual({
      status: 'ready',
      database: 'pglite',
    });
  });

  it('refuses a second server on the same embedded database', async () => {
    const dir = await dataDir();
    const first = await start({ DATA_DIR: dir, ADMIN_PASSWORD: 'Segreta123' });
    await waitUntilReady(first);
    const second = await start({ DATA_DIR: dir, ADMIN_PASSWORD: 'Segreta123' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/embedded database is in use by process \d+/);
    expect((await fetch(`${first.baseURL}/healthz`)).status).toBe(200);
  });

  it('finishes creating the database when stopped during its first boot, and starts again', async () => {
    const dir = await dataDir();
    const first = await start({ DATA_DIR: dir, ADMIN_PASSWORD: 'Segreta123' });
    // The lock is taken just before PGlite creates its files: the signal lands in the middle of initdb.
    const lock = path.join(dir, 'pglite.lock');
    for (let waited = 0; !existsSync(lock) && waited < 30_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(existsSync(path.join(dir, 'pglite.initialised'))).toBe(false);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dir, 'pglite.initialised'))).toBe(true);

    const again = await start({ DATA_DIR: dir, ADMIN_PASSWORD: 'Segreta123' });
    await waitUntilReady(again);
    expect(again.output()).not.toMatch(/interrupted first start/);
  });
});
