import { DATE_RANGE_INVERTED, dateRangeInOrder } from '@brocardo/shared';
import { type ReactNode, useState } from 'react';
import { dialogPrimaryClass, dialogSecondaryClass } from '../../components/dialog-buttons';
import { DateInput } from './form-controls';

/** The analytics' time zone: days are Rome calendar days, as the server counts them (POINTS_TIME_ZONE). */
const ROME_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export type PeriodPreset = 'all' | 'today' | 'last7' | 'last30' | 'last90';
export type Period = { preset: PeriodPreset } | { preset: 'custom'; from: string; to: string };

export const ALL_TIME: Period = { preset: 'all' };

const PRESETS: { preset: PeriodPreset; label: string; days: number }[] = [
  { preset: 'all', label: 'All Time', days: 0 },
  { preset: 'today', label: 'Today', days: 1 },
  { preset: 'last7', label: 'Last 7 Days', days: 7 },
  { preset: 'last30', label: 'Last 30 Days', days: 30 },
  { preset: 'last90', label: 'Last 90 Days', days: 90 },
];

/** 'YYYY-MM-DD' of `now` in Europe/Rome. */
export function romeDay(now: Date = new Date()): string {
  return ROME_DAY.format(now);
}

/** The calendar day `days` before 'YYYY-MM-DD' (calendar arithmetic: no DST hour can shift it). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The query of a period: inclusive Rome calendar days. 'Last N Days' is today and the N-1 days
 * before it; All Time sends no dates.
 */
export function periodRange(
  period: Period,
  now: Date = new Date(),
): { date_from?: string; date_to?: string } {
  if (period.preset === 'custom') return { date_from: period.from, date_to: period.to };
  const days = PRESETS.find((entry) => entry.preset === period.preset)?.days ?? 0;
  if (days === 0) return {};
  const today = romeDay(now);
  return { date_from: daysBefore(today, days - 1), date_to: today };
}

const presetClass = (active: boolean) =>
  `rounded-md border px-3 py-1.5 text-sm font-medium transition-colors active:translate-y-px ${
    active
      ? 'border-accent bg-accent text-paper-raised'
      : 'border-rule bg-paper-raised text-ink hover:border-accent hover:text-accent'
  }`;

/**
 * Spec 2 §2.6, §4, §5: All Time, Today, Last 7/30/90 Days reload at once and clear the custom dates;
 * Custom Range opens From Date and To Date, applied by 'Apply Custom Range' only when both are set.
 */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const [customOpen, setCustomOpen] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.preset === 'custom' ? value.from : '');
  const [to, setTo] = useState(value.preset === 'custom' ? value.to : '');
  const inverted = from !== '' && to !== '' && !dateRangeInOrder({ date_from: from, date_to: to });

  function choosePreset(preset: PeriodPreset) {
    setCustomOpen(false);
    setFrom('');
    setTo('');
    onChange({ preset });
  }

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Period</legend>
        {PRESETS.map(({ preset, label }) => (
          <button
            key={preset}
            type="button"
            aria-pressed={!customOpen && value.preset === preset}
            className={presetClass(!customOpen && value.preset === preset)}
            onClick={() => choosePreset(preset)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          className={presetClass(customOpen)}
          onClick={() => setCustomOpen(true)}
        >
          Custom Range
        </button>
      </fieldset>
      {customOpen && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to && !inverted) onChange({ preset: 'custom', from, to });
          }}
        >
          <DateInput compact label="From Date" value={from} onChange={setFrom} />
          <DateInput compact label="To Date" value={to} onChange={setTo} />
          <button type="submit" className={dialogPrimaryClass} disabled={!from || !to || inverted}>
            Apply Custom Range
          </button>
          {inverted && (
            <p role="alert" className="basis-full text-sm text-critical">
              {DATE_RANGE_INVERTED}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

export interface DateRange {
  from: string;
  to: string;
}

export const NO_DATES: DateRange = { from: '', to: '' };

/** The range as the analytics query: blank ends left out. */
export function dateRangeQuery(range: DateRange): { date_from?: string; date_to?: string } {
  return {
    ...(range.from ? { date_from: range.from } : {}),
    ...(range.to ? { date_to: range.to } : {}),
  };
}

/** Whether the range can be sent (an inverted range is shown as an error and not sent). */
export const dateRangeValid = (range: DateRange) =>
  dateRangeInOrder({ date_from: range.from || undefined, date_to: range.to || undefined });

/** From and To dates with Clear Filters (User Spending, Points Analytics); `children` adds buttons. */
export function DateRangeFields({
  value,
  onChange,
  onClear = () => onChange(NO_DATES),
  children,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Clear Filters; by default a change to no dates. */
  onClear?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Date range</legend>
        <DateInput
          compact
          label="From"
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DateInput compact label="To" value={value.to} onChange={(to) => onChange({ ...value, to })} />
        <button
          type="button"
          className={dialogSecondaryClass}
          disabled={!value.from && !value.to}
          onClick={onClear}
        >
          Clear Filters
        </button>
        {children}
      </fieldset>
      {!dateRangeValid(value) && (
        <p role="alert" className="text-sm text-critical">
          {DATE_RANGE_INVERTED}
        </p>
      )}
    </div>
  );
}
