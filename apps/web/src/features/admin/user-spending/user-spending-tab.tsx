import type { LlmPricingStatus, UserSpendingSummary } from '@brocardo/shared';
import { useEffect, useState } from 'react';
import { noticeClass } from '../../../components/notice';
import { clampPage, EntriesPagination } from '../activity/entries-pagination';
import { fetchUserSpendingDetailed } from '../admin-api';
import { formatCost, formatCount } from '../analytics-format';
import { EmptyPanel, errorMessage, Section, StatCard, StatGrid } from '../charts/analytics-panels';
import { AnalyticsTable } from '../charts/analytics-table';
import { LoadError } from '../list-states';
import { type DateRange, DateRangeFields, dateRangeQuery, dateRangeValid, NO_DATES } from '../period-filter';
import { csvFileName, ExportCsvButton } from '../table-export';
import { MatterSpending, matterSpendingMessages } from './matter-spending';
import { spendingColumns, spendingCsvColumns } from './spending-columns';
import { useLlmPricing, useUserSpendingPage } from './spending-queries';

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

/** The cards over every user of the period, as the server sums them (the table has one page only). */
function SpendingSummary({ summary }: { summary: UserSpendingSummary }) {
  return (
    <StatGrid label="Spending summary">
      <StatCard label="Active Users" value={formatCount(summary.active_users)} />
      <StatCard label="Total Spending" value={summary.total_cost_formatted} />
      <StatCard label="Case Strategies" value={formatCount(summary.case_strategies)} />
      <StatCard label="Legal Documents" value={formatCount(summary.legal_documents)} />
    </StatGrid>
  );
}

/** Spec 2 §2.6 User Spending: dates, summary cards and the per-user cost table, a page at a time. */
export function UserSpendingTab() {
  const [dates, setDates] = useState<DateRange>(NO_DATES);
  // An inverted range is shown as an error and not sent: the last valid range stays applied.
  const [applied, setApplied] = useState<DateRange>(NO_DATES);
  const [page, setPage] = useState(1);
  const [byMatter, setByMatter] = useState(false);
  const range = dateRangeQuery(applied);
  const spending = useUserSpendingPage(range, page);
  const pricing = useLlmPricing();

  function changeDates(next: DateRange) {
    setDates(next);
    if (dateRangeValid(next)) {
      setApplied(next);
      setPage(1);
    }
  }

  const data = spending.data;
  // The page stays within 1..last_page, also when the list shrinks between two loads.
  const lastPage = data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !spending.isPlaceholderData) {
      setPage((current) => clampPage(current, lastPage));
    }
  }, [lastPage, spending.isPlaceholderData]);

  return (
    <div className="flex flex-col gap-5">
      <h2 className="font-serif text-2xl font-semibold text-ink">User Spending</h2>
      <DateRangeFields value={dates} onChange={changeDates} />
      <PricingNote pricing={pricing.data} />
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={byMatter}
          onChange={(event) => setByMatter(event.target.checked)}
          className="size-4 accent-accent"
        />
        {matterSpendingMessages.groupLabel}
      </label>
      {byMatter && <MatterSpending range={range} />}
      {!byMatter && spending.isError && (
        <LoadError retryLabel="Riprova" onRetry={() => void spending.refetch()}>
          {errorMessage(spending.error, spendingMessages.error)}
        </LoadError>
      )}
      {!byMatter && spending.isPending && (
        <p role="status" className="text-sm text-ink-muted">
          {spendingMessages.loading}
        </p>
      )}
      {!byMatter && data && !spending.isError && (
        <div className="flex flex-col gap-5" aria-busy={spending.isFetching}>
          <SpendingSummary summary={data.summary} />
          {data.summary.active_users === 0 ? (
            <EmptyPanel title={spendingMessages.emptyTitle}>{spendingMessages.emptyText}</EmptyPanel>
          ) : (
            <Section
              title="Spending per User"
              actions={
                <ExportCsvButton
                  fileName={csvFileName('user-spending')}
                  columns={spendingCsvColumns}
                  // Every user of the period, not just this page.
                  loadRows={() => fetchUserSpendingDetailed(range)}
                  description="User Spending"
                />
              }
            >
              <div className="flex flex-col gap-4">
                <AnalyticsTable
                  caption="User Spending"
                  columns={spendingColumns(data.summary.total_cost_cache_write > 0)}
                  rows={data.data}
                  rowKey={(row) => row.user_id}
                  cardsBelow="lg"
                />
                <EntriesPagination page={data} label="User Spending pages" onPage={setPage} />
              </div>
            </Section>
          )}
        </div>
      )}
    </div>
  );
}
