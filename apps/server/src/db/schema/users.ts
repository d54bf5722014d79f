import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    /** Set when the user erased the account: the row stays as an anonymous tombstone (migration 0022). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Conversations idle for longer are deleted by the retention sweep; null keeps them. */
    conversationRetentionDays: integer('conversation_retention_days'),
  },
  (table) => [
    check('users_points_balance_non_negative', sql`${table.pointsBalance} >= 0`),
    check(
      'users_conversation_retention_days_range',
      sql`${table.conversationRetentionDays} IS NULL OR ${table.conversationRetentionDays} BETWEEN 7 AND 3650`,
    ),
    index('users_conversation_retention_idx')
      .on(table.id)
      .where(sql`${table.conversationRetentionDays} IS NOT NULL`),
  ],
);
