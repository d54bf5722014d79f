import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { tokenFor } from '../../../test/sessions';
import { seederOf } from './usage-metrics.test-support';

/**
 * The Usage Analytics and User Spending calls against a dataset inserted here with chosen times.
 * Rome is UTC+1 until 2026-03-29 02:00, UTC+2 after: 2026-03-10T23:30Z is 11 March in Rome, and
 * 2026-03-29 in Rome runs from 2026-03-28T23:00Z to 2026-03-29T22:00Z (23 hours).
 */
let t: TestApp;
let admin: string;
let alice: number;
let bruno: number;
let carla: number;
let dario: number;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LLM_PRICE_INPUT_CACHE_HIT: '0.3',
      LLM_PRICE_INPUT_CACHE_MISS: '3',
      LLM_PRICE_OUTPUT: '15',
    },
  });
  admin = await tokenFor(t, TEST_ADMIN);
  const db = t.database.db;
  const { usage, upload, activity, strategy, legalDocument } = seederOf(db);
  alice = (await createUser(db, { name: 'Alice Rossi', email: 'alice.metrics@studio.it' })).id;
  bruno = (await createUser(db, { name: 'Bruno Bianchi', email: 'bruno.metrics@studio.it' })).id;
  carla = (await createUser(db, { name: 'Carla Verdi', email: 'carla.metrics@studio.it' })).id;
  dario = (await createUser(db, { name: 'Dario Neri', email: 'dario.metrics@studio.it' })).id;

  // Usage records. In the period 11–29 March: Alice's first two, Bruno's first.
  await usage(
    alice,
    '2026-03-10T23:30:00Z', // 11 March 00:30 in Rome
    { prompt: 1000, cached: 400, written: 100, completion: 200 },
    { hit: '0.00004000', miss: '0.00050000', write: '0.00016000', output: '0.00060000' },
  );
  await usage(
    alice,
    '2026-03-20T10:00:00Z',
    { prompt: 3000, cached: 1500, written: 0, completion: 500 },
    { hit: '0.00015000', miss: '0.00150000', write: '0', output: '0.00150000' },
  );
  await usage(
    alice,
    '2026-03-29T22:30:00Z', // 30 March 00:30 in Rome (summer time)
    { prompt: 9000, cached: 0, written: 0, completion: 1000 },
    { hit: '0', miss: '0.50000000', write: '0', output: '0.50000000' },
  );
  await usage(
    bruno,
    '2026-03-29T21:30:00Z', // 29 March 23:30 in Rome (summer time)
    { prompt: 2000, cached: 0, written: 0, completion: 1000 },
    { hit: '0', miss: '0.00200000', write: '0', output: '0.00300000' },
  );
  await usage(
    bruno,
    '2026-03-10T22:59:00Z', // 10 March 23:59 in Rome
    { prompt: 500, cached: 0, written: 0, completion: 50 },
    { hit: '0', miss: '0.25000000', write: '0', output: '0.25000000' },
  );
  await usage(
    dario,
    '2026-04-05T10:00:00Z',
    { prompt: 100, cached: 0, written: 0, completion: 10 },
    { hit: '0', miss: '0.00010000', write: '0', output: '0.00010000' },
  );

  // Personal documents uploaded.
  await upload(alice, '2026-03-10T23:30:00Z');
  await upload(alice, '2026-03-15T09:00:00Z');
  await upload(alice, '2026-03-16T09:00:00Z');
  await upload(alice, '2026-03-10T22:59:00Z');
  await upload(bruno, '2026-03-29T21:30:00Z');
  await upload(bruno, '2026-03-29T22:30:00Z');
  await upload(dario, '2026-03-20T09:00:00Z', true); // deleted since: it was still uploaded

  // Answered questions.
  await activity(alice, 'CHAT_SIMPLE_INTERACTION', '2026-03-10T23:30:00Z');
  await activity(alice, 'CHAT_SIMPLE_INTERACTION', '2026-03-20T09:00:00Z');
  await activity(alice, 'CHAT_RAG_INTERACTION', '2026-03-20T10:00:00Z');
  await activity(alice, 'CHAT_WEB_SEARCH_INTERACTION', '2026-03-20T11:00:00Z', 2);
  await activity(alice, 'CHAT_WEB_SEARCH_INTERACTION', '2026-03-25T12:00:00Z', 0);
  await activity(alice, 'CHAT_SIMPLE_INTERACTION', '2026-03-10T22:59:00Z');
  await activity(alice, 'CASE_STRATEGY_CREATED', '2026-03-20T12:00:00Z');
  await activity(bruno, 'CHAT_RAG_INTERACTION', '2026-03-29T21:30:00Z');
  await activity(bruno, 'CHAT_WEB_SEARCH_INTERACTION', '2026-03-29T22:30:00Z', 1);
  await activity(null, 'CHAT_SIMPLE_INTERACTION', '2026-03-25T08:00:00Z'); // a deleted user's

  // The simulator's cases and the generator's documents.
  await strategy(alice, '2026-03-15T10:00:00Z');
  await strategy(carla, '2026-03-10T23:00:00Z'); // 11 March 00:00 in Rome: the first instant
  await strategy(carla, '2026-03-28T23:00:00Z'); // 29 March 00:00 in Rome
  await strategy(carla, '2026-03-29T22:00:00Z'); // 30 March 00:00 in Rome (summer time)
  await legalDocument(alice, '2026-03-18T10:00:00Z', true);
  await legalDocument(carla, '2026-03-12T10:00:00Z', true);
  await legalDocument(carla, '2026-03-13T10:00:00Z', false);
  await legalDocument(carla, '2026-04-01T10:00:00Z', true);
  await legalDocument(dario, '2026-04-02T10:00:00Z', false);
});
afterAll(() => t?.close());

