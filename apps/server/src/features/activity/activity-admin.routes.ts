import { adminActivitiesQuery, adminActivitiesResponse } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageAddressOf } from '../../platform/pagination';
import type { ActivityService } from './activity.service';

/** GET /api/admin/user-activities: registered inside the /api/admin scope, whose guard runs first. */
export const activityAdminRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  admin,
  { activity },
) => {
  admin.get(
    '/user-activities',
    { schema: { querystring: adminActivitiesQuery, response: { 200: adminActivitiesResponse } } },
    async (request) => activity.list(request.query, pageAddressOf(request)),
  );
};
