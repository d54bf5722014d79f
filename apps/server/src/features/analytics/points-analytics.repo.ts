import {
  type AdminDateRangeQuery,
  type BalanceRange,
  POINTS_ACTIONS,
  type PointsAction,
} from '@brocardo/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { pointsActionDaily, users } from '../../db/schema';
import { inDays } from './analytics-period';

/** Points used by one action in the period (`month` null), or in one local month (`action` null). */
export interface UsedPointsRow {
  action: PointsAction | null;
  year: number | null;
  month: number | null;
  points: number;
  /** Charges of the group that were not refunded. */
  uses: number;
}

type Raw = Record<string, unknown>;

const KNOWN_ACTIONS = sql.join(
  POINTS_ACTIONS.map((action) => sql`${action}`),
  sql`, `,
);

/** Spec 2 §9 balance ranges (BALANCE_RANGES). */
const BALANCE_RANGE = sql`case
  when ${users.pointsBalance} <= 0 then '0'
  when ${users.pointsBalance} < 20 then '1-19'
  when ${users.pointsBalance} < 50 then '20-49'
  when ${users.pointsBalance} < 100 then '50-99'
  else '100+' end`;

/** The points rollup's days are days of POINTS_TIME_ZONE already: no zone is needed here. */
export function createPointsAnalyticsRepo(db: Database) {
  return {
    /**
     * The charges made in the period, each net of its refund (whenever the refund came): points per
     * action and per local month, and the charges not refunded. The daily rollup already holds each
     * day's charges with their refunds against the charge's day; its days are folded per action and
     * per month (a few thousand rows for years of ledger).
     */
    async usedPoints(range: AdminDateRangeQuery): Promise<UsedPointsRow[]> {
      const days = { from: range.date_from, to: range.date_to };
      const rows = await queryRows<Raw>(
        db,
        sql`with cells as (
              select d.action, extract(year from d.day)::int as year, extract(month from d.day)::int as month,
                     sum(d.charged_points - d.refunded_points) as points, sum(d.charges - d.refunds) as uses
              from ${pointsActionDaily} d
              where d.action in (${KNOWN_ACTIONS}) and ${inDays(sql.raw('d.day'), days)}
              group by 1, 2, 3
              having sum(d.charges) > 0)
            select action, year, month, sum(points)::bigint as points, sum(uses)::int as uses
            from cells
            group by grouping sets ((action), (year, month))
            order by year nulls first, month nulls first, action`,
      );
      return rows.map((row) => ({
        action: (row.action as PointsAction | null) ?? null,
        year: row.year === null ? null : Number(row.year),
        month: row.month === null ? null : Number(row.month),
        points: Number(row.points),
        uses: Number(row.uses),
      }));
    },

    /** How many users (all of them, today's balances) fall in each balance range; empty ranges absent. */
    async balanceRanges(): Promise<Array<{ range: BalanceRange; users: number }>> {
      const rows = await queryRows<Raw>(
        db,
        sql`select ${BALANCE_RANGE} as range, count(*)::int as users from ${users} group by 1`,
      );
      return rows.map((row) => ({ range: row.range as BalanceRange, users: Number(row.users) }));
    },
  };
}
