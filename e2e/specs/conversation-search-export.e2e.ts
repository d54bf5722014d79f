import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { apiToken, pageToken } from '../harness/api';
import { openPage, screenshot, screenshotDir, useBrowser, VIEWPORTS } from '../harness/browser';
import { blockingViolations } from '../harness/page-checks';
import { repoRoot } from '../harness/server-process';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** The question the e2e model answers citing art. 2043 c.c. (tagged), 2947 and the fabricated 2999. */
const RAG_QUESTION = 'Chi cagiona ad altri un danno ingiusto con un fatto illecito deve risarcirlo?';

/** Stored with "locazione" and "responsabilità"; searched as "locazioni" and "responsabilita". */
const TARGET_QUESTION =
  "Il contratto di locazione dell'immobile di Via Verdi è scaduto a marzo: " +
  'quale responsabilità ha il conduttore che non lo rilascia?';
const TARGET_ANSWER =
  'Il conduttore che non restituisce la cosa è in mora e risponde del danno, salvo che provi ' +
  'che il ritardo non gli è imputabile.';
/** Long enough for a dozen of them to push the first question out of a 1080 px high window. */
const FILLER =
  'Approfondimento sulle spese processuali, sulla compensazione e sulla liquidazione dei compensi ' +
  'secondo i parametri forensi, con riferimento alla nota spese depositata in udienza e alle ' +
  'contestazioni sollevate dalla controparte sulla congruità degli importi richiesti dal difensore.';

async function post<T>(token: string, pathname: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A conversation made through the API; returns its id and its messages' ids, in order. */
async function seedConversation(
  token: string,
  title: string,
  contents: string[],
): Promise<{ id: number; messageIds: number[] }> {
  const { id } = await post<{ id: number }>(token, '/api/conversations', { title });
  const messageIds: number[] = [];
  for (const [index, content] of contents.entries()) {
    const role = index % 2 === 0 ? 'user' : 'assistant';
    messageIds.push(
      (await post<{ id: number }>(token, `/api/conversations/${id}/messages`, { role, content })).id,
    );
  }
  return { id, messageIds };
}

/** A user whose first conversation holds the target question, among others that do not match. */
async function userWithConversations() {
  const user = await registerVerifiedUser(baseURL, dataDir, 'Lucia Marchetti');
  const token = await apiToken(baseURL, user);
  await seedConversation(token, 'Recupero crediti Alfa', [
    'Come si ottiene un decreto ingiuntivo per una fattura non pagata?',
    'Occorre una prova scritta del credito, come la fattura con l’estratto autentico delle scritture contabili.',
  ]);
  const fillers = Array.from({ length: 14 }, (_, index) => `${index + 1}. ${FILLER}`);
  const target = await seedConversation(token, 'Sfratto Via Verdi', [
    TARGET_QUESTION,
    TARGET_ANSWER,
    ...fillers,
  ]);
  await seedConversation(token, 'Parere societario', [
    'Un socio di S.r.l. può recedere se la società cambia oggetto sociale?',
    'Sì, il recesso spetta al socio che non ha consentito al cambiamento dell’oggetto.',
  ]);
  return { user, token, target };
}

/** "N risultati" / "Nessun risultato." under the search box. */
const searchStatus = (page: Page) => page.getByRole('main').getByRole('status');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Testo da cercare' });
const results = (page: Page) =>
  page.getByRole('list', { name: 'Risultati della ricerca' }).getByTestId('search-result');

async function search(page: Page, text: string): Promise<Locator> {
  await searchBox(page).fill(text);
  await expect.poll(() => searchStatus(page).textContent(), { timeout: 10_000 }).toMatch(/^\d+ risultat/);
  return results(page);
}

/** Whether the element's box lies wholly inside the window. */
function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
}

/** The element's box in the window, for the failure messages. */
function boxOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return `left ${left}, top ${top}, right ${right}, bottom ${bottom} in ${innerWidth}×${innerHeight}`;
  });
}

/** What the window shows (a full-page screenshot would resize it, and scroll the chat). */
async function windowShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The text of a downloaded PDF as pdf.js reads it, with every run of white space made one space. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return oneLine(pages.join('\n'));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const exportSummary = (page: Page) => page.locator('summary', { hasText: 'Esporta' });

