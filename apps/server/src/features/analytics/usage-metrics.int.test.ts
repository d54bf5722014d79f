import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, MARCH, useUsageDataset } from './usage-metrics.test-support';

/**
 * The Usage Analytics calls against the dataset of seedUsageDataset (chosen times around midnight in
 * Rome and the change to summer time); user-spending.int.test.ts has the User Spending calls.
 */
const { app, rows } = useUsageDataset();
let alice: number;
let bruno: number;
let dario: number;
beforeAll(() => {
  ({ alice, bruno, dario } = app.users);
});

describe('GET /api/admin/usage-metrics/document-uploads', () => {
  it('counts the uploads per user over the Rome days, deleted documents included, most first', async () => {
    expect(await rows('document-uploads', MARCH)).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', upload_count: 3 },
      { user_id: bruno, user_name: 'Bruno Bianchi', upload_count: 1 },
      { user_id: dario, user_name: 'Dario Neri', upload_count: 1 },
    ]);
  });

  it('puts 23:30 UTC on 10 March into 11 March, and 23:59 Rome into 10 March', async () => {
    expect(await rows('document-uploads', DAY('2026-03-11'))).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', upload_count: 1 },
    ]);
    expect(await rows('document-uploads', DAY('2026-03-10'))).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', upload_count: 1 },
    ]);
  });

  it('ends 29 March at 22:00 UTC, after the change to summer time', async () => {
    const bruno1 = [{ user_id: bruno, user_name: 'Bruno Bianchi', upload_count: 1 }];
    expect(await rows('document-uploads', DAY('2026-03-29'))).toEqual(bruno1);
    expect(await rows('document-uploads', DAY('2026-03-30'))).toEqual(bruno1);
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
    expect(await rows('document-uploads', DAY('2026-05-01'))).toEqual([]);
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
    const march30 = await rows('chat-mode-usage', DAY('2026-03-30'));
    expect(march30).toEqual([
      expect.objectContaining({ user_id: bruno, web_search_count: '1', web_and_rag_count: '1' }),
    ]);
    const march10 = await rows('chat-mode-usage', DAY('2026-03-10'));
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
    expect(await rows('llm-tokens/per-user', DAY('2026-03-11'))).toEqual([
      { user_id: alice, user_name: 'Alice Rossi', total_prompt_tokens: 1000, total_completion_tokens: 200 },
    ]);
    expect(await rows('llm-tokens/per-user', DAY('2026-03-30'))).toEqual([
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
