import {
  DATE_RANGE_INVERTED,
  type UserSpendingDetail,
  type UserSpendingRow,
  userSpendingRow,
} from '@brocardo/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, ids, MARCH, useUsageDataset } from './usage-metrics.test-support';

/**
 * The User Spending calls against the dataset of seedUsageDataset: every user at once (the spec's
 * call), a period through the rollups and All Time through the users' totals, and a page at a time
 * with the summary over every row (the tab's call). Figures by hand.
 */
const { app, rows } = useUsageDataset();
let alice: number;
let bruno: number;
let carla: number;
let dario: number;
beforeAll(() => {
  ({ alice, bruno, carla, dario } = app.users);
});
/** Wide enough to hold every record: read through the daily and monthly rollups, not the totals. */
const EVERY_DAY = { date_from: '2000-01-01', date_to: '2099-12-31' };

describe('GET /api/admin/usage-metrics/user-spending (the spec’s call)', () => {
  it('has exactly the spec’s fields, with the figures of the detailed rows, for a period and all time', async () => {
    const specKeys = Object.keys(userSpendingRow.shape).sort();
    for (const query of [MARCH, {}]) {
      const spec: UserSpendingRow[] = await rows('user-spending', query);
      const detailed: UserSpendingDetail[] = await rows('user-spending/detailed', query);
      expect(spec.length).toBeGreaterThan(0);
      for (const row of spec) expect(Object.keys(row).sort()).toEqual(specKeys);
      expect(spec).toEqual(
        detailed.map((row) =>
          Object.fromEntries(specKeys.map((key) => [key, row[key as keyof UserSpendingRow]])),
        ),
      );
    }
  });
});

