import type { UpgradeRequestStatus } from '@brocardo/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { subscriptionPlans, upgradeRequests, users } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** An upgrade request with both plans, its user and the administrator who decided it. */
export interface UpgradeRequestRow {
  id: number;
  status: UpgradeRequestStatus;
  message: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  currentPlan: PlanRow;
  requestedPlan: PlanRow;
  user: { id: number; name: string; email: string };
  decidedBy: { id: number; name: string } | null;
}

const currentPlan = alias(subscriptionPlans, 'current_plan');
const requestedPlan = alias(subscriptionPlans, 'requested_plan');
const decider = alias(users, 'decider');

/** The pending request's unique index: one pending request per user. */
const ONE_PENDING_PER_USER = 'upgrade_requests_one_pending_per_user';

export class PendingRequestExists extends Error {}

export function createSubscriptionRepo(db: Database) {
  async function requestsWhere(executor: Database, where: SQL | undefined, limit?: number, offset = 0) {
    const query = executor
      .select({
        id: upgradeRequests.id,
        status: upgradeRequests.status,
        message: upgradeRequests.message,
        createdAt: upgradeRequests.createdAt,
        decidedAt: upgradeRequests.decidedAt,
        currentPlan,
        requestedPlan,
        user: { id: users.id, name: users.name, email: users.email },
        deciderId: decider.id,
        deciderName: decider.name,
      })
      .from(upgradeRequests)
      .innerJoin(currentPlan, eq(currentPlan.id, upgradeRequests.currentPlanId))
      .innerJoin(requestedPlan, eq(requestedPlan.id, upgradeRequests.requestedPlanId))
      .innerJoin(users, eq(users.id, upgradeRequests.userId))
      .leftJoin(decider, eq(decider.id, upgradeRequests.decidedBy))
      .where(where)
      .orderBy(desc(upgradeRequests.createdAt), desc(upgradeRequests.id))
      .offset(offset);
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map(
      ({ deciderId, deciderName, ...row }): UpgradeRequestRow => ({
        ...row,
        status: row.status as UpgradeRequestStatus,
        decidedBy: deciderId === null || deciderName === null ? null : { id: deciderId, name: deciderName },
      }),
    );
  }

  async function requestById(executor: Database, id: number): Promise<UpgradeRequestRow | undefined> {
    const [row] = await requestsWhere(executor, eq(upgradeRequests.id, id), 1);
    return row;
  }

  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    async plans(): Promise<PlanRow[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.monthlyPoints), asc(subscriptionPlans.id));
    },

    async planById(executor: Database, id: number): Promise<PlanRow | undefined> {
      const [row] = await executor.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row;
    },

    /** The user with their plan; under a row lock when `forUpdate` (inside a transaction). */
    async userWithPlan(executor: Database, userId: number, forUpdate = false) {
      const query = executor
        .select({ id: users.id, name: users.name, email: users.email, plan: subscriptionPlans })
        .from(users)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, users.subscriptionPlanId))
        .where(eq(users.id, userId));
      const [row] = forUpdate ? await query.for('no key update', { of: users }) : await query;
      return row;
    },

    async pendingOf(userId: number): Promise<UpgradeRequestRow | undefined> {
      const [row] = await requestsWhere(
        db,
        and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, 'pending')),
        1,
      );
      return row;
    },

    requestById: (id: number) => requestById(db, id),

    /** Throws PendingRequestExists when the user already has a pending request (the unique index). */
    async insertPending(values: {
      userId: number;
      currentPlanId: number;
      requestedPlanId: number;
      message: string | null;
    }): Promise<UpgradeRequestRow> {
      try {
        const [row] = await db
          .insert(upgradeRequests)
          .values({ ...values, status: 'pending' })
          .returning({ id: upgradeRequests.id });
        return (await requestById(db, row!.id))!;
      } catch (error) {
        if (isUniqueViolation(error, ONE_PENDING_PER_USER)) throw new PendingRequestExists();
        throw error;
      }
    },

    /**
     * Closes the request if it is still pending (and, when `userId` is given, is that user's);
     * undefined when it is not. The `status = 'pending'` condition makes two decisions race safely:
     * the second waits for the first's row lock, then matches nothing.
     */
    async closeIfPending(
      executor: Database,
      id: number,
      change: { status: Exclude<UpgradeRequestStatus, 'pending'>; decidedBy: number | null; userId?: number },
    ): Promise<{ id: number; userId: number; requestedPlanId: number } | undefined> {
      const [row] = await executor
        .update(upgradeRequests)
        .set({ status: change.status, decidedAt: sql`now()`, decidedBy: change.decidedBy })
        .where(
          and(
            eq(upgradeRequests.id, id),
            eq(upgradeRequests.status, 'pending'),
            change.userId === undefined ? undefined : eq(upgradeRequests.userId, change.userId),
          ),
        )
        .returning({
          id: upgradeRequests.id,
          userId: upgradeRequests.userId,
          requestedPlanId: upgradeRequests.requestedPlanId,
        });
      return row;
    },

    /** The request's owner and status, to tell "not found" from "already closed". */
    async ownerAndStatus(id: number) {
      const [row] = await db
        .select({ userId: upgradeRequests.userId, status: upgradeRequests.status })
        .from(upgradeRequests)
        .where(eq(upgradeRequests.id, id));
      return row;
    },

    async setUserPlan(tx: Database, userId: number, planId: number): Promise<void> {
      await tx
        .update(users)
        .set({ subscriptionPlanId: planId, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    async page(status: UpgradeRequestStatus | undefined, limit: number, offset: number) {
      const where = status ? eq(upgradeRequests.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        requestsWhere(db, where, limit, offset),
        db.select({ total: count() }).from(upgradeRequests).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },
  };
}

export type SubscriptionRepo = ReturnType<typeof createSubscriptionRepo>;
