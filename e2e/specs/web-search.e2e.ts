import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebSearchServer, type WebSearchServer } from '../../apps/server/test/web-search-server.mjs';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { startE2eLlm } from '../harness/llm-fixture';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  stopServer,
  waitUntilReady,
} from '../harness/server-process';

const browser = useBrowser();

const QUESTION = 'Ultime sentenze della Cassazione sulla responsabilità del custode ex art. 2051 c.c.';

// The shared e2e server has no search service: this spec runs its own, pointed at the local
// stand-in for SearXNG (whose result pages live on 127.0.0.1, hence the allowed host).
let search: WebSearchServer;
let llm: Awaited<ReturnType<typeof startE2eLlm>>;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  search = await startWebSearchServer();
  llm = await startE2eLlm();
  dataDir = await mkdtemp(path.join(tmpdir(), 'brocardo-e2e-web-'));
  const port = String(await freePort());
  server = await spawnServer({
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@e2e-web.brocardo.local',
    ADMIN_PASSWORD: 'AdminE2eWeb123',
    ALTCHA_COST: '50',
    ALTCHA_MAX_COUNTER: '200',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_API_KEY: 'e2e-key',
    LLM_MODEL: 'modello-e2e',
    WEB_SEARCH_PROVIDER: 'searxng',
    SEARXNG_URL: search.url,
    WEB_FETCH_ALLOWED_HOSTS: search.hostPort,
  });
  await waitUntilReady(server);
});

afterAll(async () => {
  if (server) await stopServer(server);
  await llm?.close();
  await search?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function expectSourcesPanel(page: Page) {
  const panel = page.getByTestId('web-sources');
  await expect.poll(() => panel.getAttribute('data-state'), { timeout: 20_000 }).toBe('found');
  const items = panel.getByTestId('web-source');
  await expect.poll(() => items.count()).toBe(2);
  const first = items.first();
  const link = first.getByRole('link');
  expect(await link.getAttribute('href')).toBe(`${search.url}/pages/cassazione`);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await link.textContent()).toContain('Cassazione civile, sez. III, sentenza n. 12345/2024');
  expect(await first.textContent()).toContain('10 maggio 2024');
  // The excerpt is a quotation of the page the server read, not of the provider's snippet.
  expect(await first.getByTestId('web-source-excerpt').textContent()).toContain('natura oggettiva');
  expect(await panel.getByTestId('web-search-keywords').textContent()).toContain('art. 2051 c.c.');
  return panel;
}

/** The answer's verified web citation: a link to the first result, opening in a new tab. */
async function expectWebCitations(page: Page) {
  const answer = page.getByTestId('assistant-message').first();
  const verified = answer.locator('[data-testid="citation"][data-kind="tag"][data-status="verified"]');
  await expect.poll(() => verified.count(), { timeout: 20_000 }).toBe(1);
  const link = verified.getByRole('link');
  expect(await link.getAttribute('href')).toBe(`${search.url}/pages/cassazione`);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await link.getAttribute('aria-label')).toContain('Cassazione civile, sez. III');
  // @source:web:9 was not among the results: unverified, and not a link.
  const fabricated = answer.locator('[data-testid="citation"][data-status="not_found"]');
  await expect.poll(() => fabricated.count()).toBe(1);
  expect(await fabricated.locator('a, button').count()).toBe(0);
  return link;
}

describe('Ricerca Web in Chromium', () => {
  it('shows the sources and links the cited result, also after a reload and on a phone', async () => {
    const user = await registerVerifiedUser(server.baseURL, dataDir, 'Marco Galli');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, server.baseURL, user);

    // The card offers Ricerca Web with its cost: the server has a search service.
    await expect
      .poll(() => page.getByTestId('mode-card-websearch').textContent())
      .toContain('5 punti per domanda');
    await page.getByText('Manuale', { exact: true }).click();
    await page.locator('label', { hasText: 'Ricerca Web' }).first().click();
    const input = page.getByLabel('La tua domanda', { exact: true });
    await expect.poll(() => input.getAttribute('maxlength')).toBe('200');
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
    await input.fill(QUESTION);
    await input.press('Enter');

    await expectSourcesPanel(page);
    const answer = page.getByTestId('assistant-message').first();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
    const citation = await expectWebCitations(page);
    expect(search.requests.some((request) => request.path === '/search')).toBe(true);

    // The chip opens the result's page in a new tab.
    const [popup] = await Promise.all([context.waitForEvent('page'), citation.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(`${search.url}/pages/cassazione`);
    await popup.close();
    await screenshot(page, 'web-search-desktop');

    // A reload restores the sources and the links from the stored web search data.
    await page.reload();
    const panel = await expectSourcesPanel(page);
    await expectWebCitations(page);

    // The list folds and unfolds from the keyboard (once the reloaded page has stopped fetching: a
    // late re-render may move the focus, so the summary is focused before each key press).
    await page.waitForLoadState('networkidle');
    const details = panel.locator('details');
    const summary = panel.locator('summary');
    const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(false);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);

    // On a phone the panel fits the screen: nothing scrolls sideways.
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectSourcesPanel(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= VIEWPORTS.mobile.width).toBe(true);
    // A full-page picture from the top, so the sticky bars are where a reader sees them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'web-search-mobile');

    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('says when the search service fails, suggests the other modes, and gives the points back', async () => {
    const user = await registerVerifiedUser(server.baseURL, dataDir, 'Elena Neri');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    await signIn(page, server.baseURL, user);
    search.setScenario('down');
    try {
      await page.getByTestId('mode-card-websearch').click();
      const input = page.getByLabel('La tua domanda', { exact: true });
      await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
      await input.fill(QUESTION);
      await input.press('Enter');

      const panel = page.getByTestId('web-sources');
      await expect.poll(() => panel.getAttribute('data-state'), { timeout: 20_000 }).toBe('failed');
      const alert = panel.getByRole('alert');
      expect(await alert.textContent()).toContain('Ricerca web non riuscita');
      expect(await alert.textContent()).toContain('Prova la modalità Chat Standard o Database Legale.');
      expect(await alert.textContent()).toContain('I punti della domanda sono stati restituiti.');
      expect(await page.getByTestId('answer-error').count()).toBe(0);
      await screenshot(page, 'web-search-failed');
    } finally {
      search.setScenario('ok');
    }
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
