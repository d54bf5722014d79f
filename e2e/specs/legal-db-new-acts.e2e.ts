import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('the acts added to the corpus, in Chromium', () => {
  it('routes a question on the AI law to Database Legale, opens art. 13 L. 132/2025 with its date, and says a law outside the corpus is outside it', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Marta Galli');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);

    const input = page.getByLabel('La tua domanda', { exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
    await input.fill("Cosa prevede l'art. 13 della legge 132/2025?");
    await input.press('Enter');

    const answer = page.getByTestId('assistant-message').first();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');

    const tagged = answer.locator('[data-testid="citation"][data-kind="tag"]').first();
    await expect.poll(() => tagged.getAttribute('data-status'), { timeout: 10_000 }).toBe('verified');
    const outside = answer.locator('[data-testid="citation"][data-status="outside_corpus"]');
    await expect.poll(() => outside.count(), { timeout: 10_000 }).toBe(1);
    expect(await outside.textContent()).toContain('392/1978');
    expect(await outside.locator('button, a').count()).toBe(0);

    await tagged.getByRole('button').click();
    const panel = page.getByTestId('source-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect.poll(() => panel.getByTestId('source-title').textContent()).toContain('art. 13 L. 132/2025');
    await expect
      .poll(() => panel.getByTestId('source-text').textContent())
      .toContain('rapporto fiduciario tra professionista e cliente');
    expect(await panel.textContent()).toContain('31 dicembre 2025');
    await screenshot(page, 'legal-db-new-act-source-panel');

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
