import { LOGIN_MAX_ATTEMPTS } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';

// Observes the hashing library (not our code): every password check goes through its `verify`.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      verifications.count += 1;
      return original.verify(...args);
    },
  };
});

const now = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  // The per-address limit is generous here, and every guess comes from its own address anyway:
  // only the per-account lockout may stop them.
  t = await buildTestApp({ clock: () => now, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

function login(body: Record<string, unknown>, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: body, remoteAddress });
}
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe('the sign-in lockout under concurrent guesses', () => {
  it('checks at most 3 passwords per lock window, however many guesses arrive at once', async () => {
    const user = await createUser(t.database.db);
    const guesses = Array.from({ length: 200 }, (_, i) => ({ email: user.email, password: `Sbagliata${i}` }));
    const before = verifications.count;
    const answers = await Promise.all(
      [...guesses, { email: user.email, password: user.password }].map((body, i) =>
        login(body, address(i + 1)),
      ),
    );
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : String(res.json().error_code)));
    const count = (code: string) => codes.filter((c) => c === code).length;

    // Evaluated attempts answer 401 (wrong), 429 TOO_MANY_ATTEMPTS (the one that locks) or 200;
    // every other one was refused by the lock before its password was looked at.
    expect(count('OK')).toBe(0);
    expect(count('INVALID_CREDENTIALS')).toBe(LOGIN_MAX_ATTEMPTS - 1);
    expect(count('TOO_MANY_ATTEMPTS')).toBe(1);
    expect(count('ACCOUNT_LOCKED')).toBe(201 - LOGIN_MAX_ATTEMPTS);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    expect(verifications.count - before).toBe(LOGIN_MAX_ATTEMPTS);
    expect(answers.filter((res) => res.statusCode === 500)).toEqual([]);

    const remaining = answers
      .filter((res) => res.json().error_code === 'INVALID_CREDENTIALS')
      .map((res) => res.json().remaining_attempts)
      .sort();
    expect(remaining).toEqual([1, 2]);
    const locked = answers.find((res) => res.json().error_code === 'ACCOUNT_LOCKED');
    expect(locked?.statusCode).toBe(429);
    expect(locked?.json()).toMatchObject({
      message: 'Account temporaneamente bloccato. Riprova tra 60 secondi.',
      seconds_remaining: 60,
    });

    // Still locked: the right password is refused without being checked.
    const right = await login({ email: user.email, password: user.password }, address(500));
    expect(right.statusCode).toBe(429);
    expect(right.json().error_code).toBe('ACCOUNT_LOCKED');
    expect(verifications.count - before).toBe(LOGIN_MAX_ATTEMPTS);
  });

  it('lets the right password through beside a concurrent guess while attempts remain', async () => {
    const user = await createUser(t.database.db);
    const answers = await Promise.all([
      login({ email: user.email, password: user.password }, address(1001)),
      login({ email: user.email, password: 'Sbagliata1' }, address(1002)),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    expect((await login({ email: user.email, password: user.password }, address(1003))).statusCode).toBe(200);
  });

  it('lets four simultaneous sign-ins with the right password all through: only failures lock', async () => {
    const user = await createUser(t.database.db);
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => login({ email: user.email, password: user.password }, address(3000 + i))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // Nothing was counted against the account: three wrong passwords are still needed to lock it.
    for (const remaining of [2, 1]) {
      const wrong = await login({ email: user.email, password: 'Sbagliata' }, address(3010 + remaining));
      expect(wrong.json()).toMatchObject({
        error_code: 'INVALID_CREDENTIALS',
        remaining_attempts: remaining,
      });
    }
    expect((await login({ email: user.email, password: user.password }, address(3020))).statusCode).toBe(200);
  });

  it('answers right and wrong passwords racing each other consistently: a lock only after three failures', async () => {
    const user = await createUser(t.database.db);
    const before = verifications.count;
    const passwords = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'Sbagliata' : user.password));
    const answers = await Promise.all(
      passwords.map((password, i) => login({ email: user.email, password }, address(3100 + i))),
    );
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : String(res.json().error_code)));
    // A right password is let in or, once three failures locked the account, refused as locked.
    passwords.forEach((password, i) => {
      if (password === user.password) expect(['OK', 'ACCOUNT_LOCKED']).toContain(codes[i]);
      else expect(['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'ACCOUNT_LOCKED']).toContain(codes[i]);
    });
    if (codes.includes('ACCOUNT_LOCKED')) expect(codes).toContain('TOO_MANY_ATTEMPTS');
    // Exactly the attempts not refused by the lock had their password checked.
    expect(verifications.count - before).toBe(codes.filter((code) => code !== 'ACCOUNT_LOCKED').length);
  });

  it('counts unknown addresses the same way, before the decoy check', async () => {
    const email = 'nessuno-concorrente@studio.it';
    const before = verifications.count;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login({ email, password: `Tentativo${i}` }, address(2000 + i))),
    );
    const codes = answers.map((res) => res.json().error_code);
    expect(codes.filter((c) => c !== 'ACCOUNT_LOCKED')).toHaveLength(LOGIN_MAX_ATTEMPTS);
    expect(verifications.count - before).toBe(LOGIN_MAX_ATTEMPTS);
  });
});
