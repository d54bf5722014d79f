import { registrationMessages as m } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaTokenFor, CHEAP_ALTCHA_ENV } from '../../../test/altcha';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { header, outboxFor, verificationLink } from '../../../test/mail';
import { pointsLedger, subscriptionPlans, users } from '../../db/schema';

let offsetMs = 0;
const advanceHours = (hours: number) => {
  offsetMs += hours * 3_600_000;
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    // Real time plus an offset: ALTCHA checks expiry against the system clock too.
    clock: () => new Date(Date.now() + offsetMs),
    env: {
      ...CHEAP_ALTCHA_ENV,
      PUBLIC_URL: 'https://brocardo.example.it/',
      REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
      VERIFICATION_RESEND_MAX: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
});
afterAll(() => t.close());

let counter = 0;
async function validBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Maria Rossi',
    email: `registrata${counter}@studio.it`,
    password: 'Password123',
    password_confirmation: 'Password123',
    captcha_token: await altchaTokenFor(t.app),
    ...overrides,
  };
}
const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload });
const login = (email: string, password = 'Password123') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const visit = (url: string) => t.app.inject({ method: 'GET', url });
const resend = (user_id: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/email/resend', payload: { user_id } });

async function linkFor(email: string, index = -1) {
  const messages = await outboxFor(t.outboxDir, email);
  const message = messages.at(index);
  if (!message) throw new Error(`no e-mail to ${email} in the outbox`);
  const { link, token } = verificationLink(message.raw);
  return { link, path: `/api/email/verify?token=${token}`, message, count: messages.length };
}

describe('POST /api/register: validation with the spec’s messages', () => {
  const long = 'a'.repeat(256);
  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['missing name', { name: undefined }, { name: [m.nameRequired] }],
    ['blank name', { name: '   ' }, { name: [m.nameRequired] }],
    ['short name', { name: 'A' }, { name: [m.nameMin] }],
    ['long name', { name: long }, { name: [m.nameMax] }],
    ['missing email', { email: undefined }, { email: [m.emailRequired] }],
    ['empty email', { email: '' }, { email: [m.emailRequired] }],
    ['invalid email', { email: 'non-una-email' }, { email: [m.emailInvalid] }],
    ['email with a space', { email: 'maria rossi@studio.it' }, { email: [m.emailInvalid] }],
    ['long email', { email: `${'a'.repeat(246)}@studio.it` }, { email: [m.emailMax] }],
    ['missing password', { password: undefined }, { password: [m.passwordRequired] }],
    ['short password', { password: 'Pass1', password_confirmation: 'Pass1' }, { password: [m.passwordMin] }],
    [
      'password without an uppercase letter',
      { password: 'password123', password_confirmation: 'password123' },
      { password: [m.passwordComplexity] },
    ],
    [
      'password without a lowercase letter',
      { password: 'PASSWORD123', password_confirmation: 'PASSWORD123' },
      { password: [m.passwordComplexity] },
    ],
    [
      'password without a digit',
      { password: 'PasswordSenza', password_confirmation: 'PasswordSenza' },
      { password: [m.passwordComplexity] },
    ],
    [
      'missing confirmation',
      { password_confirmation: '' },
      { password_confirmation: [m.confirmationRequired] },
    ],
    [
      'different confirmation',
      { password_confirmation: 'Password124' },
      { password_confirmation: [m.confirmationMismatch] },
    ],
    ['missing bot-check token', { captcha_token: undefined }, { captcha_token: [m.captchaFailed] }],
    ['empty bot-check token', { captcha_token: '' }, { captcha_token: [m.captchaFailed] }],
  ];

  it.each(cases)('%s', async (_label, overrides, errors) => {
    const res = await register(await validBody(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: Object.values(errors)[0]![0],
      error_code: 'VALIDATION_FAILED',
      errors,
    });
  });

  it('reports every wrong field at once', async () => {
    const res = await register({ name: '', email: 'x', password: 'abc', password_confirmation: '' });
    expect(res.json().errors).toEqual({
      name: [m.nameRequired],
      email: [m.emailInvalid],
      password: [m.passwordMin],
      password_confirmation: [m.confirmationRequired],
      captcha_token: [m.captchaFailed],
    });
  });
});

