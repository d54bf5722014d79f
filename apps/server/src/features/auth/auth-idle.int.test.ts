import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { tokenFor } from '../../../test/sessions';

/** The idle clock follows activity at the shortest setting (SESSION_IDLE_MINUTES=1). */
let now = new Date('2026-11-22T10:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { SESSION_IDLE_MINUTES: '1' } });
});
afterAll(() => t.close());

const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

describe('a one-minute idle period', () => {
  it('keeps a session used every 20 seconds for five minutes, and ends it after 61 seconds unused', async () => {
    const token = await tokenFor(t, await createUser(t.database.db));
    for (let second = 20; second <= 300; second += 20) {
      advance(20);
      expect((await getUser(token)).statusCode, `after ${second} s`).toBe(200);
    }
    advance(61);
    const expired = await getUser(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error_code).toBe('UNAUTHENTICATED');
  });
});
