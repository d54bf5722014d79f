import {
  type LlmPricingStatus,
  USER_SPENDING_PER_PAGE,
  type UserSpendingDetail,
  type UserSpendingSummary,
} from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { stubApi } from '../../../test/api-stub';
import { pageEnvelope } from '../../../test/page-envelope';
import { blobText, captureDownloads, tableRows } from '../charts/chart-test-support';
import { exportMessages } from '../table-export';
import { type Answer, renderDashboard } from '../test-support/admin-server';
import { spendingMessages } from './user-spending-tab';

const SPENDING = '/api/admin/usage-metrics/user-spending';
const SPENDING_PAGE = `${SPENDING}/paginated`;
/** Every user with the detailed figures: what Export CSV loads. */
const SPENDING_DETAILED = `${SPENDING}/detailed`;
const PRICING = '/api/admin/usage-metrics/pricing';

function spendingRow(id: number, overrides: Partial<UserSpendingDetail> = {}): UserSpendingDetail {
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

/** Utente 1 … Utente `count`, alike. */
const users = (count: number) => Array.from({ length: count }, (_, index) => spendingRow(index + 1));

const configured: LlmPricingStatus = {
  configured: true,
  currency: 'USD',
  prices: { input_cache_hit: 0.07, input_cache_miss: 0.27, input_cache_write: 0, output: 1.1 },
  model: 'deepseek-chat',
};

/** The summary as the server computes it, over every row of the period. */
function summaryOf(rows: UserSpendingDetail[]): UserSpendingSummary {
  const sum = (value: (row: UserSpendingDetail) => number) =>
    rows.reduce((total, row) => total + value(row), 0);
  const totalCost = sum((row) => row.total_cost);
  return {
    active_users: rows.length,
    total_cost: totalCost,
    total_cost_formatted: `$${totalCost.toFixed(4)}`,
    total_cost_cache_write: sum((row) => row.total_cost_cache_write),
    case_strategies: sum((row) => row.case_strategy_count),
    legal_documents: sum((row) => row.legal_document_count + row.legal_document_enhanced_count),
  };
}

const urlOf = (input: unknown) => new URL(String(input), 'http://localhost');

/**
 * The dashboard against a fake server: the paginated route answers a page of `rows` (the shared
 * envelope builder) with their summary, or `summary` where given; the full route answers every row.
 */
function openSpending(
  options: {
    rows?: UserSpendingDetail[];
    summary?: Partial<UserSpendingSummary>;
    pricing?: LlmPricingStatus;
    failPage?: () => Answer | undefined;
  } = {},
) {
  const { rows = [chiara, formula], summary, pricing = configured, failPage } = options;
  return renderDashboard({ users: [], requests: [], contacts: [] }, [
    (path) => {
      const url = urlOf(path);
      if (url.pathname !== SPENDING_PAGE) return undefined;
      const failure = failPage?.();
      if (failure) return failure;
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? USER_SPENDING_PER_PAGE);
      const envelope = pageEnvelope(rows.slice((page - 1) * perPage, page * perPage), {
        page,
        perPage,
        total: rows.length,
        address: { path: SPENDING_PAGE, query: Object.fromEntries(url.searchParams) },
      });
      return { status: 200, body: { ...envelope, summary: { ...summaryOf(rows), ...summary } } };
    },
    (path) => (urlOf(path).pathname === SPENDING_DETAILED ? { status: 200, body: rows } : undefined),
    (path) => (path === PRICING ? { status: 200, body: pricing } : undefined),
  ]);
}

type Api = ReturnType<typeof stubApi>;

/** The query strings of the requests to exactly `pathname`, in order. */
function queriesTo(api: Api, pathname: string): Record<string, string>[] {
  return api.fetch.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.pathname === pathname)
    .map((url) => Object.fromEntries(url.searchParams));
}

const lastPageQuery = (api: Api) => queriesTo(api, SPENDING_PAGE).at(-1);

/** Holds the answers to the requests `held` picks until the returned function is called. */
function holdAnswers(api: Api, held: (url: URL) => boolean): () => void {
  const answer = api.fetch.getMockImplementation();
  if (!answer) throw new Error('the api stub has no implementation');
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.fetch.mockImplementation(async (input, init) => {
    if (held(urlOf(input))) await gate;
    return answer(input, init);
  });
  return release;
}

