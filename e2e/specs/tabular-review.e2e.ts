import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { docxFile, textPdf } from '../../apps/server/test/document-fixtures';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { expectCleanPage } from '../harness/page-checks';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

const LEASE = [
  'Il contratto ha durata di quattro anni a decorrere dal primo gennaio.',
  'Il canone mensile è pari a euro ottocento, da versare entro il giorno cinque.',
  'Per ogni controversia è competente in via esclusiva il Foro di Milano.',
];

async function settledCells(page: Page): Promise<number> {
  return page
    .locator('td button[data-status]')
    .evaluateAll(
      (cells) =>
        cells.filter((cell) => ['done', 'failed'].includes((cell as HTMLElement).dataset.status ?? ''))
          .length,
    );
}

describe('Revisione tabellare in Chromium', () => {
  it('builds a review, watches the cells fill, exports the Excel file and reads it back', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Sara Conti');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/revisione-tabellare`);

    await page.getByRole('textbox', { name: 'Titolo della nuova revisione' }).fill('Locazioni Milano');
    await page.getByRole('button', { name: 'Crea revisione' }).click();
    await page.getByRole('heading', { name: 'Locazioni Milano' }).waitFor();

    await page.getByLabel(/^Documenti \(0\/25\)/).setInputFiles([
      {
        name: 'locazione-a.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await textPdf([LEASE.join('\n\n')])),
      },
      {
        name: 'locazione-b.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from(await docxFile({ heading: 'Contratto di locazione', paragraphs: LEASE })),
      },
    ]);
    await page.getByText(/^Documenti \(2\/25\)/).waitFor({ timeout: 20_000 });

    await page.getByRole('textbox', { name: 'Etichetta' }).fill('Durata');
    await page.getByRole('textbox', { name: 'Domanda' }).fill('Qual è la durata del contratto?');
    await page.getByRole('button', { name: 'Aggiungi colonna' }).click();
    await page.getByRole('columnheader', { name: 'Durata' }).waitFor();
    await page.getByRole('textbox', { name: 'Etichetta' }).fill('Foro competente');
    await page.getByRole('textbox', { name: 'Domanda' }).fill('Quale foro è competente per le controversie?');
    await page.getByRole('button', { name: 'Aggiungi colonna' }).click();
    await expect
      .poll(() => page.getByTestId('review-cost').textContent())
      .toBe('4 celle × 2 punti = 8 punti');

    await page.getByRole('button', { name: 'Avvia la revisione' }).click();
    // The cells fill as they are done (the page polls), up to all four.
    await expect.poll(() => settledCells(page), { timeout: 60_000 }).toBe(4);
    await page.getByText('4 di 4 celle completate (100%)').waitFor();
    // Phone: the table scrolls inside its own box, never the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Foro competente — locazione-a.pdf' }).click();
    const detail = page.getByRole('region', { name: 'Dettaglio della cella' });
    await expect.poll(() => detail.textContent()).toContain('Foro di Milano');
    expect(await detail.textContent()).toContain('Citazione verificata nel testo del documento');
    expect(await detail.textContent()).toContain('(p. 1)');
    await screenshot(page, 'tabular-review-phone');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Esporta in Excel' }).click(),
    ]);
    const saved = await download.path();
    if (!saved) throw new Error(`export failed: ${await download.failure()}`);
    expect(download.suggestedFilename()).toBe('Locazioni Milano.xlsx');
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load((await readFile(saved)) as never);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Documento',
      'Durata',
      'Durata — fonte',
      'Foro competente',
      'Foro competente — fonte',
    ]);
    const first = (sheet.getRow(2).values as string[]).slice(1);
    expect(first[0]).toBe('locazione-a.pdf');
    expect(first[2]).toMatch(/durata di quattro anni.*\(p\. 1\) — verificata$/);
    expect(first[4]).toMatch(/Foro di Milano\.» \(p\. 1\) — verificata$/);

    expectCleanPage(problems);
    await context.close();
  }, 180_000);
});
