import { describe, expect, inject, it } from 'vitest';
import { textPdf } from '../../apps/server/test/document-fixtures';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { apiConversationWith, apiPost, apiToken, pageToken } from '../harness/api';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { blockingViolations, expectCleanPage } from '../harness/page-checks';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

const CLIENT = 'Rossi Costruzioni S.r.l.';
const MATTER = 'Recupero crediti Beta';
const MATTER_OPTION = `${CLIENT} — ${MATTER}`;
const FILED_TITLE = 'Decreto ingiuntivo Beta';
const OTHER_TITLE = 'Questione condominiale';
const DOCUMENT_TITLE = 'Diffida ad adempiere Beta';
const CASE_TITLE = 'Rossi contro Beta';

describe('matters (pratiche) in Chromium', () => {
  it('creates a matter, files a conversation and a document under it, filters, and shows them on its page', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Elena Rossi');
    const token = await apiToken(baseURL, user);
    // Two conversations with messages, so neither is the empty one a new chat reuses.
    await apiConversationWith(baseURL, token, OTHER_TITLE, 2);
    await apiConversationWith(baseURL, token, FILED_TITLE, 2);

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);

    // Create the matter.
    await page.getByRole('link', { name: 'Pratiche' }).click();
    await page.waitForURL(`${baseURL}/matters`);
    await page.getByRole('button', { name: 'Nuova pratica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova pratica' });
    await dialog.getByRole('textbox', { name: 'Cliente' }).fill(CLIENT);
    await dialog.getByRole('textbox', { name: 'Nome della pratica' }).fill(MATTER);
    await dialog
      .getByRole('textbox', { name: 'Ufficio giudiziario (facoltativo)' })
      .fill('Tribunale di Milano');
    await dialog.getByRole('button', { name: 'Crea pratica' }).click();
    await page.waitForURL(/\/matters\/\d+$/);
    const matterUrl = page.url();
    await page.getByTestId('matter-detail').getByRole('heading', { name: MATTER }).waitFor();

    // File the conversation shown in the chat from its header.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('button', { name: FILED_TITLE, exact: true }).click();
    const headerPicker = page.getByRole('combobox', { name: 'Pratica della conversazione' });
    await expect.poll(() => headerPicker.isEnabled(), { timeout: 10_000 }).toBe(true);
    await headerPicker.selectOption({ label: MATTER_OPTION });
    await expect.poll(() => page.getByText('Pratica assegnata.').count()).toBeGreaterThan(0);

    // Upload a document filed under the matter.
    await page.getByTestId('document-indicator').click();
    const panel = page.getByTestId('document-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.getByRole('combobox', { name: 'Pratica del documento da caricare' }).selectOption({
      label: MATTER_OPTION,
    });
    await page.getByTestId('document-upload-input').setInputFiles({
      name: 'fattura-beta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await textPdf(['Fattura n. 12 a carico di Beta S.p.A. per euro 4.200.'])),
    });
    const row = panel.getByTestId('document-row').filter({ hasText: 'fattura-beta.pdf' });
    await row.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => row.getByRole('combobox', { name: 'Pratica di fattura-beta.pdf' }).inputValue())
      .not.toBe('');
    await page.keyboard.press('Escape');

    // Filter the sidebar's conversations by the matter, then by the unfiled ones.
    const filter = page.getByRole('combobox', { name: 'Pratica', exact: true });
    await filter.selectOption({ label: MATTER_OPTION });
    const list = page.getByRole('list', { name: /Conversazioni/ });
    await expect.poll(() => list.getByRole('button', { name: FILED_TITLE, exact: true }).count()).toBe(1);
    await expect.poll(() => list.getByRole('button', { name: OTHER_TITLE, exact: true }).count()).toBe(0);
    await filter.selectOption({ label: 'Senza pratica' });
    await expect.poll(() => list.getByRole('button', { name: OTHER_TITLE, exact: true }).count()).toBe(1);
    await expect.poll(() => list.getByRole('button', { name: FILED_TITLE, exact: true }).count()).toBe(0);
    await screenshot(page, 'matters-chat-filter-1920');

    // The matter's page lists both, with its points.
    await page.goto(matterUrl);
    const conversations = page.getByTestId('matter-conversations');
    await expect.poll(() => conversations.textContent()).toContain(FILED_TITLE);
    expect(await conversations.textContent()).not.toContain(OTHER_TITLE);
    await expect.poll(() => page.getByTestId('matter-documents').textContent()).toContain('fattura-beta.pdf');
    expect(await page.getByTestId('matter-points').textContent()).toContain('Punti in totale');
    expect(await page.getByTestId('matter-row').count()).toBe(1);
    expect(await blockingViolations(page)).toEqual([]);
    await screenshot(page, 'matters-page-1920');

    // A legal document and a case filed under the matter open from its page, each on its own page.
    const matterId = Number(matterUrl.split('/').at(-1));
    // The browser's session: signing in there superseded the one the conversations were made with.
    const browserToken = await pageToken(page);
    await apiPost(baseURL, browserToken, '/api/legal-documents', {
      document_name: DOCUMENT_TITLE,
      document_type: 'contratto',
      legal_area: 'diritto_civile',
      custom_content: 'Si diffida la società Beta al pagamento della fattura n. 12 entro quindici giorni.',
      ai_option: 'none',
      matter_id: matterId,
    });
    await apiPost(baseURL, browserToken, '/api/case-strategies', {
      case_title: CASE_TITLE,
      case_type: 'contrattuale',
      legal_area: 'Diritto civile',
      case_facts: 'Beta non paga la fattura n. 12 di 4.200 euro nonostante i solleciti.',
      generate_ai_analysis: false,
      matter_id: matterId,
    });
    await page.reload();
    await page.getByTestId('matter-legal-documents').getByRole('link', { name: DOCUMENT_TITLE }).click();
    await page.waitForURL(`${baseURL}/legal-documents`);
    await page.getByRole('dialog', { name: DOCUMENT_TITLE }).waitFor();
    await page.goto(matterUrl);
    await page.getByTestId('matter-case-strategies').getByRole('link', { name: CASE_TITLE }).click();
    await page.waitForURL(`${baseURL}/case-strategy`);
    await expect.poll(() => page.getByTestId('case-details').textContent()).toContain(CASE_TITLE);
    await page.goto(matterUrl);

    // Opening the conversation from the matter's page goes to the chat with it selected.
    await conversations.getByRole('button', { name: FILED_TITLE }).click();
    await page.waitForURL(`${baseURL}/`);
    await expect
      .poll(() => page.getByRole('button', { name: FILED_TITLE, exact: true }).getAttribute('aria-current'))
      .toBe('true');

    for (const [name, viewport] of [
      ['390', VIEWPORTS.mobile],
      ['1280', VIEWPORTS.laptop],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(matterUrl);
      await page.getByTestId('matter-detail').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${name} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `matters-page-${name}`);
      // The chat header's matter picker fits beside the title and the export menu.
      await page.goto(`${baseURL}/`);
      await page.getByRole('combobox', { name: 'Pratica della conversazione' }).waitFor();
      const chatOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(chatOverflow, `chat: horizontal overflow at ${name} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `matters-chat-${name}`);
    }
    expectCleanPage(problems);
    await context.close();
  });
});
