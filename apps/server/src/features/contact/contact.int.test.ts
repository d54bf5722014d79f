import { createServer } from 'node:net';
import {
  CONTACT_MESSAGE_MAX,
  contactMessages as m,
  privacyInfoResponse,
  registrationMessages,
} from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaTokenFor, CHEAP_ALTCHA_ENV } from '../../../test/altcha';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { decodeQuotedPrintable, header, outboxFor, readOutbox } from '../../../test/mail';
import { type RecaptchaFixture, startRecaptchaServer } from '../../../test/recaptcha-server';
import { signedInUser, tokenFor } from '../../../test/sessions';
import { type SmtpFixture, startSmtpServer } from '../../../test/smtp-server';
import { contactMessages } from '../../db/schema';

const CONTACT_EMAIL = 'contatti@studio-test.it';
const NOT_A_RELAY = 'vittima@altrove.example';

const valid = {
  name: 'Giulia Bianchi',
  email: 'giulia@studiobianchi.it',
  message: 'Vorrei una demo per il nostro studio.',
  studio: 'Studio Bianchi',
  interest: 'demo-personalizzata',
  privacy: true,
  destination: NOT_A_RELAY,
};

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.7.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

function send(t: TestApp, payload: unknown, remoteAddress = freshAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

async function storedRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row!;
}

