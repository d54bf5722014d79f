import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** E2E_SHOTS_DIR (e.g. /tmp/shots) keeps the screenshots out of the repository when set. */
export const screenshotDir =
  process.env.E2E_SHOTS_DIR || fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

/** The widths the design notes ask every main screen to be checked at. */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
  desktop: { width: 1920, height: 1080 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // The machine has no network: keep Chromium from calling home, and run as root without a sandbox.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * One Chromium per worker, launched by the first spec file that asks and shared by the next ones
 * (the e2e project runs its files one after another in one worker, isolate: false): a launch costs
 * about a second per file. Specs open and close their own contexts. Playwright kills the browser when
 * the worker exits. Call at the top level of a spec; the returned function gives the browser inside tests.
 */
let sharedBrowser: Promise<Browser> | undefined;

export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (sharedBrowser) {
      const existing = await sharedBrowser.catch(() => undefined);
      if (!existing?.isConnected()) sharedBrowser = undefined;
    }
    sharedBrowser ??= launchBrowser();
    browser = await sharedBrowser;
  });
  afterAll(async () => {
    // Whatever a failed spec left open goes with it, so the next file starts from a clean browser.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

export interface PageProblems {
  consoleErrors: string[];
  cspViolations: string[];
  pageErrors: string[];
}

/**
 * A fresh context (empty storage) whose page records console errors, uncaught exceptions and
 * Content-Security-Policy violations, so a spec can assert that the app runs cleanly under the CSP.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.laptop,
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport, locale: 'it-IT' });
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], cspViolations: [], pageErrors: [] };
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
