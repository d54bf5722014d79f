import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, type PageProblems, useBrowser, VIEWPORTS } from '../harness/browser';

const browser = useBrowser();

const QUESTION = 'Chi cagiona ad altri un danno ingiusto con un fatto illecito deve risarcirlo?';
const FIRST_QUESTION = "Cosa prevede l'art. 2043 c.c. sul fatto illecito?";

/**
 * The browser's API requests (/api and /rag-api, the app's own origin), as `METHOD /path` with the
 * numbers of the path written {id}: what a question costs in round trips.
 */
function recordApiCalls(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !/^\/(api|rag-api)\//.test(url.pathname)) return;
    calls.push(`${request.method()} ${url.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}`);
  });
  return {
    /** Starts counting; the returned function waits until no request came for 1.5 s and lists them. */
    from() {
      const start = calls.length;
      return async () => {
        let seen = -1;
        while (seen !== calls.length) {
          seen = calls.length;
          await page.waitForTimeout(1500);
        }
        return calls.slice(start);
      };
    },
  };
}

const listed = (calls: string[]) => `the requests were:\n  ${calls.join('\n  ')}`;

async function shownBalance(page: Page): Promise<number> {
  const value = page.getByTestId('points-value').first();
  await expect.poll(() => value.getAttribute('title'), { timeout: 10_000 }).toMatch(/^[\d.]+ punti$/);
  return Number((await value.getAttribute('title'))!.replace(/\D/g, ''));
}

/** Asks in Database Legale and waits for the answer: complete, saved (rated only then), chips checked. */
async function askLegalDb(page: Page, question: string) {
  const input = page.getByLabel('La tua domanda', { exact: true });
  await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
  await input.fill(question);
  await input.press('Enter');
  const answer = page.getByTestId('assistant-message').last();
  await expect.poll(() => answer.getAttribute('data-status'), { timeout: 30_000 }).toBe('complete');
  await expect
    .poll(() => answer.getByRole('button', { name: 'Mi piace', exact: true }).isEnabled(), {
      timeout: 10_000,
    })
    .toBe(true);
  const tagged = answer.locator('[data-testid="citation"][data-kind="tag"]').first();
  await expect.poll(() => tagged.getAttribute('data-status'), { timeout: 10_000 }).toBe('verified');
  return answer;
}

function expectCleanPage(problems: PageProblems): void {
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
}

