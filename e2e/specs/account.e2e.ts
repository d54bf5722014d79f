import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { apiConversationWith, apiPost, apiSetPoints, apiToken, apiUserId } from '../harness/api';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { blockingViolations, expectCleanPage } from '../harness/page-checks';

const browser = useBrowser();

const DOCUMENT_TITLE = 'Contratto di locazione Via Roma 12';
const CASE_TITLE = 'Bianchi contro Condominio Aurora';
const SENT_MESSAGE = 'Richiesta inviata! Un amministratore la esaminerà';

const CASE_FACTS =
  'Il condominio ha deliberato lavori straordinari senza il quorum richiesto e pretende dal cliente 8.000 euro.';

async function fillCase(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /^Titolo del caso/ }).fill('Caso senza punti');
  await page.getByRole('combobox', { name: /^Tipo di caso/ }).selectOption('contrattuale');
  await page.getByRole('textbox', { name: /^Area legale/ }).fill('Diritto civile');
  await page.getByRole('textbox', { name: /^Fatti del caso/ }).fill(CASE_FACTS);
}

async function pendingUpgradeRequests(baseURL: string, adminToken: string) {
  const res = await fetch(`${baseURL}/api/admin/upgrade-requests?status=pending`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    data: { id: number; user: { email: string }; requested_plan: { name: string }; message: string | null }[];
    total: number;
  };
}