async function get(path: string, query: Record<string, string> = {}, token = admin) {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/usage-metrics/${path}${search ? `?${search}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function rows(path: string, query: Record<string, string> = {}) {
  const res = await get(path, query);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const MARCH = { date_from: '2026-03-11', date_to: '2026-03-29' };
const day = (date: string) => ({ date_from: date, date_to: date });
const ids = (list: Array<{ user_id: number }>) => list.map((row) => row.user_id);

describe('GET /api/admin/usage-metrics/document-uploads', () => {
  it('counts the uploads per user over the Rome days, deleted documents included, most first', async () => {
    expect(await rows('document-uploads', MARCH)).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', upload_count: 3 },
      { user_id: bruno, user_name: 'Bruno Bianchi', upload_count: 1 },
      { user_id: dario, user_name: 'Dario Neri', upload_count: 1 },
    ]);
  });

  it('puts 23:30 UTC on 10 March into 11 March, and 23:59 Rome into 10 March', async () => {
    expect(await rows('document-uploads', day('2026-03-11'))).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', upload_count: 1 },
    ]);
    expect(await rows('document-uploads', day('2026-03-10'))).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', upload_count: 1 },
    ]);
  });

  it('ends 29 March at 22:00 UTC, after the change to summer time', async () => {
    const bruno1 = [{ user_id: bruno, user_name: 'Bruno Bianchi', upload_count: 1 }];
    expect(await rows('document-uploads', day('2026-03-29'))).toEqual(bruno1);
    expect(await rows('document-uploads', day('2026-03-30'))).toEqual(bruno1);
  });

  it('takes every upload without a period, and an open end with only one day given', async () => {
    const all = await rows('document-uploads');
    expect(all.map((row: { upload_count: number }) => row.upload_count)).toEqual([4, 2, 1]);
    expect(await rows('document-uploads', { date_from: '2026-03-30' })).toEqual([
      { user_id: bruno, user_name: 'Bruno Bianchi', upload_count: 1 },
    ]);
    expect(await rows('document-uploads', { date_to: '2026-03-10' })).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', upload_count: 1 },
    ]);
    expect(await rows('document-uploads', day('2026-05-01'))).toEqual([]);
  });
});

describe('GET /api/admin/usage-metrics/chat-mode-usage', () => {
  it('counts answered questions per mode as numeric strings; Web + RAG = web answers using documents', async () => {
    expect(await rows('chat-mode-usage', MARCH)).toEqual([
      {
        user_id: alice,
        user_name: 'Alice Rossi',
        rag_mode_count: '1',
        simple_chat_count: '2',
        web_search_count: '2',
        web_and_rag_count: '1',
      },
      {
        user_id: bruno,
        user_name: 'Bruno Bianchi',
        rag_mode_count: '1',
        simple_chat_count: '0',
        web_search_count: '0',
        web_and_rag_count: '0',
      },
    ]);
  });

  it('follows the Rome days across midnight and the change to summer time', async () => {
    const march30 = await rows('chat-mode-usage', day('2026-03-30'));
    expect(march30).toEqual([
      expect.objectContaining({ user_id: bruno, web_search_count: '1', web_and_rag_count: '1' }),
    ]);
    const march10 = await rows('chat-mode-usage', day('2026-03-10'));
    expect(march10).toEqual([expect.objectContaining({ user_id: alice, simple_chat_count: '1' })]);
  });
});

describe('GET /api/admin/usage-metrics/llm-tokens/per-user', () => {
  it('sums prompt and completion tokens per user, most tokens first', async () => {
    // Alice 1000 + 3000 and 200 + 500 (4700 in all); Bruno 2000 and 1000 (3000).
    expect(await rows('llm-tokens/per-user', MARCH)).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', total_prompt_tokens: 4000, total_completion_tokens: 700 },
      {
        user_id: bruno,
        user_name: 'Bruno Bianchi',
        total_prompt_tokens: 2000,
        total_completion_tokens: 1000,
      },
    ]);
  });

  it('keeps each record in its Rome day', async () => {
    expect(await rows('llm-tokens/per-user', day('2026-03-11'))).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', total_prompt_tokens: 1000, total_completion_tokens: 200 },
    ]);
    expect(await rows('llm-tokens/per-user', day('2026-03-30'))).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', total_prompt_tokens: 9000, total_completion_tokens: 1000 },
    ]);
    // Everything: Alice 13000 + 1700, Bruno 2500 + 1050, Dario 100 + 10.
    const all = await rows('llm-tokens/per-user');
    expect(all.map((row: { total_prompt_tokens: number }) => row.total_prompt_tokens)).toEqual([
      13000, 2500, 100,
    ]);
  });
});

describe('GET /api/admin/usage-metrics/chat-activity', () => {
  it('counts questions per Rome day and mode, days in order, deleted users included', async () => {
    expect(await rows('chat-activity', MARCH)).toEqual([
      { date: '2026-03-11', standard: 1, rag: 0, websearch: 0 },
      { date: '2026-03-20', standard: 1, rag: 1, websearch: 1 },
      { date: '2026-03-25', standard: 1, rag: 0, websearch: 1 },
      { date: '2026-03-29', standard: 0, rag: 1, websearch: 0 },
    ]);
  });

  it('puts the edges of the period in their Rome days', async () => {
    const all = await rows('chat-activity');
    expect(all.map((row: { date: string }) => row.date)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-20',
      '2026-03-25',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(all.at(-1)).toEqual({ date: '2026-03-30', standard: 0, rag: 0, websearch: 1 });
  });
});

describe('GET /api/admin/usage-metrics/user-spending', () => {
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
    expect(await rows('user-spending', MARCH)).toEqual([
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
    const march29 = await rows('user-spending', day('2026-03-29'));
    expect(ids(march29)).toEqual([bruno, carla]);
    expect(march29[1]).toMatchObject({ case_strategy_count: 1, total_feature_usage: 1, total_requests: 0 });

    const march30 = await rows('user-spending', day('2026-03-30'));
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

    expect(ids(await rows('user-spending', day('2026-03-10')))).toEqual([bruno]);
    expect(await rows('user-spending', day('2026-06-01'))).toEqual([]);
  });
});
