import { AppError, adminContactMessagesQuery, adminContactMessagesResponse } from '@brocardo/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageAddressOf } from '../../platform/pagination';
import type { ContactService } from '../contact/contact.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { UsersService } from '../users/users.service';
import { adminPointsRoutes } from './admin-points.routes';
import { adminSubscriptionRoutes } from './admin-upgrade-requests.routes';
import { adminUsersRoutes } from './admin-users.routes';

/** Registers one feature's admin routes (its own plugin, bound to its services) inside the scope. */
export type AdminRoutes = (scope: FastifyInstance) => PromiseLike<unknown>;

/**
 * Everything under /api/admin: the admin guard runs first for every route registered here, and for
 * paths no route serves yet (anonymous → 401, not an admin → 403, only then 404). Other features'
 * admin routes (activity, analytics, feedback) come in `featureRoutes`, registered by app.ts, so this
 * feature depends on their services only.
 */
export const adminScope: FastifyPluginAsync<{
  contact: ContactService;
  subscription: SubscriptionService;
  users: UsersService;
  featureRoutes: readonly AdminRoutes[];
}> = async (admin, { contact, subscription, users, featureRoutes }) => {
  admin.addHook('onRequest', admin.requireAdmin);
  await admin.register(adminPointsRoutes, { users });
  await admin.register(adminSubscriptionRoutes, { subscription });
  await admin.register(adminUsersRoutes, { users });
  for (const register of featureRoutes) await register(admin);
  const contactMessagesSchema = {
    querystring: adminContactMessagesQuery,
    response: { 200: adminContactMessagesResponse },
  };
  admin
    .withTypeProvider<ZodTypeProvider>()
    .get('/contact-messages', { schema: contactMessagesSchema }, async (request) =>
      contact.list(request.query.page, request.query.per_page, pageAddressOf(request)),
    );
  const notFound = async () => {
    throw new AppError('NOT_FOUND');
  };
  admin.all('/', notFound);
  admin.all('/*', notFound);
};