describe('Account and plans pages in Chromium', () => {
  it('shows the seven account cards with the user’s data, and the plans, at 390, 1280 and 1920 px', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Chiara Bianchi');
    const token = await apiToken(baseURL, user);
    await apiPost(baseURL, token, '/api/legal-documents', {
      document_name: DOCUMENT_TITLE,
      document_type: 'contratto',
      legal_area: 'diritto_civile',
      custom_content: 'Tra le parti si conviene la locazione dell’immobile sito in Via Roma 12.',
      ai_option: 'none',
    });
    await apiPost(baseURL, token, '/api/case-strategies', {
      case_title: CASE_TITLE,
      case_type: 'contrattuale',
      legal_area: 'Diritto civile',
      case_facts: CASE_FACTS,
      generate_ai_analysis: true,
    });
    await apiConversationWith(baseURL, token, 'Delibera condominiale', 2);

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/user-details`);
    await page.getByTestId('card-personal').waitFor();

    expect(await page.getByTestId('user-name').textContent()).toBe('Chiara Bianchi');
    expect(await page.getByTestId('user-email').textContent()).toBe(user.email);
    expect(await page.getByTestId('user-created').textContent()).toMatch(/^\d{1,2} [a-z]+ \d{4}$/);
    expect(await page.getByTestId('card-documents').textContent()).toContain(DOCUMENT_TITLE);
    expect(await page.getByTestId('card-strategies').textContent()).toContain(CASE_TITLE);
    expect(await page.getByTestId('usage-conversations').textContent()).toBe('1');
    expect(await page.getByTestId('usage-messages').textContent()).toBe('2');
    expect(await page.getByTestId('usage-legal-documents').textContent()).toBe('1 · 0% con AI');
    expect(await page.getByTestId('usage-strategies').textContent()).toBe('1 · 100% con analisi AI');
    const transactions = page.getByTestId('card-transactions').getByTestId('transaction');
    expect(await transactions.first().textContent()).toMatch(/^Strategia legale.*−25$/);
    for (const card of ['card-personal', 'card-points', 'card-plan', 'card-usage', 'card-transactions']) {
      expect(await page.getByTestId(card).isVisible()).toBe(true);
    }

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.getByTestId('card-strategies').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `account page at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `account-${name}-${viewport.width}`);
    }
    // One column on phones, a grid from the laptop width.
    await page.setViewportSize(VIEWPORTS.mobile);
    const personal = await page.getByTestId('card-personal').boundingBox();
    const points = await page.getByTestId('card-points').boundingBox();
    expect(points?.y).toBeGreaterThan((personal?.y ?? 0) + (personal?.height ?? 0) - 1);
    await page.setViewportSize(VIEWPORTS.laptop);
    const personalWide = await page.getByTestId('card-personal').boundingBox();
    const pointsWide = await page.getByTestId('card-points').boundingBox();
    expect(pointsWide?.y).toBe(personalWide?.y);
    expect(await blockingViolations(page, ['main'])).toEqual([]);

    await page.getByRole('button', { name: 'Aggiorna' }).click();
    await page.getByRole('button', { name: 'Aggiorna' }).waitFor();

    await page.getByRole('link', { name: 'Cambia piano' }).click();
    await page.waitForURL(`${baseURL}/subscription`);
    await page.getByTestId('plan-card').first().waitFor();
    expect(await page.locator('[data-testid="plan-card"][aria-current="true"]').count()).toBe(1);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `plans page at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `subscription-${name}-${viewport.width}`);
    }
    expect(await blockingViolations(page, ['main'])).toEqual([]);
    expectCleanPage(problems);
    await context.close();
  });

  it('without points: Aggiorna piano leads to the plans, a request reaches the administrators and can be withdrawn', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Marco Verdi');
    const admin = await apiToken(
      baseURL,
      { email: inject('adminEmail'), password: inject('adminPassword') },
      true,
    );
    await apiSetPoints(baseURL, admin, await apiUserId(baseURL, await apiToken(baseURL, user)), 0);

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/case-strategy`);
    await page.getByRole('heading', { name: 'Nuovo Caso' }).waitFor();
    await fillCase(page);
    await page.getByRole('button', { name: 'Crea Caso' }).click();
    const points = page.getByRole('dialog', { name: 'Punti insufficienti' });
    await points.waitFor({ timeout: 10_000 });
    await points.getByRole('button', { name: 'Aggiorna piano' }).click();
    await page.waitForURL(`${baseURL}/subscription`);

    expect(await page.getByTestId('subscription-balance').textContent()).toContain('0 punti');
    // The first plan that is not the user's own.
    const planCard = page.locator('[data-testid="plan-card"]:not([aria-current])').first();
    await planCard.waitFor();
    const planName = (await planCard.getByRole('heading').textContent()) ?? '';
    const request = planCard.getByRole('button', { name: 'Richiedi questo piano' });
    await request.click();
    const dialog = page.getByRole('dialog', { name: `Richiedi il piano ${planName}` });
    await dialog
      .getByRole('textbox', { name: /Messaggio per gli amministratori/ })
      .fill('Studio di due avvocati.');
    await screenshot(page, 'subscription-dialog-laptop-1280');
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect.poll(() => page.getByTestId('subscription-outcome').textContent()).toContain(SENT_MESSAGE);
    await page.getByTestId('pending-request').waitFor();
    expect(await page.getByTestId('pending-request').textContent()).toContain(planName);
    await screenshot(page, 'subscription-pending-laptop-1280');
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'subscription-pending-mobile-390');
    await page.setViewportSize(VIEWPORTS.laptop);

    const listed = await pendingUpgradeRequests(baseURL, admin);
    const mine = listed.data.find((item) => item.user.email === user.email);
    expect(mine).toMatchObject({ requested_plan: { name: planName }, message: 'Studio di due avvocati.' });

    // The account page shows the pending request on its plan card.
    await page.goto(`${baseURL}/user-details`);
    expect(await page.getByTestId('plan-pending').textContent()).toContain(planName);
    await page.goto(`${baseURL}/subscription`);
    await page.getByRole('button', { name: 'Ritira richiesta' }).click();
    await expect.poll(() => page.getByTestId('pending-request').count()).toBe(0);
    const after = await pendingUpgradeRequests(baseURL, admin);
    expect(after.data.find((item) => item.user.email === user.email)).toBeUndefined();
    expectCleanPage(problems);
    await context.close();
  });
});
