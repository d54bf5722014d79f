import { pointsPeriod } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { recordOpeningGrant } from '../src/db/opening-grant';
import { subscriptionPlans, users } from '../src/db/schema';
import { hashPassword } from '../src/platform/passwords';

let counter = 0;

export interface UserFixture {
  id: number;
  email: string;
  password: string;
}

/** A user on the default plan; verified unless told otherwise. */
export async function createUser(
  db: Database,
  overrides: { email?: string; password?: string; name?: string; verified?: boolean; isAdmin?: boolean } = {},
): Promise<UserFixture> {
  counter += 1;
  const email = (overrides.email ?? `utente${counter}.${process.pid}@studio.it`).toLowerCase();
  const password = overrides.password ?? 'Password123';
  const [plan] = await db
    .select({ id: subscriptionPlans.id, points: subscriptionPlans.monthlyPoints })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isDefault, true));
  if (!plan) throw new Error('no default plan: was the database seeded?');
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `Utente ${counter}`,
      email,
      passwordHash: await hashPassword(password),
      isAdmin: overrides.isAdmin ?? false,
      emailVerifiedAt: overrides.verified === false ? null : new Date(),
      subscriptionPlanId: plan.id,
      pointsBalance: plan.points,
      pointsPeriod: pointsPeriod(new Date()),
    })
    .returning({ id: users.id });
  await recordOpeningGrant(db, { userId: row!.id, points: plan.points, period: pointsPeriod(new Date()) });
  return { id: row!.id, email, password };
}
