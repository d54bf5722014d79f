import { AppError, adminContactMessagesQuery, adminContactMessagesResponse } from '@brocardo/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContactService } from '../contact/contact.service';
import type { PointsService } from '../points/points.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { UsersService } from '../users/users.service';
import { adminPointsRoutes } from './admin-points.routes';
import { adminSubscriptionRoutes } from './admin-upgrade-requests.routes';
import { adminUsersRoutes } from './admin-users.routes';

/**
 * Everything under /api/admin: the admin guard runs first for every route registered here, and for
 * paths no route serves yet (anonymous → 401, not an admin → 403, only then 404). Admin features
 * register their routes inside this scope.
 */
export const adminScope: FastifyPluginAsync<{
  points: PointsService;
  contact: ContactService;
  subscription: SubscriptionService;
  users: UsersService;
}> = async (admin, { points, contact, subscription, users }) => {
  admin.addHook('onRequest', admin.requireAdmin);
  await admin.register(adminPointsRoutes, { points });
  await admin.register(adminSubscriptionRoutes, { subscription });
  await admin.register(adminUsersRoutes, { users });
  const contactMessagesSchema = {
    querystring: adminContactMessagesQuery,
    response: { 200: adminContactMessagesResponse },
  };
  admin
    .withTypeProvider<ZodTypeProvider>()
    .get('/contact-messages', { schema: contactMessagesSchema }, async (request) =>
      contact.list(request.query.page, request.query.per_page),
    );
  const notFound = async () => {
    throw new AppError('NOT_FOUND');
  };
  admin.all('/', notFound);
  admin.all('/*', notFound);
};
