import type { ChatActivityDay } from '@brocardo/shared';
import { useState } from 'react';
import { withReason } from '../admin-messages';
import { useChatActivity } from '../admin-queries';
import { StackedBarChart } from '../charts/admin-charts';
import { LoadError } from '../list-states';
import { type Period, PeriodFilter, periodRange } from '../period-filter';

export const CHAT_ACTIVITY_TITLE = 'Questions per day by mode';

const DAY_LABEL = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_LABEL_WITH_YEAR = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_MS = 86_400_000;
/** Gaps are filled with zero days up to a year; beyond that only the days with questions are drawn. */
const MAX_FILLED_DAYS = 366;

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The days to draw: every calendar day of the range (the server leaves out days without
 * questions), from the range's ends or, when open, the first and last day with questions.
 */
export function fillDays(
  rows: ChatActivityDay[],
  range: { date_from?: string; date_to?: string },
): ChatActivityDay[] {
  const first = range.date_from ?? rows[0]?.date;
  const last = range.date_to ?? rows.at(-1)?.date;
  if (!first || !last) return rows;
  const start = dayTime(first);
  const end = dayTime(last);
  const count = Math.round((end - start) / DAY_MS) + 1;
  if (!Number.isFinite(count) || count < 1 || count > MAX_FILLED_DAYS) return rows;
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(start + index * DAY_MS).toISOString().slice(0, 10);
    return byDay.get(date) ?? { date, standard: 0, rag: 0, websearch: 0 };
  });
}

function dayLabels(days: ChatActivityDay[]): string[] {
  const years = new Set(days.map((day) => day.date.slice(0, 4)));
  const format = years.size > 1 ? DAY_LABEL_WITH_YEAR : DAY_LABEL;
  return days.map((day) => format.format(new Date(dayTime(day.date))));
}

/** Chat Activity's chart: answered questions per Rome day, stacked by mode, over a period (default 30 days). */
export function ChatActivityChart() {
  const [period, setPeriod] = useState<Period>({ preset: 'last30' });
  const range = periodRange(period);
  const activity = useChatActivity(range);
  const days = activity.data ? fillDays(activity.data, range) : [];
  const total = days.reduce((sum, day) => sum + day.standard + day.rag + day.websearch, 0);

  return (
    <section aria-labelledby="chat-activity-title" className="flex flex-col gap-4">
      <h2 id="chat-activity-title" className="font-serif text-xl font-semibold text-ink">
        Chat Activity
      </h2>
      <PeriodFilter value={period} onChange={setPeriod} />
      {activity.isPending && <p className="text-sm text-ink-muted">Loading chart...</p>}
      {activity.isError && (
        <LoadError retryLabel="Try Again" onRetry={() => void activity.refetch()}>
          {withReason('Failed to load chart data', activity.error)}
        </LoadError>
      )}
      {activity.data && total === 0 && (
        <p className="rounded-lg border border-dashed border-rule px-4 py-10 text-center text-ink-muted">
          No chat activity for the selected period
        </p>
      )}
      {activity.data && total > 0 && (
        <StackedBarChart
          title={CHAT_ACTIVITY_TITLE}
          categoryLabel="Day"
          labels={dayLabels(days)}
          datasets={[
            { label: 'Standard', data: days.map((day) => day.standard) },
            { label: 'Database Legale', data: days.map((day) => day.rag) },
            { label: 'Ricerca Web', data: days.map((day) => day.websearch) },
          ]}
        />
      )}
    </section>
  );
}
