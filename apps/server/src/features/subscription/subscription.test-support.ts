// Helpers of the subscription integration tests; not part of the server bundle.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import type { Caller } from '../../../test/sessions';
import { pointsLedger, subscriptionPlans, users } from '../../db/schema';

export type PlanCode = 'beta' | 'professionale' | 'studio';

export async function planIds(t: TestApp): Promise<Record<PlanCode, number>> {
  const rows = await t.database.db.select().from(subscriptionPlans);
  const id = (code: PlanCode) => rows.find((row) => row.code === code)!.id;
  return { beta: id('beta'), professionale: id('professionale'), studio: id('studio') };
}

export function requestPlan(t: TestApp, caller: Caller | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/upgrade-requests',
    headers: caller?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
}

export function withdraw(t: TestApp, caller: Caller | null, id: number | string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/subscription/upgrade-requests/${id}`,
    headers: caller?.headers ?? {},
  });
}

export async function userRow(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

export async function ledgerOf(t: TestApp, userId: number) {
  return t.database.db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(pointsLedger.id);
}

/** The ledger invariant: a user's rows sum to their balance. */
export async function expectLedgerMatchesBalance(t: TestApp, userId: number): Promise<number> {
  const [sum] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  const { pointsBalance } = await userRow(t, userId);
  expect(Number(sum!.total)).toBe(pointsBalance);
  return pointsBalance;
}
