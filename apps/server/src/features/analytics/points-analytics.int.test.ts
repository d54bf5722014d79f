import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { pointsLedger, users } from '../../db/schema';

/**
 * A hand-made ledger around Rome midnights (2025-12-31 → 2026-01-01, 2026-01-31 → 02-01) and the
 * DST change of 2026-03-29 (that Rome day runs from 2026-03-28T23:00Z to 2026-03-29T22:00Z), and
 * balances on every boundary of the ranges. Every expected figure is computed by hand below.
 */
let t: TestApp;
let adminHeaders: { authorization: string };
let caller: Caller;

type Kind = 'charge' | 'refund' | 'adjustment' | 'monthly_reset';

async function ledger(
  userId: number,
  kind: Kind,
  action: string,
  delta: number,
  when: string,
  refundOf?: number,
) {
  const [row] = await t.database.db
    .insert(pointsLedger)
    .values({ userId, kind, action, delta, balanceAfter: 0, refundOf, createdAt: new Date(when) })
    .returning({ id: pointsLedger.id });
  return row!.id;
}

async function setBalance(userId: number, balance: number) {
  await t.database.db.update(users).set({ pointsBalance: balance }).where(eq(users.id, userId));
}

beforeAll(async () => {
  t = await buildTestApp();
  adminHeaders = { authorization: `Bearer ${await tokenFor(t, TEST_ADMIN)}` };
  caller = await signedInUser(t);
  const db = t.database.db;
  const a = (await createUser(db)).id;
  const b = (await createUser(db)).id;

  // Charges of A (kept unless refunded below) and one of B. Rome local times in the comments.
  await ledger(a, 'charge', 'chat_message', -2, '2025-12-15T10:00:00Z'); //           Dec 15
  await ledger(a, 'charge', 'rag_interrogation', -10, '2025-12-31T22:30:00Z'); //     Dec 31 23:30
  await ledger(a, 'charge', 'rag_interrogation', -10, '2025-12-31T23:30:00Z'); //     Jan 1 00:30
  const refunded = await ledger(a, 'charge', 'legal_document_complex', -20, '2026-01-10T09:00:00Z');
  await ledger(a, 'refund', 'legal_document_complex', 20, '2026-01-10T09:01:00Z', refunded);
  await ledger(a, 'charge', 'case_strategy_simple', -25, '2026-01-20T09:00:00Z');
  await ledger(b, 'charge', 'case_strategy_simple', -25, '2026-01-20T10:00:00Z');
  await ledger(a, 'charge', 'web_search_query', -5, '2026-01-31T23:30:00Z'); //       Feb 1 00:30
  const lateRefund = await ledger(a, 'charge', 'rag_interrogation', -10, '2026-02-28T12:00:00Z');
  await ledger(a, 'refund', 'rag_interrogation', 10, '2026-03-29T10:00:00Z', lateRefund);
  await ledger(a, 'charge', 'chat_message', -3, '2026-03-15T12:00:00Z');
  await ledger(a, 'charge', 'chat_message', -2, '2026-03-28T22:50:00Z'); //           Mar 28 23:50 CET
  await ledger(a, 'charge', 'rag_interrogation', -10, '2026-03-28T23:10:00Z'); //     Mar 29 00:10 CET
  await ledger(a, 'charge', 'legal_document_simple', -10, '2026-03-29T21:30:00Z'); // Mar 29 23:30 CEST
  await ledger(a, 'charge', 'chat_message', -2, '2026-03-29T22:10:00Z'); //           Mar 30 00:10 CEST
  // Not uses: an admin adjustment and a monthly reset (and the opening grants of createUser).
  await ledger(a, 'adjustment', 'adjustment', -50, '2026-01-05T10:00:00Z');
  await ledger(b, 'monthly_reset', 'monthly_reset', 100, '2026-02-01T00:00:00Z');

  // Balances on every boundary: '0': 0 + the caller's 0; '1-19': 1, 5, 19; '20-49': 20, 49;
  // '50-99': 50, 99; '100+': 100, 101 + the admin's 500. Twelve users.
  await setBalance(a, 0);
  await setBalance(b, 1);
  for (const balance of [5, 19, 20, 49, 50, 99, 100, 101]) {
    await setBalance((await createUser(db)).id, balance);
  }
  await setBalance(caller.id, 0);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
  await setBalance(admin!.id, 500);
});
afterAll(() => t.close());

async function points(query = '', headers: Record<string, string> = adminHeaders) {
  return t.app.inject({ method: 'GET', url: `/api/admin/analytics/points${query}`, headers });
}

/** Twelve users: 2, 3, 2, 2, 3 per range. */
const DISTRIBUTION = [
  { balance_range: '0', user_count: 2, percentage: 16.7 },
  { balance_range: '1-19', user_count: 3, percentage: 25 },
  { balance_range: '20-49', user_count: 2, percentage: 16.7 },
  { balance_range: '50-99', user_count: 2, percentage: 16.7 },
  { balance_range: '100+', user_count: 3, percentage: 25 },
];

