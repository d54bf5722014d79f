import type { AdminDateRangeQuery, FeatureAnalytics, FeatureTokenUsage } from '@brocardo/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { percentOf } from './analytics-period';
import { type BreakdownRow, createFeatureAnalyticsRepo, type TokenRow } from './feature-analytics.repo';

export interface FeatureAnalyticsDeps {
  db: Database;
  config: Pick<
    Config,
    'POINTS_TIME_ZONE' | 'LLM_PRICE_INPUT_CACHE_HIT' | 'LLM_PRICE_INPUT_CACHE_MISS' | 'LLM_PRICE_OUTPUT'
  >;
}

const TOP_USERS = 10;
const RECENT_ACTIVITY = 20;

/** The total, the per-key map and the per-day map of a breakdown (maps in ascending key order). */
function split(rows: BreakdownRow[]) {
  const total = rows.find((row) => row.key === null && row.day === null);
  const byKey: Record<string, number> = {};
  const byDay: Record<string, number> = {};
  for (const row of rows) {
    if (row.key !== null) byKey[row.key] = row.count;
    else if (row.day !== null) byDay[row.day] = row.count;
  }
  return { count: total?.count ?? 0, withAi: total?.withAi ?? 0, byKey, byDay };
}

function totalsOf(rows: TokenRow[], kind: TokenRow['kind']) {
  const row = rows.find((candidate) => candidate.kind === kind && candidate.day === null);
  return { total_tokens: row?.tokens ?? 0, total_cost: row?.cost ?? 0, total_requests: row?.requests ?? 0 };
}

/** Feature Analytics (spec 2 §2.6, §3): the simulator's and the generator's use, from their own tables. */
export function createFeatureAnalyticsService({ db, config }: FeatureAnalyticsDeps) {
  const repo = createFeatureAnalyticsRepo(db, config.POINTS_TIME_ZONE);

  return {
    async features(range: AdminDateRangeQuery): Promise<FeatureAnalytics> {
      // One statement each; on PostgreSQL they run side by side on the pool.
      const [strategyRows, documentRows, topUsers, recent] = await Promise.all([
        repo.strategies(range),
        repo.documents(range),
        repo.topUsers(range, TOP_USERS),
        repo.recentActivity(range, RECENT_ACTIVITY),
      ]);
      const strategies = split(strategyRows);
      const documents = split(documentRows);
      return {
        case_strategy: {
          total_created: strategies.count,
          ai_analysis_usage: {
            with_ai: strategies.withAi,
            ai_usage_percentage: percentOf(strategies.withAi, strategies.count, 0),
          },
          usage_by_legal_area: strategies.byKey,
          usage_over_time: strategies.byDay,
        },
        legal_document: {
          total_generated: documents.count,
          ai_enhancement_usage: {
            enhanced: documents.withAi,
            ai_generation_percentage: percentOf(documents.withAi, documents.count, 0),
          },
          usage_by_document_type: documents.byKey,
          usage_over_time: documents.byDay,
        },
        topUsers,
        recentActivity: recent.map((row) => ({
          id: `${row.feature}:${row.id}`,
          created_at: row.createdAt.toISOString(),
          user_name: row.userName,
          feature: row.feature,
          action: row.action,
          tokens: row.tokens,
        })),
      };
    },

    async tokenUsage(range: AdminDateRangeQuery): Promise<FeatureTokenUsage> {
      const rows = await repo.tokenUsage(range);
      const days = new Map<string, FeatureTokenUsage['usage_over_time'][number]>();
      for (const row of rows) {
        if (row.day === null) continue;
        const day = days.get(row.day) ?? { date: row.day, case_strategy_tokens: 0, legal_document_tokens: 0 };
        if (row.kind === 'case_strategy') day.case_strategy_tokens = row.tokens;
        else day.legal_document_tokens = row.tokens;
        days.set(row.day, day);
      }
      return {
        case_strategy_tokens: totalsOf(rows, 'case_strategy'),
        legal_document_tokens: totalsOf(rows, 'legal_document'),
        usage_over_time: [...days.values()],
      };
    },
  };
}

export type FeatureAnalyticsService = ReturnType<typeof createFeatureAnalyticsService>;
