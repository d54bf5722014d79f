import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerVerifiedUser } from '../harness/accounts';
import { apiConversationWith, apiToken } from '../harness/api';
import { openPage, screenshot, useBrowser, VIEWPORTS } from '../harness/browser';
import { blockingViolations, expectCleanPage } from '../harness/page-checks';

const browser = useBrowser();

async function call(baseURL: string, method: string, pathname: string, token: string, body?: unknown) {
  const res = await fetch(`${baseURL}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
  return text;
}

/** One question through the real stream, read to its end (the fixture model answers and reports usage). */
async function ask(baseURL: string, token: string, endpoint: string, message: string): Promise<void> {
  const stream = await call(baseURL, 'POST', endpoint, token, { message });
  expect(stream).toContain('data: [DONE]');
  expect(stream).not.toContain('"type":"error"');
}

/** A rated answer: a conversation with a question and its answer, disliked with `text`. */
async function dislikeAnAnswer(baseURL: string, token: string, text: string): Promise<void> {
  const conversationId = await apiConversationWith(baseURL, token, 'Pratica Galli', 2);
  const conversation = JSON.parse(await call(baseURL, 'GET', `/api/conversations/${conversationId}`, token));
  const answer = conversation.messages.find((message: { role: string }) => message.role === 'assistant');
  await call(baseURL, 'POST', '/api/messages/feedback', token, {
    message_id: answer.id,
    rating: 'dislike',
    feedback_text: text,
  });
}

async function adminSignIn(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/admin-login`);
  await page.getByLabel('Email', { exact: true }).fill(inject('adminEmail'));
  await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(`${baseURL}/admin/dashboard`, { timeout: 5_000 });
  await page.getByRole('tab', { name: 'Chat Activity', selected: true }).waitFor();
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

/** Pixels of the canvas in the figure `name` painted in `hex` (a series' colour): its bars drawn. */
function paintedPixels(page: Page, name: string, hex: string): Promise<number> {
  return page
    .getByRole('figure', { name })
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement, colour: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let at = 0; at < data.length; at += 4)
        if (Math.abs(data[at]! - r!) + Math.abs(data[at + 1]! - g!) + Math.abs(data[at + 2]! - b!) < 12)
          painted += 1;
      return painted;
    }, hex);
}

/** The tab at 1280 and 390 px: screenshots, and no sideways scrolling of the page. */
async function shootTab(
  page: Page,
  name: string,
  ready: Locator,
  drawn?: (width: number) => Promise<void>,
): Promise<void> {
  for (const viewport of [VIEWPORTS.laptop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await ready.first().waitFor();
    // Charts redraw at the new width on their container's resize observer: give them a moment.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 3_000 })
      .toBeLessThanOrEqual(viewport.width)
      .catch(() => {});
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    // On failure, name the widest element that sticks out, so the message says what to fix.
    const culprit = await page.evaluate((limit) => {
      const wide = [...document.querySelectorAll('body *')].filter(
        (element) => element.getBoundingClientRect().right > limit + 1,
      );
      const last = wide.at(-1);
      return last ? `${last.tagName.toLowerCase()}.${last.className} (${wide.length} elements)` : '';
    }, viewport.width);
    expect(width, `${name} at ${viewport.width}px: ${culprit}`).toBeLessThanOrEqual(viewport.width);
    // Charts draw 200 ms after their data (spec 2 §9), then animate: let the picture show them.
    await page.waitForTimeout(1_200);
    await screenshot(page, `admin-${name}-${viewport.width}`);
    await drawn?.(viewport.width);
  }
  await page.setViewportSize(VIEWPORTS.laptop);
}

/** A whole number as the portal writes it: Italian grouping ('1.234'). */
const wholeNumber = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));

/**
 * The member's row in the User Spending table, paging with Next until it shows: users come heaviest
 * first, 20 a page, and the other specs' users may fill the first pages.
 */
async function spendingRowOf(page: Page, email: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: email });
  const pages = page.getByRole('navigation', { name: 'User Spending pages' });
  const showing = pages.getByText(/^Showing /);
  for (;;) {
    if ((await row.count()) > 0) return row;
    const next = pages.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) throw new Error(`${email} is on no page of User Spending`);
    const before = await showing.textContent();
    await next.click();
    // Until the next page arrives the previous one stays on screen.
    await expect.poll(() => showing.textContent(), { timeout: 10_000 }).not.toBe(before);
  }
}

/** The visually hidden table behind a chart (its figures), as text. */
const chartTable = (page: Page, title: string) => page.getByRole('figure', { name: title }).locator('table');

