import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { subscriptionPlans } from './plans';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 255 }).notNull(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: varchar({ length: 255 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    tutorialCompleted: boolean('tutorial_completed').notNull().default(false),
    subscriptionPlanId: integer('subscription_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    pointsBalance: integer('points_balance').notNull().default(0),
    /** The month ('YYYY-MM', Europe/Rome) whose allowance the balance holds; a new month resets it once. */
    pointsPeriod: varchar('points_period', { length: 7 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_points_balance_non_negative', sql`${table.pointsBalance} >= 0`)],
);
