import {
  AppError,
  DEFAULT_POINT_COSTS,
  daysUntilReset,
  type PointsAction,
  type PointsDashboard,
  pointsPeriod,
} from '@brocardo/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { createPointsRepo } from './points.repo';

export interface PointsCharge {
  /** Null when the action cost nothing (no ledger row). */
  ledgerId: number | null;
  userId: number;
  action: PointsAction;
  points: number;
  balance: number;
}

export interface PointsService {
  costOf(action: PointsAction): number;
  /**
   * Applies the monthly reset if due, then takes the action's cost atomically. Throws
   * INSUFFICIENT_POINTS (402) with `points_info` when the balance is short; nothing changes then.
   */
  charge(userId: number, action: PointsAction, description?: string): Promise<PointsCharge>;
  /**
   * What charging `action` would leave, read from a user row already at hand: null unless the
   * balance belongs to this month (no reset due) and covers the cost. A forecast, not a hold: only
   * `charge` takes points, and it may still refuse (another request spent them first).
   */
  foresee(
    user: { pointsBalance: number; pointsPeriod: string | null },
    action: PointsAction,
  ): { points: number; balance: number } | null;
  /** Gives a charge back, at most once; returns the balance. */
  refund(charge: Pick<PointsCharge, 'ledgerId' | 'userId'>, reason: string): Promise<number>;
  /**
   * Sets a balance (administrators, tests) with an adjustment row; returns it. `within` runs in the
   * same transaction with the balance before and after (the administrator's activity record).
   */
  adjust(
    userId: number,
    newBalance: number,
    reason: string,
    within?: (tx: Database, change: { previous: number; balance: number }) => Promise<void>,
  ): Promise<number>;
  /**
   * Inside the caller's transaction: opens the month if due (on the plan the user has now), then adds
   * `points` with a grant row; returns the balance. For grants that commit with other writes (an
   * approved plan upgrade).
   */
  grantWithin(
    tx: Database,
    userId: number,
    points: number,
    grant: { action: string; description: string },
  ): Promise<number>;
  /** The balance, after the monthly reset if due. */
  balance(userId: number): Promise<number>;
  /** `recentTransactions`: how many ledger rows to include (default 10). */
  dashboard(userId: number, options?: { recentTransactions?: number }): Promise<PointsDashboard>;
  costs(): Readonly<Record<PointsAction, number>>;
}

const RECENT_TRANSACTIONS = 10;

export function pointCostsFromConfig(config: Config): Record<PointsAction, number> {
  return {
    ...DEFAULT_POINT_COSTS,
    chat_message: config.POINTS_COST_CHAT_MESSAGE,
    rag_interrogation: config.POINTS_COST_RAG_INTERROGATION,
    web_search_query: config.POINTS_COST_WEB_SEARCH_QUERY,
    review_cell: config.POINTS_COST_REVIEW_CELL,
  };
}

