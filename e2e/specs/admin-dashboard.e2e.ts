import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, uniqueEmail } from '../harness/accounts';
import { apiToken } from '../harness/api';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { blockingViolations, expectCleanPage } from '../harness/page-checks';

const browser = useBrowser();

/** A solved ALTCHA challenge, as the widget would send it (see registerVerifiedUser). */
async function captchaToken(baseURL: string): Promise<string> {
  const challenge = (await (await fetch(`${baseURL}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

async function postJson(baseURL: string, pathname: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** An account registered through the public API whose verification link is never opened. */
async function registerUnverifiedUser(baseURL: string, name: string): Promise<string> {
  const email = uniqueEmail('nonverificato');
  await postJson(baseURL, '/api/register', {
    name,
    email,
    password: 'Password123',
    password_confirmation: 'Password123',
    captcha_token: await captchaToken(baseURL),
  });
  return email;
}

async function plansOf(baseURL: string, adminToken: string) {
  const res = await fetch(`${baseURL}/api/admin/subscription-plans`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: number; name: string; monthly_points: number }[];
}

async function adminSignIn(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/admin-login`);
  await page.getByLabel('Email', { exact: true }).fill(inject('adminEmail'));
  await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(`${baseURL}/admin/dashboard`, { timeout: 5_000 });
  // Chat Activity is the default tab (spec 2 §2.6); these specs work in User Management.
  await page.getByRole('tab', { name: 'Chat Activity', selected: true }).waitFor();
  await page.getByRole('tab', { name: 'User Management' }).click();
  await page.getByRole('tab', { name: 'User Management', selected: true }).waitFor();
}

const userRow = (page: Page, email: string): Locator =>
  page.getByTestId('user-row').filter({ hasText: email });

async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId('toast').textContent(), { timeout: 10_000 }).toContain(text);
}

/** Screenshots of the current tab at 390, 1280 and 1920 px, each without horizontal scrolling. */
async function shootWidths(page: Page, name: string, ready: Locator): Promise<void> {
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await ready.waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `admin-${name}-${viewport.width}`);
  }
  await page.setViewportSize(VIEWPORTS.laptop);
}

