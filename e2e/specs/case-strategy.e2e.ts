import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, type PageProblems, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';

const browser = useBrowser();

const TITLE = 'Rossi contro Beta S.r.l.';

function expectCleanPage(problems: PageProblems): void {
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
}

async function fillCase(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Titolo del caso/ }).fill(title);
  await page.getByRole('combobox', { name: /^Tipo di caso/ }).selectOption('contrattuale');
  await page.getByRole('textbox', { name: /^Area legale/ }).fill('Diritto civile');
  await page
    .getByRole('textbox', { name: /^Fatti del caso/ })
    .fill(
      'Il cliente ha pagato in anticipo 12.500 euro per una fornitura che Beta S.r.l. non ha mai consegnato.',
    );
  await page.getByRole('combobox', { name: /^Grado di giudizio/ }).selectOption('Tribunale');
  await page.getByRole('textbox', { name: /^Valore della causa/ }).fill('12500');
}

describe('Case strategy simulator in Chromium', () => {
  it('creates a case with the model analysis, then edits and regenerates it', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Giulia Neri');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/case-strategy`);
    await page.getByRole('heading', { name: 'Nuovo Caso' }).waitFor();
    await page.getByText('Nessuna strategia legale').waitFor();

    await fillCase(page, TITLE);
    await page.getByRole('button', { name: 'Crea Caso' }).click();
    const details = page.getByTestId('case-details');
    await details.getByTestId('probability').waitFor({ timeout: 60_000 });
    expect(await details.getByTestId('probability').textContent()).toBe('72%');
    expect(await details.getByTestId('probability-class').textContent()).toBe('Probabilità alta');
    expect(await details.getByTestId('probability-range').textContent()).toMatch(/\d+% – \d+%/);
    expect(await details.getByTestId('no-case-law').count()).toBe(1);
    const references = (await details.getByTestId('cited-references').textContent()) ?? '';
    expect(references).toMatch(/art\. 2999 c\.c\..*non trovata/);
    expect(await details.getByTestId('cost-breakdown').textContent()).toContain('€');
    // The articles the Database Legale gave the model are shown with the analysis.
    expect(await details.getByTestId('sources').getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByRole('textbox', { name: /^Titolo del caso/ }).inputValue()).toBe('');
    await screenshot(page, 'case-strategy-desktop-1920');

    await details.getByRole('button', { name: 'Modifica' }).click();
    const form = page.getByRole('form', { name: 'Modifica del caso' });
    await form.getByRole('combobox', { name: /^Urgenza/ }).selectOption('critica');
    await form.getByRole('button', { name: /^Salva e Rigenera/ }).click();
    await expect.poll(() => form.count(), { timeout: 60_000 }).toBe(0);
    await expect
      .poll(() => page.getByTestId('case-card').first().textContent(), { timeout: 10_000 })
      .toContain('Urgenza critica');

    // Annulla leaves edit mode and restores the form from the selected case.
    await details.getByRole('button', { name: 'Modifica' }).click();
    const again = page.getByRole('form', { name: 'Modifica del caso' });
    await again.getByRole('textbox', { name: /^Titolo del caso/ }).fill('Titolo cambiato e non salvato');
    await again.getByRole('button', { name: 'Annulla' }).click();
    await expect.poll(() => again.count()).toBe(0);
    expect(await details.textContent()).toContain(TITLE);
    expect(await details.textContent()).not.toContain('Titolo cambiato e non salvato');
    await details.getByRole('button', { name: 'Modifica' }).click();
    expect(await again.getByRole('textbox', { name: /^Titolo del caso/ }).inputValue()).toBe(TITLE);
    await again.getByRole('button', { name: 'Annulla' }).click();

    await page.getByRole('button', { name: `Elimina il caso «${TITLE}»` }).click();
    await page
      .getByRole('dialog', { name: 'Eliminare il caso?' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await page.getByText('Nessuna strategia legale').waitFor();
    expect(await details.count()).toBe(0);
    expectCleanPage(problems);
    await context.close();
  });

  it('works at phone width', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Paolo Gialli');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/case-strategy`);
    await page.getByRole('heading', { name: 'Nuovo Caso' }).waitFor();
    await fillCase(page, 'Caso da telefono');
    await page.getByRole('button', { name: 'Crea Caso' }).click();
    await page.getByTestId('case-details').getByTestId('probability').waitFor({ timeout: 60_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await screenshot(page, 'case-strategy-mobile-390');
    expectCleanPage(problems);
    await context.close();
  });
});
