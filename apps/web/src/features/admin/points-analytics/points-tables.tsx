import type { PointsAnalytics } from '@brocardo/shared';
import { formatCount, formatPercent } from '../analytics-format';
import { Section } from '../charts/analytics-panels';
import { AnalyticsTable, type TableColumn } from '../charts/analytics-table';
import { type CsvColumn, csvFileName, ExportCsvButton } from '../table-export';
import { actionLabel } from './points-labels';

type ActionRow = PointsAnalytics['points_by_action'][number];
type RangeRow = PointsAnalytics['user_points_distribution'][number];

const actionColumns: TableColumn<ActionRow>[] = [
  {
    header: 'Action',
    cell: (row) => (
      <span className="flex flex-col text-right md:text-left">
        <span className="font-medium text-ink">{actionLabel(row.action_type)}</span>
        <code className="text-xs text-ink-muted">{row.action_type}</code>
      </span>
    ),
  },
  { header: 'Total Points', numeric: true, cell: (row) => formatCount(row.total_points) },
  { header: 'Usage Count', numeric: true, cell: (row) => formatCount(row.usage_count) },
  { header: 'Average', numeric: true, cell: (row) => formatCount(row.average_points) },
  { header: 'Percentage', numeric: true, cell: (row) => formatPercent(row.percentage, 1) },
];

const actionCsv: CsvColumn<ActionRow>[] = [
  { header: 'Action', value: (row) => actionLabel(row.action_type) },
  { header: 'Action Type', value: (row) => row.action_type },
  { header: 'Total Points', value: (row) => row.total_points },
  { header: 'Usage Count', value: (row) => row.usage_count },
  { header: 'Average', value: (row) => row.average_points },
  { header: 'Percentage', value: (row) => row.percentage },
];

const rangeColumns: TableColumn<RangeRow>[] = [
  {
    header: 'Balance Range',
    cell: (row) => <span className="font-medium text-ink">{row.balance_range}</span>,
  },
  { header: 'Users', numeric: true, cell: (row) => formatCount(row.user_count) },
  { header: 'Percent', numeric: true, cell: (row) => formatPercent(row.percentage, 1) },
];

const rangeCsv: CsvColumn<RangeRow>[] = [
  { header: 'Balance Range', value: (row) => row.balance_range },
  { header: 'Users', value: (row) => row.user_count },
  { header: 'Percent', value: (row) => row.percentage },
];

export function PointsByActionTable({ rows }: { rows: ActionRow[] }) {
  const title = 'Points Usage by Action Type';
  return (
    <Section
      title={title}
      actions={
        <ExportCsvButton
          fileName={csvFileName('points-by-action')}
          columns={actionCsv}
          rows={rows}
          description={title}
        />
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">Nessun punto usato nel periodo.</p>
      ) : (
        <AnalyticsTable
          caption={title}
          columns={actionColumns}
          rows={rows}
          rowKey={(row) => row.action_type}
        />
      )}
    </Section>
  );
}

export function BalanceDistributionTable({ rows }: { rows: RangeRow[] }) {
  const title = 'User Points Balance Distribution';
  return (
    <Section
      title={title}
      actions={
        <ExportCsvButton
          fileName={csvFileName('points-balance-distribution')}
          columns={rangeCsv}
          rows={rows}
          description={title}
        />
      }
    >
      <AnalyticsTable
        caption={`${title} table`}
        columns={rangeColumns}
        rows={rows}
        rowKey={(row) => row.balance_range}
      />
    </Section>
  );
}
