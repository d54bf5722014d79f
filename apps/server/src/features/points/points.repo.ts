import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { pointsLedger, subscriptionPlans, users } from '../../db/schema';

export interface LedgerEntry {
  userId: number;
  kind: 'grant' | 'monthly_reset' | 'charge' | 'refund' | 'adjustment';
  action: string;
  delta: number;
  balanceAfter: number;
  description?: string | null;
  refundOf?: number | null;
  period?: string | null;
}

export function createPointsRepo(db: Database) {
  async function insertEntry(tx: Database, entry: LedgerEntry): Promise<number> {
    const [row] = await tx.insert(pointsLedger).values(entry).returning({ id: pointsLedger.id });
    return row!.id;
  }

  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    insertEntry,

    /** The month the user's balance belongs to, read without a lock (the fast path of every charge). */
    async periodOf(tx: Database, userId: number): Promise<string | null | undefined> {
      const [row] = await tx.select({ period: users.pointsPeriod }).from(users).where(eq(users.id, userId));
      return row ? row.period : undefined;
    },

    /**
     * Opens `period` for the user if their balance belongs to an older month: the balance becomes the
     * plan's allowance and a monthly_reset row records the difference. The row lock serialises
     * concurrent requests on every replica, so the reset happens once; the partial unique index on
     * (user_id, period) is the second guard.
     */
    async resetIfNewPeriod(tx: Database, userId: number, period: string): Promise<boolean> {
      const [current] = await tx
        .select({
          balance: users.pointsBalance,
          period: users.pointsPeriod,
          allowance: subscriptionPlans.monthlyPoints,
        })
        .from(users)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, users.subscriptionPlanId))
        .where(eq(users.id, userId))
        .for('update', { of: users });
      if (!current || current.period === period) return false;
      await tx
        .update(users)
        .set({ pointsBalance: current.allowance, pointsPeriod: period, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await insertEntry(tx, {
        userId,
        kind: 'monthly_reset',
        action: 'monthly_allowance',
        delta: current.allowance - current.balance,
        balanceAfter: current.allowance,
        description: `Ricarica mensile ${period}`,
        period,
      });
      return true;
    },

    /**
     * A charge in one statement (one statement is one transaction: the debit and its ledger row
     * commit together), for the common case: the balance already belongs to `period` and covers
     * `points`. Null when that is not so (a new month, a short balance, no such user); nothing
     * changes then and the caller takes the transactional path. Saves four round trips per question.
     */
    async chargeInOneStatement(
      userId: number,
      period: string,
      charge: { action: string; points: number; description: string | null },
    ): Promise<{ ledgerId: number; balance: number } | null> {
      const [row] = await queryRows<{ id: number; balance_after: number }>(
        db,
        sql`with debited as (
              update users set points_balance = points_balance - ${charge.points}, updated_at = now()
              where id = ${userId} and points_period = ${period} and points_balance >= ${charge.points}
              returning id, points_balance
            )
            insert into points_ledger (user_id, kind, action, delta, balance_after, description)
            select id, 'charge', ${charge.action}, ${-charge.points}, points_balance, ${charge.description}
            from debited
            returning id, balance_after`,
      );
      return row ? { ledgerId: Number(row.id), balance: Number(row.balance_after) } : null;
    },

    /** Takes `points` if the balance allows; null when it does not (nothing changes then). */
    async debit(tx: Database, userId: number, points: number): Promise<number | null> {
      const [row] = await tx
        .update(users)
        .set({ pointsBalance: sql`${users.pointsBalance} - ${points}`, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), gte(users.pointsBalance, points)))
        .returning({ balance: users.pointsBalance });
      return row ? row.balance : null;
    },

    async credit(tx: Database, userId: number, points: number): Promise<number> {
      const [row] = await tx
        .update(users)
        .set({ pointsBalance: sql`${users.pointsBalance} + ${points}`, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ balance: users.pointsBalance });
      if (!row) throw new Error(`user ${userId} not found`);
      return row.balance;
    },

    /** Sets the balance under the row lock; returns the previous one. */
    async setBalance(tx: Database, userId: number, balance: number): Promise<number> {
      const [current] = await tx
        .select({ balance: users.pointsBalance })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) throw new Error(`user ${userId} not found`);
      await tx
        .update(users)
        .set({ pointsBalance: balance, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return current.balance;
    },

    async balanceOf(tx: Database, userId: number): Promise<number> {
      const [row] = await tx.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
      if (!row) throw new Error(`user ${userId} not found`);
      return row.balance;
    },

    async refundExists(tx: Database, chargeId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: pointsLedger.id })
        .from(pointsLedger)
        .where(eq(pointsLedger.refundOf, chargeId))
        .limit(1);
      return row !== undefined;
    },

    async findEntry(tx: Database, id: number) {
      const [row] = await tx.select().from(pointsLedger).where(eq(pointsLedger.id, id));
      return row;
    },

    async planOf(userId: number) {
      const [row] = await db
        .select({ name: subscriptionPlans.name, monthlyPoints: subscriptionPlans.monthlyPoints })
        .from(users)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, users.subscriptionPlanId))
        .where(eq(users.id, userId));
      return row;
    },

    /** Points spent in `period` (charges net of refunds), counted from the row that opened it. */
    async spentInPeriod(userId: number, period: string): Promise<number> {
      const [opening] = await db
        .select({ id: pointsLedger.id })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.period, period)))
        .orderBy(desc(pointsLedger.id))
        .limit(1);
      const [row] = await db
        .select({ spent: sql<string>`coalesce(-sum(${pointsLedger.delta}), 0)` })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.userId, userId),
            gt(pointsLedger.id, opening?.id ?? 0),
            inArray(pointsLedger.kind, ['charge', 'refund']),
          ),
        );
      return Number(row?.spent ?? 0);
    },

    async recentEntries(userId: number, limit: number) {
      return db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(desc(pointsLedger.id))
        .limit(limit);
    },
  };
}

export type PointsRepo = ReturnType<typeof createPointsRepo>;