describe('GET /api/admin/analytics/points', () => {
  it('answers every figure over all time, refunded charges excluded', async () => {
    const res = await points();
    expect(res.statusCode).toBe(200);
    // Kept: chat 2 + 3 + 2 + 2 = 9 (4), rag 10 + 10 + 10 = 30 (3), strategy 25 + 25 = 50 (2),
    // document simple 10 (1), web 5 (1); document complex and the late-refunded rag give 0.
    // Total 104 over 11 uses: 9.4545 → 9.45.
    expect(res.json()).toEqual({
      total_points_used: 104,
      points_by_action: [
        {
          action_type: 'case_strategy_simple',
          total_points: 50,
          usage_count: 2,
          average_points: 25,
          percentage: 48.1,
        },
        {
          action_type: 'rag_interrogation',
          total_points: 30,
          usage_count: 3,
          average_points: 10,
          percentage: 28.8,
        },
        {
          action_type: 'legal_document_simple',
          total_points: 10,
          usage_count: 1,
          average_points: 10,
          percentage: 9.6,
        },
        {
          action_type: 'chat_message',
          total_points: 9,
          usage_count: 4,
          average_points: 2.25,
          percentage: 8.7,
        },
        {
          action_type: 'web_search_query',
          total_points: 5,
          usage_count: 1,
          average_points: 5,
          percentage: 4.8,
        },
      ],
      user_points_distribution: DISTRIBUTION,
      // Rome months, ascending across the year: Dec 2 + 10; Jan 10 + 0 + 25 + 25; Feb 5 + 0; Mar 3 + 2 + 10 + 10 + 2.
      monthly_points_trend: [
        { year: 2025, month: 12, total_points: 12 },
        { year: 2026, month: 1, total_points: 60 },
        { year: 2026, month: 2, total_points: 5 },
        { year: 2026, month: 3, total_points: 27 },
      ],
      most_used_feature: { action_type: 'case_strategy_simple', total_points: 50 },
      average_points_per_action: 9.45,
      active_users: 10,
    });
  });

  it('takes the Rome day of the DST change whole, and ignores a refund of a charge made before it', async () => {
    const body = (await points('?date_from=2026-03-29&date_to=2026-03-29')).json();
    // In: rag at 00:10 CET, document at 23:30 CEST. Out: 23:50 on the 28th, 00:10 on the 30th, and
    // the refund made that day of a February charge.
    expect(body.total_points_used).toBe(20);
    expect(body.points_by_action).toEqual([
      {
        action_type: 'legal_document_simple',
        total_points: 10,
        usage_count: 1,
        average_points: 10,
        percentage: 50,
      },
      {
        action_type: 'rag_interrogation',
        total_points: 10,
        usage_count: 1,
        average_points: 10,
        percentage: 50,
      },
    ]);
    expect(body.monthly_points_trend).toEqual([{ year: 2026, month: 3, total_points: 20 }]);
    expect(body.average_points_per_action).toBe(10);
  });

  it('takes January in Rome: from 00:30 on the 1st (still 2025 in UTC) to the last minute of the 31st', async () => {
    const body = (await points('?date_from=2026-01-01&date_to=2026-01-31')).json();
    expect(body.total_points_used).toBe(60);
    expect(
      body.points_by_action.map((row: { action_type: string; usage_count: number }) => [
        row.action_type,
        row.usage_count,
      ]),
    ).toEqual([
      ['case_strategy_simple', 2],
      ['rag_interrogation', 1],
    ]);
    expect(body.monthly_points_trend).toEqual([{ year: 2026, month: 1, total_points: 60 }]);
  });

  it('orders the months of a range across the new year', async () => {
    const body = (await points('?date_from=2025-12-01&date_to=2026-01-31')).json();
    expect(body.monthly_points_trend).toEqual([
      { year: 2025, month: 12, total_points: 12 },
      { year: 2026, month: 1, total_points: 60 },
    ]);
    expect(body.total_points_used).toBe(72);
  });

  it("answers zeros for a period without charges, and today's balances whatever the period", async () => {
    expect((await points('?date_from=2024-01-01&date_to=2024-01-31')).json()).toEqual({
      total_points_used: 0,
      points_by_action: [],
      user_points_distribution: DISTRIBUTION,
      monthly_points_trend: [],
      most_used_feature: null,
      average_points_per_action: 0,
      active_users: 10,
    });
  });

  it('refuses an anonymous visitor (401), a user (403), and bad dates (422)', async () => {
    expect((await points('', {})).statusCode).toBe(401);
    expect((await points('', caller.headers)).statusCode).toBe(403);
    for (const query of [
      '?date_from=2026-02-29',
      '?date_to=2026-13-01',
      '?date_from=2026-03-02&date_to=2026-03-01',
    ]) {
      const res = await points(query);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
  });
});
