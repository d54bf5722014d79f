import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { engineUnderTest } from './test-database';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// On PGlite every write empties the read cache (read-cache.ts): a cached read that survives a
// while of polling proves the polls wrote nothing. (PostgreSQL reads every time: nothing to observe.)
describe.runIf(engineUnderTest === 'pglite')('an idle server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DOCUMENT_POLL_INTERVAL_MS: '20', REVIEW_POLL_INTERVAL_MS: '20' } });
  });
  afterAll(() => t?.close());

  /** Whether a value read now is still the cached one after `ms` (no write in between). */
  async function cacheSurvives(ms: number): Promise<boolean> {
    let loads = 0;
    const key = `idle-server-test-${Math.random()}`;
    const read = () => t.database.readCache.read(key, async () => ++loads);
    await read();
    await pause(ms);
    await read();
    return loads === 1;
  }

  it('polls its empty document and review queues without writing', async () => {
    // The start-up sweeps (retention, interrupted charges) write once; then about fifteen passes of
    // each queue run in 300 ms, twice in a row.
    let quiet = 0;
    for (let attempt = 0; attempt < 20 && quiet < 2; attempt += 1)
      quiet = (await cacheSurvives(300)) ? quiet + 1 : 0;
    expect(quiet).toBe(2);
    // The check itself can fail: a write does empty the cache.
    const survives = cacheSurvives(300);
    await pause(100);
    await t.database.db.execute('update users set updated_at = updated_at where false');
    expect(await survives).toBe(false);
  });
});
