import { ADMIN_PLAN_CODE, PLAN_CATALOGUE } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../platform/passwords';
import type { Database } from './client';
import { subscriptionPlans, users } from './schema';

export const DEFAULT_ADMIN_EMAIL = 'admin@brocardo.local';

export interface SeedOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  adminName: string;
}

export interface SeedResult {
  /** Set only when this run created the admin account with a generated password. */
  generatedAdmin?: { email: string; password: string };
  createdAdmin: boolean;
}

/** Idempotent: inserts missing plans, and an admin account when none exists. Runs under the migration lock. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  await db
    .insert(subscriptionPlans)
    .values(PLAN_CATALOGUE.map((plan) => ({ ...plan })))
    .onConflictDoNothing({ target: subscriptionPlans.code });

  const [existingAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .limit(1);
  if (existingAdmin) return { createdAdmin: false };

  const email = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) {
    throw new Error(
      `Cannot seed the administrator: ${email} already belongs to a non-admin account. Set ADMIN_EMAIL to another address.`,
    );
  }
  const [plan] = await db
    .select({ id: subscriptionPlans.id, monthlyPoints: subscriptionPlans.monthlyPoints })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.code, ADMIN_PLAN_CODE));
  if (!plan) throw new Error(`The plan ${ADMIN_PLAN_CODE} is missing after seeding.`);

  const password = options.adminPassword ?? generatePassword();
  await db.insert(users).values({
    name: options.adminName,
    email,
    passwordHash: await hashPassword(password),
    isAdmin: true,
    emailVerifiedAt: new Date(),
    tutorialCompleted: true,
    subscriptionPlanId: plan.id,
    pointsBalance: plan.monthlyPoints,
  });
  return options.adminPassword
    ? { createdAdmin: true }
    : { createdAdmin: true, generatedAdmin: { email, password } };
}