async function showTab(user: ReturnType<typeof openSpending>['user']) {
  await user.click(screen.getByRole('tab', { name: 'User Spending' }));
  return screen.findByRole('table', { name: 'User Spending' });
}

const card = (label: string) =>
  within(screen.getByLabelText('Spending summary')).getByText(label).nextSibling;

/** The first cell (name and e-mail) of each body row of the table. */
const shownUsers = () =>
  tableRows('User Spending')
    .slice(1)
    .map((row) => row[0]);

const pagesNav = () => screen.getByRole('navigation', { name: 'User Spending pages' });

describe('User Spending', () => {
  it('shows the server’s summary of the period and the page’s rows with badges, cache hit bar and costs', async () => {
    // The rows on the page would add up to 2 users, $1.7346, 3 strategies and 3 documents: the
    // cards must show the server's figures over the whole period instead.
    const { user, api } = openSpending({
      summary: {
        active_users: 57,
        total_cost: 12.34567,
        total_cost_formatted: '$12.3457',
        case_strategies: 1234,
        legal_documents: 89,
      },
    });
    await showTab(user);
    expect(lastPageQuery(api)).toEqual({ page: '1', per_page: '20' });
    expect(card('Active Users')).toHaveTextContent(/^57$/);
    expect(card('Total Spending')).toHaveTextContent(/^\$12\.3457$/);
    expect(card('Case Strategies')).toHaveTextContent(/^1\.234$/);
    expect(card('Legal Documents')).toHaveTextContent(/^89$/);

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
    expect(pagesNav()).toHaveTextContent('Showing 1-2 of 2 entries');
    expect(pagesNav()).toHaveTextContent('Page 1 of 1');
    // Prices are set: the prices are listed, no warning.
    expect(screen.queryByText(spendingMessages.pricingMissing)).toBeNull();
    expect(screen.getByText(/Prezzi per milione di token \(deepseek-chat\)/)).toHaveTextContent(
      'output $1.1000',
    );
  });

  it('pages through the users 20 at a time, keeping the shown page while the next one loads', async () => {
    const { user, api } = openSpending({ rows: users(45) });
    const table = await showTab(user);
    expect(pagesNav()).toHaveTextContent('Showing 1-20 of 45 entries');
    expect(pagesNav()).toHaveTextContent('Page 1 of 3');
    expect(within(pagesNav()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(shownUsers()).toHaveLength(20);
    expect(shownUsers()[0]).toBe('Utente 1 utente1@studio.it');

    const release = holdAnswers(api, (url) => url.searchParams.get('page') === '2');
    await user.click(within(pagesNav()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastPageQuery(api)).toEqual({ page: '2', per_page: '20' }));
    // Until page 2 arrives, page 1 stays on screen, marked busy.
    expect(shownUsers()[0]).toBe('Utente 1 utente1@studio.it');
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(pagesNav()).toHaveTextContent('Showing 21-40 of 45 entries'));
    expect(shownUsers()).toEqual(
      Array.from({ length: 20 }, (_, index) => `Utente ${index + 21} utente${index + 21}@studio.it`),
    );
    expect(screen.getByRole('table', { name: 'User Spending' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(card('Active Users')).toHaveTextContent(/^45$/);

    await user.click(within(pagesNav()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pagesNav()).toHaveTextContent('Showing 41-45 of 45 entries'));
    expect(lastPageQuery(api)).toEqual({ page: '3', per_page: '20' });
    expect(shownUsers()).toHaveLength(5);
    expect(within(pagesNav()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes back to page 1 with the new range when the dates change', async () => {
    const { user, api } = openSpending({ rows: users(45) });
    await showTab(user);
    await user.click(within(pagesNav()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pagesNav()).toHaveTextContent('Showing 21-40 of 45 entries'));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(lastPageQuery(api)).toEqual({ date_from: '2026-11-01', page: '1', per_page: '20' }),
    );
    await waitFor(() => expect(pagesNav()).toHaveTextContent('Showing 1-20 of 45 entries'));
    expect(shownUsers()[0]).toBe('Utente 1 utente1@studio.it');
    // The new range was never asked for at page 2.
    const withDates = queriesTo(api, SPENDING_PAGE).filter((query) => query.date_from);
    expect(withDates.map((query) => query.page)).toEqual(withDates.map(() => '1'));
  });

  it('shows Cache Write Cost when the period has cache writes, also on a page whose users have none', async () => {
    const rows = users(25);
    rows[22] = spendingRow(23, { total_cost_cache_write: 0.25, total_cost_cache_write_formatted: '$0.2500' });
    const { user } = openSpending({ rows });
    await showTab(user);
    const [header, first] = tableRows('User Spending') as [string[], string[]];
    // The writer is on page 2; the summary still says the period has writes.
    expect(header.slice(4, 8)).toEqual([
      'Cache Hit Cost',
      'Cache Miss Cost',
      'Cache Write Cost',
      'Output Cost',
    ]);
    expect(first[6]).toBe('$0.0000');
  });

  it('says costs need LLM_PRICE_* when no price is configured', async () => {
    const { user } = openSpending({ pricing: { ...configured, configured: false, model: null } });
    await showTab(user);
    expect(await screen.findByRole('note')).toHaveTextContent(/LLM_PRICE_\*.*\$0\.0000/);
  });

  it('sends From and To, Clear Filters drops them, and an inverted range is not sent', async () => {
    const { user, api } = openSpending();
    await showTab(user);
    const firstPage = { page: '1', per_page: '20' };
    expect(lastPageQuery(api)).toEqual(firstPage);
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(lastPageQuery(api)).toEqual({ ...firstPage, date_from: '2026-11-01' }));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(lastPageQuery(api)).toEqual({ ...firstPage, date_from: '2026-11-01', date_to: '2026-11-30' }),
    );
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La data iniziale non può essere successiva a quella finale',
    );
    const inverted = () => queriesTo(api, SPENDING_PAGE).some((query) => query.date_to === '2026-10-01');
    expect(inverted()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(''));
    expect(screen.getByLabelText('To')).toHaveValue('');
    await waitFor(() => expect(lastPageQuery(api)).toEqual(firstPage));
    expect(inverted()).toBe(false);
  });

  it('shows the empty state when the period has no active users', async () => {
    const { user } = openSpending({ rows: [] });
    await user.click(screen.getByRole('tab', { name: 'User Spending' }));
    expect(await screen.findByText(spendingMessages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(spendingMessages.emptyText)).toBeInTheDocument();
    expect(card('Active Users')).toHaveTextContent(/^0$/);
    expect(screen.queryByRole('table', { name: 'User Spending' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'User Spending pages' })).toBeNull();
  });

  it('shows the server’s message or the fallback, and Riprova reloads', async () => {
    let answers: (Answer | undefined)[] = [
      { status: 500, body: { message: 'Prezzi non leggibili.', error_code: 'INTERNAL' } },
      { status: 503, body: 'Service Unavailable' },
    ];
    const { user } = openSpending({ rows: [chiara], failPage: () => answers.shift() });
    await user.click(screen.getByRole('tab', { name: 'User Spending' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Prezzi non leggibili.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(spendingMessages.error));
    answers = [];
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table', { name: 'User Spending' })).toBeInTheDocument();
  });

  it('exports every user of the applied period as CSV, fetching the full list on click', async () => {
    const downloads = captureDownloads();
    const { user, api } = openSpending({ rows: users(45) });
    await showTab(user);
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(lastPageQuery(api)?.date_from).toBe('2026-11-01'));
    // Nothing loads the full list until the export asks for it.
    expect(queriesTo(api, SPENDING_DETAILED)).toEqual([]);

    const release = holdAnswers(api, (url) => url.pathname === SPENDING_DETAILED);
    await user.click(screen.getByRole('button', { name: 'Export CSV: User Spending' }));
    const busy = await screen.findByRole('button', { name: `${exportMessages.busy}: User Spending` });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent(exportMessages.busy);
    expect(downloads).toHaveLength(0);
    release();

    await waitFor(() => expect(downloads).toHaveLength(1));
    // One request for the full list, with the range and without page or per_page.
    expect(queriesTo(api, SPENDING_DETAILED)).toEqual([{ date_from: '2026-11-01' }]);
    const lines = (await blobText((downloads[0] as { blob: Blob }).blob)).split('\r\n');
    expect(lines).toHaveLength(46);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      Array.from({ length: 45 }, (_, index) => `Utente ${index + 1}`),
    );
    expect(screen.getByRole('button', { name: 'Export CSV: User Spending' })).toBeEnabled();
  });

  it('exports the CSV with every figure and formulas neutralised', async () => {
    const downloads = captureDownloads();
    const { user } = openSpending();
    await showTab(user);
    await user.click(screen.getByRole('button', { name: 'Export CSV: User Spending' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
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
