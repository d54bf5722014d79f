import {
  type FeatureAnalytics,
  type FeatureTokenUsage,
  LEGAL_AREA_LABELS,
  LEGAL_DOCUMENT_TYPE_LABELS,
} from '@brocardo/shared';
import { formatCost, formatCount, formatDay, formatPercent, formatTokens } from '../analytics-format';
import { BarChart, DoughnutChart, LineChart, PieChart } from '../charts/admin-charts';
import { EmptyChart, errorMessage, StatCard, StatGrid } from '../charts/analytics-panels';
import { LoadError } from '../list-states';
import { useFeatureAnalytics, useFeatureTokenUsage } from './feature-queries';
import { RecentActivityTable, TopUsersTable } from './feature-tables';

export const featureMessages = {
  loading: 'Caricamento delle statistiche delle funzionalità…',
  error: 'Impossibile caricare le statistiche delle funzionalità.',
  noData: 'Nessun dato per questo grafico.',
} as const;

/** A known key's Italian label (diritto_civile → Diritto civile), else the key as stored. */
function labelOf(labels: Readonly<Record<string, string>>, key: string): string {
  return labels[key] ?? key;
}

/** Share of the whole for the doughnut and pie tooltips: 'Diritto civile: 3 (37,5%)'. */
const shareTooltip =
  (format: (value: number) => string) => (value: number, label: string, _series: string, total: number) =>
    `${label}: ${format(value)} (${formatPercent(total === 0 ? 0 : (value / total) * 100)})`;

function FeatureCards({ features, tokens }: { features: FeatureAnalytics; tokens: FeatureTokenUsage }) {
  const { case_strategy: strategies, legal_document: documents } = features;
  const totalTokens = tokens.case_strategy_tokens.total_tokens + tokens.legal_document_tokens.total_tokens;
  const totalCost = tokens.case_strategy_tokens.total_cost + tokens.legal_document_tokens.total_cost;
  const requests = tokens.case_strategy_tokens.total_requests + tokens.legal_document_tokens.total_requests;
  return (
    <StatGrid label="Feature summary">
      <StatCard
        label="Case Strategies"
        value={formatCount(strategies.total_created)}
        detail={`${formatPercent(strategies.ai_analysis_usage.ai_usage_percentage, 0)} using AI`}
      />
      <StatCard
        label="Legal Documents"
        value={formatCount(documents.total_generated)}
        detail={`${formatPercent(documents.ai_enhancement_usage.ai_generation_percentage, 0)} enhanced with AI`}
      />
      <StatCard
        label="Total Tokens"
        value={formatTokens(totalTokens)}
        detail={`${formatCost(totalCost, 2)} cost`}
      />
      <StatCard
        label="API Requests"
        value={formatCount(requests)}
        detail="Case Strategies + Legal Documents"
      />
    </StatGrid>
  );
}

function FeatureCharts({ features, tokens }: { features: FeatureAnalytics; tokens: FeatureTokenUsage }) {
  const areas = Object.entries(features.case_strategy.usage_by_legal_area);
  const types = Object.entries(features.legal_document.usage_by_document_type);
  const days = tokens.usage_over_time;
  const costs = [tokens.case_strategy_tokens.total_cost, tokens.legal_document_tokens.total_cost];
  const areaTitle = 'Case Strategy Usage by Legal Area';
  const typeTitle = 'Legal Document Generation by Type';
  const tokenTitle = 'LLM Token Usage Over Time';
  const costTitle = 'Feature Cost Distribution';
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      {areas.length === 0 ? (
        <EmptyChart title={areaTitle}>{featureMessages.noData}</EmptyChart>
      ) : (
        <DoughnutChart
          title={areaTitle}
          categoryLabel="Legal Area"
          labels={areas.map(([area]) => labelOf(LEGAL_AREA_LABELS, area))}
          datasets={[{ label: 'Case Strategies', data: areas.map(([, count]) => count) }]}
          tooltip={shareTooltip(formatCount)}
        />
      )}
      {types.length === 0 ? (
        <EmptyChart title={typeTitle}>{featureMessages.noData}</EmptyChart>
      ) : (
        <BarChart
          title={typeTitle}
          categoryLabel="Document Type"
          labels={types.map(([type]) => labelOf(LEGAL_DOCUMENT_TYPE_LABELS, type))}
          datasets={[{ label: 'Legal Documents', data: types.map(([, count]) => count) }]}
        />
      )}
      {days.length === 0 ? (
        <EmptyChart title={tokenTitle}>{featureMessages.noData}</EmptyChart>
      ) : (
        <LineChart
          title={tokenTitle}
          categoryLabel="Date"
          labels={days.map((day) => formatDay(day.date))}
          datasets={[
            { label: 'Case Strategies', data: days.map((day) => day.case_strategy_tokens) },
            { label: 'Legal Documents', data: days.map((day) => day.legal_document_tokens) },
          ]}
        />
      )}
      {costs[0] === 0 && costs[1] === 0 ? (
        <EmptyChart title={costTitle}>{featureMessages.noData}</EmptyChart>
      ) : (
        <PieChart
          title={costTitle}
          categoryLabel="Feature"
          labels={['Case Strategies', 'Legal Documents']}
          datasets={[{ label: 'Cost', data: costs }]}
          formatValue={(value) => formatCost(value, 4)}
          tooltip={(value, label) => `${label}: ${formatCost(value, 4)}`}
        />
      )}
    </div>
  );
}

/** Spec 2 §2.6 Feature Analytics: cards, four charts and two tables over the two features. */
export function FeatureAnalyticsTab() {
  const features = useFeatureAnalytics();
  const tokens = useFeatureTokenUsage();
  const failed = [features, tokens].find((query) => query.isError);

  return (
    <div className="flex flex-col gap-5">
      <h2 className="font-serif text-2xl font-semibold text-ink">Feature Analytics</h2>
      {failed ? (
        <LoadError
          retryLabel="Riprova"
          onRetry={() => {
            for (const query of [features, tokens]) if (query.isError) void query.refetch();
          }}
        >
          {errorMessage(failed.error, featureMessages.error)}
        </LoadError>
      ) : features.data && tokens.data ? (
        <>
          <FeatureCards features={features.data} tokens={tokens.data} />
          <FeatureCharts features={features.data} tokens={tokens.data} />
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            <TopUsersTable rows={features.data.topUsers} />
            <RecentActivityTable rows={features.data.recentActivity} />
          </div>
        </>
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          {featureMessages.loading}
        </p>
      )}
    </div>
  );
}