/** A loopback port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the contact form with ALTCHA and the outbox (the offline default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        ...CHEAP_ALTCHA_ENV,
        ALTCHA_HMAC_KEY: 'c'.repeat(40),
        CONTACT_EMAIL,
        CONTACT_RATE_LIMIT_PER_HOUR: '1000',
        REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['missing', 'name', { name: undefined }, m.nameRequired],
    ['blank', 'name', { name: '   ' }, m.nameRequired],
    ['missing', 'email', { email: undefined }, m.emailRequired],
    ['malformed', 'email', { email: 'non-una-email' }, m.emailInvalid],
    ['missing', 'message', { message: undefined }, m.messageRequired],
    ['too long', 'message', { message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, m.messageTooLong],
    ['false', 'privacy', { privacy: false }, m.privacyRequired],
    ['missing', 'privacy', { privacy: undefined }, m.privacyRequired],
  ])('refuses a %s %s with its Italian message', async (_case, field, change, message) => {
    const res = await send(t, { ...valid, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('VALIDATION_FAILED');
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses an unknown interest, and answers malformed bodies without a 500', async () => {
    const interest = await send(t, { ...valid, interest: 'spam' });
    expect(interest.statusCode).toBe(422);
    expect(Object.keys(interest.json().errors)).toEqual(['interest']);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Giulia",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_code).toBe('MALFORMED_JSON');
    for (const body of [[], 'testo', 42, null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect([400, 422]).toContain(res.statusCode);
    }
    expect(await readOutbox(t.outboxDir)).toEqual([]);
  });

  it('stores a message with a solved ALTCHA and e-mails it to CONTACT_EMAIL only, replying to the sender', async () => {
    const res = await send(t, { ...valid, captcha_token: await altchaTokenFor(t.app) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: m.success,
      data: { id: expect.any(Number), created_at: expect.any(String) },
    });
    const row = await storedRow(t, body.data.id);
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      studio: valid.studio,
      interest: valid.interest,
      message: valid.message,
    });
    expect(row.privacyConsentAt.toISOString()).toBe(body.data.created_at);
    expect(row.emailedAt).toBeInstanceOf(Date);

    const outbox = await readOutbox(t.outboxDir);
    expect(outbox).toHaveLength(1);
    const [mail] = await outboxFor(t.outboxDir, CONTACT_EMAIL);
    expect(header(mail!.raw, 'to')).toBe(CONTACT_EMAIL);
    expect(header(mail!.raw, 'reply-to')).toBe(`Giulia Bianchi <${valid.email}>`);
    expect(header(mail!.raw, 'subject')).toBe('Nuovo messaggio dal sito: Giulia Bianchi');
    expect(mail!.raw).not.toContain(NOT_A_RELAY);
    const text = decodeQuotedPrintable(mail!.raw);
    for (const value of [valid.message, valid.studio, 'Demo personalizzata', valid.email]) {
      expect(text).toContain(value);
    }
  });

  it('escapes the sender’s text in the HTML part and keeps line breaks out of the headers', async () => {
    const res = await send(t, {
      ...valid,
      name: 'Mario <b>Rossi</b>\r\nBcc: spia@altrove.example',
      message: '<script>alert(1)</script> & "ciao"',
      captcha_token: await altchaTokenFor(t.app),
    });
    expect(res.statusCode).toBe(201);
    const mail = (await readOutbox(t.outboxDir)).at(-1)!;
    expect(header(mail.raw, 'bcc')).toBeUndefined();
    const subject = header(mail.raw, 'subject')!;
    expect(subject).not.toMatch(/[\r\n]/);
    const decoded = decodeQuotedPrintable(mail.raw);
    const html = decoded.slice(decoded.indexOf('<!doctype html>'));
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;ciao&#34;');
    expect(html).toContain('Mario &#60;b&#62;Rossi&#60;/b&#62;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Rossi');
  });

  it('refuses a missing, wrong or already spent bot check with the captcha message', async () => {
    const expectRefused = (res: { statusCode: number; json(): { errors?: unknown } }) => {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ captcha_token: [m.captchaFailed] });
    };
    const before = (await t.database.db.select().from(contactMessages)).length;
    expectRefused(await send(t, valid));
    expectRefused(await send(t, { ...valid, captcha_token: 'bm9uIMOoIHVuYSBzb2x1emlvbmU=' }));
    const forged = JSON.parse(Buffer.from(await altchaTokenFor(t.app), 'base64').toString('utf8'));
    forged.solution.derivedKey = '0'.repeat(forged.solution.derivedKey.length);
    expectRefused(
      await send(t, { ...valid, captcha_token: Buffer.from(JSON.stringify(forged)).toString('base64') }),
    );

    const token = await altchaTokenFor(t.app);
    expect((await send(t, { ...valid, captcha_token: token })).statusCode).toBe(201);
    expectRefused(await send(t, { ...valid, captcha_token: token }));
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before + 1);
  });

  it('shares spent solutions with the registration, both ways', async () => {
    const register = (captcha_token: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Luca Verdi',
          email,
          password: 'Password123',
          password_confirmation: 'Password123',
          captcha_token,
        },
      });
    const usedToRegister = await altchaTokenFor(t.app);
    expect((await register(usedToRegister, 'luca.verdi@studio.it')).statusCode).toBe(201);
    const contact = await send(t, { ...valid, captcha_token: usedToRegister });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors).toEqual({ captcha_token: [m.captchaFailed] });

    const usedToWrite = await altchaTokenFor(t.app);
    expect((await send(t, { ...valid, captcha_token: usedToWrite })).statusCode).toBe(201);
    const registration = await register(usedToWrite, 'anna.neri@studio.it');
    expect(registration.statusCode).toBe(422);
    expect(registration.json().errors).toEqual({ captcha_token: [registrationMessages.captchaFailed] });
  });

  it('says where to write and how soon the answer comes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: CONTACT_EMAIL, social_url: null, reply_within_working_hours: 24 });
  });

  it('lists the messages to administrators only, newest first, paginated', async () => {
    const path = '/api/admin/contact-messages';
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const user = await signedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: path, headers: user.headers })).statusCode).toBe(403);

    const latest = await send(t, {
      ...valid,
      name: 'Ultimo Mittente',
      captcha_token: await altchaTokenFor(t.app),
    });
    const admin = { authorization: `Bearer ${await tokenFor(t, TEST_ADMIN)}` };
    const all = await t.app.inject({ method: 'GET', url: path, headers: admin });
    expect(all.statusCode).toBe(200);
    const total = (await t.database.db.select().from(contactMessages)).length;
    expect(all.json()).toMatchObject({ current_page: 1, per_page: 15, total, from: 1 });
    const ids = all.json().data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.json().data[0]).toMatchObject({
      id: latest.json().data.id,
      name: 'Ultimo Mittente',
      email: valid.email,
      studio: valid.studio,
      interest: valid.interest,
      message: valid.message,
      emailed_at: expect.any(String),
    });

    const second = await t.app.inject({ method: 'GET', url: `${path}?page=2&per_page=1`, headers: admin });
    expect(second.json()).toMatchObject({ current_page: 2, per_page: 1, last_page: total, from: 2, to: 2 });
    expect(second.json().data.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    const bad = await t.app.inject({ method: 'GET', url: `${path}?per_page=1000`, headers: admin });
    expect(bad.statusCode).toBe(422);
  });

  it('describes the offline installation in the privacy info', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/info' });
    expect(res.statusCode).toBe(200);
    const info = privacyInfoResponse.parse(res.json());
    expect(info.controller).toMatchObject({ name: 'Brocardo', email: CONTACT_EMAIL, address: null });
    expect(info.processors).toEqual([{ purpose: 'captcha', name: 'ALTCHA', location: 'self-hosted' }]);
    expect(info.retention).toEqual({
      session_idle_minutes: 480,
      session_max_days: 30,
      ended_sessions_days: 30,
      contact_messages_days: 365,
      outbox_days: 7,
      email_verification_hours: 24,
      user_content: 'until_deleted',
      user_conversation_retention_days: { min: 7, max: 3650 },
    });
  });
});

describe('the contact form with providers configured', () => {
  const SECRETS = { smtpPassword: 'Pa55-smtp-SEGRETA', llmKey: 'sk-llm-SEGRETA' };
  const logs: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      logStream: { write: (line) => void logs.push(line) },
      env: {
        LOG_LEVEL: 'info',
        CAPTCHA_PROVIDER: 'none',
        CONTACT_EMAIL,
        CONTACT_RATE_LIMIT_PER_HOUR: '2',
        SMTP_URL: `smtp://mailer:${SECRETS.smtpPassword}@127.0.0.1:${await closedPort()}`,
        LLM_BASE_URL: 'https://api.mistral.ai/v1',
        LLM_API_KEY: SECRETS.llmKey,
        SOCIAL_URL: 'https://www.linkedin.com/company/brocardo',
        PRIVACY_CONTROLLER_NAME: 'Studio Legale Rossi',
        PRIVACY_CONTROLLER_EMAIL: 'privacy@rossi.it',
        PRIVACY_DPO_EMAIL: 'dpo@rossi.it',
      },
    });
  });
  afterAll(() => t.close());

  it('limits messages per client address and hour with its own code', async () => {
    const address = freshAddress();
    expect((await send(t, valid, address)).statusCode).toBe(201);
    expect((await send(t, valid, address)).statusCode).toBe(201);
    const limited = await send(t, valid, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Hai inviato troppi messaggi. Riprova tra un po’ o scrivici direttamente via email.',
      error_code: 'CONTACT_RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect((await send(t, valid, freshAddress())).statusCode).toBe(201);
  });

  it('keeps the message and answers 201 when the mail server is down, logging no content', async () => {
    const secretText = 'Testo riservato che non deve finire nei log';
    const res = await send(t, { ...valid, message: secretText });
    expect(res.statusCode).toBe(201);
    const row = await storedRow(t, res.json().data.id);
    expect(row.message).toBe(secretText);
    expect(row.emailedAt).toBeNull();
    const failure = logs.find((line) => line.includes(`"contact_message_id":${row.id},`));
    expect(failure).toContain('contact e-mail not sent');
    const allLogs = logs.join('\n');
    expect(allLogs).not.toContain(secretText);
    expect(allLogs).not.toContain(SECRETS.smtpPassword);
  });

  it('shows the social profile beside the form', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/info' });
    expect(res.json().social_url).toBe('https://www.linkedin.com/company/brocardo');
  });

  it('lists the configured processors in the privacy info without a secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/info' });
    expect(res.statusCode).toBe(200);
    const info = privacyInfoResponse.parse(res.json());
    expect(info.controller).toEqual({
      name: 'Studio Legale Rossi',
      address: null,
      email: 'privacy@rossi.it',
      vat: null,
      dpo_email: 'dpo@rossi.it',
    });
    expect(info.processors).toEqual([
      { purpose: 'llm', name: 'Mistral AI', location: 'UE' },
      { purpose: 'email', name: 'Server interno', location: 'self-hosted' },
    ]);
    for (const secret of [...Object.values(SECRETS), 'mailer']) expect(res.body).not.toContain(secret);
  });
});

describe('the contact form over SMTP', () => {
  let smtp: SmtpFixture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ env: { CAPTCHA_PROVIDER: 'none', CONTACT_EMAIL, SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers to CONTACT_EMAIL alone, whatever destination the form names', async () => {
    const res = await send(t, { ...valid, destination: NOT_A_RELAY });
    expect(res.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([CONTACT_EMAIL]);
    expect(header(mail!.raw, 'reply-to')).toBe(`Giulia Bianchi <${valid.email}>`);
    expect((await storedRow(t, res.json().data.id)).emailedAt).toBeInstanceOf(Date);
  });
});

describe('the contact form with reCAPTCHA', () => {
  let google: RecaptchaFixture;
  let t: TestApp;
  beforeAll(async () => {
    google = await startRecaptchaServer('segreto-contatti');
    t = await buildTestApp({
      env: { RECAPTCHA_SECRET_KEY: 'segreto-contatti', RECAPTCHA_VERIFY_URL: google.url, CONTACT_EMAIL },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it("accepts only tokens of the form's own action, 'contact'", async () => {
    google.answers.set('token-contatti', { success: true, score: 0.9, action: 'contact' });
    google.answers.set('token-registrazione', { success: true, score: 0.9, action: 'register' });
    const registrationToken = await send(t, { ...valid, captcha_token: 'token-registrazione' });
    expect(registrationToken.statusCode).toBe(422);
    expect(registrationToken.json().errors).toEqual({ captcha_token: [m.captchaFailed] });
    expect((await send(t, { ...valid, captcha_token: 'token-contatti' })).statusCode).toBe(201);
    expect(google.requests.at(-1)).toMatchObject({ secret: 'segreto-contatti', response: 'token-contatti' });
  });
});
