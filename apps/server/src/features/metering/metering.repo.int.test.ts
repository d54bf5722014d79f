import type { UsageAction } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, type UserFixture } from '../../../test/factories';
import { createMeteringRepo, type MeteringRepo } from './metering.repo';

let t: TestApp;
let repo: MeteringRepo;
let alice: UserFixture;
let bruno: UserFixture;

/** March 2024, far from the records other tests write now. */
const at = (iso: string) => new Date(iso);
const MARCH = { from: at('2024-03-01T00:00:00+01:00'), to: at('2024-04-01T00:00:00+02:00') };

async function record(
  userId: number,
  action: UsageAction,
  createdAt: string,
  fields: { tokens?: number; status?: string; points?: number } = {},
) {
  const tokens = fields.tokens ?? 100;
  await repo.insert({
    userId,
    action,
    provider: 'openai',
    model: 'modello-di-prova',
    status: fields.status ?? 'completed',
    promptTokens: tokens,
    cachedPromptTokens: tokens / 2,
    completionTokens: tokens / 4,
    costCacheHit: '0.00010000',
    costCacheMiss: '0.00020000',
    costOutput: '0.00040000',
    pointsCharged: fields.points ?? 0,
    createdAt: at(createdAt),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  repo = createMeteringRepo(t.database.db);
  alice = await createUser(t.database.db);
  bruno = await createUser(t.database.db);
  // Rome is UTC+1 in early March: 23:30 UTC on the 1st is already the 2nd there.
  await record(alice.id, 'chat_message', '2024-03-01T10:00:00Z', { points: 2 });
  await record(alice.id, 'rag_interrogation', '2024-03-01T23:30:00Z', { tokens: 400, points: 10 });
  await record(alice.id, 'query_enrichment', '2024-03-01T23:30:00Z', { tokens: 40 });
  await record(bruno.id, 'chat_message', '2024-03-02T09:00:00Z', { status: 'failed' });
  await record(bruno.id, 'legal_document_complex', '2024-03-15T12:00:00Z', { tokens: 800, points: 20 });
  await record(alice.id, 'chat_message', '2024-02-29T22:59:59Z', { points: 2 }); // February in Rome: outside
  await record(bruno.id, 'chat_message', '2024-03-31T22:00:00Z', { points: 2 }); // April 1st in Rome: outside
});
afterAll(() => t.close());

const costOf = (records: number) => Number((records * 0.0007).toFixed(8));

describe('the usage read queries', () => {
  it('sums usage per user over a date range, the heaviest first', async () => {
    const rows = await repo.usageByUser(MARCH);
    expect(rows).toEqual([
      {
        userId: alice.id,
        records: 3,
        unfinished: 0,
        promptTokens: 540,
        cachedPromptTokens: 270,
        completionTokens: 135,
        cost: costOf(3),
        pointsCharged: 12,
      },
      {
        userId: bruno.id,
        records: 2,
        unfinished: 1,
        promptTokens: 900,
        cachedPromptTokens: 450,
        completionTokens: 225,
        cost: costOf(2),
        pointsCharged: 20,
      },
    ]);
    expect(await repo.usageByUser({ ...MARCH, userId: bruno.id })).toEqual([rows[1]]);
  });

  it('sums usage per action, chat modes and query enrichment included', async () => {
    const rows = await repo.usageByAction(MARCH);
    expect(
      rows.map(({ action, records, promptTokens, pointsCharged }) => [
        action,
        records,
        promptTokens,
        pointsCharged,
      ]),
    ).toEqual([
      ['chat_message', 2, 200, 2],
      ['rag_interrogation', 1, 400, 10],
      ['legal_document_complex', 1, 800, 20],
      ['query_enrichment', 1, 40, 0],
    ]);
    expect(await repo.usageByAction({ ...MARCH, userId: alice.id, action: 'chat_message' })).toEqual([
      expect.objectContaining({ action: 'chat_message', records: 1, unfinished: 0, pointsCharged: 2 }),
    ]);
  });

  it('sums usage per calendar day in Rome over a date range', async () => {
    const rows = await repo.usageByDay(MARCH);
    expect(rows.map(({ day, records, promptTokens }) => [day, records, promptTokens])).toEqual([
      ['2024-03-01', 1, 100],
      ['2024-03-02', 3, 540],
      ['2024-03-15', 1, 800],
    ]);
    expect(rows[1]).toMatchObject({ unfinished: 1, cost: costOf(3), pointsCharged: 10 });
    // The same records by UTC day.
    const utc = await repo.usageByDay(MARCH, 'UTC');
    expect(utc.map(({ day, records }) => [day, records])).toEqual([
      ['2024-03-01', 3],
      ['2024-03-02', 1],
      ['2024-03-15', 1],
    ]);
    expect(
      await repo.usageByDay({ from: at('2024-03-02T00:00:00Z'), to: at('2024-03-03T00:00:00Z') }),
    ).toEqual([expect.objectContaining({ day: '2024-03-02', records: 1 })]);
  });
});
