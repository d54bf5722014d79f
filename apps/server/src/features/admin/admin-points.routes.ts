import { ADMIN_POINTS_UPDATED_MESSAGE, adminPointsRequest, adminUserIdParams } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { UsersService } from '../users/users.service';

/** Administrators set a user's balance (spec 2 §2.6 "edit points balance"); the ledger records who and why. */
export const adminPointsRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (admin, { users }) => {
  admin.patch(
    '/users/:id/points',
    { schema: { params: adminUserIdParams, body: adminPointsRequest } },
    async (request) => {
      const { user, sessionId } = currentAuth(request);
      const balance = await users.setPoints(
        { userId: user.id, sessionId, ipAddress: request.ip ?? null },
        request.params.id,
        request.body.points_balance,
        request.body.reason || 'Modifica manuale',
      );
      return {
        success: true,
        message: ADMIN_POINTS_UPDATED_MESSAGE,
        user: { id: request.params.id, points_balance: balance },
      };
    },
  );
};
