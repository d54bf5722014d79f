import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PointsAnalyticsService } from './points-analytics.service';

/** Registered inside the /api/admin scope, whose guard runs first. */
export const pointsAnalyticsRoutes: FastifyPluginAsyncZod<{
  pointsAnalytics: PointsAnalyticsService;
}> = async (_admin, _deps) => {};
