import { upgradeRequestStatuses } from '@brocardo/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { subscriptionPlans } from './plans';
import { users } from './users';

const statusList = sql.raw(`(${upgradeRequestStatuses.map((status) => `'${status}'`).join(', ')})`);

/**
 * A user's request to change plan. The beta takes no payments: an administrator approves (the user
 * moves to the requested plan) or rejects it. At most one request per user is pending.
 */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentPlanId: integer('current_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    requestedPlanId: integer('requested_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    message: text(),
    status: varchar({ length: 20 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('upgrade_requests_status_known', sql`${table.status} in ${statusList}`),
    uniqueIndex('upgrade_requests_one_pending_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('upgrade_requests_status_created').on(table.status, table.createdAt),
  ],
);
