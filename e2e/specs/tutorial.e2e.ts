import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { detectChatMode } from '../../packages/shared/src/rules/mode-detection';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { openPage, useBrowser, VIEWPORTS } from '../harness/browser';
import { blockingViolations, expectCleanPage } from '../harness/page-checks';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** Screenshots to look at, outside the repository. */
const SHOTS = '/tmp/shots';

const COMPLETED_TOAST = 'Tutorial completato! Puoi riavviarlo in qualsiasi momento dal menu.';

/** The seven steps of spec 1 §2 at 1620 px and wider: title and the data-tour of the highlighted element. */
const DESKTOP_STEPS = [
  { title: 'La barra laterale', target: 'sidebar' },
  { title: 'La modalità di risposta', target: 'mode-toggle' },
  { title: 'Documenti Legali', target: 'legal-documents' },
  { title: 'Strategie Legali', target: 'case-strategy' },
  { title: 'Il saldo dei punti', target: 'points-balance' },
  { title: 'La tua domanda', target: 'chat-input' },
  { title: 'Il tuo account', target: 'account' },
];

/** Below 1620 px: the menu button and the points pill stand for what is in the closed drawer. */
const PHONE_STEPS = [
  { title: 'Il menu', target: 'menu-button', inDrawer: false },
  { title: 'La modalità di risposta', target: 'mode-toggle', inDrawer: false },
  { title: 'Documenti Legali', target: 'legal-documents', inDrawer: true },
  { title: 'Strategie Legali', target: 'case-strategy', inDrawer: true },
  { title: 'Il saldo dei punti', target: 'points-pill', inDrawer: false },
  { title: 'La tua domanda', target: 'chat-input', inDrawer: false },
  { title: 'Il tuo account', target: 'account', inDrawer: true },
];

const popover = (page: Page) => page.locator('.driver-popover');

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** What the open step shows and where: its title, progress, target and whether both are in view. */
function currentStep(page: Page) {
  return page.evaluate(() => {
    const inView = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth
      );
    };
    const wrapper = document.querySelector('.driver-popover');
    const target = document.querySelector('.driver-active-element');
    return {
      title: wrapper?.querySelector('.driver-popover-title')?.textContent ?? null,
      progress: wrapper?.querySelector('.driver-popover-progress-text')?.textContent ?? null,
      target: target?.getAttribute('data-tour') ?? null,
      targetInView: inView(target),
      popoverInView: inView(wrapper),
      inDrawer: target?.closest('dialog[open]') !== null && target !== null,
      popoverInDrawer: wrapper?.closest('dialog[open]') !== null && wrapper !== null,
      focused: document.activeElement?.textContent ?? null,
      scrollY: window.scrollY,
    };
  });
}

async function waitForStep(page: Page, title: string): Promise<Awaited<ReturnType<typeof currentStep>>> {
  await expect.poll(async () => (await currentStep(page)).title, { timeout: 5_000 }).toBe(title);
  // The highlight animates for 400 ms: wait until the step's target is the highlighted one.
  await page.waitForTimeout(500);
  return currentStep(page);
}

async function tutorialCompletedOnServer(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('auth_token');
    const response = await fetch('/api/user', { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { tutorial_completed: boolean }).tutorial_completed;
  });
}

