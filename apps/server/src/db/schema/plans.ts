import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: varchar({ length: 50 }).notNull().unique(),
    name: varchar({ length: 100 }).notNull(),
    monthlyPoints: integer('monthly_points').notNull(),
    /** Monthly price in euro. */
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscription_plans_monthly_points_non_negative', sql`${table.monthlyPoints} >= 0`),
    check('subscription_plans_price_non_negative', sql`${table.price} >= 0`),
    // At most one plan is the default for new registrations.
    uniqueIndex('subscription_plans_single_default').on(table.isDefault).where(sql`${table.isDefault}`),
  ],
);
