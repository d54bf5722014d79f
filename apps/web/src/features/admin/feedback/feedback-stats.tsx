import type { FeedbackStats } from '@brocardo/shared';
import { withReason } from '../admin-messages';
import { useFeedbackStats } from '../admin-queries';
import { formatCount, formatPercent } from '../analytics-format';
import { LoadError } from '../list-states';

function StatCard({ label, value, tone = 'text-ink' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-rule bg-paper-raised p-3 sm:p-4">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className={`text-2xl font-semibold tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

const cards = (stats: FeedbackStats) => [
  { label: 'Total Feedback', value: formatCount(stats.total_feedback) },
  { label: 'Likes', value: formatCount(stats.likes_count), tone: 'text-success' },
  { label: 'Dislikes', value: formatCount(stats.dislikes_count), tone: 'text-critical' },
  { label: 'Satisfaction Rate', value: formatPercent(stats.satisfaction_rate) },
  { label: 'With Text', value: formatCount(stats.with_text_count) },
  { label: 'Orphaned', value: formatCount(stats.orphaned_count), tone: 'text-warning' },
];

/** The six figures over every feedback (spec 2 §3 Feedback stats). */
export function FeedbackStatsCards() {
  const stats = useFeedbackStats();
  if (stats.isPending) return <p className="text-sm text-ink-muted">Loading feedback statistics...</p>;
  if (stats.isError) {
    return (
      <LoadError retryLabel="Try Again" onRetry={() => void stats.refetch()}>
        {withReason('Failed to load feedback statistics', stats.error)}
      </LoadError>
    );
  }
  return (
    <dl data-testid="feedback-stats" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {cards(stats.data).map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </dl>
  );
}
