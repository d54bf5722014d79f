import type { LlmPricingStatus, UserSpendingRow } from '@brocardo/shared';
import { useState } from 'react';
import { noticeClass } from '../../../components/notice';
import { formatCost, formatCount } from '../analytics-format';
import { EmptyPanel, errorMessage, Section, StatCard, StatGrid } from '../charts/analytics-panels';
import { AnalyticsTable } from '../charts/analytics-table';
import { LoadError } from '../list-states';
import { type DateRange, DateRangeFields, dateRangeQuery, dateRangeValid, NO_DATES } from '../period-filter';
import { csvFileName, ExportCsvButton } from '../table-export';
import { spendingColumns, spendingCsvColumns } from './spending-columns';
import { useLlmPricing, useUserSpending } from './spending-queries';

/** Spec 2 §2.6, §8: the User Spending texts. */
export const spendingMessages = {
  emptyTitle: 'No Spending Data Available',
  emptyText: 'No users have generated any costs in the selected time period.',
  error: 'Failed to load user spending data.',
  loading: 'Caricamento della spesa per utente…',
  pricingMissing:
    'Prezzi del modello non configurati: finché sul server non sono impostate le variabili LLM_PRICE_* ' +
    '(prezzi per milione di token), ogni costo qui sotto vale $0.0000 e non indica una spesa reale.',
} as const;

const sum = (rows: UserSpendingRow[], value: (row: UserSpendingRow) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

function PricingNote({ pricing }: { pricing: LlmPricingStatus | undefined }) {
  if (!pricing) return null;
  if (!pricing.configured) {
    return (
      <p role="note" className={noticeClass('warning')}>
        {spendingMessages.pricingMissing}
      </p>
    );
  }
  const { prices } = pricing;
  return (
    <p className="text-sm text-ink-muted">
      Prezzi per milione di token{pricing.model ? ` (${pricing.model})` : ''}: input{' '}
      {formatCost(prices.input_cache_miss, 4)}, input in cache {formatCost(prices.input_cache_hit, 4)},
      scrittura in cache {formatCost(prices.input_cache_write, 4)}, output {formatCost(prices.output, 4)} (
      {pricing.currency}).
    </p>
  );
}

function SpendingSummary({ rows }: { rows: UserSpendingRow[] }) {
  return (
    <StatGrid label="Spending summary">
      <StatCard label="Active Users" value={formatCount(rows.length)} />
      <StatCard
        label="Total Spending"
        value={formatCost(
          sum(rows, (row) => row.total_cost),
          4,
        )}
      />
      <StatCard label="Case Strategies" value={formatCount(sum(rows, (row) => row.case_strategy_count))} />
      <StatCard
        label="Legal Documents"
        value={formatCount(sum(rows, (row) => row.legal_document_count + row.legal_document_enhanced_count))}
      />
    </StatGrid>
  );
}

/** Spec 2 §2.6 User Spending: dates, summary cards and the per-user cost table. */
export function UserSpendingTab() {
  const [dates, setDates] = useState<DateRange>(NO_DATES);
  // An inverted range is shown as an error and not sent: the last valid range stays applied.
  const [applied, setApplied] = useState<DateRange>(NO_DATES);
  const spending = useUserSpending(dateRangeQuery(applied));
  const pricing = useLlmPricing();

  function changeDates(next: DateRange) {
    setDates(next);
    if (dateRangeValid(next)) setApplied(next);
  }

  const rows = spending.data;
  const withCacheWrites = (rows ?? []).some((row) => row.total_cost_cache_write > 0);

  return (
    <div className="flex flex-col gap-5">
      <h2 className="font-serif text-2xl font-semibold text-ink">User Spending</h2>
      <DateRangeFields value={dates} onChange={changeDates} />
      <PricingNote pricing={pricing.data} />
      {spending.isError && (
        <LoadError retryLabel="Riprova" onRetry={() => void spending.refetch()}>
          {errorMessage(spending.error, spendingMessages.error)}
        </LoadError>
      )}
      {spending.isPending && (
        <p role="status" className="text-sm text-ink-muted">
          {spendingMessages.loading}
        </p>
      )}
      {rows && !spending.isError && (
        <div className="flex flex-col gap-5" aria-busy={spending.isFetching}>
          <SpendingSummary rows={rows} />
          {rows.length === 0 ? (
            <EmptyPanel title={spendingMessages.emptyTitle}>{spendingMessages.emptyText}</EmptyPanel>
          ) : (
            <Section
              title="Spending per User"
              actions={
                <ExportCsvButton
                  fileName={csvFileName('user-spending')}
                  columns={spendingCsvColumns}
                  rows={rows}
                  description="User Spending"
                />
              }
            >
              <AnalyticsTable
                caption="User Spending"
                columns={spendingColumns(withCacheWrites)}
                rows={rows}
                rowKey={(row) => row.user_id}
                cardsBelow="lg"
              />
            </Section>
          )}
        </div>
      )}
    </div>
  );
}