describe('Admin dashboard in Chromium', () => {
  it('creates a user, edits the plan, sets points, verifies an e-mail and deletes the user', async () => {
    const baseURL = inject('baseURL');
    const admin = await apiToken(
      baseURL,
      { email: inject('adminEmail'), password: inject('adminPassword') },
      true,
    );
    const plans = await plansOf(baseURL, admin);
    const targetPlan = plans.at(-1);
    if (!targetPlan || plans.length < 2) throw new Error('the e2e server has fewer than two plans');
    const unverifiedEmail = await registerUnverifiedUser(baseURL, 'Paolo Ferri');
    const email = uniqueEmail('gestito');

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    await adminSignIn(page, baseURL);

    await page.getByRole('button', { name: 'Add New User' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Name', { exact: true }).fill('Elena Conti');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('Password123');
    await screenshot(page, 'admin-user-dialog-1280');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    const row = userRow(page, email);
    await row.waitFor();
    expect(await row.textContent()).toContain(plans[0]?.name);

    await row.getByRole('button', { name: 'Edit Elena Conti' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Subscription plan').selectOption({ label: targetPlan.name });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => row.textContent()).toContain(targetPlan.name);

    await row.getByRole('button', { name: 'Edit points of Elena Conti' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Points Balance' });
    await dialog.getByLabel('Points balance').fill('1750');
    await dialog.getByLabel('Reason (optional)').fill('Bonus di benvenuto');
    await dialog.getByRole('button', { name: 'Update Points' }).click();
    await expectToast(page, 'Points balance updated successfully!');
    await expect.poll(() => row.textContent()).toContain('1.750');

    const unverified = userRow(page, unverifiedEmail);
    expect(await unverified.textContent()).toContain('Unverified');
    await unverified.getByRole('button', { name: 'Verify email of Paolo Ferri' }).click();
    dialog = page.getByRole('dialog', { name: 'Verify Email' });
    await dialog.getByRole('button', { name: 'Verify Email' }).click();
    // The row's labels say "Email Verified" too: wait for the badge to change and the action to go.
    await expect.poll(() => unverified.textContent(), { timeout: 10_000 }).not.toContain('Unverified');
    expect(await unverified.getByRole('button', { name: 'Verify email of Paolo Ferri' }).count()).toBe(0);

    await shootWidths(page, 'users', page.getByTestId('user-row').first());
    expect(await blockingViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Delete Elena Conti' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete User' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => row.count()).toBe(0);

    // Refresh spins for a second and reads the list again.
    const refresh = page.getByRole('button', { name: 'Refresh' });
    const usersCall = page.waitForResponse((response) => response.url().endsWith('/api/admin/users'));
    await refresh.click();
    expect(await refresh.getAttribute('aria-busy')).toBe('true');
    await usersCall;
    await expect.poll(() => refresh.getAttribute('aria-busy'), { timeout: 3_000 }).toBe('false');
    expectCleanPage(problems);
    await context.close();
  });

  it('approves a user’s plan request in Richieste piano, and User Management shows the new plan', async () => {
    const baseURL = inject('baseURL');
    const admin = await apiToken(
      baseURL,
      { email: inject('adminEmail'), password: inject('adminPassword') },
      true,
    );
    const plans = await plansOf(baseURL, admin);
    const requested = plans.at(-1);
    if (!requested) throw new Error('no plans');
    const member = await registerVerifiedUser(baseURL, inject('dataDir'), 'Giorgio Marini');
    await postJson(
      baseURL,
      '/api/subscription/upgrade-requests',
      { plan_id: requested.id, message: 'Siamo uno studio associato di cinque avvocati.' },
      await apiToken(baseURL, member),
    );

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    await adminSignIn(page, baseURL);
    expect(await userRow(page, member.email).textContent()).not.toContain(requested.name);
    const requestsTab = page.getByRole('tab', { name: /Richieste piano/ });
    expect(await page.getByTestId('pending-requests-badge').textContent()).toMatch(/^\d+ in attesa$/);
    await requestsTab.click();
    const card = page.getByTestId('upgrade-request').filter({ hasText: member.email });
    await card.waitFor();
    expect(await card.textContent()).toContain('Siamo uno studio associato di cinque avvocati.');
    expect(await card.textContent()).toContain(requested.name);
    await shootWidths(page, 'requests', card);
    expect(await blockingViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Approva la richiesta di Giorgio Marini' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approvare la richiesta?' });
    expect(await dialog.textContent()).toContain(`passerà subito al piano ${requested.name}`);
    await screenshot(page, 'admin-requests-dialog-1280');
    await dialog.getByRole('button', { name: 'Approva', exact: true }).click();
    await expectToast(page, 'Richiesta approvata');
    await expect.poll(() => card.count()).toBe(0);

    await page.getByLabel('Stato').selectOption({ label: 'Approvate' });
    const approved = page.getByTestId('upgrade-request').filter({ hasText: member.email });
    await approved.waitFor();
    expect(await approved.textContent()).toContain('Approvata');

    await page.getByRole('tab', { name: 'User Management' }).click();
    await expect.poll(() => userRow(page, member.email).textContent()).toContain(requested.name);
    expectCleanPage(problems);
    await context.close();
  });

  it('shows a message sent with the contact form in Messaggi di contatto', async () => {
    const baseURL = inject('baseURL');
    const text = `Vorremmo una dimostrazione per il nostro studio (${Date.now().toString(36)}).`;
    await postJson(baseURL, '/api/contact', {
      name: 'Avv. Lucia Ferraro',
      email: 'lucia.ferraro@studioferraro.it',
      studio: 'Studio Ferraro',
      interest: 'demo-personalizzata',
      message: text,
      privacy: true,
      captcha_token: await captchaToken(baseURL),
    });

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    await adminSignIn(page, baseURL);
    await page.getByRole('tab', { name: 'Messaggi di contatto' }).click();
    const card = page.getByTestId('contact-message').filter({ hasText: text });
    await card.waitFor();
    const content = await card.textContent();
    expect(content).toContain('Avv. Lucia Ferraro');
    expect(content).toContain('Studio Ferraro');
    expect(content).toContain('Demo personalizzata');
    expect(
      await card.getByRole('link', { name: 'lucia.ferraro@studioferraro.it' }).getAttribute('href'),
    ).toBe('mailto:lucia.ferraro@studioferraro.it');
    await shootWidths(page, 'contacts', card);
    expect(await blockingViolations(page)).toEqual([]);
    expectCleanPage(problems);
    await context.close();
  });
});
