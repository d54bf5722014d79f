import {
  adminUpgradeDecision,
  adminUpgradeRequest,
  adminUpgradeRequestsQuery,
  subscriptionPlan,
  upgradeRequestIdParams,
  z,
} from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { SubscriptionService } from '../subscription/subscription.service';

const adminUpgradeRequestsResponse = z.object({
  data: z.array(adminUpgradeRequest),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});

const adminUpgradeDecisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  request: adminUpgradeRequest,
  /** Points added to the user's balance at once (the allowance difference of an upgrade). */
  granted_points: z.number().int(),
});

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
    async (request) => subscription.adminList(request.query),
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
      subscription.decide(currentAuth(request).user.id, request.params.id, request.body.status),
  );
};
