import { accountSummaryResponse } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { AccountService } from './account.service';

/** The account page (/user-details, spec 2 §2.9): one call for every card. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/api/account/summary',
    { onRequest: app.requireUser, schema: { response: { 200: accountSummaryResponse } } },
    async (request) => account.summary(currentAuth(request).user.id),
  );
};
