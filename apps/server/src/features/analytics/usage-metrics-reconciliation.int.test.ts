import { DATE_RANGE_INVERTED, type UserSpendingDetail } from '@brocardo/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, testConfig } from '../../../test/build-test-app';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import type { Scenario } from '../../../test/openai-server.mjs';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { eventually, usageOf } from '../chat/chat.test-support';
import { createUserSpendingService } from './user-spending.service';

/**
 * The spending tab reconciles with the provider: real chat answers through the real endpoints,
 * the fixture model reporting each call's usage (cached tokens and cache writes in the shapes of
 * OpenAI/OpenRouter, Anthropic and DeepSeek), and the totals of GET user-spending equal the sums
 * computed here from the scripted usages and the configured prices.
 */
const PRICES = { hit: '0.3', miss: '3', write: '3.75', output: '15' };
/** The prices in units of $0.00000001 per token (per million ÷ 10⁶ × 10⁸): integers, so sums are exact. */
const UNIT = { hit: 30, miss: 300, write: 375, output: 1500 };

const model = useAppWithFixtureModel({
  LLM_PRICE_INPUT_CACHE_HIT: PRICES.hit,
  LLM_PRICE_INPUT_CACHE_MISS: PRICES.miss,
  LLM_PRICE_INPUT_CACHE_WRITE: PRICES.write,
  LLM_PRICE_OUTPUT: PRICES.output,
});

/** One scripted usage per model call, in turn (the 7th call takes the 1st again). */
const SCRIPT: Scenario[] = [
  {
    usage: {
      prompt_tokens: 120_000,
      cached_tokens: 0,
      cache_write_tokens: 100_000,
      completion_tokens: 2_000,
    },
    usageStyle: 'openai',
  },
  {
    usage: { prompt_tokens: 130_000, cached_tokens: 100_000, completion_tokens: 3_500 },
    usageStyle: 'openai',
  },
  {
    usage: {
      prompt_tokens: 95_000,
      cached_tokens: 60_000,
      cache_write_tokens: 30_000,
      completion_tokens: 1_234,
    },
    usageStyle: 'anthropic',
  },
  { usage: { prompt_tokens: 50_000, cached_tokens: 25_000, completion_tokens: 777 }, usageStyle: 'deepseek' },
  { usage: { prompt_tokens: 10_001, completion_tokens: 333 }, usageStyle: 'openai' },
  {
    usage: {
      prompt_tokens: 77_777,
      cached_tokens: 11_111,
      cache_write_tokens: 22_222,
      completion_tokens: 4_321,
    },
    usageStyle: 'anthropic',
  },
];
const scriptFor = (index: number) => SCRIPT[(index - 1) % SCRIPT.length]!;

interface Expected {
  requests: number;
  prompt: number;
  cached: number;
  written: number;
  completion: number;
  /** Costs in units of $0.00000001. */
  hit: number;
  miss: number;
  write: number;
  output: number;
  total: number;
}

/** What the calls with these fixture indexes should add up to. */
function expectedFor(indexes: number[]): Expected {
  const sum: Expected = {
    requests: 0,
    prompt: 0,
    cached: 0,
    written: 0,
    completion: 0,
    hit: 0,
    miss: 0,
    write: 0,
    output: 0,
    total: 0,
  };
  for (const index of indexes) {
    const usage = scriptFor(index).usage!;
    const cached = usage.cached_tokens ?? 0;
    const written = usage.cache_write_tokens ?? 0;
    sum.requests += 1;
    sum.prompt += usage.prompt_tokens;
    sum.cached += cached;
    sum.written += written;
    sum.completion += usage.completion_tokens;
    sum.hit += cached * UNIT.hit;
    sum.miss += (usage.prompt_tokens - cached - written) * UNIT.miss;
    sum.write += written * UNIT.write;
    sum.output += usage.completion_tokens * UNIT.output;
  }
  sum.total = sum.hit + sum.miss + sum.write + sum.output;
  return sum;
}