describe('Round trips of a question in Chromium', () => {
  it('Database Legale: only the spec’s calls, the chips from the stream, the balance from done', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Marta Conti');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    const api = recordApiCalls(page, baseURL);
    await signIn(page, baseURL, user);
    await page.getByText('Manuale', { exact: true }).click();
    await page.locator('label', { hasText: 'Database Legale' }).first().click();

    // A first question makes the conversation an existing one, with its title.
    let counted = api.from();
    await askLegalDb(page, FIRST_QUESTION);
    const firstCalls = await counted();
    console.info(`[round trips] Database Legale, first question of the conversation: ${firstCalls.length}`);

    const before = await shownBalance(page);
    counted = api.from();
    const answer = await askLegalDb(page, QUESTION);
    const calls = await counted();
    console.info(`[round trips] Database Legale, existing conversation: ${calls.length}\n${listed(calls)}`);
    expect(calls, listed(calls)).toEqual([
      'POST /api/conversations/{id}/messages',
      'POST /rag-api/rag-chat',
      'POST /api/conversations/{id}/messages',
    ]);

    // The chips carry the stream's statuses: the tag given verified, the plain reference checked, the
    // made-up article not found.
    const chips = answer.locator('[data-testid="citation"]');
    const statuses = await chips.evaluateAll((nodes) =>
      nodes.map((node) => `${(node as HTMLElement).dataset.kind}:${(node as HTMLElement).dataset.status}`),
    );
    expect(statuses).toContain('tag:verified');
    expect(statuses).toContain('reference:not_found');
    const real = answer.locator('[data-testid="citation"][data-kind="reference"]', { hasText: '2947' });
    expect(['verified', 'not_in_sources']).toContain(await real.getAttribute('data-status'));
    expect(await answer.locator('[data-testid="citation"][data-status="not_found"]').textContent()).toContain(
      '2999',
    );
    // The balance is the stream's: 10 points less, shown without reading the dashboard.
    await expect.poll(() => shownBalance(page)).toBe(before - 10);
    // The list shows the conversation's title and count from the saves' answers.
    expect(await page.getByTestId('conversation-title').textContent()).toContain('Cosa prevede');
    expect(await page.getByTestId('message-counter').textContent()).toContain('4/50');

    // A new conversation: the new-chat button, then the question.
    counted = api.from();
    await page.getByRole('button', { name: 'Nuova chat' }).click();
    await expect.poll(() => page.getByTestId('assistant-message').count(), { timeout: 10_000 }).toBe(0);
    await askLegalDb(page, QUESTION);
    const fresh = await counted();
    console.info(`[round trips] Database Legale, new conversation: ${fresh.length}\n${listed(fresh)}`);
    expect(fresh, listed(fresh)).toEqual([
      'POST /api/conversations',
      'GET /api/conversations/{id}/web-search-data',
      'POST /api/conversations/{id}/messages',
      'POST /rag-api/rag-chat',
      'POST /api/conversations/{id}/messages',
    ]);
    await expect
      .poll(() => page.getByTestId('conversation-title').textContent())
      .toContain('Chi cagiona ad altri');

    // Reopening the first conversation verifies its stored answers through verify-citations.
    counted = api.from();
    await page.getByRole('button', { name: /^Cosa prevede/ }).click();
    await expect.poll(() => page.getByTestId('assistant-message').count(), { timeout: 10_000 }).toBe(2);
    const reopened = await counted();
    expect(reopened, listed(reopened)).toContain('POST /rag-api/verify-citations');

    expectCleanPage(problems);
    await context.close();
  });

  it('a generated document and a case analysis: their answers carry the balance and the new item', async () => {
    const baseURL = inject('baseURL');
    const user = await registerVerifiedUser(baseURL, inject('dataDir'), 'Luca Sarti');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    const api = recordApiCalls(page, baseURL);
    await signIn(page, baseURL, user);

    await page.goto(`${baseURL}/legal-documents`);
    await page.getByRole('textbox', { name: 'Nome del documento' }).waitFor();
    await page.getByText('Nessun documento generato').waitFor();
    let before = await shownBalance(page);
    await page.getByRole('textbox', { name: 'Nome del documento' }).fill('Parere risoluzione');
    await page.getByRole('combobox', { name: 'Tipo di documento' }).selectOption('parere');
    await page.getByRole('combobox', { name: 'Area legale' }).selectOption('diritto_civile');
    await page
      .getByRole('textbox', { name: 'Contenuto del documento' })
      .fill(
        'Il fornitore non consegna la merce da tre mesi: il cliente chiede se può risolvere il contratto.',
      );
    await page.getByRole('radio', { name: /^Base \(\d+ punti\)$/ }).check();
    let counted = api.from();
    await page.getByRole('button', { name: 'Genera Documento' }).click();
    await page
      .getByTestId('document-card')
      .filter({ hasText: 'Parere risoluzione' })
      .waitFor({ timeout: 60_000 });
    const generated = await counted();
    console.info(`[round trips] generated document: ${generated.length}\n${listed(generated)}`);
    expect(generated, listed(generated)).toEqual(['POST /api/legal-documents']);
    await expect.poll(() => shownBalance(page)).toBe(before - 10);

    await page.goto(`${baseURL}/case-strategy`);
    await page.getByText('Nessuna strategia legale').waitFor();
    before = await shownBalance(page);
    await page.getByRole('textbox', { name: /^Titolo del caso/ }).fill('Rossi contro Beta S.r.l.');
    await page.getByRole('combobox', { name: /^Tipo di caso/ }).selectOption('contrattuale');
    await page.getByRole('textbox', { name: /^Area legale/ }).fill('Diritto civile');
    await page
      .getByRole('textbox', { name: /^Fatti del caso/ })
      .fill('Il cliente ha pagato in anticipo 12.500 euro per una fornitura mai consegnata.');
    await page.getByRole('combobox', { name: /^Grado di giudizio/ }).selectOption('Tribunale');
    counted = api.from();
    await page.getByRole('button', { name: 'Crea Caso' }).click();
    await page.getByTestId('case-details').getByTestId('probability').waitFor({ timeout: 60_000 });
    await page.getByTestId('case-card').filter({ hasText: 'Rossi contro Beta' }).waitFor();
    const analysed = await counted();
    console.info(`[round trips] case analysis: ${analysed.length}\n${listed(analysed)}`);
    // The usage log of the attempt (spec 2 §7) and the creation itself.
    expect(analysed, listed(analysed)).toEqual(['POST /api/user-activities', 'POST /api/case-strategies']);
    await expect.poll(() => shownBalance(page)).toBe(before - 25);

    expectCleanPage(problems);
    await context.close();
  });
});
