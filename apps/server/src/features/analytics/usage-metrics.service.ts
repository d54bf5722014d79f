import type { Config } from '../../config';
import type { Database } from '../../db/client';

export interface UsageMetricsDeps {
  db: Database;
  config: Pick<
    Config,
    'POINTS_TIME_ZONE' | 'LLM_PRICE_INPUT_CACHE_HIT' | 'LLM_PRICE_INPUT_CACHE_MISS' | 'LLM_PRICE_OUTPUT'
  >;
}

// Skeleton: filled by issue 22's analytics work.
export function createUsageMetricsService(_deps: UsageMetricsDeps) {
  return {};
}

export type UsageMetricsService = ReturnType<typeof createUsageMetricsService>;
