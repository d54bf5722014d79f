import { describe, expect, it } from 'vitest';
import { type DaySpan, planRollupRead, splitByMonths } from './analytics-period';

describe('splitByMonths', () => {
  it('reads every month when both ends are open', () => {
    expect(splitByMonths({})).toEqual({ months: { from: undefined, toExclusive: undefined }, days: [] });
  });

  it('keeps an open end open and the partial month at the other end in days', () => {
    expect(splitByMonths({ from: '2024-03-15' })).toEqual({
      months: { from: '2024-04-01', toExclusive: undefined },
      days: [{ from: '2024-03-15', to: '2024-03-31' }],
    });
    expect(splitByMonths({ to: '2024-03-15' })).toEqual({
      months: { from: undefined, toExclusive: '2024-03-01' },
      days: [{ from: '2024-03-01', to: '2024-03-15' }],
    });
    expect(splitByMonths({ from: '2024-03-01' })).toEqual({
      months: { from: '2024-03-01', toExclusive: undefined },
      days: [],
    });
    expect(splitByMonths({ to: '2024-03-31' })).toEqual({
      months: { from: undefined, toExclusive: '2024-04-01' },
      days: [],
    });
  });

  it('reads a range inside one month from the days alone', () => {
    expect(splitByMonths({ from: '2024-03-02', to: '2024-03-30' })).toEqual({
      months: null,
      days: [{ from: '2024-03-02', to: '2024-03-30' }],
    });
    expect(splitByMonths({ from: '2024-03-10', to: '2024-03-10' })).toEqual({
      months: null,
      days: [{ from: '2024-03-10', to: '2024-03-10' }],
    });
    // Across a month boundary without a whole month in between.
    expect(splitByMonths({ from: '2024-03-20', to: '2024-04-10' })).toEqual({
      months: null,
      days: [{ from: '2024-03-20', to: '2024-04-10' }],
    });
  });

  it('reads a range of exactly whole months from the months alone', () => {
    expect(splitByMonths({ from: '2024-03-01', to: '2024-03-31' })).toEqual({
      months: { from: '2024-03-01', toExclusive: '2024-04-01' },
      days: [],
    });
    expect(splitByMonths({ from: '2024-01-01', to: '2024-06-30' })).toEqual({
      months: { from: '2024-01-01', toExclusive: '2024-07-01' },
      days: [],
    });
  });

  it('knows that 2024-02-29 ends February and 2023-02-28 ends a shorter one', () => {
    expect(splitByMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      months: { from: '2024-02-01', toExclusive: '2024-03-01' },
      days: [],
    });
    expect(splitByMonths({ from: '2024-02-01', to: '2024-02-28' })).toEqual({
      months: null,
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
    expect(splitByMonths({ from: '2023-02-01', to: '2023-02-28' })).toEqual({
      months: { from: '2023-02-01', toExclusive: '2023-03-01' },
      days: [],
    });
    expect(splitByMonths({ from: '2024-02-29', to: '2024-04-30' })).toEqual({
      months: { from: '2024-03-01', toExclusive: '2024-05-01' },
      days: [{ from: '2024-02-29', to: '2024-02-29' }],
    });
  });

  it('splits a range across a year into its head days, whole months and tail days', () => {
    expect(splitByMonths({ from: '2023-11-15', to: '2024-02-10' })).toEqual({
      months: { from: '2023-12-01', toExclusive: '2024-02-01' },
      days: [
        { from: '2023-11-15', to: '2023-11-30' },
        { from: '2024-02-01', to: '2024-02-10' },
      ],
    });
    expect(splitByMonths({ from: '2023-12-31', to: '2024-01-31' })).toEqual({
      months: { from: '2024-01-01', toExclusive: '2024-02-01' },
      days: [{ from: '2023-12-31', to: '2023-12-31' }],
    });
    expect(splitByMonths({ from: '2023-12-01', to: '2024-01-01' })).toEqual({
      months: { from: '2023-12-01', toExclusive: '2024-01-01' },
      days: [{ from: '2024-01-01', to: '2024-01-01' }],
    });
  });
});

/** Days as numbers (days since 1970-01-01), so that the check below runs over ranges quickly. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayText = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const UNIVERSE = { from: dayNumber('2023-01-01'), to: dayNumber('2025-12-31') };
/** Adds `by` to every day of the inclusive [from, to] within the universe (an open end reaches its end). */
function bump(count: Int8Array, from: string | undefined, to: string | undefined, by: number, toOffset = 0) {
  const first = from === undefined ? UNIVERSE.from : dayNumber(from);
  const last = to === undefined ? UNIVERSE.to : dayNumber(to) + toOffset;
  for (let n = first; n <= last; n++) count[n - UNIVERSE.from] = (count[n - UNIVERSE.from] ?? 0) + by;
}

describe('planRollupRead', () => {
  it('reads "the last 30 days" as the current month whole, the previous days added', () => {
    expect(planRollupRead({ from: '2026-10-28', to: '2026-11-26' }, '2026-11-26')).toEqual({
      months: { from: '2026-11-01', toExclusive: '2026-12-01' },
      added: [{ from: '2026-10-28', to: '2026-10-31' }],
      subtracted: [{ from: '2026-11-27', to: '2026-11-30' }],
    });
  });

  it('reads a month but its first and last day as the month minus those days', () => {
    expect(planRollupRead({ from: '2024-03-02', to: '2024-03-30' }, '2026-01-01')).toEqual({
      months: { from: '2024-03-01', toExclusive: '2024-04-01' },
      added: [],
      subtracted: [
        { from: '2024-03-01', to: '2024-03-01' },
        { from: '2024-03-31', to: '2024-03-31' },
      ],
    });
  });

  it('keeps the plain split when the ends hold few days', () => {
    expect(planRollupRead({ from: '2024-03-29', to: '2024-05-02' }, '2026-01-01')).toEqual({
      months: { from: '2024-04-01', toExclusive: '2024-05-01' },
      added: [
        { from: '2024-03-29', to: '2024-03-31' },
        { from: '2024-05-01', to: '2024-05-02' },
      ],
      subtracted: [],
    });
    expect(planRollupRead({}, '2026-01-01')).toEqual({
      months: { from: undefined, toExclusive: undefined },
      added: [],
      subtracted: [],
    });
  });

  it('always adds up to exactly the days of the range', () => {
    const samples: Array<[DaySpan, string]> = [];
    const first = dayNumber('2023-11-01');
    const last = dayNumber('2025-03-31');
    for (let i = first; i <= last; i += 5) {
      for (let j = i; j <= last; j += 7)
        samples.push([{ from: dayText(i), to: dayText(j) }, dayText(i + ((j * 3) % 90))]);
      samples.push([{ from: dayText(i) }, dayText(i + 20)], [{ to: dayText(i) }, dayText(i - 10)]);
    }
    for (const [range, today] of samples) {
      const plan = planRollupRead(range, today);
      const count = new Int8Array(UNIVERSE.to - UNIVERSE.from + 1);
      if (plan.months) bump(count, plan.months.from, plan.months.toExclusive, 1, -1);
      for (const span of plan.added) bump(count, span.from, span.to, 1);
      for (const span of plan.subtracted) bump(count, span.from, span.to, -1);
      bump(count, range.from, range.to, -1);
      const wrong = count.findIndex((times) => times !== 0);
      if (wrong >= 0)
        throw new Error(`${JSON.stringify(range)} today ${today}: ${dayText(UNIVERSE.from + wrong)}`);
    }
    expect(samples.length).toBeGreaterThan(4000);
  });
});
