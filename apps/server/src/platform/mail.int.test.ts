import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { decodeQuotedPrintable, header, readOutbox, verificationLink } from '../../test/mail';
import { type SmtpFixture, startSmtpServer } from '../../test/smtp-server';

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>, logStream?: { write(line: string): void }) {
  const t = await buildTestApp({ env: { CAPTCHA_PROVIDER: 'none', ...env }, logStream });
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

function register(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Paola <Ferri>',
      email,
      password: 'Password123',
      password_confirmation: 'Password123',
      captcha_token: 'off',
    },
  });
}
async function userIdOf(t: TestApp, email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'Password123' },
  });
  return res.json().user_id;
}

describe('e-mail through SMTP (SMTP_URL)', () => {
  let smtp: SmtpFixture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await appWith({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Studio Brocardo <verifica@studio.example>',
      PUBLIC_URL: 'https://app.studio.example',
    });
  });
  afterAll(() => smtp.close());

  it('delivers the Italian verification e-mail with a working link, and nothing to the outbox', async () => {
    expect((await register(t, 'paola@studio.it')).statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.from).toBe('verifica@studio.example');
    expect(mail!.to).toEqual(['paola@studio.it']);
    expect(header(mail!.raw, 'subject')).toBe('Verifica il tuo indirizzo email');
    expect(header(mail!.raw, 'from')).toBe('Studio Brocardo <verifica@studio.example>');
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toContain('Paola &#60;Ferri&#62;');
    expect(body).toContain('valido per 24 ore');

    const { link, token } = verificationLink(mail!.raw);
    expect(link).toBe(`https://app.studio.example/api/email/verify?token=${token}`);
    const res = await t.app.inject({ method: 'GET', url: `/api/email/verify?token=${token}` });
    expect(res.headers.location).toBe('/login?verified=1');
    expect(await readOutbox(t.outboxDir)).toEqual([]);
  });

  it('sends again on resend', async () => {
    await register(t, 'rinvio@studio.it');
    const before = smtp.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/resend',
      payload: { user_id: await userIdOf(t, 'rinvio@studio.it') },
    });
    expect(res.statusCode).toBe(200);
    const messages = await smtp.waitFor(before + 1);
    expect(messages.at(-1)!.to).toEqual(['rinvio@studio.it']);
  });
});

describe('a mail server that does not answer', () => {
  it('still registers (the failure is logged) and answers the resend with an error', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const lines: string[] = [];
    const t = await appWith({ SMTP_URL: gone.url, LOG_LEVEL: 'error' }, { write: (l) => void lines.push(l) });
    expect((await register(t, 'nessuna-posta@studio.it')).statusCode).toBe(201);
    expect(lines.some((line) => line.includes('verification e-mail not sent'))).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/resend',
      payload: { user_id: await userIdOf(t, 'nessuna-posta@studio.it') },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: "Errore nell'invio dell'email di verifica. Riprova più tardi.",
      error_code: 'VERIFICATION_EMAIL_FAILED',
    });
  });
});

describe('the outbox (no SMTP_URL: the offline default)', () => {
  it('writes one .eml per message and logs the link', async () => {
    const lines: string[] = [];
    const t = await appWith({ LOG_LEVEL: 'info' }, { write: (l) => void lines.push(l) });
    expect((await register(t, 'offline@studio.it')).statusCode).toBe(201);
    const [message, ...rest] = await readOutbox(t.outboxDir);
    expect(rest).toEqual([]);
    expect(message!.file).toMatch(/\.eml$/);
    expect(header(message!.raw, 'to')).toBe('offline@studio.it');
    expect(header(message!.raw, 'subject')).toBe('Verifica il tuo indirizzo email');
    const { link, token } = verificationLink(message!.raw);
    expect(link).toBe(`http://localhost:3000/api/email/verify?token=${token}`);

    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.link === link);
    expect(logged).toMatchObject({ level: 30, to: 'offline@studio.it', file: message!.file });
    expect(logged.msg).toContain('offline default');

    // The request log keeps the token out: the query string is redacted.
    await t.app.inject({ method: 'GET', url: `/api/email/verify?token=${token}` });
    const requestLogs = lines.map((line) => JSON.parse(line)).filter((entry) => entry.url);
    expect(requestLogs.map((entry) => entry.url)).toContain('/api/email/verify?token=[redacted]');
    for (const entry of requestLogs) expect(JSON.stringify(entry)).not.toContain(token);
  });
});