/** `units` of $10⁻⁸ as '$' and `places` decimals, half up, by integer arithmetic. */
function dollars(units: number, places: number, divisor = 1): string {
  const step = 10 ** (8 - places) * divisor;
  const rounded = Math.floor((2 * units + step) / (2 * step));
  const scale = 10 ** places;
  return `$${Math.floor(rounded / scale)}.${String(rounded % scale).padStart(places, '0')}`;
}

let admin: string;
beforeAll(async () => {
  admin = await tokenFor(model.t, TEST_ADMIN);
});

function spending(query = '', token = admin) {
  return model.t.app.inject({
    method: 'GET',
    url: `/api/admin/usage-metrics/user-spending/detailed${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function ask(user: Caller, url: string, payload: Record<string, unknown>) {
  const res = await model.t.app.inject({ method: 'POST', url, payload, headers: user.headers });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('"type":"done"');
}

const QUESTION = 'Chi cagiona ad altri un danno ingiusto con un fatto illecito deve risarcirlo?';

describe('the spending totals reconcile with the usage the model reported', () => {
  it('equals the sums of the scripted usages at the configured prices, to the cent and to 4 decimals', async () => {
    const { llm, t } = model;
    llm.setDefault((_body, index) => ({ chunks: ['Risposta ', 'di prova.'], ...scriptFor(index) }));
    const anna = await signedInUser(t);
    const bruno = await signedInUser(t);

    // Anna: two Standard answers and a Database Legale answer (its query rewrite is a call too).
    await ask(anna, '/api/chat', { message: 'Che cos’è la prescrizione?' });
    await ask(anna, '/api/chat', { message: 'E la decadenza?' });
    await ask(anna, '/rag-api/rag-chat', { message: QUESTION, enableQueryEnrichment: true });
    const annaCalls = llm.requests.map((request) => request.index);
    // Bruno: a Database Legale answer, then a Standard one.
    await ask(bruno, '/rag-api/rag-chat', { message: QUESTION, enableQueryEnrichment: true });
    await ask(bruno, '/api/chat', { message: 'Quanto dura la garanzia?' });
    const brunoCalls = llm.requests
      .map((request) => request.index)
      .filter((index) => !annaCalls.includes(index));
    expect(annaCalls.length).toBeGreaterThanOrEqual(4);
    expect(brunoCalls.length).toBeGreaterThanOrEqual(3);

    // Every call the model answered has its usage record.
    await eventually(async () => (await usageOf(t.database.db, anna.id)).length === annaCalls.length);
    await eventually(async () => (await usageOf(t.database.db, bruno.id)).length === brunoCalls.length);

    const res = await spending();
    expect(res.statusCode).toBe(200);
    const rows: UserSpendingDetail[] = res.json();
    const expected = new Map([
      [anna.id, expectedFor(annaCalls)],
      [bruno.id, expectedFor(brunoCalls)],
    ]);
    // Heaviest cost first.
    const order = [...expected].sort((a, b) => b[1].total - a[1].total).map(([id]) => id);
    expect(rows.map((row) => row.user_id)).toEqual(order);

    for (const row of rows) {
      const sum = expected.get(row.user_id)!;
      expect(row).toMatchObject({
        total_requests: sum.requests,
        total_prompt_tokens: sum.prompt,
        total_cached_prompt_tokens: sum.cached,
        total_cache_write_tokens: sum.written,
        total_completion_tokens: sum.completion,
        cache_hit_percentage: Math.round((sum.cached * 1000) / sum.prompt) / 10,
        total_cost_cache_hit_formatted: dollars(sum.hit, 4),
        total_cost_cache_miss_formatted: dollars(sum.miss, 4),
        total_cost_cache_write_formatted: dollars(sum.write, 4),
        total_cost_output_formatted: dollars(sum.output, 4),
        total_cost_formatted: dollars(sum.total, 4),
        cost_per_request_formatted: dollars(sum.total, 6, sum.requests),
        cost_per_1k_tokens_formatted: dollars(sum.total * 1000, 6, sum.prompt + sum.completion),
      });
      // To the cent, and in fact to the stored 8 decimals.
      expect(Math.abs(row.total_cost - sum.total / 1e8)).toBeLessThan(0.005);
      expect(row.total_cost).toBeCloseTo(sum.total / 1e8, 8);
      expect(row.total_cost_cache_hit).toBeCloseTo(sum.hit / 1e8, 8);
      expect(row.total_cost_cache_miss).toBeCloseTo(sum.miss / 1e8, 8);
      expect(row.total_cost_cache_write).toBeCloseTo(sum.write / 1e8, 8);
      expect(row.total_cost_output).toBeCloseTo(sum.output / 1e8, 8);
    }

    // The first four calls, by hand: cached 0 + 100,000 + 60,000 + 25,000 = 185,000 at $0.30/M;
    // written 100,000 + 30,000 = 130,000 at $3.75/M; missed 20,000 + 30,000 + 5,000 + 25,000 =
    // 80,000 at $3/M; output 2,000 + 3,500 + 1,234 + 777 = 7,511 at $15/M:
    // 0.0555 + 0.4875 + 0.24 + 0.112665 = $0.895665.
    expect(expectedFor([1, 2, 3, 4]).total).toBe(89_566_500);

    // The same totals within the period of today (in Rome).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const inPeriod = await spending(`?date_from=${today}&date_to=${today}`);
    expect(inPeriod.json()).toEqual(rows);
  });
});

describe('the usage-metrics calls', () => {
  const PATHS = [
    'document-uploads',
    'chat-mode-usage',
    'llm-tokens/per-user',
    'chat-activity',
    'user-spending',
    'user-spending/detailed',
    'user-spending/paginated',
    'pricing',
  ];

  it('refuse an anonymous visitor (401) and a user who is not an administrator (403)', async () => {
    const user = await signedInUser(model.t);
    for (const path of PATHS) {
      const url = `/api/admin/usage-metrics/${path}`;
      expect((await model.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await model.t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(403);
    }
  });

  it('answer 422 with the Italian message for a day that does not exist or a period backwards', async () => {
    for (const path of PATHS.filter((path) => path !== 'pricing')) {
      const url = `/api/admin/usage-metrics/${path}`;
      const headers = { authorization: `Bearer ${admin}` };
      const missing = await model.t.app.inject({
        method: 'GET',
        url: `${url}?date_from=2026-02-30`,
        headers,
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ date_from: ['Data non valida (AAAA-MM-GG)'] });
      const backwards = await model.t.app.inject({
        method: 'GET',
        url: `${url}?date_from=2026-03-10&date_to=2026-03-09`,
        headers,
      });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json()).toMatchObject({
        message: DATE_RANGE_INVERTED,
        errors: { date_to: [DATE_RANGE_INVERTED] },
      });
    }
  });

  it('tell the configured prices and model (GET pricing)', async () => {
    const res = await model.t.app.inject({
      method: 'GET',
      url: '/api/admin/usage-metrics/pricing',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      configured: true,
      currency: 'USD',
      prices: { input_cache_hit: 0.3, input_cache_miss: 3, input_cache_write: 3.75, output: 15 },
      model: 'modello-di-prova',
    });
  });

  it('say "not configured" with no price, and price cache writes as misses when their price is unset', () => {
    const status = (env: Record<string, string>) =>
      createUserSpendingService({ db: model.t.database.db, config: testConfig(env) }).pricing();
    expect(status({})).toEqual({
      configured: false,
      currency: 'USD',
      prices: { input_cache_hit: 0, input_cache_miss: 0, input_cache_write: 0, output: 0 },
      model: null,
    });
    expect(status({ LLM_PRICE_INPUT_CACHE_MISS: '2.5' })).toMatchObject({
      configured: true,
      prices: { input_cache_hit: 0, input_cache_miss: 2.5, input_cache_write: 2.5, output: 0 },
    });
  });
});
