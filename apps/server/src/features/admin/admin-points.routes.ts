import { ADMIN_POINTS_UPDATED_MESSAGE, adminPointsRequest, adminUserIdParams } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { PointsService } from '../points/points.service';

/** Administrators set a user's balance (spec 2 §2.6 "edit points balance"); the ledger records who and why. */
export const adminPointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (
  admin,
  { points },
) => {
  admin.patch(
    '/users/:id/points',
    { schema: { params: adminUserIdParams, body: adminPointsRequest } },
    async (request) => {
      const adminUser = currentAuth(request).user;
      const reason = request.body.reason || 'Modifica manuale';
      const balance = await points.adjust(
        request.params.id,
        request.body.points_balance,
        `${reason} (amministratore #${adminUser.id})`,
      );
      return {
        success: true,
        message: ADMIN_POINTS_UPDATED_MESSAGE,
        user: { id: request.params.id, points_balance: balance },
      };
    },
  );
};
