import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser, signIn } from '../harness/accounts';
import { apiConversationWith, apiSetPoints, apiToken, apiUserId, pageToken } from '../harness/api';
import { openPage, type PageProblems, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const browser = useBrowser();

// Plain requests: automatic detection keeps them in Standard mode (the legal database and web
// search have their own issues; until then those modes answer a clear error).
const QUICK_QUESTION = 'Ciao, riassumi questo testo: il gatto dorme sul divano';
const SLOW_QUESTION = 'Mi serve una risposta lunga: raccontami una storia sul mare';

const input = (page: Page) => page.getByLabel('La tua domanda', { exact: true });
const answers = (page: Page) => page.getByTestId('assistant-message');

async function ask(page: Page, question: string): Promise<void> {
  await expect.poll(() => input(page).isEnabled(), { timeout: 10_000 }).toBe(true);
  await input(page).fill(question);
  await input(page).press('Enter');
}

/** Waits until the number of answers is `count` and the last one is finished (no Stop button). */
async function waitForAnswers(page: Page, count: number): Promise<void> {
  await expect.poll(() => answers(page).count(), { timeout: 15_000 }).toBe(count);
  await expect
    .poll(() => page.getByRole('button', { name: 'Stop', exact: true }).count(), { timeout: 20_000 })
    .toBe(0);
}

/** Whether the answer's like or dislike button shows as pressed ('true' / 'false'). */
function pressed(page: Page, answer: number, name: 'Mi piace' | 'Non mi piace') {
  return answers(page).nth(answer).getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
}

function expectCleanPage(problems: PageProblems): void {
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
}

describe('chat in Chromium', () => {
  it('streams an answer, keeps a stopped one, records ratings and switches conversations', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Chiara Neri');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);
    await expect.poll(() => page.getByTestId('points-balance-card').isVisible()).toBe(true);

    // 1. The answer appears progressively, then as markdown.
    await ask(page, QUICK_QUESTION);
    const first = answers(page).first();
    // Sample the answer's length while the Stop button shows (the answer is still coming).
    const partialLengths = new Set<number>();
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    for (let sample = 0; sample < 200 && (sample < 5 || (await stop.count()) > 0); sample++) {
      const text =
        (await first
          .getByTestId('answer-text')
          .textContent()
          .catch(() => null)) ?? '';
      if (text.length > 0 && (await stop.count()) > 0) partialLengths.add(text.length);
      await page.waitForTimeout(30);
    }
    await waitForAnswers(page, 1);
    // Several different lengths were seen before the end: the text grew in place.
    expect(partialLengths.size).toBeGreaterThan(1);
    await expect.poll(() => first.locator('strong', { hasText: 'In sintesi' }).count()).toBe(1);
    await expect.poll(() => first.locator('li').count()).toBe(3);
    expect(await page.getByTestId('message-counter').textContent()).toContain('2/50');

    // 2. Stop mid-way keeps the partial answer, and it is saved.
    await ask(page, SLOW_QUESTION);
    const slow = answers(page).nth(1);
    await expect.poll(async () => (await slow.textContent())?.includes('parola5') ?? false).toBe(true);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await waitForAnswers(page, 2);
    const stoppedText = (await slow.getByTestId('answer-text').textContent()) ?? '';
    expect(stoppedText).toContain('parola5');
    expect(stoppedText).not.toContain('parola400');
    await screenshot(page, 'chat-desktop-1920');

    await page.reload();
    await expect.poll(() => answers(page).count(), { timeout: 10_000 }).toBe(2);
    const reloadedText = (await answers(page).nth(1).getByTestId('answer-text').textContent()) ?? '';
    expect(reloadedText.trim()).toBe(stoppedText.trim());

    // 3. A like is recorded at once; a dislike needs its text.
    await answers(page).first().getByRole('button', { name: 'Mi piace', exact: true }).click();
    await expect.poll(() => pressed(page, 0, 'Mi piace')).toBe('true');
    await answers(page).nth(1).getByRole('button', { name: 'Non mi piace', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Aiutaci a migliorare' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Invia feedback', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').count()).toBeGreaterThan(0);
    await dialog
      .getByLabel('Cosa non ti ha convinto in questa risposta?')
      .fill('La risposta è stata interrotta troppo presto.');
    await dialog.getByRole('button', { name: 'Invia feedback', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.reload();
    await expect.poll(() => answers(page).count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => pressed(page, 0, 'Mi piace')).toBe('true');
    await expect.poll(() => pressed(page, 1, 'Non mi piace')).toBe('true');

    // 4. A second conversation, then back to the first.
    const firstTitle = (await page.getByTestId('conversation-title').textContent()) ?? '';
    await page.getByRole('button', { name: 'Nuova chat' }).click();
    await expect.poll(() => answers(page).count()).toBe(0);
    await ask(page, 'Ciao, scrivimi un saluto per un collega');
    await waitForAnswers(page, 1);
    await page
      .getByRole('button', { name: firstTitle.slice(0, 20), exact: false })
      .first()
      .click();
    await expect.poll(() => answers(page).count(), { timeout: 10_000 }).toBe(2);
    expect(await page.getByTestId('conversation-title').textContent()).toBe(firstTitle);

    expectCleanPage(problems);
    await context.close();
  });

  it('opens the limit modal at 50 messages and the points modal at a balance of 0', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Marco Gialli');
    await apiConversationWith(baseURL, await apiToken(baseURL, user), 'Conversazione piena', 50);

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.desktop);
    await signIn(page, baseURL, user);
    // Its only conversation is full: it opens with the limit modal.
    await expect.poll(() => page.getByTestId('message-counter').textContent()).toContain('50/50');
    const limit = page.getByRole('dialog', { name: 'Limite di messaggi raggiunto' });
    await expect.poll(() => limit.isVisible()).toBe(true);
    await screenshot(page, 'chat-limit-modal');
    await limit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => limit.isVisible()).toBe(false);
    expect(await input(page).isDisabled()).toBe(true);
    expect(await input(page).getAttribute('placeholder')).toBe(
      'Message limit reached. Start a new conversation.',
    );

    // The server refuses a question with no room too; the screen answers with the limit modal.
    // One session per user: the API calls from here on use the browser's own token.
    const token = await pageToken(page);
    await apiConversationWith(baseURL, token, 'Quasi piena', 48);
    await page.reload();
    await expect.poll(() => limit.isVisible()).toBe(true); // still on the full one
    await limit.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Quasi piena', exact: true }).click();
    await expect.poll(() => page.getByTestId('message-counter').textContent()).toContain('48/50');
    await ask(page, QUICK_QUESTION);
    await waitForAnswers(page, 25);
    await expect.poll(() => page.getByTestId('message-counter').textContent()).toContain('50/50');
    // The answer that filled it opens the modal; 'Start New Conversation' starts a new one.
    await expect.poll(() => limit.isVisible()).toBe(true);
    expect(await input(page).isDisabled()).toBe(true);
    await limit.getByRole('button', { name: 'Start New Conversation', exact: true }).click();
    await expect.poll(() => page.getByTestId('message-counter').textContent()).toContain('0/50');

    // Balance 0: the question is refused with the insufficient-points modal.
    const admin = await apiToken(
      baseURL,
      { email: inject('adminEmail'), password: inject('adminPassword') },
      true,
    );
    await apiSetPoints(baseURL, admin, await apiUserId(baseURL, token), 0);
    await ask(page, QUICK_QUESTION);
    const points = page.getByRole('dialog', { name: 'Punti insufficienti' });
    await expect.poll(() => points.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await points.getByTestId('points-required').textContent()).toContain('2');
    expect(await points.getByRole('button', { name: 'Annulla' }).isVisible()).toBe(true);
    await points.getByRole('button', { name: 'Aggiorna piano' }).click();
    await page.waitForURL(`${baseURL}/subscription`);

    expectCleanPage(problems);
    await context.close();
  });

  it('lays the chat out for laptops and phones: the sidebar behind the menu, the points pill in the header', async () => {
    const user = await registerVerifiedUser(baseURL, dataDir, 'Sara Blu');
    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    await signIn(page, baseURL, user);
    await ask(page, QUICK_QUESTION);
    await waitForAnswers(page, 1);
    // The typing reveal ends after the stream: wait for the whole answer before the screenshots.
    await expect.poll(() => answers(page).first().locator('li').count()).toBe(3);

    expect(await page.getByTestId('points-pill').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Nuova chat' }).isVisible()).toBe(false);
    await screenshot(page, 'chat-laptop-1280');
    await page.getByRole('button', { name: 'Apri il menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.getByRole('button', { name: 'Nuova chat' }).isVisible()).toBe(true);
    await screenshot(page, 'chat-laptop-1280-menu');
    await menu.getByRole('button', { name: 'Chiudi il menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.setViewportSize(VIEWPORTS.mobile);
    expect(await page.getByTestId('points-pill').isVisible()).toBe(true);
    expect(await answers(page).first().isVisible()).toBe(true);
    await screenshot(page, 'chat-phone-390');

    expectCleanPage(problems);
    await context.close();
  });
});
