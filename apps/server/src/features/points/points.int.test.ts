import { AppError, pointsPeriod } from '@brocardo/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { tokenFor } from '../../../test/sessions';
import { pointsLedger, users } from '../../db/schema';
import { createPointsService, type PointsService } from './points.service';

let now = new Date();
let t: TestApp;
let points: PointsService;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100' } });
  points = createPointsService({ db: t.database.db, clock: () => now, config: t.config });
});
afterAll(() => t.close());

async function ledgerOf(userId: number) {
  return t.database.db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(pointsLedger.id);
}

/** The invariant of the ledger: a user's rows sum to their balance. */
async function expectLedgerMatchesBalance(userId: number) {
  const [row] = await t.database.db
    .select({ balance: users.pointsBalance })
    .from(users)
    .where(eq(users.id, userId));
  const [sum] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  expect(Number(sum!.total)).toBe(row!.balance);
  return row!.balance;
}

/** The first instant of the next month, in Rome, plus `hours`. */
function startOfNextMonth(from: Date, hours = 1): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCHours(hours, 0, 0, 0);
  return next;
}

describe('the points ledger', () => {
  it('opens every new account with a grant row equal to its balance', async () => {
    const user = await createUser(t.database.db);
    expect(await expectLedgerMatchesBalance(user.id)).toBe(1000);
    const [grant] = await ledgerOf(user.id);
    expect(grant).toMatchObject({ kind: 'grant', delta: 1000, balanceAfter: 1000 });
  });

  it('charges the configured cost with a ledger row, and refuses a short balance with points_info', async () => {
    const user = await createUser(t.database.db);
    await points.adjust(user.id, 11, 'test');
    const charge = await points.charge(user.id, 'rag_interrogation', 'Domanda');
    expect(charge).toMatchObject({ points: 10, balance: 1 });
    const short = await points.charge(user.id, 'chat_message').catch((error: unknown) => error);
    expect(short).toBeInstanceOf(AppError);
    expect((short as AppError).status).toBe(402);
    expect((short as AppError).extra).toEqual({
      error_type: 'insufficient_points',
      points_info: { required: 2, current_balance: 1, shortfall: 1 },
    });
    expect(await expectLedgerMatchesBalance(user.id)).toBe(1);
    const kinds = (await ledgerOf(user.id)).map((row) => [row.kind, row.delta]);
    expect(kinds).toEqual([
      ['grant', 1000],
      ['adjustment', -989],
      ['charge', -10],
    ]);
  });

  it('never goes below zero under 50 concurrent charges on a balance of 20', async () => {
    const user = await createUser(t.database.db);
    await points.adjust(user.id, 20, 'test');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => points.charge(user.id, 'chat_message')),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' && (outcome.reason as AppError).code === 'INSUFFICIENT_POINTS',
    );
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(await expectLedgerMatchesBalance(user.id)).toBe(0);
  });

  it('refunds a charge once, even when asked twice at the same time', async () => {
    const user = await createUser(t.database.db);
    const charge = await points.charge(user.id, 'web_search_query');
    expect(charge.balance).toBe(995);
    const balances = await Promise.all([points.refund(charge, 'errore'), points.refund(charge, 'errore')]);
    expect(balances).toEqual([1000, 1000]);
    const refunds = (await ledgerOf(user.id)).filter((row) => row.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ refundOf: charge.ledgerId, delta: 5 });
    expect(await expectLedgerMatchesBalance(user.id)).toBe(1000);
  });

  it('resets to the plan allowance once at the start of a month, under concurrent requests', async () => {
    const user = await createUser(t.database.db);
    await points.charge(user.id, 'rag_interrogation');
    const saved = now;
    try {
      now = startOfNextMonth(saved);
      const balances = await Promise.all(Array.from({ length: 20 }, () => points.balance(user.id)));
      expect(new Set(balances)).toEqual(new Set([1000]));
      const resets = (await ledgerOf(user.id)).filter((row) => row.kind === 'monthly_reset');
      expect(resets).toHaveLength(1);
      expect(resets[0]).toMatchObject({ delta: 10, balanceAfter: 1000, period: pointsPeriod(now) });
      // A charge in the new month first opens it, and the usage counts only this month.
      await points.charge(user.id, 'chat_message');
      const dashboard = await points.dashboard(user.id);
      expect(dashboard).toMatchObject({ current_balance: 998, monthly_usage: 2, monthly_allowance: 1000 });
      expect(await expectLedgerMatchesBalance(user.id)).toBe(998);
    } finally {
      now = saved;
    }
  });

  it('counts the days until the reset in the Rome calendar', async () => {
    const user = await createUser(t.database.db);
    const saved = now;
    try {
      now = new Date('2030-01-31T23:30:00Z'); // already 1 February in Rome (UTC+1)
      const dashboard = await points.dashboard(user.id);
      expect(dashboard.days_until_reset).toBe(28);
    } finally {
      now = saved;
    }
  });
});

describe('GET /api/points/dashboard and /api/points/costs', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/points/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the dashboard at the top level and under dashboard, with recent transactions', async () => {
    const user = await createUser(t.database.db);
    const token = await tokenFor(t, user);
    await points.charge(user.id, 'chat_message', 'Chat standard');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/points/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      current_balance: 998,
      plan_name: 'Beta Pubblica',
      monthly_allowance: 1000,
      monthly_usage: 2,
      dashboard: { current_balance: 998, monthly_usage: 2 },
    });
    expect(body.days_until_reset).toBeGreaterThanOrEqual(1);
    expect(body.recent_transactions[0]).toMatchObject({
      action: 'chat_message',
      kind: 'charge',
      points_used: 2,
      balance_after: 998,
      description: 'Chat standard',
    });
  });

  it('lists the point costs', async () => {
    const user = await createUser(t.database.db);
    const token = await tokenFor(t, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/points/costs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().point_costs).toMatchObject({
      chat_message: 2,
      rag_interrogation: 10,
      web_search_query: 5,
      legal_document_basic: 10,
      legal_document_enhanced: 20,
    });
  });
});

describe('PATCH /api/admin/users/{id}/points', () => {
  async function adminToken() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password, admin_login: true },
    });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  }
  const patch = (token: string, id: number | string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/points`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown>,
    });

  it('sets the balance with an adjustment row naming the reason', async () => {
    const user = await createUser(t.database.db);
    const res = await patch(await adminToken(), user.id, { points_balance: 0, reason: 'Prova' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Points balance updated successfully!',
      user: { id: user.id, points_balance: 0 },
    });
    const last = (await ledgerOf(user.id)).at(-1);
    expect(last).toMatchObject({ kind: 'adjustment', delta: -1000, balanceAfter: 0 });
    expect(last?.description).toMatch(/^Prova \(amministratore #\d+\)$/);
    expect(await expectLedgerMatchesBalance(user.id)).toBe(0);
  });

  it('refuses negative or fractional balances, unknown users and non-admins', async () => {
    const user = await createUser(t.database.db);
    const token = await adminToken();
    for (const points_balance of [-1, 1.5, 'molti']) {
      const res = await patch(token, user.id, { points_balance });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.points_balance).toEqual([
        'Il saldo punti deve essere un numero intero non negativo',
      ]);
    }
    expect((await patch(token, 999_999, { points_balance: 5 })).statusCode).toBe(404);
    expect((await patch(token, 'abc', { points_balance: 5 })).statusCode).toBe(404);
    const userToken = await tokenFor(t, user);
    expect((await patch(userToken, user.id, { points_balance: 99_999 })).statusCode).toBe(403);
    expect(await expectLedgerMatchesBalance(user.id)).toBe(1000);
  });
});
