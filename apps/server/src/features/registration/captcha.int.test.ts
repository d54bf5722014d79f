import { registrationMessages as m } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaToken, altchaTokenFor, CHEAP_ALTCHA_ENV, solveAltcha } from '../../../test/altcha';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type RecaptchaFixture, startRecaptchaServer } from '../../../test/recaptcha-server';
import { buildApp } from '../../app';

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>, options: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp({ ...options, env: { REGISTER_RATE_LIMIT_PER_MINUTE: '1000', ...env } });
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

let counter = 0;
function registerOn(t: TestApp, captcha_token: string | undefined) {
  counter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Luca Verdi',
      email: `bot-check${counter}@studio.it`,
      password: 'Password123',
      password_confirmation: 'Password123',
      captcha_token,
    },
  });
}
function expectCaptchaRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({
    message: m.captchaFailed,
    error_code: 'VALIDATION_FAILED',
    errors: { captcha_token: [m.captchaFailed] },
  });
}
/** A CSP header as directive → sources. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('ALTCHA (the default)', () => {
  const HMAC_KEY = 'k'.repeat(40);
  let offsetMs = 0;
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(
      { ...CHEAP_ALTCHA_ENV, ALTCHA_HMAC_KEY: HMAC_KEY },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
  });

  it('serves signed, expiring challenges and says so in the captcha config', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(config.json()).toEqual({
      provider: 'altcha',
      challenge_url: '/api/captcha/challenge',
      recaptcha_site_key: null,
      recaptcha_script_url: null,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { parameters, signature } = res.json();
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      keySignature: expect.any(String),
    });
    const minutesLeft = (parameters.expiresAt * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9.9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  it('accepts a solved challenge once; the same solution again is refused', async () => {
    const token = await altchaTokenFor(t.app);
    expect((await registerOn(t, token)).statusCode).toBe(201);
    expectCaptchaRefused(await registerOn(t, token));
  });

  it('lets only one of two simultaneous submissions of a solution through', async () => {
    const token = await altchaTokenFor(t.app);
    const statuses = (await Promise.all([registerOn(t, token), registerOn(t, token)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 422]);
  });

  it('refuses a missing or malformed token', async () => {
    expectCaptchaRefused(await registerOn(t, undefined));
    expectCaptchaRefused(await registerOn(t, 'non-un-token'));
    expectCaptchaRefused(await registerOn(t, b64({ challenge: null, solution: null, test: true })));
    expectCaptchaRefused(await registerOn(t, b64({ hello: 'world' })));
  });

  it('refuses forged challenges: tampered signature, parameters or answer', async () => {
    const solved = await solveAltcha(t.app);
    const { parameters, signature } = solved.challenge;
    const flip = (hex: string) => (hex[0] === 'a' ? 'b' : 'a') + hex.slice(1);
    const tampered = [
      { ...solved, challenge: { parameters, signature: flip(signature!) } },
      {
        ...solved,
        challenge: { parameters: { ...parameters, expiresAt: parameters.expiresAt! + 3600 }, signature },
      },
      { ...solved, solution: { ...solved.solution, derivedKey: flip(solved.solution.derivedKey) } },
      { ...solved, solution: { counter: solved.solution.counter + 1, derivedKey: '00' } },
    ];
    for (const forged of tampered) expectCaptchaRefused(await registerOn(t, altchaToken(forged)));
    // The genuine solution still works: the forgeries did not spend it.
    expect((await registerOn(t, altchaToken(solved))).statusCode).toBe(201);
  });

  it('refuses a challenge signed with another key', async () => {
    const other = await appWith({ ...CHEAP_ALTCHA_ENV });
    expectCaptchaRefused(await registerOn(t, await altchaTokenFor(other.app)));
  });

  it('refuses an expired challenge', async () => {
    const token = await altchaTokenFor(t.app);
    offsetMs += 10 * 60_000 + 1_000;
    expectCaptchaRefused(await registerOn(t, token));
  });

  it('shares keys and used challenges between replicas on one database', async () => {
    const replica = await buildApp({ config: t.config, database: t.database, outboxDir: t.outboxDir });
    try {
      const token = await altchaTokenFor(t.app);
      const viaReplica = await replica.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Anna Neri',
          email: 'replica@studio.it',
          password: 'Password123',
          password_confirmation: 'Password123',
          captcha_token: token,
        },
      });
      expect(viaReplica.statusCode).toBe(201);
      expectCaptchaRefused(await registerOn(t, token));
    } finally {
      await replica.close();
    }
  });
});

describe('reCAPTCHA v3 (RECAPTCHA_SECRET_KEY set)', () => {
  let google: RecaptchaFixture;
  let t: TestApp;
  beforeAll(async () => {
    google = await startRecaptchaServer('segreto-di-prova');
    google.answers.set('buono', { success: true, score: 0.9, action: 'register' });
    google.answers.set('al-limite', { success: true, score: 0.5, action: 'register' });
    google.answers.set('basso', { success: true, score: 0.2, action: 'register' });
    google.answers.set('altra-azione', { success: true, score: 0.9, action: 'login' });
    google.answers.set('del-modulo-contatti', { success: true, score: 0.9, action: 'contact' });
    google.answers.set('senza-punteggio', { success: true, action: 'register' });
    google.answers.set('scaduto', { success: false, 'error-codes': ['timeout-or-duplicate'] });
    t = await appWith({
      RECAPTCHA_SECRET_KEY: 'segreto-di-prova',
      RECAPTCHA_SITE_KEY: 'chiave-pubblica',
      RECAPTCHA_VERIFY_URL: google.url,
    });
  });
  afterAll(() => google.close());

  it('is chosen by the secret, and the web app learns the site key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/config' })).json()).toEqual({
      provider: 'recaptcha',
      challenge_url: null,
      recaptcha_site_key: 'chiave-pubblica',
      recaptcha_script_url: 'https://www.google.com/recaptcha/api.js',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(404);
  });

  it('accepts a token for the action register with a score at or above the minimum', async () => {
    expect((await registerOn(t, 'buono')).statusCode).toBe(201);
    expect((await registerOn(t, 'al-limite')).statusCode).toBe(201);
    expect(google.requests.at(-1)).toEqual({
      secret: 'segreto-di-prova',
      response: 'al-limite',
      remoteip: '127.0.0.1',
    });
  });

  it('refuses a low score, another action, a failed or unknown token', async () => {
    for (const token of [
      'basso',
      'altra-azione',
      'del-modulo-contatti',
      'senza-punteggio',
      'scaduto',
      'sconosciuto',
    ]) {
      expectCaptchaRefused(await registerOn(t, token));
    }
  });

  it('honours RECAPTCHA_MIN_SCORE', async () => {
    const strict = await appWith({
      RECAPTCHA_SECRET_KEY: 'segreto-di-prova',
      RECAPTCHA_VERIFY_URL: google.url,
      RECAPTCHA_MIN_SCORE: '0.95',
    });
    expectCaptchaRefused(await registerOn(strict, 'buono'));
  });

  it('opens the page CSP to Google reCAPTCHA only, and keeps the API responses closed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/register' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp['frame-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    const api = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('serves RECAPTCHA_SCRIPT_URL to the web app and allows that script, and no Google host, in the CSP', async () => {
    const local = await appWith({
      RECAPTCHA_SECRET_KEY: 'segreto-di-prova',
      RECAPTCHA_SITE_KEY: 'chiave-pubblica',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/finto/api.js',
    });
    const config = (await local.app.inject({ method: 'GET', url: '/api/captcha/config' })).json();
    expect(config.recaptcha_script_url).toBe('http://127.0.0.1:9/finto/api.js');
    const csp = directives(
      (await local.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp['script-src']).toEqual(["'self'", 'http://127.0.0.1:9/finto/']);
    expect(csp['frame-src']).toBeUndefined();
  });

  it('answers 503 when the verification service cannot be reached', async () => {
    const gone = await startRecaptchaServer('x');
    await gone.close();
    const offline = await appWith({ RECAPTCHA_SECRET_KEY: 'x', RECAPTCHA_VERIFY_URL: gone.url });
    const res = await registerOn(offline, 'buono');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Verifica anti-bot momentaneamente non disponibile. Riprova tra poco.',
      error_code: 'CAPTCHA_UNAVAILABLE',
    });
  });
});

describe('the page CSP without reCAPTCHA', () => {
  it.each([['altcha'], ['none']])(
    'stays strict with CAPTCHA_PROVIDER=%s, even with reCAPTCHA keys set',
    async (provider) => {
      const t = await appWith({
        CAPTCHA_PROVIDER: provider,
        RECAPTCHA_SECRET_KEY: 'segreto',
        RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/finto/api.js',
      });
      const header = (await t.app.inject({ method: 'GET', url: '/register' })).headers[
        'content-security-policy'
      ];
      const csp = directives(header);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toBeUndefined();
      expect(String(header)).not.toMatch(/https?:/);
    },
  );
});

describe('CAPTCHA_PROVIDER=none', () => {
  it('skips the check and warns at boot', async () => {
    const lines: string[] = [];
    const t = await appWith(
      { CAPTCHA_PROVIDER: 'none', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    expect(lines.some((line) => line.includes('CAPTCHA_PROVIDER=none'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/config' })).json().provider).toBe('none');
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(404);
    expect((await registerOn(t, 'qualsiasi')).statusCode).toBe(201);
  });
});
