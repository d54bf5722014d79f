import { AppError } from '@brocardo/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { PointsService } from '../points/points.service';
import { adminPointsRoutes } from './admin-points.routes';

/**
 * Everything under /api/admin: the admin guard runs first for every route registered here, and for
 * paths no route serves yet (anonymous → 401, not an admin → 403, only then 404). Admin features
 * register their routes inside this scope.
 */
export const adminScope: FastifyPluginAsync<{ points: PointsService }> = async (admin, { points }) => {
  admin.addHook('onRequest', admin.requireAdmin);
  await admin.register(adminPointsRoutes, { points });
  const notFound = async () => {
    throw new AppError('NOT_FOUND');
  };
  admin.all('/', notFound);
  admin.all('/*', notFound);
};
