import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP_ALTCHA_ENV } from '../../../test/altcha';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { readOutbox } from '../../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ...CHEAP_ALTCHA_ENV,
      REGISTER_RATE_LIMIT_PER_MINUTE: '2',
      CAPTCHA_CHALLENGE_RATE_LIMIT_PER_MINUTE: '3',
      VERIFICATION_RESEND_MAX: '3',
      VERIFICATION_RESEND_WINDOW_MINUTES: '10',
    },
  });
});
afterAll(() => t.close());

const resend = (user_id: number, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/email/resend', payload: { user_id }, remoteAddress });

describe('rate limits', () => {
  it('limits registrations per client address', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/register', payload: {}, remoteAddress });
    expect((await attempt('10.0.0.1')).statusCode).toBe(422);
    expect((await attempt('10.0.0.1')).statusCode).toBe(422);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe('RATE_LIMITED');
    expect((await attempt('10.0.0.2')).statusCode).toBe(422);
  });

  it('limits challenges per client address', async () => {
    const challenge = () =>
      t.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: '10.0.1.1' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await challenge()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits verification e-mails per user, from any address, unknown ids alike', async () => {
    const user = await createUser(t.database.db, { verified: false });
    for (let i = 1; i <= 3; i++) expect((await resend(user.id, `10.0.2.${i}`)).statusCode).toBe(200);
    const limited = await resend(user.id, '10.0.2.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Hai richiesto troppe email di verifica. Riprova tra qualche minuto.',
      error_code: 'VERIFICATION_RESEND_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect((await readOutbox(t.outboxDir)).length).toBe(3);

    for (let i = 1; i <= 3; i++) expect((await resend(1_999_999_999, `10.0.3.${i}`)).statusCode).toBe(200);
    expect((await resend(1_999_999_999, '10.0.3.4')).json().error_code).toBe('VERIFICATION_RESEND_LIMITED');
  });

  it('limits verification e-mails per client address, across users', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await createUser(t.database.db, { verified: false })).id);
    for (const id of ids.slice(0, 3)) expect((await resend(id, '10.0.4.1')).statusCode).toBe(200);
    const limited = await resend(ids[3]!, '10.0.4.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe('RATE_LIMITED');
  });
});