describe('Admin analytics in Chromium', () => {
  it('shows every tab with real data; filters, a feedback delete, the spending CSV and an admin edit in the log', async () => {
    const baseURL = inject('baseURL');
    const member = await registerVerifiedUser(baseURL, inject('dataDir'), 'Beatrice Galli');
    const token = await apiToken(baseURL, member);
    await ask(baseURL, token, '/api/chat', 'Qual è il termine per proporre appello?');
    await ask(baseURL, token, '/rag-api/rag-chat', 'Che cos’è la responsabilità extracontrattuale?');
    const feedbackText = `Manca la giurisprudenza recente (${Date.now().toString(36)})`;
    await dislikeAnAnswer(baseURL, token, feedbackText);

    const { context, page, problems } = await openPage(browser(), VIEWPORTS.laptop);
    await adminSignIn(page, baseURL);

    // Chat Activity: the questions per day, then the log with the member's two answered questions.
    await chartTable(page, 'Questions per day by mode').waitFor({ state: 'attached' });
    const memberRows = page.getByTestId('activity-row').filter({ hasText: member.email });
    await expect.poll(() => memberRows.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const badges = await memberRows.getByTestId('action-badge').allTextContents();
    expect(badges).toEqual(expect.arrayContaining(['Chat Simple Interaction', 'Chat Rag Interaction']));
    await shootTab(page, 'chat-activity', memberRows);
    expect(await blockingViolations(page)).toEqual([]);

    // Message Feedback: the dislike with its text, deleted after the confirmation.
    await openTab(page, 'Message Feedback');
    const feedbackRow = page.getByTestId('feedback-row').filter({ hasText: feedbackText });
    await feedbackRow.waitFor();
    await feedbackRow.getByRole('button', { name: 'Show details' }).click();
    await expect
      .poll(() => feedbackRow.getByTestId('feedback-messages').textContent())
      .toContain('Domanda numero 1');
    await shootTab(page, 'feedback', feedbackRow);
    await feedbackRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Feedback' });
    expect(await confirm.textContent()).toContain(
      'Are you sure you want to delete this feedback? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => feedbackRow.count(), { timeout: 10_000 }).toBe(0);

    // Usage Analytics: the member is in the chat chart; a custom range in 2020 empties it.
    await openTab(page, 'Usage Analytics');
    const chatChart = chartTable(page, 'Chat Mode Usage');
    await expect.poll(() => chatChart.textContent(), { timeout: 10_000 }).toContain('Beatrice Galli');
    // The bars are drawn at both widths (on a phone they lie along the y axis, a new chart: the
    // phone's chart was once left empty after the turn): the ochre of Simple Chat is on the canvas.
    await shootTab(page, 'usage', page.getByRole('figure', { name: 'Chat Mode Usage' }), async (width) => {
      // The legend's ochre box is about 150 px; a bar of one question several thousand. A chart turned
      // on its side is a new chart, drawn with its animation: its bars may still be growing.
      await expect
        .poll(() => paintedPixels(page, 'Chat Mode Usage', '#8a6a2e'), {
          message: `bars at ${width}px`,
          timeout: 5_000,
        })
        .toBeGreaterThan(1_500);
    });
    await page.getByRole('button', { name: 'Custom Range' }).click();
    await page.getByLabel('From Date').fill('2020-01-01');
    await page.getByLabel('To Date').fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply Custom Range' }).click();
    await page.getByText('No chat usage data available for the selected period').waitFor();
    await page.getByRole('button', { name: 'All Time' }).click();
    await expect.poll(() => chartTable(page, 'Chat Mode Usage').textContent()).toContain('Beatrice Galli');

    // User Spending: the summary of every user, the member's row on its page, and the CSV of all users.
    await openTab(page, 'User Spending');
    const spendingPages = page.getByRole('navigation', { name: 'User Spending pages' });
    await spendingPages.getByText(/^Showing 1-/).waitFor({ timeout: 10_000 });
    const activeUsers = wholeNumber(
      await page
        .getByLabel('Spending summary')
        .locator('div')
        .filter({ hasText: 'Active Users' })
        .locator('dd')
        .first()
        .textContent(),
    );
    expect(activeUsers).toBeGreaterThanOrEqual(1);
    // The cards count every user of the period, as many as the pages hold.
    const showingText = await spendingPages.getByText(/^Showing /).textContent();
    expect(wholeNumber(showingText?.match(/of ([\d.]+) entries/)?.[1])).toBe(activeUsers);
    await shootTab(page, 'spending', page.getByText('Total Spending'));
    const spendingRow = await spendingRowOf(page, member.email);
    expect(await spendingRow.first().textContent()).toContain('Beatrice Galli');
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /^Export CSV/ })
      .first()
      .click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Email');
    // Every user of the period, not only the page on screen.
    expect(lines.length - 1, csv).toBe(activeUsers);
    const memberLine = lines.find((line) => line.includes(member.email));
    expect(memberLine, csv).toBeDefined();
    expect(memberLine).toContain('Beatrice Galli');

    await openTab(page, 'Feature Analytics');
    await shootTab(page, 'features', page.getByText('API Requests'));
    await openTab(page, 'Points Analytics');
    await shootTab(page, 'points', page.getByText('Total Points Used'));
    expect(await blockingViolations(page)).toEqual([]);

    // An administrator's edit of the member's points is in the log with the old and the new value.
    await openTab(page, 'User Management');
    const userRow = page.getByTestId('user-row').filter({ hasText: member.email });
    await userRow.getByRole('button', { name: 'Edit points of Beatrice Galli' }).click();
    const pointsDialog = page.getByRole('dialog', { name: 'Edit Points Balance' });
    await pointsDialog.getByLabel('Points balance').fill('777');
    await pointsDialog.getByRole('button', { name: 'Update Points' }).click();
    await expect.poll(() => userRow.textContent()).toContain('777');

    await openTab(page, 'Chat Activity');
    // Wait for the filtered page itself: until it arrives the previous rows are still shown.
    const filtered = page.waitForResponse((response) =>
      response.url().includes('action_type=ADMIN_POINTS_UPDATED'),
    );
    await page.getByLabel('Action Type').selectOption('ADMIN_POINTS_UPDATED');
    await filtered;
    await expect
      .poll(async () => [...new Set(await page.getByTestId('action-badge').allTextContents())])
      .toEqual(['Admin Points Updated']);
    // Newest first: the edit just made.
    const edit = page.getByTestId('activity-row').first();
    await edit.getByRole('button', { name: 'Show technical details' }).click();
    const details = await edit.getByTestId('activity-details').textContent();
    expect(details).toContain(member.email);
    expect(details).toContain('777');

    // ?tab= survives a reload.
    await openTab(page, 'Points Analytics');
    await page.reload();
    await page.getByRole('tab', { name: 'Points Analytics', selected: true }).waitFor();
    expectCleanPage(problems);
    await context.close();
  });
});
