import type { LlmPricingStatus, UserSpendingRow } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blobText, captureDownloads, tableRows } from '../charts/chart-test-support';
import { type Answer, getsTo, renderDashboard } from '../test-support/admin-server';
import { spendingMessages } from './user-spending-tab';

const SPENDING = '/api/admin/usage-metrics/user-spending';
const PRICING = '/api/admin/usage-metrics/pricing';

function spendingRow(id: number, overrides: Partial<UserSpendingRow> = {}): UserSpendingRow {
  return {
    user_id: id,
    user_name: `Utente ${id}`,
    user_email: `utente${id}@studio.it`,
    case_strategy_count: 0,
    legal_document_count: 0,
    legal_document_enhanced_count: 0,
    total_feature_usage: 0,
    total_requests: 10,
    total_prompt_tokens: 1000,
    total_cached_prompt_tokens: 250,
    total_cache_write_tokens: 0,
    total_completion_tokens: 500,
    cache_hit_percentage: 25,
    total_cost_cache_hit: 0.0001,
    total_cost_cache_miss: 0.0002,
    total_cost_cache_write: 0,
    total_cost_output: 0.0003,
    total_cost: 0.0006,
    total_cost_cache_hit_formatted: '$0.0001',
    total_cost_cache_miss_formatted: '$0.0002',
    total_cost_cache_write_formatted: '$0.0000',
    total_cost_output_formatted: '$0.0003',
    total_cost_formatted: '$0.0006',
    cost_per_request_formatted: '$0.000060',
    cost_per_1k_tokens_formatted: '$0.000400',
    ...overrides,
  };
}

const chiara = spendingRow(1, {
  user_name: 'Chiara Bianchi',
  user_email: 'chiara@studio.it',
  case_strategy_count: 3,
  legal_document_count: 2,
  legal_document_enhanced_count: 1,
  total_feature_usage: 6,
  total_requests: 1234,
  cache_hit_percentage: 42.35,
  total_cost: 1.23456,
  total_cost_formatted: '$1.2346',
  total_cost_cache_hit_formatted: '$0.1000',
  total_cost_cache_miss_formatted: '$0.5000',
  total_cost_output_formatted: '$0.6346',
  cost_per_request_formatted: '$0.001000',
  cost_per_1k_tokens_formatted: '$0.002000',
});
const formula = spendingRow(2, { user_name: '@SUM(A1:A9)', user_email: 'x@studio.it', total_cost: 0.5 });

const configured: LlmPricingStatus = {
  configured: true,
  currency: 'USD',
  prices: { input_cache_hit: 0.07, input_cache_miss: 0.27, input_cache_write: 0, output: 1.1 },
  model: 'deepseek-chat',
};

function openSpending(
  rows: unknown = [chiara, formula],
  options: { pricing?: LlmPricingStatus; fail?: () => Answer | undefined } = {},
) {
  const view = renderDashboard({ users: [], requests: [], contacts: [] }, [
    (path) => (path.startsWith(SPENDING) ? (options.fail?.() ?? { status: 200, body: rows }) : undefined),
    (path) => (path === PRICING ? { status: 200, body: options.pricing ?? configured } : undefined),
  ]);
  return view;
}

async function showTab(user: ReturnType<typeof openSpending>['user']) {
  await user.click(screen.getByRole('tab', { name: 'User Spending' }));
}