/** Opens "Esporta" in the chat header and downloads the conversation in `format`. */
async function exportAs(page: Page, format: 'PDF' | 'Word'): Promise<{ name: string; bytes: Buffer }> {
  const menu = page.locator('details', { has: exportSummary(page) });
  if ((await menu.getAttribute('open')) === null) await exportSummary(page).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByRole('button', { name: format, exact: true }).click(),
  ]);
  const file = await download.path();
  if (!file) throw new Error(`the ${format} export failed: ${await download.failure()}`);
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

/** The article as the corpus file holds it (data/corpus/<act>.jsonl). */
async function corpusArticle(act: string, article: string): Promise<{ text: string }> {
  const lines = (await readFile(path.join(repoRoot, 'data/corpus', `${act}.jsonl`), 'utf8')).split('\n');
  for (const line of lines) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as { article: string; text: string };
    if (row.article === article) return row;
  }
  throw new Error(`art. ${article} is not in ${act}.jsonl`);
}

describe('conversation search and export in Chromium', () => {
  it('finds a message under another inflection and without its accent, and opens the conversation at it', async () => {
    const { user, target } = await userWithConversations();
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);

    await page.getByRole('link', { name: 'Cerca', exact: true }).click();
    await page.waitForURL(`${baseURL}/search`);

    // "locazioni" finds the stored "locazione": one hit, the question, the stored word highlighted.
    const hits = await search(page, 'locazioni');
    await expect.poll(() => hits.count()).toBe(1);
    const hit = hits.first();
    expect(await hit.textContent()).toContain('Sfratto Via Verdi');
    expect(await hit.textContent()).toContain('Domanda');
    expect(await hit.locator('mark').allTextContents()).toEqual(['locazione']);
    // The snippet is a piece of the stored question, accents and all; where the question goes on
    // beyond it, the cut is marked «[…]».
    const shown = (await hit.locator('mark').locator('..').textContent()) ?? '';
    const snippet = shown.replace(/^\[…\] /, '').replace(/ \[…\]$/, '');
    expect(snippet).toContain("locazione dell'immobile di Via Verdi è scaduto");
    expect(TARGET_QUESTION).toContain(snippet);
    expect(shown.startsWith('[…] ')).toBe(!TARGET_QUESTION.startsWith(snippet));
    expect(shown.endsWith(' […]')).toBe(!TARGET_QUESTION.endsWith(snippet));

    // "responsabilita" finds "responsabilità", shown with its accent as stored.
    await search(page, 'responsabilita');
    await expect.poll(() => hits.first().locator('mark').allTextContents()).toEqual(['responsabilità']);
    expect(await hits.count()).toBe(1);
    await screenshot(page, 'conversation-search-desktop-1920');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await blockingViolations(page, ['main'])).toEqual([]);

    // A word in none of the conversations: nothing.
    await searchBox(page).fill('usucapione');
    await expect.poll(() => searchStatus(page).textContent()).toBe('Nessun risultato.');

    await search(page, 'locazioni');
    await hits.first().click();
    // The chat opens that conversation, the question scrolled into view and highlighted.
    await page.waitForURL(`${baseURL}/`);
    await expect.poll(() => page.getByTestId('conversation-title').textContent()).toBe('Sfratto Via Verdi');
    const question = page.locator(`[data-message-id="${target.messageIds[0]}"]`);
    await expect.poll(() => question.getAttribute('data-focused'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => inViewport(question)).toBe(true);
    await windowShot(page, 'conversation-search-opened-message');
    // It was scrolled to: the end of the conversation is out of view.
    const last = page.locator(`[data-message-id="${target.messageIds.at(-1)}"]`);
    expect(await inViewport(last)).toBe(false);
    // The highlight is brief, and the view stays on the message afterwards.
    await expect.poll(() => question.getAttribute('data-focused'), { timeout: 10_000 }).toBeNull();
    expect(await inViewport(question)).toBe(true);

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('exports an answer with citations as PDF, its appendix quoting the article as stored, and as Word', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Tommaso Riva');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);

    await page.getByText('Manuale', { exact: true }).click();
    await page.locator('label', { hasText: 'Database Legale' }).first().click();
    const input = page.getByLabel('La tua domanda', { exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
    await input.fill(RAG_QUESTION);
    await input.press('Enter');
    const answer = page.getByTestId('assistant-message').first();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
    const tagged = answer.locator('[data-testid="citation"][data-kind="tag"]').first();
    await expect.poll(() => tagged.getAttribute('data-status'), { timeout: 10_000 }).toBe('verified');

    // The article as stored, from the API and from the corpus file: the two agree.
    const token = await pageToken(page);
    const stored = await post<{ content: string; title: string; info: { vigente_al?: string | null } }>(
      token,
      '/rag-api/citation-source',
      { sourceType: 'legal', identifier: 'cc-2043' },
    );
    expect(stored.content).toBe((await corpusArticle('cc', '2043')).text);
    // The consolidation date as the corpus states it (a day, or a sentence about it).
    const vigenteAl = stored.info.vigente_al ?? '';
    expect(vigenteAl).not.toBe('');
    const consolidated = `testo vigente al ${oneLine(
      /^\d{4}-\d{2}-\d{2}$/.test(vigenteAl) ? vigenteAl.split('-').reverse().join('/') : vigenteAl,
    )}`;

    const pdf = await exportAs(page, 'PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    await windowShot(page, 'conversation-export-menu-desktop-1920');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(oneLine(RAG_QUESTION));
    const appendix = text.slice(text.indexOf('Appendice: fonti citate'));
    expect(text.indexOf('Appendice: fonti citate')).toBeGreaterThan(text.indexOf(oneLine(RAG_QUESTION)));
    // The answer reads as on screen: its tags as references, no Markdown marks.
    const body = text.slice(0, text.indexOf('Appendice: fonti citate'));
    expect(body).toContain('art. 2043 c.c.');
    expect(body).not.toContain('@source:');
    expect(body).not.toMatch(/\*\*|(?:^|\s)#{1,6}\s|\\\[/);
    expect(appendix).toContain(stored.title);
    expect(appendix).toContain(consolidated);
    // The article's text verbatim (the PDF wraps lines: white space compared as one space).
    expect(appendix).toContain(oneLine(stored.content));
    // The fabricated reference is listed as unverified, not as an article.
    const unverified = appendix.slice(appendix.indexOf('Citazioni non verificate'));
    expect(appendix.indexOf('Citazioni non verificate')).toBeGreaterThan(0);
    expect(unverified).toMatch(/2999 c\.c\.: fonte inesistente o non trovata/);
    expect(text).toMatch(/Pagina 1 di \d/);

    const word = await exportAs(page, 'Word');
    expect(word.name).toMatch(/\.docx$/);
    expect([...word.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const zip = await JSZip.loadAsync(word.bytes);
    const documentXml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(documentXml).toContain('Appendice: fonti citate');
    expect(documentXml).not.toContain('@source:');
    // One paragraph per stored line, each verbatim.
    for (const line of stored.content.split('\n')) expect(documentXml).toContain(escapeXml(line));
    expect(documentXml).toContain(consolidated);

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('at phone width the search page fits the screen and the export menu is within reach', async () => {
    const { user, token } = await userWithConversations();
    // A matter with a long name: its option once pushed the filter (and the page) past 390 px.
    const matter = await fetch(`${baseURL}/api/matters`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Immobiliare Lombarda Costruzioni e Ristrutturazioni S.r.l.',
        name: 'Sfratto per morosità del conduttore e recupero dei canoni arretrati',
      }),
    });
    expect(matter.status).toBe(201);
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);

    await page.getByRole('button', { name: 'Apri il menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Cerca', exact: true })
      .click();
    await page.waitForURL(`${baseURL}/search`);
    const hits = await search(page, 'locazioni');
    await expect.poll(() => hits.count()).toBe(1);
    expect(await hits.first().locator('mark').textContent()).toBe('locazione');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await inViewport(searchBox(page))).toBe(true);
    await screenshot(page, 'conversation-search-phone-390');

    await hits.first().click();
    await page.waitForURL(`${baseURL}/`);
    await expect.poll(() => page.getByTestId('conversation-title').textContent()).toBe('Sfratto Via Verdi');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => exportSummary(page).isVisible()).toBe(true);
    await exportSummary(page).click();
    for (const format of ['PDF', 'Word']) {
      const item = page.getByRole('button', { name: format, exact: true });
      await expect.poll(() => item.isVisible()).toBe(true);
      expect(await inViewport(item), `${format} at ${await boxOf(item)}`).toBe(true);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await windowShot(page, 'conversation-export-menu-phone-390');
    const word = await exportAs(page, 'Word');
    expect([...word.bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
