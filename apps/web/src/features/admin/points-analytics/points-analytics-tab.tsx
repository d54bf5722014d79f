import { BALANCE_RANGES, type PointsAnalytics } from '@brocardo/shared';
import { useState } from 'react';
import { dialogSecondaryClass } from '../../../components/dialog-buttons';
import { formatCount, formatPercent } from '../analytics-format';
import { BarChart, DoughnutChart, LineChart } from '../charts/admin-charts';
import { EmptyChart, errorMessage, StatCard, StatGrid } from '../charts/analytics-panels';
import { LoadError } from '../list-states';
import { type DateRange, DateRangeFields, dateRangeQuery, dateRangeValid, NO_DATES } from '../period-filter';
import { actionLabel, monthLabel } from './points-labels';
import { usePointsAnalytics } from './points-queries';
import { BalanceDistributionTable, PointsByActionTable } from './points-tables';

export const pointsMessages = {
  error: 'Failed to load points analytics',
  loading: 'Caricamento delle statistiche dei punti…',
  noData: 'Nessun dato per questo grafico.',
} as const;

/** 'RAG Interrogation: 1.500 points (62,5%)': the doughnut's tooltip, with the share of the whole. */
export function pointsShareTooltip(value: number, label: string, _series: string, total: number): string {
  const share = total === 0 ? 0 : (value / total) * 100;
  return `${label}: ${formatCount(value)} points (${formatPercent(share, 1)})`;
}

function PointsCards({ data }: { data: PointsAnalytics }) {
  const most = data.most_used_feature;
  return (
    <StatGrid label="Points summary">
      <StatCard label="Total Points Used" value={formatCount(data.total_points_used)} />
      <StatCard
        label="Most Used Feature"
        value={most ? actionLabel(most.action_type) : '—'}
        detail={most ? `${formatCount(most.total_points)} points` : undefined}
      />
      <StatCard label="Active Users" value={formatCount(data.active_users)} />
      <StatCard label="Avg Points/Action" value={formatCount(data.average_points_per_action)} />
    </StatGrid>
  );
}

function PointsCharts({ data }: { data: PointsAnalytics }) {
  const actions = data.points_by_action;
  // In the spec's range order, whatever order the rows come in.
  const ranges = BALANCE_RANGES.map(
    (range) => data.user_points_distribution.find((row) => row.balance_range === range)?.user_count ?? 0,
  );
  const months = [...data.monthly_points_trend].sort((a, b) => a.year - b.year || a.month - b.month);
  const byFeature = 'Points Usage by Feature';
  const trend = 'Monthly Points Usage Trend';
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      {actions.length === 0 ? (
        <EmptyChart title={byFeature}>{pointsMessages.noData}</EmptyChart>
      ) : (
        <DoughnutChart
          title={byFeature}
          categoryLabel="Action"
          labels={actions.map((row) => actionLabel(row.action_type))}
          datasets={[{ label: 'Points', data: actions.map((row) => row.total_points) }]}
          tooltip={pointsShareTooltip}
        />
      )}
      <BarChart
        title="User Points Balance Distribution"
        categoryLabel="Balance Range"
        labels={[...BALANCE_RANGES]}
        datasets={[{ label: 'Users', data: ranges }]}
      />
      <div className="lg:col-span-2">
        {months.length === 0 ? (
          <EmptyChart title={trend}>{pointsMessages.noData}</EmptyChart>
        ) : (
          <LineChart
            title={trend}
            categoryLabel="Month"
            labels={months.map(monthLabel)}
            datasets={[{ label: 'Points', data: months.map((point) => point.total_points) }]}
          />
        )}
      </div>
    </div>
  );
}

/**
 * Spec 2 §2.6 Points Analytics. Spec 2 §4: a date change reloads only when at least one date is set;
 * Clear Filters and Refresh reload with the dates shown.
 */
export function PointsAnalyticsTab() {
  const [dates, setDates] = useState<DateRange>(NO_DATES);
  const [applied, setApplied] = useState<DateRange>(NO_DATES);
  const points = usePointsAnalytics(dateRangeQuery(applied));

  function changeDates(next: DateRange) {
    setDates(next);
    if ((next.from || next.to) && dateRangeValid(next)) setApplied(next);
  }

  function clearDates() {
    setDates(NO_DATES);
    setApplied(NO_DATES);
  }

  function refresh() {
    if (!dateRangeValid(dates)) return;
    if (dates.from === applied.from && dates.to === applied.to) void points.refetch();
    else setApplied(dates);
  }

  const data = points.data;
  return (
    <div className="flex flex-col gap-5">
      <h2 className="font-serif text-2xl font-semibold text-ink">Points Analytics</h2>
      <DateRangeFields value={dates} onChange={changeDates} onClear={clearDates}>
        <button
          type="button"
          className={dialogSecondaryClass}
          onClick={refresh}
          aria-busy={points.isFetching}
          disabled={points.isFetching}
        >
          Refresh
        </button>
      </DateRangeFields>
      {points.isError && (
        <LoadError retryLabel="Riprova" onRetry={() => void points.refetch()}>
          {errorMessage(points.error, pointsMessages.error)}
        </LoadError>
      )}
      {points.isPending && (
        <p role="status" className="text-sm text-ink-muted">
          {pointsMessages.loading}
        </p>
      )}
      {data && !points.isError && (
        <div className="flex flex-col gap-5">
          <PointsCards data={data} />
          <PointsCharts data={data} />
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            <PointsByActionTable rows={data.points_by_action} />
            <BalanceDistributionTable rows={data.user_points_distribution} />
          </div>
        </div>
      )}
    </div>
  );
}
