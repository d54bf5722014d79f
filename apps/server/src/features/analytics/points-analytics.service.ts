import type { Config } from '../../config';
import type { Database } from '../../db/client';

export interface PointsAnalyticsDeps {
  db: Database;
  config: Pick<
    Config,
    'POINTS_TIME_ZONE' | 'LLM_PRICE_INPUT_CACHE_HIT' | 'LLM_PRICE_INPUT_CACHE_MISS' | 'LLM_PRICE_OUTPUT'
  >;
}

// Skeleton: filled by issue 22's analytics work.
export function createPointsAnalyticsService(_deps: PointsAnalyticsDeps) {
  return {};
}

export type PointsAnalyticsService = ReturnType<typeof createPointsAnalyticsService>;
