import { type AdminDateRangeQuery, type MatterSpendingRow, matterSpendingResponse } from '@brocardo/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../admin-queries';
import { formatCost, formatCount } from '../analytics-format';
import { EmptyPanel, errorMessage, Section } from '../charts/analytics-panels';
import { AnalyticsTable, type TableColumn } from '../charts/analytics-table';
import { LoadError } from '../list-states';

export const matterSpendingMessages = {
  groupLabel: 'Raggruppa per pratica',
  title: 'Spending per Matter',
  emptyTitle: 'No Matter Spending',
  emptyText: 'No usage filed under a matter in the selected time period.',
  error: 'Failed to load spending by matter.',
  loading: 'Caricamento della spesa per pratica…',
} as const;

/** GET /api/admin/usage-metrics/matter-spending: the period's usage grouped by matter. */
export const fetchMatterSpending = (range: AdminDateRangeQuery, signal?: AbortSignal) =>
  api.get('/api/admin/usage-metrics/matter-spending', matterSpendingResponse, {
    signal,
    query: { ...range },
  });

const matterColumns: TableColumn<MatterSpendingRow>[] = [
  {
    header: 'Client',
    cell: (row) => (
      <span className="flex min-w-0 flex-col text-right lg:text-left">
        <span className="font-semibold text-ink">{row.client_name}</span>
        <span className="text-ink-muted">{row.matter_name}</span>
      </span>
    ),
  },
  { header: 'Owner', cell: (row) => <span className="break-all">{row.user_email}</span> },
  { header: 'Requests', numeric: true, cell: (row) => formatCount(row.requests) },
  { header: 'Points', numeric: true, cell: (row) => formatCount(row.points) },
  { header: 'Cost', numeric: true, cell: (row) => formatCost(Number(row.cost), 4) },
];

/** The User Spending tab grouped by matter (client, matter, owner, points and cost): firms bill it on. */
export function MatterSpending({ range }: { range: AdminDateRangeQuery }) {
  const spending = useQuery({
    queryKey: [...adminKeys.spending, 'matters', range],
    queryFn: ({ signal }) => fetchMatterSpending(range, signal),
    placeholderData: keepPreviousData,
  });
  if (spending.isError) {
    return (
      <LoadError retryLabel="Riprova" onRetry={() => void spending.refetch()}>
        {errorMessage(spending.error, matterSpendingMessages.error)}
      </LoadError>
    );
  }
  if (spending.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {matterSpendingMessages.loading}
      </p>
    );
  }
  const { data, unfiled } = spending.data;
  return (
    <div className="flex flex-col gap-4" aria-busy={spending.isFetching}>
      {data.length === 0 ? (
        <EmptyPanel title={matterSpendingMessages.emptyTitle}>{matterSpendingMessages.emptyText}</EmptyPanel>
      ) : (
        <Section title={matterSpendingMessages.title}>
          <AnalyticsTable
            caption={matterSpendingMessages.title}
            columns={matterColumns}
            rows={data}
            rowKey={(row) => row.matter_id}
            cardsBelow="lg"
          />
        </Section>
      )}
      <p className="text-sm text-ink-muted" data-testid="matter-spending-unfiled">
        Senza pratica: {formatCount(unfiled.requests)} richieste, {formatCount(unfiled.points)} punti,{' '}
        {formatCost(Number(unfiled.cost), 4)}.
      </p>
    </div>
  );
}
