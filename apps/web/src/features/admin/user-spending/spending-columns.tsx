import type { UserSpendingDetail } from '@brocardo/shared';
import { formatCount, formatPercent } from '../analytics-format';
import { Chip } from '../charts/analytics-panels';
import type { TableColumn } from '../charts/analytics-table';
import type { CsvColumn } from '../table-export';

/** Spec 2 §2.6: 'N Case Strategies', 'N Documents', 'N Enhanced', or 'No feature usage'. */
export function featureBadges(row: UserSpendingDetail): string[] {
  return [
    row.case_strategy_count > 0 ? `${formatCount(row.case_strategy_count)} Case Strategies` : null,
    row.legal_document_count > 0 ? `${formatCount(row.legal_document_count)} Documents` : null,
    row.legal_document_enhanced_count > 0
      ? `${formatCount(row.legal_document_enhanced_count)} Enhanced`
      : null,
  ].filter((badge): badge is string => badge !== null);
}

function CacheHitBar({ percentage }: { percentage: number }) {
  const width = Math.min(100, Math.max(0, percentage));
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="h-2 w-16 overflow-hidden rounded-full bg-rule">
        <span className="block h-full rounded-full bg-accent" style={{ width: `${width}%` }} />
      </span>
      <span className="tabular-nums">{formatPercent(percentage, 1)}</span>
    </span>
  );
}

/** The table's columns; Cache Write Cost only when some user has one (providers that report writes). */
export function spendingColumns(withCacheWrites: boolean): TableColumn<UserSpendingDetail>[] {
  return [
    {
      header: 'User',
      cell: (row) => (
        <span className="flex min-w-0 flex-col text-right lg:text-left">
          <span className="font-semibold text-ink">{row.user_name}</span>
          <span className="break-all text-ink-muted">{row.user_email}</span>
        </span>
      ),
    },
    {
      header: 'Features Used',
      cell: (row) => {
        const badges = featureBadges(row);
        return badges.length === 0 ? (
          <span className="text-ink-muted">No feature usage</span>
        ) : (
          <span className="flex flex-wrap justify-end gap-1 lg:justify-start">
            {badges.map((badge) => (
              <Chip key={badge}>{badge}</Chip>
            ))}
          </span>
        );
      },
    },
    { header: 'Total Requests', numeric: true, cell: (row) => formatCount(row.total_requests) },
    { header: 'Cache Hit %', cell: (row) => <CacheHitBar percentage={row.cache_hit_percentage} /> },
    { header: 'Cache Hit Cost', numeric: true, cell: (row) => row.total_cost_cache_hit_formatted },
    { header: 'Cache Miss Cost', numeric: true, cell: (row) => row.total_cost_cache_miss_formatted },
    ...(withCacheWrites
      ? [
          {
            header: 'Cache Write Cost',
            numeric: true,
            cell: (row: UserSpendingDetail) => row.total_cost_cache_write_formatted,
          },
        ]
      : []),
    { header: 'Output Cost', numeric: true, cell: (row) => row.total_cost_output_formatted },
    {
      header: 'Total Cost',
      numeric: true,
      cell: (row) => <span className="font-semibold text-ink">{row.total_cost_formatted}</span>,
    },
    { header: 'Cost/Request', numeric: true, cell: (row) => row.cost_per_request_formatted },
    { header: 'Cost/1K Tokens', numeric: true, cell: (row) => row.cost_per_1k_tokens_formatted },
  ];
}

/** The CSV: every figure of the row, costs as plain numbers in the provider's currency. */
export const spendingCsvColumns: CsvColumn<UserSpendingDetail>[] = [
  { header: 'User', value: (row) => row.user_name },
  { header: 'Email', value: (row) => row.user_email },
  { header: 'Case Strategies', value: (row) => row.case_strategy_count },
  { header: 'Documents', value: (row) => row.legal_document_count },
  { header: 'Enhanced', value: (row) => row.legal_document_enhanced_count },
  { header: 'Total Requests', value: (row) => row.total_requests },
  { header: 'Prompt Tokens', value: (row) => row.total_prompt_tokens },
  { header: 'Cached Prompt Tokens', value: (row) => row.total_cached_prompt_tokens },
  { header: 'Cache Write Tokens', value: (row) => row.total_cache_write_tokens },
  { header: 'Completion Tokens', value: (row) => row.total_completion_tokens },
  { header: 'Cache Hit %', value: (row) => row.cache_hit_percentage },
  { header: 'Cache Hit Cost', value: (row) => row.total_cost_cache_hit },
  { header: 'Cache Miss Cost', value: (row) => row.total_cost_cache_miss },
  { header: 'Cache Write Cost', value: (row) => row.total_cost_cache_write },
  { header: 'Output Cost', value: (row) => row.total_cost_output },
  { header: 'Total Cost', value: (row) => row.total_cost },
  { header: 'Cost/Request', value: (row) => row.cost_per_request_formatted },
  { header: 'Cost/1K Tokens', value: (row) => row.cost_per_1k_tokens_formatted },
];
