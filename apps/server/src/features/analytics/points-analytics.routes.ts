import { adminDateRangeQueryChecked, pointsAnalyticsResponse } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PointsAnalyticsService } from './points-analytics.service';

/** Points Analytics (spec 2 §7). Registered inside the /api/admin scope, whose guard runs first. */
export const pointsAnalyticsRoutes: FastifyPluginAsyncZod<{
  pointsAnalytics: PointsAnalyticsService;
}> = async (admin, { pointsAnalytics }) => {
  admin.get(
    '/analytics/points',
    { schema: { querystring: adminDateRangeQueryChecked, response: { 200: pointsAnalyticsResponse } } },
    async (request) => pointsAnalytics.points(request.query),
  );
};
