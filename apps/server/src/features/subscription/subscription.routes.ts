import {
  subscriptionResponse,
  upgradeRequestCreate,
  upgradeRequestIdParams,
  upgradeRequestResponse,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { SubscriptionService } from './subscription.service';

export interface SubscriptionRoutesOptions {
  subscription: SubscriptionService;
  /** UPGRADE_REQUEST_RATE_LIMIT_PER_HOUR: requests per hour per account, counted after sign-in. */
  requestsPerHour: number;
}

/** /subscription (spec 2 §2.1): the plans and the user's plan-change requests; the beta takes no payments. */
export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (
  app,
  { subscription, requestsPerHour },
) => {
  app.get(
    '/api/subscription',
    { onRequest: app.requireUser, schema: { response: { 200: subscriptionResponse } } },
    async (request) => subscription.overview(currentAuth(request).user.id),
  );

  app.post(
    '/api/subscription/upgrade-requests',
    {
      onRequest: app.requireUser,
      schema: { body: upgradeRequestCreate, response: { 201: upgradeRequestResponse } },
      config: {
        rateLimit: {
          max: requestsPerHour,
          timeWindow: 3_600_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upgrade-request:${currentAuth(request).user.id}`,
        },
      },
    },
    async (request, reply) => {
      const result = await subscription.request(currentAuth(request).user.id, request.body);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/api/subscription/upgrade-requests/:id',
    {
      onRequest: app.requireUser,
      schema: { params: upgradeRequestIdParams, response: { 200: upgradeRequestResponse } },
    },
    async (request) => subscription.withdraw(currentAuth(request).user.id, request.params.id),
  );
};
