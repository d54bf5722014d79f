import { describe, expect, inject, it } from 'vitest';
import { textPdf } from '../../apps/server/test/document-fixtures';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

const LEASE = [
  'Contratto di locazione ad uso abitativo tra le parti. Il canone mensile è di euro ottocento.',
  'Articolo 7 — Recesso anticipato. Il conduttore può recedere dal contratto con preavviso di sei mesi da comunicarsi mediante lettera raccomandata.',
];

describe('personal documents in Chromium', () => {
  it('uploads a PDF, waits for it, activates it, asks about it and opens the cited passage', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Marco Gallo');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);

    await page.getByTestId('document-indicator').click();
    const panel = page.getByTestId('document-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.getByTestId('document-upload-input').setInputFiles({
      name: 'locazione.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await textPdf(LEASE)),
    });
    const row = panel.getByTestId('document-row').filter({ hasText: 'locazione.pdf' });
    // Processing, then completed (the list polls while a document is being processed).
    await expect
      .poll(() => row.getAttribute('data-status'), { timeout: 20_000 })
      .toMatch(/processing|completed/);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('completed');
    expect(await row.getByTestId('document-type').textContent()).toBe('PDF');
    expect(await row.getByTestId('document-status').textContent()).toContain('Completato');

    // Uploaded here, the document is switched on by itself once processed.
    const toggle = row.getByTestId('document-toggle');
    await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('document-indicator').textContent())
      .toContain('1 documento attivo');

    // Standard mode with the document active: the question goes to the documents.
    const input = page.getByLabel('La tua domanda', { exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
    await input.fill('Con quale preavviso il conduttore può recedere dal contratto?');
    await input.press('Enter');
    const answer = page.getByTestId('assistant-message').first();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
    await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toContain('preavviso di sei mesi');

    const cited = answer.locator('[data-testid="citation"][data-kind="tag"]').first();
    await expect.poll(() => cited.getAttribute('data-status'), { timeout: 10_000 }).toBe('verified');
    await cited.getByRole('button').click();
    const source = page.getByTestId('source-panel');
    await expect.poll(() => source.isVisible()).toBe(true);
    await expect.poll(() => source.textContent()).toContain('locazione.pdf');
    await expect
      .poll(() => source.getByTestId('source-text').textContent())
      .toContain('preavviso di sei mesi');
    expect(await source.textContent()).toContain('pagina 2');
    await screenshot(page, 'documents-source-panel');

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
