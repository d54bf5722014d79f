import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { blockingViolations, expectCleanPage } from '../harness/page-checks';

const browser = useBrowser();

const BRIEF = [
  'Il convenuto risponde ai sensi dell’art. 2043 c.c., secondo cui «Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno».',
  'La parte invoca inoltre l’art. 3 c.c. a sostegno della propria tesi.',
  'Né giova il richiamo all’art. 9999 c.c., che la controparte cita a sproposito.',
  'Quanto alla risoluzione, l’art. 1453 c.c. dispone che “nei contratti con prestazioni corrispettive, quando uno dei contraenti non adempie le proprie obbligazioni, l’altro può chiedere la risoluzione del contratto”.',
  'Trova poi applicazione l’art. 2 della L. 431/1998 in materia di locazioni abitative.',
  'In tal senso Cass. civ., sez. III, n. 12345/2023.',
].join('\n\n');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return oneLine(pages.join('\n'));
}

async function download(page: Page, name: 'PDF' | 'Word'): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const saved = await file.path();
  if (!saved) throw new Error(`the ${name} report failed: ${await file.failure()}`);
  return { name: file.suggestedFilename(), bytes: await readFile(saved) };
}

const statuses = (page: Page, section: RegExp) =>
  page
    .getByRole('region', { name: section })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.status));

describe('Verifica atto in Chromium', () => {
  it('verifies a pasted brief, shows each status and downloads the report as PDF and Word', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Giulia Verdi');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Verifica atto' })
      .click();
    await page.waitForURL(`${baseURL}/verifica-atto`);
    await page.getByRole('textbox', { name: 'Testo dell’atto' }).fill(BRIEF);
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
    await page.getByTestId('brief-report').waitFor();

    expect(await statuses(page, /Riferimenti normativi/)).toEqual([
      'verified',
      'abrogated',
      'not_found',
      'verified',
      'outside_corpus',
    ]);
    expect(await statuses(page, /Citazioni testuali/)).toEqual(['exact', 'differs']);
    expect(await statuses(page, /Giurisprudenza/)).toEqual(['not_verifiable']);
    const quotations = page.getByRole('region', { name: /Citazioni testuali/ });
    expect(await quotations.locator('del').first().textContent()).toBe('sue');
    expect(await quotations.locator('ins').first().textContent()).toBe('proprie');
    const first = page
      .getByRole('region', { name: /Riferimenti normativi/ })
      .getByRole('listitem')
      .first();
    await first.getByText('Testo dell’articolo').click();
    expect(await first.textContent()).toMatch(/Testo vigente al .*\d{4}/);
    expect(await blockingViolations(page)).toEqual([]);
    await screenshot(page, 'brief-verification-desktop');

    const pdf = await download(page, 'PDF');
    expect(pdf.name).toMatch(/^verifica-atto-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('art. 2043 c.c. — Verificato');
    expect(text).toContain('art. 3 c.c. — Abrogato');
    expect(text).toContain('art. 9999 c.c. — Articolo inesistente');
    expect(text).toContain('Atto non presente nella banca dati');
    expect(text).toContain('Citazione difforme dal testo');
    expect(text).toContain('Cass. civ., sez. III, n. 12345/2023 — Non verificabile sui codici');
    const word = await download(page, 'Word');
    expect(word.name).toMatch(/\.docx$/);
    expect(word.bytes.subarray(0, 2).toString()).toBe('PK');
    expectCleanPage(problems);
    await context.close();
  });

  it('fits a phone: no horizontal scrolling once the report is shown', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Paolo Neri');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/verifica-atto`);
    await page.getByRole('textbox', { name: 'Testo dell’atto' }).fill(BRIEF);
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
    await page.getByTestId('brief-report').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'brief-verification-mobile');
    expectCleanPage(problems);
    await context.close();
  });
});
