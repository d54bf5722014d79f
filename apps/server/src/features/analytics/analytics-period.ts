import type { AdminDateRangeQuery } from '@brocardo/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column` within the inclusive calendar days of `range` in `timeZone`: from the first day's 00:00 to
 * the day after the last day's 00:00, local time, so a day is 23 or 25 hours across a DST change.
 * The bounds are expressions of parameters only, so an index on `column` serves the range.
 */
export function inPeriod(column: SQLWrapper, range: AdminDateRangeQuery, timeZone: string): SQL {
  const bounds: SQL[] = [];
  if (range.date_from) {
    bounds.push(sql`${column} >= ((${range.date_from})::date)::timestamp at time zone ${timeZone}`);
  }
  if (range.date_to) {
    bounds.push(sql`${column} < ((${range.date_to})::date + 1)::timestamp at time zone ${timeZone}`);
  }
  return bounds.length === 0 ? sql`true` : sql.join(bounds, sql` and `);
}

/** The local calendar day of `column` in `timeZone`, as a date (format it after grouping). */
export function localDay(column: SQLWrapper, timeZone: string): SQL {
  return sql`(${column} at time zone ${timeZone})::date`;
}

/** `part` of `whole` in percent, rounded to `decimals`; 0 when `whole` is 0. */
export function percentOf(part: number, whole: number, decimals: number): number {
  if (whole === 0) return 0;
  const scale = 10 ** decimals;
  return Math.round((part / whole) * 100 * scale) / scale;
}