describe('GET /api/admin/usage-metrics/user-spending/detailed', () => {
  const NOTHING = {
    total_requests: 0,
    total_prompt_tokens: 0,
    total_cached_prompt_tokens: 0,
    total_cache_write_tokens: 0,
    total_completion_tokens: 0,
    cache_hit_percentage: 0,
    total_cost_cache_hit: 0,
    total_cost_cache_miss: 0,
    total_cost_cache_write: 0,
    total_cost_output: 0,
    total_cost: 0,
    total_cost_cache_hit_formatted: '$0.0000',
    total_cost_cache_miss_formatted: '$0.0000',
    total_cost_cache_write_formatted: '$0.0000',
    total_cost_output_formatted: '$0.0000',
    total_cost_formatted: '$0.0000',
    cost_per_request_formatted: '$0.000000',
    cost_per_1k_tokens_formatted: '$0.000000',
  };

  it('sums requests, tokens and the stored costs per user, with the features, heaviest cost first', async () => {
    expect(await rows('user-spending/detailed', MARCH)).toEqual([
      {
        user_id: bruno,
        user_name: 'Bruno Bianchi',
        user_email: 'bruno.metrics@studio.it',
        case_strategy_count: 0,
        legal_document_count: 0,
        legal_document_enhanced_count: 0,
        total_feature_usage: 0,
        total_requests: 1,
        total_prompt_tokens: 2000,
        total_cached_prompt_tokens: 0,
        total_cache_write_tokens: 0,
        total_completion_tokens: 1000,
        cache_hit_percentage: 0,
        total_cost_cache_hit: 0,
        total_cost_cache_miss: 0.002,
        total_cost_cache_write: 0,
        total_cost_output: 0.003,
        total_cost: 0.005,
        total_cost_cache_hit_formatted: '$0.0000',
        total_cost_cache_miss_formatted: '$0.0020',
        total_cost_cache_write_formatted: '$0.0000',
        total_cost_output_formatted: '$0.0030',
        total_cost_formatted: '$0.0050',
        cost_per_request_formatted: '$0.005000',
        // 0.005 ÷ 3000 tokens × 1000 = 0.0016666…
        cost_per_1k_tokens_formatted: '$0.001667',
      },
      {
        user_id: alice,
        user_name: 'Alice Rossi',
        user_email: 'alice.metrics@studio.it',
        case_strategy_count: 1,
        legal_document_count: 1,
        legal_document_enhanced_count: 1,
        total_feature_usage: 2,
        total_requests: 2,
        total_prompt_tokens: 4000,
        total_cached_prompt_tokens: 1900,
        total_cache_write_tokens: 100,
        total_completion_tokens: 700,
        // 1900 ÷ 4000 × 100
        cache_hit_percentage: 47.5,
        total_cost_cache_hit: 0.00019,
        total_cost_cache_miss: 0.002,
        total_cost_cache_write: 0.00016,
        total_cost_output: 0.0021,
        total_cost: 0.00445,
        total_cost_cache_hit_formatted: '$0.0002',
        total_cost_cache_miss_formatted: '$0.0020',
        total_cost_cache_write_formatted: '$0.0002',
        total_cost_output_formatted: '$0.0021',
        // Exactly half way: up (a float 0.00445 would print 0.0044).
        total_cost_formatted: '$0.0045',
        cost_per_request_formatted: '$0.002225',
        // 0.00445 ÷ 4700 × 1000 = 0.00094680…
        cost_per_1k_tokens_formatted: '$0.000947',
      },
      {
        user_id: carla,
        user_name: 'Carla Verdi',
        user_email: 'carla.metrics@studio.it',
        case_strategy_count: 2,
        legal_document_count: 2,
        legal_document_enhanced_count: 1,
        total_feature_usage: 4,
        ...NOTHING,
      },
    ]);
  });

  it('keeps the records, cases and documents in their Rome days, across the change to summer time', async () => {
    const march29 = await rows('user-spending/detailed', DAY('2026-03-29'));
    expect(ids(march29)).toEqual([bruno, carla]);
    expect(march29[1]).toMatchObject({ case_strategy_count: 1, total_feature_usage: 1, total_requests: 0 });

    const march30 = await rows('user-spending/detailed', DAY('2026-03-30'));
    expect(ids(march30)).toEqual([alice, carla]);
    expect(march30[0]).toMatchObject({
      total_requests: 1,
      total_cost: 1,
      total_cost_formatted: '$1.0000',
      cost_per_request_formatted: '$1.000000',
      // 1 ÷ 10000 tokens × 1000
      cost_per_1k_tokens_formatted: '$0.100000',
      case_strategy_count: 0,
    });
    expect(march30[1]).toMatchObject({ case_strategy_count: 1, legal_document_count: 0 });

    expect(ids(await rows('user-spending/detailed', DAY('2026-03-10')))).toEqual([bruno]);
    expect(await rows('user-spending/detailed', DAY('2026-06-01'))).toEqual([]);
  });
});

describe('GET /api/admin/usage-metrics/user-spending/detailed, All Time', () => {
  it('reads each user’s totals: every record, case and document, heaviest cost first', async () => {
    const all: UserSpendingDetail[] = await rows('user-spending/detailed');
    expect(ids(all)).toEqual([alice, bruno, dario, carla]);
    // Alice: three records, 1,000 + 3,000 + 9,000 prompt tokens; $0.00019 + $0.502 + $0.00016 + $0.5021.
    expect(all[0]).toMatchObject({
      total_requests: 3,
      total_prompt_tokens: 13_000,
      total_cached_prompt_tokens: 1_900,
      total_cache_write_tokens: 100,
      total_completion_tokens: 1_700,
      // 1900 ÷ 13000 × 100 = 14.615…
      cache_hit_percentage: 14.6,
      total_cost: 1.00445,
      total_cost_formatted: '$1.0045',
      // 1.00445 ÷ 3 = 0.3348166…
      cost_per_request_formatted: '$0.334817',
      // 1.00445 ÷ 14,700 × 1000 = 0.0683299…
      cost_per_1k_tokens_formatted: '$0.068330',
      case_strategy_count: 1,
      legal_document_count: 1,
      legal_document_enhanced_count: 1,
    });
    expect(all[1]).toMatchObject({ total_requests: 2, total_prompt_tokens: 2_500, total_cost: 0.505 });
    expect(all[2]).toMatchObject({
      total_requests: 1,
      total_cost_formatted: '$0.0002',
      legal_document_count: 1,
      legal_document_enhanced_count: 0,
    });
    expect(all[3]).toMatchObject({
      total_requests: 0,
      total_cost: 0,
      case_strategy_count: 3,
      legal_document_count: 3,
      legal_document_enhanced_count: 2,
    });
  });

  it('equals the same figures summed from the rollups over a range that holds every day', async () => {
    expect(await rows('user-spending/detailed')).toEqual(await rows('user-spending/detailed', EVERY_DAY));
  });
});

