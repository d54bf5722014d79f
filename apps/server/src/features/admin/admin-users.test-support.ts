// Helpers of the admin User Management integration tests; not part of the server bundle.
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app';
import { TEST_ADMIN } from '../../../test/build-test-app';
import { type Caller, tokenFor } from '../../../test/sessions';
import { subscriptionPlans, users } from '../../db/schema';

export type PlanCode = 'beta' | 'professionale' | 'studio';
export type Plans = Record<PlanCode, { id: number; monthlyPoints: number }>;

export async function seededPlans(t: TestApp): Promise<Plans> {
  const rows = await t.database.db.select().from(subscriptionPlans);
  const plan = (code: PlanCode) => rows.find((row) => row.code === code)!;
  return { beta: plan('beta'), professionale: plan('professionale'), studio: plan('studio') };
}

/** The seeded administrator, signed in. */
export async function signedInAdmin(t: TestApp): Promise<Caller> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  const token = await tokenFor(t, TEST_ADMIN);
  return { id: row!.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A call to `/api/admin{url}` as `caller` (anonymous when null). */
export function adminCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  caller: Caller | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
