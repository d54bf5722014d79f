import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityService } from './activity.service';

/** GET /api/admin/user-activities: registered inside the /api/admin scope, whose guard runs first. */
export const activityAdminRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  _admin,
  _deps,
) => {};