describe('User Spending', () => {
  it('shows the summary cards and a row per user with badges, cache hit bar and the server’s costs', async () => {
    const { user } = openSpending();
    await showTab(user);
    await screen.findByRole('table', { name: 'User Spending' });
    const cards = within(screen.getByLabelText('Spending summary'));
    // Active Users = 2 rows; Total Spending = 1.23456 + 0.5 = 1.73456 → $1.7346; strategies 3 + 0;
    // Legal Documents = (2 + 1) + (0 + 0) = 3.
    expect(cards.getByText('Active Users').nextSibling).toHaveTextContent('2');
    expect(cards.getByText('Total Spending').nextSibling).toHaveTextContent('$1.7346');
    expect(cards.getByText('Case Strategies').nextSibling).toHaveTextContent('3');
    expect(cards.getByText('Legal Documents').nextSibling).toHaveTextContent('3');

    const rows = tableRows('User Spending');
    expect(rows[0]).toEqual([
      'User',
      'Features Used',
      'Total Requests',
      'Cache Hit %',
      'Cache Hit Cost',
      'Cache Miss Cost',
      'Output Cost',
      'Total Cost',
      'Cost/Request',
      'Cost/1K Tokens',
    ]);
    expect(rows[1]).toEqual([
      'Chiara Bianchi chiara@studio.it',
      '3 Case Strategies 2 Documents 1 Enhanced',
      '1.234',
      '42,4%',
      '$0.1000',
      '$0.5000',
      '$0.6346',
      '$1.2346',
      '$0.001000',
      '$0.002000',
    ]);
    expect(rows[2]?.[1]).toBe('No feature usage');
    // Prices are set: the prices are listed, no warning.
    expect(screen.queryByText(spendingMessages.pricingMissing)).toBeNull();
    expect(screen.getByText(/Prezzi per milione di token \(deepseek-chat\)/)).toHaveTextContent(
      'output $1.1000',
    );
  });

  it('adds the Cache Write Cost column only when some user has one', async () => {
    const writer = spendingRow(3, {
      total_cost_cache_write: 0.25,
      total_cost_cache_write_formatted: '$0.2500',
    });
    const { user } = openSpending([writer]);
    await showTab(user);
    await screen.findByRole('table', { name: 'User Spending' });
    const [header, row] = tableRows('User Spending') as [string[], string[]];
    expect(header.slice(4, 8)).toEqual([
      'Cache Hit Cost',
      'Cache Miss Cost',
      'Cache Write Cost',
      'Output Cost',
    ]);
    expect(row[6]).toBe('$0.2500');
  });

  it('says costs need LLM_PRICE_* when no price is configured', async () => {
    const { user } = openSpending([chiara], { pricing: { ...configured, configured: false, model: null } });
    await showTab(user);
    expect(await screen.findByRole('note')).toHaveTextContent(/LLM_PRICE_\*.*\$0\.0000/);
  });

  it('sends From and To, Clear Filters drops them, and an inverted range is not sent', async () => {
    const { user, api } = openSpending();
    await showTab(user);
    await screen.findByRole('table', { name: 'User Spending' });
    const lastQuery = () => {
      const calls = getsTo(api, SPENDING);
      return new URL(String(calls[calls.length - 1]?.[0]), 'http://localhost').search;
    };
    expect(lastQuery()).toBe('');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(lastQuery()).toBe('?date_from=2026-11-01'));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => expect(lastQuery()).toBe('?date_from=2026-11-01&date_to=2026-11-30'));
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La data iniziale non può essere successiva a quella finale',
    );
    // The inverted range is never sent.
    expect(getsTo(api, SPENDING).some(([input]) => String(input).includes('date_to=2026-10-01'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(''));
    expect(screen.getByLabelText('To')).toHaveValue('');
    await waitFor(() => expect(lastQuery()).toBe(''));
    expect(getsTo(api, SPENDING).some(([input]) => String(input).includes('date_to=2026-10-01'))).toBe(false);
  });

  it('shows the empty state', async () => {
    const { user } = openSpending([]);
    await showTab(user);
    expect(await screen.findByText(spendingMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(spendingMessages.emptyText)).toBeInTheDocument();
  });

  it('shows the server’s message or the fallback, and Riprova reloads', async () => {
    let answers: (Answer | undefined)[] = [
      { status: 500, body: { message: 'Prezzi non leggibili.', error_code: 'INTERNAL' } },
      { status: 503, body: 'Service Unavailable' },
    ];
    const { user } = openSpending([chiara], { fail: () => answers.shift() });
    await showTab(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Prezzi non leggibili.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(spendingMessages.error));
    answers = [];
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table', { name: 'User Spending' })).toBeInTheDocument();
  });

  it('exports the table as CSV with every figure and formulas neutralised', async () => {
    const downloads = captureDownloads();
    const { user } = openSpending();
    await showTab(user);
    await user.click(await screen.findByRole('button', { name: 'Export CSV: User Spending' }));
    const [download] = downloads as [{ name: string; blob: Blob }];
    expect(download.name).toMatch(/^brocardo-user-spending-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blobText(download.blob)).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      '\uFEFFUser,Email,Case Strategies,Documents,Enhanced,Total Requests,Prompt Tokens,Cached Prompt Tokens,' +
        'Cache Write Tokens,Completion Tokens,Cache Hit %,Cache Hit Cost,Cache Miss Cost,Cache Write Cost,' +
        'Output Cost,Total Cost,Cost/Request,Cost/1K Tokens',
    );
    expect(lines[1]).toBe(
      'Chiara Bianchi,chiara@studio.it,3,2,1,1234,1000,250,0,500,42.35,0.0001,0.0002,0,0.0003,1.23456,$0.001000,$0.002000',
    );
    expect(lines[2]?.startsWith(`"'@SUM(A1:A9)",x@studio.it,`)).toBe(true);
  });
});
