import type { ChatModeUsageRow, DocumentUploadsRow, LlmTokensRow } from '@brocardo/shared';
import { useMemo, useState } from 'react';
import { useMediaQuery } from '../../../components/layouts/use-media-query';
import { formatWhole } from '../admin-messages';
import { toNumber } from '../analytics-format';
import { StackedBarChart } from '../charts/admin-charts';
import { CountBadge, EmptyChart, errorMessage } from '../charts/analytics-panels';
import { LoadError } from '../list-states';
import { ALL_TIME, type Period, PeriodFilter, periodRange } from '../period-filter';
import { type CsvColumn, csvFileName, ExportCsvButton } from '../table-export';
import { useUsageCharts } from './usage-queries';

/** Spec 2 §2.6, §8: the Usage Analytics texts. */
export const usageMessages = {
  loading: 'Loading usage charts...',
  errorTitle: 'Error Loading Data',
  errorFallback: 'Failed to load chart data',
  retry: 'Try Again',
  uploadsEmpty: 'No document upload data available for the selected period',
  chatEmpty: 'No chat usage data available for the selected period',
  tokensEmpty: 'No token usage data available for the selected period',
  chartTop: (shown: number, total: number) =>
    `Nel grafico i ${formatWhole(shown)} utenti con più attività su ${formatWhole(total)}; tutti nell'export CSV.`,
} as const;

/**
 * The bars drawn per chart: the heaviest users, whom the server sends first. Thousands of bars would
 * need a canvas taller than a browser can draw (32,767 px); the badge and the CSV keep every user.
 */
export const CHART_TOP_USERS = 50;

/**
 * From this many users (or on a phone, always) the bars run horizontally, one row per user, so the
 * names stay readable; a tall chart scrolls inside its card.
 */
const HORIZONTAL_FROM = 7;
const PHONE_QUERY = '(max-width: 639px)';
const ROW_HEIGHT = 30;
const MAX_VISIBLE_HEIGHT = 480;

interface ChartSpec<Row> {
  title: string;
  file: string;
  empty: string;
  rows: Row[];
  name: (row: Row) => string;
  series: { label: string; value: (row: Row) => number }[];
}

function UsageChart<Row extends { user_id: number }>({ spec }: { spec: ChartSpec<Row> }) {
  const { rows } = spec;
  const shown = rows.slice(0, CHART_TOP_USERS);
  const phone = useMediaQuery(PHONE_QUERY);
  const horizontal = phone || shown.length >= HORIZONTAL_FROM;
  const columns: CsvColumn<Row>[] = [
    { header: 'User', value: spec.name },
    ...spec.series.map((series) => ({ header: series.label, value: series.value })),
  ];
  const badge = (
    <span className="flex flex-wrap items-center gap-2">
      <CountBadge count={rows.length} singular="user" plural="users" />
      <ExportCsvButton
        fileName={csvFileName(spec.file)}
        columns={columns}
        rows={rows}
        description={spec.title}
      />
    </span>
  );
  // In the caption, on its own line under the title and badge.
  const note =
    shown.length < rows.length ? (
      <p className="w-full text-xs text-ink-muted">{usageMessages.chartTop(shown.length, rows.length)}</p>
    ) : null;
  if (rows.length === 0) {
    return (
      <EmptyChart title={spec.title} badge={<CountBadge count={0} singular="user" plural="users" />}>
        {spec.empty}
      </EmptyChart>
    );
  }
  return (
    <StackedBarChart
      title={spec.title}
      categoryLabel="User"
      labels={shown.map(spec.name)}
      datasets={spec.series.map((series) => ({ label: series.label, data: shown.map(series.value) }))}
      horizontal={horizontal}
      height={horizontal ? Math.max(280, shown.length * ROW_HEIGHT + 80) : 300}
      maxVisibleHeight={MAX_VISIBLE_HEIGHT}
      badge={
        <>
          {badge}
          {note}
        </>
      }
    />
  );
}

const uploadsSpec = (rows: DocumentUploadsRow[]): ChartSpec<DocumentUploadsRow> => ({
  title: 'Document Uploads',
  file: 'document-uploads',
  empty: usageMessages.uploadsEmpty,
  rows,
  name: (row) => row.user_name,
  series: [{ label: 'Documents', value: (row) => row.upload_count }],
});

const chatSpec = (rows: ChatModeUsageRow[]): ChartSpec<ChatModeUsageRow> => ({
  title: 'Chat Mode Usage',
  file: 'chat-mode-usage',
  empty: usageMessages.chatEmpty,
  rows,
  name: (row) => row.user_name,
  series: [
    { label: 'RAG Chat', value: (row) => toNumber(row.rag_mode_count) },
    { label: 'Simple Chat', value: (row) => toNumber(row.simple_chat_count) },
    { label: 'Web Search', value: (row) => toNumber(row.web_search_count) },
    { label: 'Web + RAG', value: (row) => toNumber(row.web_and_rag_count) },
  ],
});

const tokensSpec = (rows: LlmTokensRow[]): ChartSpec<LlmTokensRow> => ({
  title: 'LLM Token Usage',
  file: 'llm-token-usage',
  empty: usageMessages.tokensEmpty,
  rows,
  name: (row) => row.user_name,
  series: [
    { label: 'Prompt Tokens', value: (row) => row.total_prompt_tokens },
    { label: 'Completion Tokens', value: (row) => row.total_completion_tokens },
  ],
});

/** Spec 2 §2.6 Usage Analytics: the period buttons and three stacked bar charts per user. */
export function UsageAnalyticsTab() {
  const [period, setPeriod] = useState<Period>(ALL_TIME);
  // The range is fixed when the period is chosen, so one choice is one set of calls.
  const range = useMemo(() => periodRange(period), [period]);
  const [uploads, chat, tokens] = useUsageCharts(range);
  const queries = [uploads, chat, tokens];
  const failed = queries.find((query) => query.isError);

  return (
    <div className="flex flex-col gap-5">
      <h2 className="font-serif text-2xl font-semibold text-ink">Usage Analytics</h2>
      <PeriodFilter value={period} onChange={setPeriod} />
      {failed ? (
        <LoadError
          retryLabel={usageMessages.retry}
          onRetry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        >
          <span>
            <strong className="block font-semibold">{usageMessages.errorTitle}</strong>
            {errorMessage(failed.error, usageMessages.errorFallback)}
          </span>
        </LoadError>
      ) : uploads.data && chat.data && tokens.data ? (
        <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
          <UsageChart spec={uploadsSpec(uploads.data)} />
          <UsageChart spec={chatSpec(chat.data)} />
          <div className="xl:col-span-2">
            <UsageChart spec={tokensSpec(tokens.data)} />
          </div>
        </div>
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          {usageMessages.loading}
        </p>
      )}
    </div>
  );
}
