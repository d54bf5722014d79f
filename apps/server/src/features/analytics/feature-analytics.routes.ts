import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureAnalyticsService } from './feature-analytics.service';

/** Registered inside the /api/admin scope, whose guard runs first. */
export const featureAnalyticsRoutes: FastifyPluginAsyncZod<{
  featureAnalytics: FeatureAnalyticsService;
}> = async (_admin, _deps) => {};
