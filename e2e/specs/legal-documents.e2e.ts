import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, type PageProblems, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';

const browser = useBrowser();

const TITLE = 'Diffida Rossi — Società Beta';
const CREDITOR = 'Mario Rossi';
const DEBTOR = 'Società Beta S.r.l.';
const AMOUNT = '€ 12.500,00';
/** 2025-02-01 as the template writes a first of the month. */
const DUE_DATE = '1° febbraio 2025';

/** Today in Italy, in words, as the template's {{data_odierna}} (the first of a month is "1°"). */
function italianToday(): string {
  const text = new Intl.DateTimeFormat('it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date());
  return text.replace(/^1 /, '1° ');
}

function expectCleanPage(problems: PageProblems): void {
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
}

/** The text of a downloaded PDF, page by page, as pdf.js reads it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return pages.join('\n');
}

async function downloadAs(
  page: Page,
  title: string,
  format: string,
): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: `Scarica «${title}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Scarica il documento' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: format, exact: true }).click(),
  ]);
  const path = await download.path();
  if (!path) throw new Error(`the ${format} download failed: ${await download.failure()}`);
  await expect.poll(() => dialog.isVisible()).toBe(false);
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

async function fillByLabel(scope: Page | Locator, label: string, value: string): Promise<void> {
  await scope.getByLabel(label).fill(value);
}

async function waitForToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => page.getByTestId('toast').textContent(), { timeout }).toContain(text);
}

describe('Legal document generator in Chromium', () => {
  it('fills the diffida template, exports PDF, Word and text, then drafts, edits and finalizes with the model', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Anna Bianchi');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/legal-documents`);
    await page.getByRole('heading', { name: 'Nuovo Documento' }).waitFor();
    await page.getByText('Nessun documento generato').waitFor();

    // The "lettera di diffida e messa in mora" template, no AI.
    await page.getByRole('textbox', { name: 'Nome del documento' }).fill(TITLE);
    await page
      .getByRole('combobox', { name: 'Modello' })
      .selectOption({ label: 'Lettera di diffida e messa in mora' });
    expect(await page.getByRole('combobox', { name: 'Tipo di documento' }).inputValue()).toBe(
      'lettera_diffida',
    );
    await fillByLabel(page, 'Creditore (nome e cognome o ragione sociale)', CREDITOR);
    await fillByLabel(page, 'Avvocato (nome e cognome)', 'Anna Bianchi');
    await fillByLabel(page, 'Debitore (nome e cognome o ragione sociale)', DEBTOR);
    await fillByLabel(page, 'Indirizzo del debitore', 'Via Roma 1, 20100 Milano');
    await fillByLabel(
      page,
      'Titolo del credito',
      'Fattura n. 12 del 3 gennaio 2025 per forniture di qualità.',
    );
    await fillByLabel(page, 'Importo dovuto (€)', '12500');
    await fillByLabel(page, 'Data di scadenza del pagamento', '2025-02-01');
    await fillByLabel(page, 'Termine per adempiere', '15');
    await fillByLabel(page, 'Luogo di redazione', 'Milano');
    await page.getByRole('radio', { name: 'Nessuna AI (gratis)' }).check();
    await page.getByRole('button', { name: 'Genera Documento' }).click();
    await waitForToast(page, 'Documento generato con successo!');
    expect(await page.getByRole('textbox', { name: 'Nome del documento' }).inputValue()).toBe('');
    const card = page.getByTestId('document-card').filter({ hasText: TITLE });
    await card.waitFor();
    expect(await card.getByTestId('document-status').textContent()).toBe('Generato');
    await screenshot(page, 'legal-documents-desktop-1920');

    const today = italianToday();
    const pdf = await downloadAs(page, TITLE, 'PDF');
    expect(pdf.name).toBe('Diffida Rossi — Società Beta.pdf');
    const pdfContent = await pdfText(pdf.bytes);
    for (const expected of [TITLE, CREDITOR, DEBTOR, AMOUNT, DUE_DATE, today, 'qualità', 'Pagina 1 di ']) {
      expect(pdfContent).toContain(expected);
    }

    const word = await downloadAs(page, TITLE, 'Word (.docx)');
    expect(word.name).toBe('Diffida Rossi — Società Beta.docx');
    const documentXml = await (await JSZip.loadAsync(word.bytes)).file('word/document.xml')?.async('string');
    for (const expected of [
      CREDITOR,
      DEBTOR,
      AMOUNT,
      DUE_DATE,
      today,
      'qualità',
      '<w:pStyle w:val="Heading1"/>',
    ]) {
      expect(documentXml).toContain(expected);
    }

    const text = await downloadAs(page, TITLE, 'Testo (.txt)');
    expect(text.name).toBe('Diffida Rossi — Società Beta.txt');
    expect([...text.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const plain = text.bytes.toString('utf8');
    for (const expected of [CREDITOR, DEBTOR, AMOUNT, DUE_DATE, today, 'qualità'])
      expect(plain).toContain(expected);
    expect(plain).not.toContain('**');

    // A 'Base' draft by the fixture model, then Modifica → Salva → Finalizza.
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const balance = async () =>
      (
        (await (
          await fetch(`${baseURL}/api/points/dashboard`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as {
          current_balance: number;
        }
      ).current_balance;
    const before = await balance();
    await page.getByRole('textbox', { name: 'Nome del documento' }).fill('Parere risoluzione');
    await page.getByRole('combobox', { name: 'Tipo di documento' }).selectOption('parere');
    await page.getByRole('combobox', { name: 'Area legale' }).selectOption('diritto_civile');
    await page
      .getByRole('textbox', { name: 'Contenuto del documento' })
      .fill(
        'Il fornitore non consegna la merce da tre mesi: il cliente chiede se può risolvere il contratto.',
      );
    await page.getByRole('radio', { name: /^Base \(\d+ punti\)$/ }).check();
    await page.getByRole('button', { name: 'Genera Documento' }).click();
    await waitForToast(page, 'Documento generato con successo!', 60_000);
    expect(await balance()).toBe(before - 10);

    await page.getByRole('button', { name: /^Parere risoluzione/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Parere risoluzione' });
    await viewer.getByTestId('document-content').waitFor();
    expect(await viewer.getByTestId('document-content').textContent()).toContain('art. 1453 c.c.');
    expect(await viewer.getByTestId('unverified-references').textContent()).toContain('art. 2999 c.c.');
    await screenshot(page, 'legal-documents-viewer-1920');

    await viewer.getByRole('button', { name: 'Modifica' }).click();
    const editor = viewer.getByRole('textbox', { name: 'Testo del documento (Markdown)' });
    await editor.waitFor();
    const drafted = await editor.inputValue();
    await editor.fill(
      `${drafted.replace('inadempimento del fornitore', 'inadempimento del venditore').trimEnd()}\n\nRevisione del socio: termine di quindici giorni.\n`,
    );
    await viewer.getByRole('button', { name: 'Salva' }).click();
    await expect.poll(() => viewer.getByTestId('document-status').textContent()).toBe('Revisionato');
    expect(await viewer.getByTestId('document-content').textContent()).toContain('Revisione del socio');

    // The partner's copy: the edits as Word revisions against the draft.
    await viewer.getByRole('button', { name: 'Scarica', exact: true }).click();
    const downloadDialog = page.getByRole('dialog', { name: 'Scarica il documento' });
    const [revisions] = await Promise.all([
      page.waitForEvent('download'),
      downloadDialog.getByRole('button', { name: 'Word con revisioni (.docx)' }).click(),
    ]);
    const revisionsPath = await revisions.path();
    const revisionsXml = await (await JSZip.loadAsync(await readFile(revisionsPath)))
      .file('word/document.xml')
      ?.async('string');
    expect(revisionsXml).toMatch(/<w:del [^>]*w:author="Brocardo"[^>]*>.*?fornitore/);
    expect(revisionsXml).toMatch(/<w:ins [^>]*w:author="Brocardo"[^>]*>.*?venditore/);
    expect(revisionsXml).toContain('Revisione del socio');

    await viewer.getByRole('button', { name: 'Finalizza' }).click();
    await page
      .getByRole('dialog', { name: 'Finalizzare il documento?' })
      .getByRole('button', { name: 'Finalizza' })
      .click();
    await expect.poll(() => viewer.getByTestId('document-status').textContent()).toBe('Finalizzato');
    expect(await viewer.getByRole('button', { name: 'Modifica' }).count()).toBe(0);
    await viewer.getByTestId('finalized-note').waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);
    expectCleanPage(problems);
    await context.close();
  });

  it('works at phone width, the editor included', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Luca Verdi');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/legal-documents`);
    await page.getByRole('heading', { name: 'Nuovo Documento' }).waitFor();
    await page.getByRole('textbox', { name: 'Nome del documento' }).fill('Istanza di rinvio');
    await page.getByRole('combobox', { name: 'Tipo di documento' }).selectOption('istanza');
    await page.getByRole('combobox', { name: 'Area legale' }).selectOption('diritto_civile');
    await page.getByRole('radio', { name: 'Nessuna AI (gratis)' }).check();
    await page
      .getByRole('textbox', { name: 'Contenuto del documento' })
      .fill(
        '# Istanza di rinvio\n\nIl sottoscritto chiede il rinvio dell’udienza per legittimo impedimento.',
      );
    await page.getByRole('button', { name: 'Genera Documento' }).click();
    await waitForToast(page, 'Documento generato con successo!');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'legal-documents-mobile-390');

    await page.getByRole('button', { name: /^Istanza di rinvio/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Istanza di rinvio' });
    await viewer.getByRole('button', { name: 'Modifica' }).click();
    await viewer.getByRole('textbox', { name: 'Testo del documento (Markdown)' }).waitFor();
    await screenshot(page, 'legal-documents-editor-mobile-390');
    await viewer.getByRole('button', { name: 'Annulla modifiche' }).click();
    await viewer.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
    expectCleanPage(problems);
    await context.close();
  });
});
