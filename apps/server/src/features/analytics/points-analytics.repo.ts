import {
  type AdminDateRangeQuery,
  type BalanceRange,
  POINTS_ACTIONS,
  type PointsAction,
} from '@brocardo/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { pointsLedger, users } from '../../db/schema';
import { inPeriod } from './analytics-period';

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

export function createPointsAnalyticsRepo(db: Database, timeZone: string) {
  return {
    /**
     * The charges made in the period, each net of its refund (whenever the refund came): points per
     * action and per local month, and the charges not refunded. The charges are summed per (action,
     * month) in one pass; their refunds (few) are found through the unique index on refund_of and
     * subtracted from the same cells; the cells are then folded per action and per month.
     */
    async usedPoints(range: AdminDateRangeQuery): Promise<UsedPointsRow[]> {
      const month = (column: string) => sql`date_trunc('month', ${sql.raw(column)} at time zone ${timeZone})`;
      const charges = sql`c.kind = 'charge' and c.action in (${KNOWN_ACTIONS})
        and ${inPeriod(sql.raw('c.created_at'), range, timeZone)}`;
      const rows = await queryRows<Raw>(
        db,
        sql`with cells as (
              select c.action, ${month('c.created_at')} as period, -sum(c.delta) as points, count(*) as uses
              from ${pointsLedger} c where ${charges}
              group by 1, 2
              union all
              select c.action, ${month('c.created_at')}, -sum(r.delta), -count(*)
              from ${pointsLedger} r join ${pointsLedger} c on c.id = r.refund_of
              where r.refund_of is not null and r.kind = 'refund' and ${charges}
                -- A refund follows its charge: the period's start bounds the refunds too (created_at index).
                and ${inPeriod(sql.raw('r.created_at'), { date_from: range.date_from }, timeZone)}
              group by 1, 2)
            select action, extract(year from period)::int as year, extract(month from period)::int as month,
                   sum(points)::bigint as points, sum(uses)::int as uses
            from cells
            group by grouping sets ((action), (period))
            order by period nulls first, action`,
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
