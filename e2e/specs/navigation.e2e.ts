import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser } from '../harness/accounts';
import { apiToken } from '../harness/api';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('the built SPA in Chromium', () => {
  it('loads under the strict CSP with no console errors or violations', async () => {
    const { context, page, problems } = await openPage(browser());
    const response = await page.goto(`${baseURL}/login`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.locator('h1').textContent()).toBe('Accedi');
    await page.waitForLoadState('networkidle');
    // Self-hosted fonts load from our own origin (font-src 'self'), no CDN.
    const loadedFonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    });
    expect(loadedFonts.length).toBeGreaterThan(0);
    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
    await context.close();
  });

  it('sends an anonymous visit to / to /login with the stored redirect message', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(`${baseURL}/`);
    await page.waitForURL(`${baseURL}/login`);
    const notice = page.getByTestId('redirect-message');
    await expect.poll(() => notice.textContent()).toBe('Please login to access this page.');
    // The login page consumed the stored message: a reload does not show it again.
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect_message'))).toBeNull();
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('sends an anonymous visit to /admin/dashboard to /admin-login with its message', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseURL}/admin/dashboard`);
    await page.waitForURL(`${baseURL}/admin-login`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Portale Admin');
    await expect
      .poll(() => page.getByTestId('redirect-message').textContent())
      .toBe('Please login as an admin to access this page.');
    await context.close();
  });

  it('sends a signed-in non-admin away from the admin dashboard to /', async () => {
    // A real session: with a made-up token the chat's first calls answer 401, and the
    // session-expired message would race with the one under test.
    const user = await registerVerifiedUser(baseURL, dataDir, 'Maria Rossi');
    const token = await apiToken(baseURL, user);
    const { context, page } = await openPage(browser());
    await page.goto(`${baseURL}/login`);
    await page.evaluate((sessionToken) => {
      localStorage.setItem('auth_token', sessionToken);
      localStorage.setItem('user', JSON.stringify({ name: 'Maria Rossi', is_admin: false }));
    }, token);
    await page.goto(`${baseURL}/admin/dashboard`);
    await page.waitForURL(`${baseURL}/`);
    expect(await page.evaluate(() => localStorage.getItem('auth_redirect_message'))).toBe(
      'You do not have permission to access this page.',
    );
    await context.close();
  });

  it('renders the public pages at phone, laptop and desktop widths', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page, problems } = await openPage(browser(), viewport);
      await page.goto(`${baseURL}/login`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Accedi');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${name}`).toBeLessThanOrEqual(0);
      await screenshot(page, `login-${name}`);
      expect(problems.pageErrors).toEqual([]);
      await context.close();
    }
  });
});
