import {
  adminUpgradeDecision,
  adminUpgradeDecisionResponse,
  adminUpgradeRequestsQuery,
  adminUpgradeRequestsResponse,
  subscriptionPlan,
  upgradeRequestIdParams,
  z,
} from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import { pageAddressOf } from '../../platform/pagination';
import type { SubscriptionService } from '../subscription/subscription.service';

/**
 * Registered inside the /api/admin scope (its guard runs first): the plans, and the users'
 * plan-change requests the administrators approve or reject.
 */
export const adminSubscriptionRoutes: FastifyPluginAsyncZod<{ subscription: SubscriptionService }> = async (
  admin,
  { subscription },
) => {
  admin.get('/subscription-plans', { schema: { response: { 200: z.array(subscriptionPlan) } } }, async () =>
    subscription.plans(),
  );

  admin.get(
    '/upgrade-requests',
    { schema: { querystring: adminUpgradeRequestsQuery, response: { 200: adminUpgradeRequestsResponse } } },
    async (request) => subscription.adminList(request.query, pageAddressOf(request)),
  );

  admin.patch(
    '/upgrade-requests/:id',
    {
      schema: {
        params: upgradeRequestIdParams,
        body: adminUpgradeDecision,
        response: { 200: adminUpgradeDecisionResponse },
      },
    },
    async (request) =>
      subscription.decide(
        { userId: currentAuth(request).user.id, ipAddress: request.ip ?? null },
        request.params.id,
        request.body.status,
      ),
  );
};