describe('POST /api/register: the account', () => {
  it('creates an unverified user on the default plan with its monthly points', async () => {
    const body = await validBody({ name: '  Giulia Bianchi ', email: '  Giulia.Bianchi@Studio.IT ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Registrazione completata! Controlla la tua email per verificare il tuo account.',
    });
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'giulia.bianchi@studio.it'));
    const [plan] = await t.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.isDefault, true));
    expect(user).toMatchObject({
      name: 'Giulia Bianchi',
      emailVerifiedAt: null,
      isAdmin: false,
      tutorialCompleted: false,
      subscriptionPlanId: plan!.id,
      pointsBalance: plan!.monthlyPoints,
    });
    expect(plan!.monthlyPoints).toBeGreaterThan(0);
    // The first allowance is a ledger row, so the ledger sums to the balance from the start.
    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user!.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'grant',
        delta: plan!.monthlyPoints,
        balanceAfter: plan!.monthlyPoints,
      }),
    ]);
    expect(user!.pointsPeriod).toMatch(/^\d{4}-\d{2}$/);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a registered address, whatever its case, as a field error', async () => {
    const first = await validBody();
    expect((await register(first)).statusCode).toBe(201);
    for (const email of [first.email, first.email.toUpperCase(), ` ${first.email.replace('r', 'R')}`]) {
      const res = await register(await validBody({ email }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: m.emailTaken,
        error_code: 'VALIDATION_FAILED',
        errors: { email: [m.emailTaken] },
      });
    }
  });

  it('creates one account when the same address is submitted twice at once', async () => {
    const email = `doppio${counter}@studio.it`;
    const [a, b] = await Promise.all([validBody({ email }), validBody({ email: email.toUpperCase() })]);
    const answers = await Promise.all([register(a), register(b)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((res) => res.statusCode === 422)!.json().errors).toEqual({ email: [m.emailTaken] });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses an address taken by an existing account', async () => {
    const existing = await createUser(t.database.db);
    const res = await register(await validBody({ email: existing.email.toUpperCase() }));
    expect(res.json().errors).toEqual({ email: [m.emailTaken] });
  });
});

describe('e-mail verification', () => {
  it('sends a link that verifies the account once; then the user can sign in', async () => {
    const body = await validBody();
    expect((await register(body)).statusCode).toBe(201);

    const before = await login(body.email);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ error_code: 'EMAIL_NOT_VERIFIED', user_id: expect.any(Number) });

    const { link, path, message } = await linkFor(body.email);
    expect(link.startsWith('https://brocardo.example.it/api/email/verify?token=')).toBe(true);
    expect(header(message.raw, 'subject')).toBe('Verifica il tuo indirizzo email');
    expect(header(message.raw, 'from')).toBe('Brocardo <noreply@brocardo.local>');

    const first = await visit(path);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/login?verified=1');
    expect((await login(body.email)).statusCode).toBe(200);

    const again = await visit(path);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login?verification=used');
  });

  it('does not spend the link on a HEAD request', async () => {
    const body = await validBody();
    await register(body);
    const { path } = await linkFor(body.email);
    expect((await t.app.inject({ method: 'HEAD', url: path })).statusCode).not.toBe(302);
    expect((await visit(path)).headers.location).toBe('/login?verified=1');
  });

  it('refuses an expired link, and a resend gives a working one', async () => {
    const body = await validBody();
    await register(body);
    const { path } = await linkFor(body.email);
    advanceHours(24.1);
    expect((await visit(path)).headers.location).toBe('/login?verification=expired');
    expect((await login(body.email)).statusCode).toBe(403);

    const userId = (await login(body.email)).json().user_id;
    const res = await resend(userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Email di verifica inviata! Controlla la tua casella di posta.',
    });
    const fresh = await linkFor(body.email);
    expect(fresh.count).toBe(2);
    expect((await visit(fresh.path)).headers.location).toBe('/login?verified=1');
  });

  it('answers unknown, malformed and missing tokens as invalid', async () => {
    for (const url of [
      '/api/email/verify',
      '/api/email/verify?token=',
      '/api/email/verify?token=abc',
      `/api/email/verify?token=${'A'.repeat(43)}`,
      `/api/email/verify?token=a&token=b`,
    ]) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/login?verification=invalid');
    }
  });
});

describe('POST /api/email/resend', () => {
  it('invalidates the older links', async () => {
    const body = await validBody();
    await register(body);
    const old = await linkFor(body.email);
    const userId = (await login(body.email)).json().user_id;
    expect((await resend(String(userId))).statusCode).toBe(200);
    const fresh = await linkFor(body.email);
    expect(fresh.path).not.toBe(old.path);
    expect((await visit(old.path)).headers.location).toBe('/login?verification=invalid');
    expect((await visit(fresh.path)).headers.location).toBe('/login?verified=1');
  });

  it('answers success without sending for a verified or unknown account', async () => {
    const verified = await createUser(t.database.db);
    for (const id of [verified.id, 2_000_000_000]) {
      const res = await resend(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    }
    expect(await outboxFor(t.outboxDir, verified.email)).toEqual([]);
  });

  it('validates the user id', async () => {
    for (const id of [undefined, 'abc', 0, -1, 1.5, 3_000_000_000, true]) {
      const res = await resend(id);
      expect(res.statusCode, String(id)).toBe(422);
      expect(res.json().errors.user_id).toEqual(['Identificativo utente non valido']);
    }
  });
});