describe('GET /api/admin/usage-metrics/user-spending/paginated', () => {
  it('pages through the same rows in the same order, with the summary over every row', async () => {
    const first = await rows('user-spending/paginated', { per_page: 2 });
    expect(ids(first.data)).toEqual([alice, bruno]);
    expect(first).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 2,
      total: 4,
      from: 1,
      to: 2,
      prev_page_url: null,
      next_page_url: '/api/admin/usage-metrics/user-spending/paginated?per_page=2&page=2',
    });
    // $1.00445 + $0.505 + $0.0002 = $1.50965: exactly half way at the 5th decimal, so up.
    const summary = {
      active_users: 4,
      total_cost: 1.50965,
      total_cost_formatted: '$1.5097',
      total_cost_cache_write: 0.00016,
      case_strategies: 4,
      // Documents plus those drafted with AI, as the spec's card adds them: 2 + 1 + 5 + 0.
      legal_documents: 8,
    };
    expect(first.summary).toEqual(summary);

    const second = await rows('user-spending/paginated', { per_page: 2, page: 2 });
    expect(ids(second.data)).toEqual([dario, carla]);
    expect(second.summary).toEqual(summary);
    expect([...first.data, ...second.data]).toEqual(await rows('user-spending/detailed'));

    // Past the last page: no rows, the same summary.
    const beyond = await rows('user-spending/paginated', { per_page: 2, page: 3 });
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: 4, summary });
  });

  it('keeps the period of the query, in the rows, the summary and the links', async () => {
    const march = await rows('user-spending/paginated', MARCH);
    expect(march.per_page).toBe(20);
    expect(march.data).toEqual(await rows('user-spending/detailed', MARCH));
    // $0.005 + $0.00445: $0.00945, half way, so up; Alice's case and Carla's two; (1 + 1) + (2 + 1) documents.
    expect(march.summary).toEqual({
      active_users: 3,
      total_cost: 0.00945,
      total_cost_formatted: '$0.0095',
      total_cost_cache_write: 0.00016,
      case_strategies: 3,
      legal_documents: 5,
    });
    expect(march.first_page_url).toBe(
      '/api/admin/usage-metrics/user-spending/paginated?per_page=20&date_from=2026-03-11&date_to=2026-03-29&page=1',
    );
    const nothing = await rows('user-spending/paginated', DAY('2026-06-01'));
    expect(nothing).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect(nothing.summary).toEqual({
      active_users: 0,
      total_cost: 0,
      total_cost_formatted: '$0.0000',
      total_cost_cache_write: 0,
      case_strategies: 0,
      legal_documents: 0,
    });
  });

  it('refuses a page size out of 1–100 and an inverted range, with the reason', async () => {
    const ask = (query: string) =>
      app.t.app.inject({
        method: 'GET',
        url: `/api/admin/usage-metrics/user-spending/paginated?${query}`,
        headers: { authorization: `Bearer ${app.token}` },
      });
    for (const query of ['per_page=0', 'per_page=101', 'page=0', 'page=abc']) {
      expect((await ask(query)).statusCode, query).toBe(422);
    }
    const backwards = await ask('date_from=2026-03-29&date_to=2026-03-11');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ errors: { date_to: [DATE_RANGE_INVERTED] } });
  });
});
