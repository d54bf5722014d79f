import type { FeatureAnalytics } from '@brocardo/shared';
import { formatCost, formatCount, formatMoment } from '../analytics-format';
import { Chip, EmptyPanel, Section } from '../charts/analytics-panels';
import { AnalyticsTable, type TableColumn } from '../charts/analytics-table';
import { type CsvColumn, csvFileName, ExportCsvButton } from '../table-export';

type TopUser = FeatureAnalytics['topUsers'][number];
type Activity = FeatureAnalytics['recentActivity'][number];

export const FEATURE_LABELS: Record<Activity['feature'], string> = {
  case_strategy: 'Case Strategy',
  legal_document: 'Legal Document',
};

const topUserColumns: TableColumn<TopUser>[] = [
  {
    header: 'User',
    cell: (row) => (
      <span className="flex min-w-0 flex-col text-right md:text-left">
        <span className="font-semibold text-ink">{row.name}</span>
        <span className="break-all text-ink-muted">{row.email}</span>
      </span>
    ),
  },
  { header: 'Case Strategies', numeric: true, cell: (row) => formatCount(row.caseStrategyCount) },
  { header: 'Legal Documents', numeric: true, cell: (row) => formatCount(row.legalDocumentCount) },
  { header: 'Total Tokens', numeric: true, cell: (row) => formatCount(row.totalTokens) },
  { header: 'Total Cost', numeric: true, cell: (row) => formatCost(row.totalCost, 4) },
];

const topUserCsv: CsvColumn<TopUser>[] = [
  { header: 'User', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Case Strategies', value: (row) => row.caseStrategyCount },
  { header: 'Legal Documents', value: (row) => row.legalDocumentCount },
  { header: 'Total Tokens', value: (row) => row.totalTokens },
  { header: 'Total Cost', value: (row) => row.totalCost },
];

const activityColumns: TableColumn<Activity>[] = [
  { header: 'Time', cell: (row) => <time dateTime={row.created_at}>{formatMoment(row.created_at)}</time> },
  { header: 'User', cell: (row) => <span className="font-medium text-ink">{row.user_name}</span> },
  { header: 'Feature', cell: (row) => <Chip>{FEATURE_LABELS[row.feature]}</Chip> },
  { header: 'Action', cell: (row) => row.action },
  { header: 'Tokens', numeric: true, cell: (row) => (row.tokens === null ? '-' : formatCount(row.tokens)) },
];

const activityCsv: CsvColumn<Activity>[] = [
  { header: 'Time', value: (row) => row.created_at },
  { header: 'User', value: (row) => row.user_name },
  { header: 'Feature', value: (row) => FEATURE_LABELS[row.feature] },
  { header: 'Action', value: (row) => row.action },
  { header: 'Tokens', value: (row) => row.tokens },
];

export function TopUsersTable({ rows }: { rows: TopUser[] }) {
  const title = 'Top Users by Feature Usage';
  return (
    <Section
      title={title}
      actions={
        <ExportCsvButton
          fileName={csvFileName('top-users')}
          columns={topUserCsv}
          rows={rows}
          description={title}
        />
      }
    >
      {rows.length === 0 ? (
        <EmptyPanel>User-specific analytics not yet available</EmptyPanel>
      ) : (
        <AnalyticsTable caption={title} columns={topUserColumns} rows={rows} rowKey={(row) => row.id} />
      )}
    </Section>
  );
}

export function RecentActivityTable({ rows }: { rows: Activity[] }) {
  const title = 'Recent Feature Activity';
  return (
    <Section
      title={title}
      actions={
        <ExportCsvButton
          fileName={csvFileName('recent-feature-activity')}
          columns={activityCsv}
          rows={rows}
          description={title}
        />
      }
    >
      {rows.length === 0 ? (
        <EmptyPanel>Recent activity data not yet available</EmptyPanel>
      ) : (
        <AnalyticsTable caption={title} columns={activityColumns} rows={rows} rowKey={(row) => row.id} />
      )}
    </Section>
  );
}
