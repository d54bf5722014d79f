import { type AdminDateRangeQuery, BALANCE_RANGES, type PointsAnalytics } from '@brocardo/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { percentOf } from './analytics-period';
import { createPointsAnalyticsRepo } from './points-analytics.repo';

export interface PointsAnalyticsDeps {
  db: Database;
  config: Pick<
    Config,
    'POINTS_TIME_ZONE' | 'LLM_PRICE_INPUT_CACHE_HIT' | 'LLM_PRICE_INPUT_CACHE_MISS' | 'LLM_PRICE_OUTPUT'
  >;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Points Analytics (spec 2 §2.6, §3) from the ledger: a refunded charge is not a use. Adjustments,
 * grants and monthly resets are not uses either.
 */
export function createPointsAnalyticsService({ db }: PointsAnalyticsDeps) {
  const repo = createPointsAnalyticsRepo(db);

  return {
    async points(range: AdminDateRangeQuery): Promise<PointsAnalytics> {
      const [used, ranges] = await Promise.all([repo.usedPoints(range), repo.balanceRanges()]);
      // An action whose every charge was refunded was not used: no row.
      const byAction = used.flatMap((row) =>
        row.action === null || (row.uses === 0 && row.points === 0) ? [] : [{ ...row, action: row.action }],
      );
      const total = byAction.reduce((sum, row) => sum + row.points, 0);
      const uses = byAction.reduce((sum, row) => sum + row.uses, 0);
      const pointsByAction = byAction
        .map((row) => ({
          action_type: row.action,
          total_points: row.points,
          usage_count: row.uses,
          average_points: row.uses === 0 ? 0 : round2(row.points / row.uses),
          percentage: percentOf(row.points, total, 1),
        }))
        .sort((a, b) => b.total_points - a.total_points || a.action_type.localeCompare(b.action_type));
      const top = pointsByAction.find((row) => row.total_points > 0);

      const counted = new Map(ranges.map((row) => [row.range, row.users]));
      const allUsers = ranges.reduce((sum, row) => sum + row.users, 0);
      const distribution = BALANCE_RANGES.map((range) => ({
        balance_range: range,
        user_count: counted.get(range) ?? 0,
        percentage: percentOf(counted.get(range) ?? 0, allUsers, 1),
      }));

      return {
        total_points_used: total,
        points_by_action: pointsByAction,
        user_points_distribution: distribution,
        monthly_points_trend: used.flatMap((row) =>
          row.action === null && row.year !== null && row.month !== null
            ? [{ year: row.year, month: row.month, total_points: row.points }]
            : [],
        ),
        most_used_feature: top ? { action_type: top.action_type, total_points: top.total_points } : null,
        average_points_per_action: uses === 0 ? 0 : round2(total / uses),
        active_users: allUsers - (counted.get('0') ?? 0),
      };
    },
  };
}

export type PointsAnalyticsService = ReturnType<typeof createPointsAnalyticsService>;
