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

/** Inclusive calendar days 'YYYY-MM-DD'; an absent end is open. */
export interface DaySpan {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * An inclusive day range split for the rollups: the whole months it covers, [fromMonth,
 * toMonthExclusive) as first days of months (an absent bound is open), and the days at its ends
 * that do not make a whole month. `months` is null when the range holds no whole month; then the
 * whole range is in `days`.
 */
export interface MonthSplit {
  months: { from?: string | undefined; toExclusive?: string | undefined } | null;
  days: DaySpan[];
}

const toDay = (date: Date) => date.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const isLastOfMonth = (day: string) => addDays(day, 1).endsWith('-01');
function addMonths(day: string, months: number): string {
  const date = utc(monthStart(day));
  date.setUTCMonth(date.getUTCMonth() + months);
  return toDay(date);
}
function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

export function splitByMonths(range: DaySpan): MonthSplit {
  const { from, to } = range;
  const fromMonth = from === undefined ? undefined : from === monthStart(from) ? from : addMonths(from, 1);
  // The month after `to`'s if `to` is the last day of its month, else `to`'s own month.
  const toMonth = to === undefined ? undefined : isLastOfMonth(to) ? addMonths(to, 1) : monthStart(to);
  if (fromMonth !== undefined && toMonth !== undefined && fromMonth >= toMonth) {
    return { months: null, days: [{ from, to }] };
  }
  const days: DaySpan[] = [];
  if (from !== undefined && fromMonth !== undefined && from < fromMonth) {
    days.push({ from, to: addDays(fromMonth, -1) });
  }
  if (to !== undefined && toMonth !== undefined && toMonth <= to) days.push({ from: toMonth, to });
  return { months: { from: fromMonth, toExclusive: toMonth }, days };
}

/** `column` (a date) within the inclusive days of `span`; the bounds are parameters. */
export function inDays(column: SQLWrapper, span: DaySpan): SQL {
  const bounds: SQL[] = [];
  if (span.from !== undefined) bounds.push(sql`${column} >= ${span.from}::date`);
  if (span.to !== undefined) bounds.push(sql`${column} <= ${span.to}::date`);
  return bounds.length === 0 ? sql`true` : sql.join(bounds, sql` and `);
}

/**
 * A way to read an inclusive day range from a monthly and a daily rollup: whole months, plus days
 * `added` at the ends, minus days `subtracted` (days of a whole month read that fall outside the range).
 */
export interface RollupPlan {
  months: { from?: string | undefined; toExclusive?: string | undefined } | null;
  added: DaySpan[];
  subtracted: DaySpan[];
}

/** A month of a monthly rollup costs about as much to read as this many days of its daily rollup. */
const MONTH_IN_DAYS = 4;

const daysIn = (span: DaySpan, today: string) => {
  const to = span.to !== undefined && span.to < today ? span.to : today;
  if (span.from === undefined || to < span.from) return 0;
  return Math.round((utc(to).getTime() - utc(span.from).getTime()) / 86_400_000) + 1;
};

/**
 * The cheapest exact plan for `range`: the split into whole months and the days at the ends, or, at
 * an end whose month is mostly inside the range, that whole month minus the days of it outside the
 * range. Days after `today` (in the rollups' zone) hold no records yet, so subtracting them is free:
 * "the last 30 days" reads the current month whole. Every plan adds up to the same sums.
 */
export function planRollupRead(range: DaySpan, today: string): RollupPlan {
  const base = splitByMonths(range);
  const { from, to } = range;
  let best: { plan: RollupPlan; cost: number } = {
    plan: { months: base.months, added: base.days, subtracted: [] },
    cost: base.days.reduce((sum, span) => sum + daysIn(span, today), 0),
  };
  // The whole months of the range (as splitByMonths), before any end is widened.
  const fromMonth = from === undefined || from === monthStart(from) ? from : addMonths(from, 1);
  const toMonth = to === undefined ? undefined : isLastOfMonth(to) ? addMonths(to, 1) : monthStart(to);
  for (const widenHead of [false, true]) {
    for (const widenTail of [false, true]) {
      if (!widenHead && !widenTail) continue;
      // Only an end inside a month can be widened to the whole month.
      if (widenHead && (from === undefined || from === fromMonth)) continue;
      if (widenTail && (to === undefined || isLastOfMonth(to))) continue;
      const monthsFrom = widenHead ? monthStart(from as string) : fromMonth;
      const monthsTo = widenTail ? addMonths(to as string, 1) : toMonth;
      if (monthsFrom !== undefined && monthsTo !== undefined && monthsFrom >= monthsTo) continue;
      const added: DaySpan[] = [];
      const subtracted: DaySpan[] = [];
      if (from !== undefined && monthsFrom !== undefined) {
        if (from < monthsFrom) added.push({ from, to: addDays(monthsFrom, -1) });
        if (monthsFrom < from) subtracted.push({ from: monthsFrom, to: addDays(from, -1) });
      }
      if (to !== undefined && monthsTo !== undefined) {
        if (monthsTo <= to) added.push({ from: monthsTo, to });
        if (to < addDays(monthsTo, -1)) subtracted.push({ from: addDays(to, 1), to: addDays(monthsTo, -1) });
      }
      const cost =
        [...added, ...subtracted].reduce((sum, span) => sum + daysIn(span, today), 0) +
        MONTH_IN_DAYS * (Number(widenHead) + Number(widenTail));
      if (cost < best.cost) {
        best = { plan: { months: { from: monthsFrom, toExclusive: monthsTo }, added, subtracted }, cost };
      }
    }
  }
  return best.plan;
}

/**
 * The rows of a monthly rollup for the whole months of `range`, `union all` the rows of its daily
 * rollup for the days added at the ends, and the days subtracted with their `values` negated: `keys`
 * and `values` (the same names in both tables) of rows whose sums per key are the range's sums.
 * Each part filters on the leading column of its table's primary key. An unbounded range reads the
 * `allTime` table instead when there is one (one row per key: nothing left to sum).
 */
export function rollupRows(
  tables: { monthly: SQLWrapper; daily: SQLWrapper; allTime?: SQLWrapper },
  columns: { keys: string; values: readonly string[] },
  range: DaySpan,
  today: string,
): SQL {
  const cols = sql.raw([columns.keys, ...columns.values].join(', '));
  if (tables.allTime && range.from === undefined && range.to === undefined) {
    return sql`select ${cols} from ${tables.allTime}`;
  }
  const plan = planRollupRead(range, today);
  const negated = sql.raw([columns.keys, ...columns.values.map((v) => `-${v} as ${v}`)].join(', '));
  const parts: SQL[] = [];
  if (plan.months) {
    const bounds: SQL[] = [];
    if (plan.months.from !== undefined) bounds.push(sql`month >= ${plan.months.from}::date`);
    if (plan.months.toExclusive !== undefined) bounds.push(sql`month < ${plan.months.toExclusive}::date`);
    const where = bounds.length === 0 ? sql`` : sql` where ${sql.join(bounds, sql` and `)}`;
    parts.push(sql`select ${cols} from ${tables.monthly}${where}`);
  }
  for (const span of plan.added) {
    parts.push(sql`select ${cols} from ${tables.daily} where ${inDays(sql.raw('day'), span)}`);
  }
  for (const span of plan.subtracted) {
    parts.push(sql`select ${negated} from ${tables.daily} where ${inDays(sql.raw('day'), span)}`);
  }
  return sql.join(parts, sql` union all `);
}

/** Today's calendar day in `timeZone`, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}
