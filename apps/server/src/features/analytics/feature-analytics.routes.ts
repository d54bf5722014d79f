import {
  adminDateRangeQueryChecked,
  featureAnalyticsResponse,
  featureTokenUsageResponse,
} from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureAnalyticsService } from './feature-analytics.service';

/** Feature Analytics (spec 2 §7). Registered inside the /api/admin scope, whose guard runs first. */
export const featureAnalyticsRoutes: FastifyPluginAsyncZod<{
  featureAnalytics: FeatureAnalyticsService;
}> = async (admin, { featureAnalytics }) => {
  admin.get(
    '/analytics/features',
    { schema: { querystring: adminDateRangeQueryChecked, response: { 200: featureAnalyticsResponse } } },
    async (request) => featureAnalytics.features(request.query),
  );

  admin.get(
    '/analytics/features/llm-token-usage',
    { schema: { querystring: adminDateRangeQueryChecked, response: { 200: featureTokenUsageResponse } } },
    async (request) => featureAnalytics.tokenUsage(request.query),
  );
};
