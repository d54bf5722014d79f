import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { createUser, type UserFixture } from '../../../test/factories';
import { tokenFor } from '../../../test/sessions';

let now = new Date('2026-11-22T10:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    clock: () => now,
    env: { SESSION_IDLE_MINUTES: '30', LOGIN_RATE_LIMIT_PER_MINUTE: '50' },
  });
});
afterAll(() => t.close());

function login(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: body, headers });
}
function getUser(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
}
describe('POST /api/login', () => {
  let user: UserFixture;
  beforeEach(async () => {
    user = await createUser(t.database.db, { name: 'Maria Rossi' });
  });

  it('signs in with the right credentials and returns an opaque token and the user', async () => {
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ id: user.id, name: 'Maria Rossi', email: user.email, is_admin: false });
    const me = await getUser(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.id,
      name: 'Maria Rossi',
      email: user.email,
      created_at: expect.any(String),
      is_admin: false,
      tutorial_completed: false,
    });
  });

  it('validates with the spec’s messages', async () => {
    const empty = await login({ email: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: ['Inserisci email e password'],
      password: ['Inserisci email e password'],
    });
    const bad = await login({ email: 'non-una-email', password: 'x' });
    expect(bad.json().errors).toEqual({ email: ['Inserisci un indirizzo email valido'] });
  });

  it('counts down the attempts, locks for 60 s on the third failure, then opens again', async () => {
    const wrong = { email: user.email, password: 'Sbagliata1' };
    const first = await login(wrong);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({
      message: 'Credenziali non valide. 2 tentativi rimasti.',
      error_code: 'INVALID_CREDENTIALS',
      remaining_attempts: 2,
    });
    expect((await login(wrong)).json().message).toBe('Credenziali non valide. 1 tentativo rimasto.');
    const third = await login(wrong);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      message: 'Troppi tentativi falliti. Account bloccato temporaneamente.',
      error_code: 'TOO_MANY_ATTEMPTS',
      seconds_remaining: 60,
    });
    expect(third.headers['retry-after']).toBe('60');

    // Locked: even the right password is refused, with the seconds left.
    advance(20);
    const locked = await login({ email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: 'Account temporaneamente bloccato. Riprova tra 40 secondi.',
      error_code: 'ACCOUNT_LOCKED',
      seconds_remaining: 40,
    });

    advance(41);
    expect((await login(wrong)).json().remaining_attempts).toBe(2);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    // Success reset the count.
    expect((await login(wrong)).json().remaining_attempts).toBe(2);
  });

  it('forgets failure counts after a day without attempts', async () => {
    const wrong = { email: user.email, password: 'Sbagliata1' };
    expect((await login(wrong)).json().remaining_attempts).toBe(2);
    advance(25 * 60 * 60);
    // The next failure prunes yesterday's rows first, so it counts as the first again.
    expect((await login(wrong)).json().remaining_attempts).toBe(2);
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const res = await login({ email: 'nessuno@studio.it', password: 'Qualsiasi1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Credenziali non valide. 2 tentativi rimasti.',
      error_code: 'INVALID_CREDENTIALS',
      remaining_attempts: 2,
    });
  });

  it('refuses an unverified account with EMAIL_NOT_VERIFIED and the user id', async () => {
    const unverified = await createUser(t.database.db, { verified: false });
    const res = await login({ email: unverified.email, password: unverified.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'EMAIL_NOT_VERIFIED', user_id: unverified.id });
  });

  it('keeps one active session: the older token gets 409 SESSION_SUPERSEDED', async () => {
    const first = await tokenFor(t, user);
    const second = await tokenFor(t, user);
    const stale = await getUser(first);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: "Sei stato disconnesso perché hai effettuato l'accesso da un altro dispositivo o browser.",
      error_code: 'SESSION_SUPERSEDED',
    });
    expect((await getUser(second)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('refuses a missing, malformed or unknown token with 401', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: 'Token mancante', error_code: 'TOKEN_MISSING' });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.json().error_code).toBe('TOKEN_MISSING');
    const unknown = await getUser('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error_code).toBe('UNAUTHENTICATED');
  });

  it('ends the session on logout', async () => {
    const token = await tokenFor(t, await createUser(t.database.db));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('expires a session idle for longer than SESSION_IDLE_MINUTES, and not one in use', async () => {
    const token = await tokenFor(t, await createUser(t.database.db));
    advance(25 * 60);
    expect((await getUser(token)).statusCode).toBe(200);
    advance(25 * 60);
    expect((await getUser(token)).statusCode).toBe(200);
    advance(31 * 60);
    const expired = await getUser(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error_code).toBe('UNAUTHENTICATED');
  });

  it('marks the tutorial completed', async () => {
    const token = await tokenFor(t, await createUser(t.database.db));
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/complete-tutorial', headers })).json(),
    ).toEqual({
      success: true,
      tutorial_completed: true,
    });
    expect((await getUser(token)).json().tutorial_completed).toBe(true);
  });

  it('hands out the XSRF cookie for spec clients', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/,
    );
  });
});

describe('admin sign-in and the admin guard', () => {
  it('refuses a non-admin account on the admin sign-in and counts it as a failure', async () => {
    const user = await createUser(t.database.db);
    const viaBody = await login({ email: user.email, password: user.password, admin_login: true });
    expect(viaBody.statusCode).toBe(403);
    expect(viaBody.json()).toMatchObject({
      message: 'Accesso negato. Sono richiesti privilegi di amministratore.',
      error_code: 'ADMIN_REQUIRED',
      remaining_attempts: 2,
    });
    const viaHeader = await login(
      { email: user.email, password: user.password },
      { 'x-admin-login': 'true' },
    );
    expect(viaHeader.json().remaining_attempts).toBe(1);
    expect(
      (await login({ email: user.email, password: user.password }, { 'x-admin-login': 'true' })).statusCode,
    ).toBe(429);
  });

  it('signs the administrator in', async () => {
    const res = await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password, admin_login: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_admin).toBe(true);
  });

  it('guards every /api/admin path, even ones no route serves yet', async () => {
    const userToken = await tokenFor(t, await createUser(t.database.db));
    const adminRes = await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const adminToken = adminRes.json().token;
    // Paths no route serves (the served ones: test/admin-authorization.int.test.ts, from the route table).
    for (const url of ['/api/admin/nessuna-rotta', '/api/admin/analytics/inesistente/1', '/api/admin']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const asUser = await t.app.inject({
        method: 'DELETE',
        url,
        headers: { authorization: `Bearer ${userToken}` },
      });
      expect(asUser.statusCode, url).toBe(403);
      expect(asUser.json().error_code).toBe('ADMIN_REQUIRED');
      const asAdmin = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(asAdmin.statusCode, url).toBe(404);
    }
  });
});

describe('per-address rate limit on sign-in', () => {
  it('stops spraying across accounts from one address', async () => {
    const limited = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `spray${i}@studio.it`, password: 'Tentativo1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