describe('the guided tutorial in Chromium', () => {
  it('starts by itself for a new user, walks the seven steps, is saved and restarts from the menu', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Elena Conti', { tutorialCompleted: false });
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);
    const landed = Date.now();
    expect(await popover(page).count()).toBe(0);
    await popover(page).waitFor({ timeout: 6_000 });
    expect(Date.now() - landed).toBeGreaterThanOrEqual(1_500);

    // Styled by the bundled driver.css and the app's own rules (no inline <style>: the CSP forbids it).
    const look = await popover(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        position: style.position,
        role: element.getAttribute('role'),
      };
    });
    expect(look).toEqual({ background: 'rgb(255, 253, 248)', position: 'fixed', role: 'dialog' });
    expect(await page.getByRole('dialog', { name: 'La barra laterale' }).count()).toBe(1);

    for (const [index, expected] of DESKTOP_STEPS.entries()) {
      const step = await waitForStep(page, expected.title);
      expect(step).toMatchObject({
        progress: `${index + 1} di 7`,
        target: expected.target,
        targetInView: true,
        popoverInView: true,
        focused: index === DESKTOP_STEPS.length - 1 ? 'Fine' : 'Avanti',
        scrollY: 0,
      });
      if (index === 0 || index === 1 || index === 5) {
        await shot(page, `tutorial-1920-step${index + 1}`);
        expect(await blockingViolations(page, ['.driver-popover', '.driver-active-element'])).toEqual([]);
      }
      if (index === 2) {
        // Back with the left arrow, forward again with the right arrow.
        await page.keyboard.press('ArrowLeft');
        await waitForStep(page, DESKTOP_STEPS[1]?.title ?? '');
        await page.keyboard.press('ArrowRight');
        await waitForStep(page, expected.title);
      }
      if (index < DESKTOP_STEPS.length - 1) {
        if (index % 2 === 0) await page.keyboard.press('ArrowRight');
        else await popover(page).getByRole('button', { name: 'Avanti' }).click();
      }
    }
    await popover(page).getByRole('button', { name: 'Fine' }).click();
    await expect.poll(() => popover(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe(COMPLETED_TOAST);
    expect(await tutorialCompletedOnServer(page)).toBe(true);

    await page.reload();
    await page.getByLabel('La tua domanda', { exact: true }).waitFor();
    await page.waitForTimeout(3_000);
    expect(await popover(page).count()).toBe(0);

    // The sidebar's Tutorial entry, from another page: back to / and the tour at step 1.
    await page.getByRole('link', { name: 'Documenti Legali' }).click();
    await page.waitForURL(`${baseURL}/legal-documents`);
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('button', { name: 'Tutorial', exact: true })
      .click();
    await page.waitForURL(`${baseURL}/`);
    expect((await waitForStep(page, DESKTOP_STEPS[0]?.title ?? '')).progress).toBe('1 di 7');
    // Esc dismisses it at any step, which also counts as completed.
    await page.keyboard.press('Escape');
    await expect.poll(() => popover(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe(COMPLETED_TOAST);

    // The chat header's button; the × closes it and the focus returns to the button.
    const headerButton = page.getByRole('button', { name: 'Tutorial guidato' });
    await headerButton.click();
    await waitForStep(page, DESKTOP_STEPS[0]?.title ?? '');
    await popover(page).getByRole('button', { name: 'Chiudi il tutorial' }).click();
    await expect.poll(() => popover(page).count()).toBe(0);
    expect(await headerButton.evaluate((element) => element === document.activeElement)).toBe(true);
    expectCleanPage(problems);
    await context.close();
  });

  it('keeps every step in view on a phone, opening the menu for what is inside it', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Marco Gallo', { tutorialCompleted: false });
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.mobile);
    await signIn(page, baseURL, user);
    await popover(page).waitFor({ timeout: 6_000 });

    for (const [index, expected] of PHONE_STEPS.entries()) {
      const step = await waitForStep(page, expected.title);
      expect(step, `step ${index + 1}`).toMatchObject({
        progress: `${index + 1} di 7`,
        target: expected.target,
        targetInView: true,
        popoverInView: true,
        inDrawer: expected.inDrawer,
        popoverInDrawer: expected.inDrawer,
      });
      await shot(page, `tutorial-390-step${index + 1}`);
      if (expected.inDrawer)
        expect(await blockingViolations(page, ['.driver-popover', '.driver-active-element'])).toEqual([]);
      if (index < PHONE_STEPS.length - 1) await popover(page).getByRole('button', { name: 'Avanti' }).click();
    }
    await popover(page).getByRole('button', { name: 'Fine' }).click();
    await expect.poll(() => popover(page).count()).toBe(0);
    // The menu the tour opened is closed again.
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe(COMPLETED_TOAST);
    expect(await tutorialCompletedOnServer(page)).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expectCleanPage(problems);
    await context.close();
  });
});

describe('Detection Scores in Chromium', () => {
  it('shows the live scores and the mode detection would pick while the question is typed', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Sara Fontana');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);
    const panel = page.getByTestId('detection-scores');
    expect(await panel.count()).toBe(0);

    // The setting lives in the account page's sidebar.
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${baseURL}/user-details`);
    const toggle = page.getByRole('switch', { name: 'Detection Scores' });
    await toggle.check();
    expect(await toggle.isChecked()).toBe(true);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseURL}/`);
    await panel.waitFor();

    const input = page.getByLabel('La tua domanda', { exact: true });
    await expect.poll(() => input.isEnabled(), { timeout: 10_000 }).toBe(true);
    const expectScoresOf = async (text: string, label: string) => {
      const { scores, mode } = detectChatMode(text);
      await expect
        .poll(() => page.getByTestId('detection-score-standard').textContent())
        .toBe(`Standard ${scores.standard}`);
      expect(await page.getByTestId('detection-score-rag').textContent()).toBe(
        `Database Legale ${scores.rag}`,
      );
      expect(await page.getByTestId('detection-score-websearch').textContent()).toBe(
        `Ricerca Web ${scores.websearch}`,
      );
      expect(await page.getByTestId(`detection-score-${mode}`).getAttribute('data-picked')).toBe('true');
      expect(await panel.locator('[data-picked="true"]').textContent()).toContain(label);
    };

    const legal = 'Cosa prevede l’art. 2043 c.c.?';
    await input.pressSequentially(legal);
    await expectScoresOf(legal, 'Database Legale');
    const forcing = ' Cerca online le ultime sentenze.';
    await input.pressSequentially(forcing);
    await expectScoresOf(legal + forcing, 'Ricerca Web');
    expect(await page.getByTestId('detection-forcing').isVisible()).toBe(true);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/detection-scores-1920.png` });
    expectCleanPage(problems);
    await context.close();
  });
});
