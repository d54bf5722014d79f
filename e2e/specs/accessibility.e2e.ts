import { describe, expect, inject, it } from 'vitest';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { axeViolations, describeViolations, isBlocking } from '../harness/page-checks';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** The public pages and the heading each shows once it has rendered. */
const PUBLIC_PAGES = [
  { path: '/discover', ready: 'h1' },
  { path: '/privacy-policy', ready: 'h1' },
  { path: '/login', ready: 'h1' },
  { path: '/register', ready: 'h1' },
] as const;

const WIDTHS = { laptop: VIEWPORTS.laptop, mobile: VIEWPORTS.mobile } as const;

describe('accessibility of the public pages (axe-core, WCAG 2.x A/AA)', () => {
  for (const viewport of Object.values(WIDTHS)) {
    for (const { path, ready } of PUBLIC_PAGES) {
      it(`${path} at ${viewport.width} px has no serious or critical violation`, async () => {
        const { context, page, problems } = await openPage(browser(), viewport);
        try {
          const response = await page.goto(`${baseURL}${path}`);
          expect(response?.status()).toBe(200);
          await page
            .locator(ready)
            .first()
            .waitFor({ timeout: 15_000 })
            .catch((error: unknown) => {
              throw new Error(`${path} did not render: ${JSON.stringify(problems)}`, { cause: error });
            });
          // Data-dependent parts (contact details, the processors' list, the bot check) are in place.
          await page.waitForLoadState('networkidle');
          const violations = await axeViolations(page);
          const where = `${path} @ ${viewport.width}px`;
          const minor = violations.filter((v) => !isBlocking(v));
          if (minor.length > 0) console.info(describeViolations(where, minor));
          const blocking = violations.filter(isBlocking);
          expect(blocking, describeViolations(where, blocking)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('the privacy policy page', () => {
  it('renders with the installation data at phone, laptop and desktop widths', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page, problems } = await openPage(browser(), viewport);
      await page.goto(`${baseURL}/privacy-policy`);
      await expect.poll(() => page.getByTestId('controller-name').textContent()).toBe('Brocardo');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${name}`).toBeLessThanOrEqual(0);
      await screenshot(page, `privacy-policy-${name}`);
      expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
      await context.close();
    }
  });

  it('scrolls to the section picked in the index (smoothly unless less motion is asked) and to the one in the address', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.laptop);
    await page.goto(`${baseURL}/privacy-policy`);
    await page.getByTestId('controller-name').waitFor();
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await scrollBehavior()).toBe('smooth');
    await page
      .getByRole('navigation', { name: 'Indice' })
      .getByRole('link', { name: /Tipologie di dati raccolti/ })
      .click();
    await page.waitForURL(`${baseURL}/privacy-policy#dati-raccolti`);
    const dataHeading = page.getByRole('heading', { level: 2, name: 'Tipologie di dati raccolti' });
    await expect
      .poll(() => dataHeading.evaluate((h) => Math.round(h.getBoundingClientRect().top)))
      .toBeLessThan(100);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');
    // Opened with a section in the address (a link from elsewhere), the page goes to it once rendered.
    const linked = await context.newPage();
    // On a phone the web fonts rewrap the most text above the target after the first scroll.
    await linked.setViewportSize(VIEWPORTS.mobile);
    await linked.goto(`${baseURL}/privacy-policy#ulteriori-informazioni`);
    await linked.getByTestId('controller-name').waitFor();
    const furtherHeading = linked.getByRole('heading', { level: 2, name: 'Ulteriori informazioni' });
    await expect
      .poll(() => furtherHeading.evaluate((h) => Math.round(h.getBoundingClientRect().top)))
      .toBeLessThan(100);
    await context.close();
  });
});
