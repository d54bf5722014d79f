import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PageProblems } from './browser';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (DESIGN.md: no serious or critical violation). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: string[];
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Runs axe-core in the page, over `include` (CSS selectors; the whole document by default). Its
 * source goes in through page.evaluate (DevTools protocol), which the page's Content-Security-Policy
 * does not govern: an inline <script> would be refused by script-src 'self', and bypassing the CSP
 * would test a page other than the one users get.
 */
export async function axeViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, selectors }) => {
      const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
      const results = await window.axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        helpUrl: violation.helpUrl,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: WCAG_TAGS, selectors: include ?? null },
  );
}

export const isBlocking = (violation: AxeViolation) => BLOCKING_IMPACTS.has(violation.impact ?? '');

export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help} (${v.helpUrl})\n    ${v.targets.join('\n    ')}`)
    .join('\n');
}

/** The serious and critical violations over `include`, one line each ("id: targets"). */
export async function blockingViolations(page: Page, include?: string[]): Promise<string[]> {
  return (await axeViolations(page, include))
    .filter(isBlocking)
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/** No CSP violation and no uncaught error in the page. */
export function expectCleanPage(problems: PageProblems): void {
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
}
