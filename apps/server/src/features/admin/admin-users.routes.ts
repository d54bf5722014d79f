import {
  adminUserCreate,
  adminUserIdParams,
  adminUserResponse,
  adminUsersResponse,
  adminUserUpdate,
  adminVerifyEmailResponse,
  z,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { UsersService } from '../users/users.service';

/** GET /api/admin/users?search=: part of a name or an address; blank lists everyone. */
const adminUsersQuery = z.object({
  search: z
    .string()
    .trim()
    .max(255, 'La ricerca non può superare i 255 caratteri')
    .optional()
    .transform((value) => value || undefined),
});

const adminUserDeleteResponse = z.object({ success: z.literal(true), message: z.string() });

function actor(request: FastifyRequest) {
  const { user, sessionId } = currentAuth(request);
  return { userId: user.id, sessionId, ipAddress: request.ip ?? null };
}

/** User Management (spec 2 §2.6): registered inside the /api/admin scope, whose guard runs first. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (admin, { users }) => {
  admin.get(
    '/users',
    { schema: { querystring: adminUsersQuery, response: { 200: adminUsersResponse } } },
    async (request) => users.list(request.query.search),
  );

  admin.post(
    '/users',
    { schema: { body: adminUserCreate, response: { 201: adminUserResponse } } },
    async (request, reply) => reply.status(201).send(await users.create(actor(request), request.body)),
  );

  admin.put(
    '/users/:id',
    { schema: { params: adminUserIdParams, body: adminUserUpdate, response: { 200: adminUserResponse } } },
    async (request) => users.update(actor(request), request.params.id, request.body),
  );

  admin.delete(
    '/users/:id',
    { schema: { params: adminUserIdParams, response: { 200: adminUserDeleteResponse } } },
    async (request) => users.remove(actor(request), request.params.id),
  );

  admin.patch(
    '/users/:id/verify-email',
    { schema: { params: adminUserIdParams, response: { 200: adminVerifyEmailResponse } } },
    async (request) => users.verifyEmail(actor(request), request.params.id),
  );
};
