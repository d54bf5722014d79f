import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

const QUESTION = 'Chi cagiona ad altri un danno ingiusto con un fatto illecito deve risarcirlo?';

describe('Database Legale in Chromium', () => {
  it('answers with citations, opens the cited article, and marks a fabricated reference', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Paola Ferri');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);

    // Manual mode, Database Legale.
    await page.getByText('Manuale', { exact: true }).click();
    await page.locator('label', { hasText: 'Database Legale' }).first().click();
    const input = page.getByLabel('La tua domanda', { exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
    await input.fill(QUESTION);
    await input.press('Enter');

    const answer = page.getByTestId('assistant-message').first();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
    // The expanded query is shown above the answer.
    await expect
      .poll(() => answer.getByRole('region', { name: 'Ricerca Intelligente IA' }).textContent())
      .toContain('responsabilità extracontrattuale');

    // The tagged source is verified and opens the source panel with the article's exact text.
    const tagged = answer.locator('[data-testid="citation"][data-kind="tag"]').first();
    await expect.poll(() => tagged.getAttribute('data-status'), { timeout: 10_000 }).toBe('verified');
    await tagged.getByRole('button').click();
    const panel = page.getByTestId('source-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect.poll(() => panel.getByTestId('source-title').textContent()).toContain('art. 2043 c.c.');
    await expect
      .poll(() => panel.getByTestId('source-text').textContent())
      .toContain('Qualunque fatto doloso o colposo');
    expect(await panel.textContent()).toContain('vigente al');
    await expect.poll(() => panel.locator('mark').count()).toBeGreaterThan(0);
    await screenshot(page, 'legal-db-source-panel');
    await page.keyboard.press('Escape');

    // The fabricated reference is marked and is not a link.
    const fabricated = answer.locator('[data-testid="citation"][data-status="not_found"]');
    await expect.poll(() => fabricated.count(), { timeout: 10_000 }).toBe(1);
    expect(await fabricated.textContent()).toContain('2999');
    expect(await fabricated.locator('button, a').count()).toBe(0);
    // The real plain reference is recognised too.
    const real = answer.locator('[data-testid="citation"][data-kind="reference"]', { hasText: '2947' });
    expect(['verified', 'not_in_sources']).toContain(await real.getAttribute('data-status'));

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
