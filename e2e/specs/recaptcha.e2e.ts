import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, verificationLinkFor } from '../harness/accounts';
import { openPage, screenshot, useBrowser } from '../harness/browser';
import { type RecaptchaFixture, startRecaptchaFixture } from '../harness/recaptcha-fixture';
import { type ServerProcess, spawnServer, stopServer, waitUntilReady } from '../harness/server-process';

// The built product configured for Google reCAPTCHA v3, with Google replaced by a local stand-in
// that serves the script and the siteverify endpoint: the real page loads the script under the
// real CSP, executes it at submission and the real server verifies the token.
const SITE_KEY = 'chiave-sito-e2e';
const SECRET = 'segreto-e2e';

let fixture: RecaptchaFixture;
let server: ServerProcess;
let dataDir: string;
const browser = useBrowser();

beforeAll(async () => {
  fixture = await startRecaptchaFixture(SITE_KEY, SECRET);
  dataDir = await mkdtemp(path.join(tmpdir(), 'brocardo-recaptcha-'));
  server = await spawnServer({
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SITE_KEY: SITE_KEY,
    RECAPTCHA_SECRET_KEY: SECRET,
    RECAPTCHA_SCRIPT_URL: fixture.scriptUrl,
    RECAPTCHA_VERIFY_URL: fixture.verifyUrl,
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
  });
  await waitUntilReady(server);
});

afterAll(async () => {
  if (server) await stopServer(server);
  await fixture?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fill(page: Page, email: string): Promise<void> {
  await field(page, 'Nome completo').fill('Luca Verdi');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('Password123');
  await field(page, 'Conferma password').fill('Password123');
}

async function expectRegistered(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByText('Registrazione completata!', { exact: false }).isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
}

describe('registration with reCAPTCHA v3 in Chromium', () => {
  it("loads the provider's script, sends a 'register' token the server verifies, and registers", async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(`${server.baseURL}/register`);
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    expect(csp).toContain(`script-src 'self' ${new URL('./', fixture.scriptUrl).href}`);

    await expect
      .poll(() => page.getByText('protetto da Google reCAPTCHA', { exact: false }).isVisible())
      .toBe(true);
    // The notice shows at once; the script's request reaches the stand-in a moment later.
    await expect.poll(() => fixture.scriptRequests).toEqual([SITE_KEY]);
    const email = uniqueEmail('recaptcha');
    await fill(page, email);
    const submit = page.getByRole('button', { name: 'Registrati', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    // Tokens are asked for at submission only (they expire after two minutes).
    expect(fixture.verifications).toEqual([]);
    await screenshot(page, 'register-recaptcha-ready');
    await submit.click();
    await expectRegistered(page);

    expect(fixture.verifications).toHaveLength(1);
    const [verification] = fixture.verifications;
    expect(verification).toMatchObject({ secret: SECRET, remoteip: '127.0.0.1' });
    expect(verification?.response).toMatch(/^e2e\.[^.]+\.register\./);
    // The account exists: its verification e-mail is in the outbox.
    expect(await verificationLinkFor(dataDir, email)).toContain('/api/email/verify');
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('shows an Italian error when the script cannot load, keeps the form and recovers on Riprova', async () => {
    fixture.failScript = true;
    const { context, page, problems } = await openPage(browser());
    await page.goto(`${server.baseURL}/register`);
    const failure = page.getByText('Impossibile caricare la verifica anti-bot (reCAPTCHA)', { exact: false });
    await expect.poll(() => failure.isVisible(), { timeout: 10_000 }).toBe(true);
    const email = uniqueEmail('recaptcha-riprova');
    await fill(page, email);
    const submit = page.getByRole('button', { name: 'Registrati', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'register-recaptcha-failed');

    fixture.failScript = false;
    await page.getByRole('button', { name: 'Riprova', exact: true }).click();
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await field(page, 'Email').inputValue()).toBe(email);
    await submit.click();
    await expectRegistered(page);
    expect(fixture.verifications.at(-1)?.response).toMatch(/^e2e\.[^.]+\.register\./);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
