import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { apiToken } from '../harness/api';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { expectCleanPage } from '../harness/page-checks';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

const CLIENT = 'Verdi Logistica S.r.l.';
const MATTER = 'Contenzioso fornitori';
const TITLE = 'Informativa IA — Verdi Logistica';
const TEMPLATE = "Informativa al cliente sull'uso dell'intelligenza artificiale (art. 13 L. 132/2025)";

/** The text of a downloaded PDF as pdf.js reads it, white space collapsed (the PDF wraps lines). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

async function downloadPdf(page: Page, title: string): Promise<Buffer> {
  await page.getByRole('button', { name: `Scarica «${title}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Scarica il documento' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'PDF', exact: true }).click(),
  ]);
  const path = await download.path();
  if (!path) throw new Error(`the PDF download failed: ${await download.failure()}`);
  return readFile(path);
}

describe('the AI disclosure to a client (art. 13 L. 132/2025) in Chromium', () => {
  it("generates it for a matter's client, on a phone, and downloads it as PDF", async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Paolo Neri');
    const token = await apiToken(baseURL, user);
    const created = await fetch(`${baseURL}/api/matters`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: CLIENT, name: MATTER, reference: '2026/077' }),
    });
    expect(created.status).toBe(201);

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);
    await page.goto(`${baseURL}/legal-documents`);
    await page.getByRole('heading', { name: 'Nuovo Documento' }).waitFor();

    await page.getByRole('textbox', { name: 'Nome del documento' }).fill(TITLE);
    await page.getByRole('combobox', { name: 'Modello' }).selectOption({ label: TEMPLATE });
    expect(await page.getByRole('combobox', { name: 'Tipo di documento' }).inputValue()).toBe(
      'informativa_cliente',
    );
    // Choosing the matter fills the client and the engagement the template asks for.
    await page
      .getByRole('combobox', { name: 'Pratica (facoltativa)' })
      .selectOption({ label: `${CLIENT} — ${MATTER}` });
    await expect
      .poll(() => page.getByLabel('Cliente (nome e cognome o ragione sociale)').inputValue())
      .toBe(CLIENT);
    expect(await page.getByLabel('Incarico (oggetto della pratica)').inputValue()).toBe(
      `${MATTER} (pratica n. 2026/077)`,
    );
    await page.getByLabel('Avvocato (nome e cognome)').fill('Paolo Neri');
    await page.getByLabel('Luogo di redazione').fill('Bologna');
    await page.getByRole('radio', { name: 'Nessuna AI (gratis)' }).check();
    await page.getByRole('button', { name: 'Genera Documento' }).click();
    await expect
      .poll(() => page.getByTestId('toast').textContent(), { timeout: 10_000 })
      .toContain('Documento generato con successo!');
    const card = page.getByTestId('document-card').filter({ hasText: TITLE });
    await card.waitFor();
    // Nothing wider than the phone (the long template name included).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
    );
    expect(overflowing).toEqual([]);
    await screenshot(page, 'ai-disclosure-mobile-390');

    const text = await pdfText(await downloadPdf(page, TITLE));
    for (const expected of [
      "INFORMATIVA AL CLIENTE SULL'UTILIZZO DI SISTEMI DI INTELLIGENZA ARTIFICIALE",
      `Cliente: ${CLIENT}`,
      `Incarico: ${MATTER} (pratica n. 2026/077)`,
      'Brocardo',
      // The end-to-end server's model is a local fixture: disclosed as an internal server.
      'installato su un server interno',
      'Per assicurare il rapporto fiduciario tra professionista e cliente',
      `Per presa visione, ${CLIENT}`,
    ]) {
      expect(text).toContain(expected);
    }
    expectCleanPage(problems);
    await context.close();
  });
});
