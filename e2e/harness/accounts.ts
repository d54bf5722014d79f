import path from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { header, readOutbox, verificationLink } from '../../apps/server/test/mail';

let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@studio.it`.toLowerCase();
}

/** The verification link of the newest message sent to `email`, waiting up to 10 s for it. */
export async function verificationLinkFor(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 100) {
    const messages = (await readOutbox(outbox)).filter((m) => header(m.raw, 'to')?.includes(email));
    const newest = messages.at(-1);
    if (newest) return verificationLink(newest.raw).link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail for ${email} in ${outbox}`);
}

/**
 * Marks the account's guided tour as seen (sign in, POST /api/user/complete-tutorial, sign out),
 * so that the tour starting 2 s after the chat loads does not cover the screens other specs drive.
 */
async function completeTutorialOf(baseURL: string, email: string, password: string): Promise<void> {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const done = await fetch(`${baseURL}/api/user/complete-tutorial`, { method: 'POST', headers });
  if (!done.ok) throw new Error(`complete-tutorial failed: ${done.status} ${await done.text()}`);
  await fetch(`${baseURL}/api/logout`, { method: 'POST', headers });
}

/**
 * A verified account made through the public API, as a person would: the ALTCHA challenge solved
 * with altcha-lib (what the widget runs), registration, then the link from the outbox. Its guided
 * tour is already completed unless `tutorialCompleted` is false (the tutorial spec's new user).
 */
export async function registerVerifiedUser(
  baseURL: string,
  dataDir: string,
  name = 'Giulia Bianchi',
  { tutorialCompleted = true }: { tutorialCompleted?: boolean } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = uniqueEmail('utente');
  const password = 'Password123';
  const issued = await fetch(`${baseURL}/api/captcha/challenge`);
  if (!issued.ok) throw new Error(`ALTCHA challenge refused: ${issued.status} ${await issued.text()}`);
  const challenge = (await issued.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  const captcha_token = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, password_confirmation: password, captcha_token }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const verified = await fetch(await verificationLinkFor(dataDir, email), { redirect: 'manual' });
  if (verified.headers.get('location') !== '/login?verified=1') {
    throw new Error(`verification failed: ${verified.status} ${verified.headers.get('location')}`);
  }
  if (tutorialCompleted) await completeTutorialOf(baseURL, email, password);
  return { email, password, name };
}

/** Signs in through the login screen and waits for the chat. */
export async function signIn(
  page: import('playwright-core').Page,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(`${baseURL}/`);
}