export function createPointsService(deps: { db: Database; clock: Clock; config: Config }): PointsService {
  const repo = createPointsRepo(deps.db);
  const costs = pointCostsFromConfig(deps.config);
  const timeZone = deps.config.POINTS_TIME_ZONE;
  const currentPeriod = () => pointsPeriod(deps.clock(), timeZone);

  async function openPeriodIfDue(tx: Database, userId: number): Promise<void> {
    const period = currentPeriod();
    const stored = await repo.periodOf(tx, userId);
    if (stored === undefined) throw new AppError('NOT_FOUND');
    if (stored !== period) await repo.resetIfNewPeriod(tx, userId, period);
  }

  return {
    costOf: (action) => costs[action],
    costs: () => costs,

    foresee(user, action) {
      const points = costs[action];
      if (user.pointsPeriod !== currentPeriod() || user.pointsBalance < points) return null;
      return { points, balance: user.pointsBalance - points };
    },

    async charge(userId, action, description) {
      const points = costs[action];
      if (points > 0) {
        const charged = await repo.chargeInOneStatement(userId, currentPeriod(), {
          action,
          points,
          description: description ?? null,
        });
        if (charged) return { ...charged, userId, action, points };
      }
      // A new month to open, a short balance (402 with the figures) or a free action.
      return repo.transaction(async (tx) => {
        await openPeriodIfDue(tx, userId);
        if (points === 0) {
          return { ledgerId: null, userId, action, points, balance: await repo.balanceOf(tx, userId) };
        }
        const balance = await repo.debit(tx, userId, points);
        if (balance === null) {
          const current = await repo.balanceOf(tx, userId);
          throw new AppError('INSUFFICIENT_POINTS', {
            extra: {
              error_type: 'insufficient_points',
              points_info: { required: points, current_balance: current, shortfall: points - current },
            },
          });
        }
        const ledgerId = await repo.insertEntry(tx, {
          userId,
          kind: 'charge',
          action,
          delta: -points,
          balanceAfter: balance,
          description: description ?? null,
        });
        return { ledgerId, userId, action, points, balance };
      });
    },

    async refund(charge, reason) {
      const { ledgerId } = charge;
      if (ledgerId === null) return this.balance(charge.userId);
      return repo
        .transaction(async (tx) => {
          const entry = await repo.findEntry(tx, ledgerId);
          if (entry?.kind !== 'charge') throw new Error(`ledger row ${ledgerId} is not a charge`);
          // Lock the user row first, then look for an earlier refund: two refunds of one charge serialise.
          const balance = await repo.credit(tx, entry.userId, -entry.delta);
          if (await repo.refundExists(tx, ledgerId)) {
            throw new RefundAlreadyDone();
          }
          await repo.insertEntry(tx, {
            userId: entry.userId,
            kind: 'refund',
            action: entry.action,
            delta: -entry.delta,
            balanceAfter: balance,
            description: reason,
            refundOf: ledgerId,
          });
          return balance;
        })
        .catch(async (error: unknown) => {
          if (error instanceof RefundAlreadyDone) return repo.balanceOf(deps.db, charge.userId);
          throw error;
        });
    },

    async adjust(userId, newBalance, reason, within) {
      if (!Number.isInteger(newBalance) || newBalance < 0) throw new AppError('VALIDATION_FAILED');
      return repo.transaction(async (tx) => {
        await openPeriodIfDue(tx, userId);
        const previous = await repo.setBalance(tx, userId, newBalance);
        if (previous !== newBalance) {
          await repo.insertEntry(tx, {
            userId,
            kind: 'adjustment',
            action: 'admin_adjustment',
            delta: newBalance - previous,
            balanceAfter: newBalance,
            description: reason,
          });
        }
        await within?.(tx, { previous, balance: newBalance });
        return newBalance;
      });
    },

    async grantWithin(tx, userId, points, grant) {
      if (!Number.isInteger(points) || points <= 0) {
        throw new Error(`a grant must be positive, got ${points}`);
      }
      await openPeriodIfDue(tx, userId);
      const balance = await repo.credit(tx, userId, points);
      await repo.insertEntry(tx, {
        userId,
        kind: 'grant',
        action: grant.action,
        delta: points,
        balanceAfter: balance,
        description: grant.description,
      });
      return balance;
    },

    async balance(userId) {
      return repo.transaction(async (tx) => {
        await openPeriodIfDue(tx, userId);
        return repo.balanceOf(tx, userId);
      });
    },

    async dashboard(userId, options = {}) {
      const balance = await this.balance(userId);
      const now = deps.clock();
      const period = pointsPeriod(now, timeZone);
      const [plan, monthlyUsage, entries] = await Promise.all([
        repo.planOf(userId),
        repo.spentInPeriod(userId, period),
        repo.recentEntries(userId, options.recentTransactions ?? RECENT_TRANSACTIONS),
      ]);
      return {
        current_balance: balance,
        plan_name: plan?.name ?? '',
        monthly_allowance: plan?.monthlyPoints ?? 0,
        monthly_usage: monthlyUsage,
        days_until_reset: daysUntilReset(now, timeZone),
        recent_transactions: entries.map((entry) => ({
          id: entry.id,
          action: entry.action,
          kind: entry.kind,
          description: entry.description,
          date: entry.createdAt.toISOString(),
          points_used: -entry.delta,
          balance_after: entry.balanceAfter,
        })),
      };
    },
  };
}

/** Rolls back the credit of a second refund of the same charge. */
class RefundAlreadyDone extends Error {}
