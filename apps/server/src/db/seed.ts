import { ADMIN_PLAN_CODE, PLAN_CATALOGUE, pointsPeriod } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../platform/passwords';
import type { Database } from './client';
import { recordOpeningGrant } from './opening-grant';
import { subscriptionPlans, users } from './schema';

export const DEFAULT_ADMIN_EMAIL = 'admin@brocardo.local';

export interface SeedOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  adminName: string;
  /** The calendar of the monthly points reset (the admin's first allowance belongs to this month). */
  pointsTimeZone?: string;
}

export interface GeneratedAdmin {
  email: string;
  password: string;
}

export interface SeedResult {
  /** Set only when this run created the admin account with a generated password. */
  generatedAdmin?: GeneratedAdmin;
  createdAdmin: boolean;
}

/**
 * Idempotent: inserts missing plans, and an admin account when none exists, in one transaction that
 * runs under the migration lock. A generated password is handed to `announce` before the commit:
 * a crash before the commit leaves no admin (the next start makes a new one), and after it the
 * password has already been shown, so the operator is never locked out.
 */
export async function seedDatabase(
  db: Database,
  options: SeedOptions,
  announce: (admin: GeneratedAdmin) => void = () => {},
): Promise<SeedResult> {
  return db.transaction((tx) => seedInTransaction(tx as unknown as Database, options, announce));
}

async function seedInTransaction(
  db: Database,
  options: SeedOptions,
  announce: (admin: GeneratedAdmin) => void,
): Promise<SeedResult> {
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
  const period = pointsPeriod(new Date(), options.pointsTimeZone);
  const [admin] = await db
    .insert(users)
    .values({
      name: options.adminName,
      email,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      emailVerifiedAt: new Date(),
      tutorialCompleted: true,
      subscriptionPlanId: plan.id,
      pointsBalance: plan.monthlyPoints,
      pointsPeriod: period,
    })
    .returning({ id: users.id });
  await recordOpeningGrant(db, { userId: admin!.id, points: plan.monthlyPoints, period });
  if (options.adminPassword) return { createdAdmin: true };
  const generatedAdmin = { email, password };
  announce(generatedAdmin);
  return { createdAdmin: true, generatedAdmin };
}
