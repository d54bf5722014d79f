import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('the sources of a Database Legale answer, in Chromium on a phone', () => {
  it('lists the governing articles as "Fonti principali", folds the others, and opens each in the source panel', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Lucia Marchi');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);

    await page.getByText('Manuale', { exact: true }).click();
    await page.locator('label', { hasText: 'Database Legale' }).first().click();
    const input = page.getByLabel('La tua domanda', { exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
    await input.fill(
      'Il conduttore non paga il canone di locazione da tre mesi: il locatore può chiedere la risoluzione?',
    );
    await input.press('Enter');

    const answer = page.getByTestId('assistant-message').first();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
    const sources = answer.getByTestId('legal-sources');
    await expect.poll(() => sources.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => sources.textContent()).toContain('Fonti principali');

    const principal = sources.getByTestId('principal-sources').getByTestId('legal-source');
    const principalCount = await principal.count();
    expect(principalCount).toBeGreaterThanOrEqual(1);
    expect(principalCount).toBeLessThanOrEqual(4);
    const folded = sources.getByTestId('other-sources');
    expect(await folded.count()).toBe(1);
    expect(await folded.getAttribute('open')).toBeNull();
    expect(await folded.getByTestId('legal-source').first().isVisible()).toBe(false);
    // Nothing overflows a 390 px screen.
    const box = await sources.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'legal-sources-phone');

    // The folded list opens from the keyboard, and an article opens the source panel with its text.
    // Focus and Enter again while it is still closed: a re-render as the stream's caches settle can
    // replace the focused summary (failed once on a loaded machine).
    await expect
      .poll(async () => {
        if ((await folded.getAttribute('open')) === null) {
          await folded.locator('summary').focus();
          await page.keyboard.press('Enter');
        }
        return folded.getAttribute('open');
      })
      .not.toBeNull();
    await expect.poll(() => folded.getByTestId('legal-source').first().isVisible()).toBe(true);
    const first = principal.first();
    const identifier = await first.getAttribute('data-identifier');
    await first.getByRole('button').click();
    const panel = page.getByTestId('source-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect.poll(() => panel.getByTestId('source-text').textContent()).not.toBe('');
    expect(await panel.textContent()).toContain('vigente al');
    expect(identifier).toMatch(/^[a-z0-9]+-[0-9a-z-]+$/);
    await screenshot(page, 'legal-sources-phone-panel');

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
