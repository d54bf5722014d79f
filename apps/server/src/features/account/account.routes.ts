import { accountSummaryResponse, firmProfileRequest, firmProfileResponse } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { AccountService } from './account.service';
import type { FirmProfileService } from './firm-profile.service';

interface AccountRoutesOptions {
  account: AccountService;
  firmProfiles: FirmProfileService;
}

/** The account page (/user-details, spec 2 §2.9): one call for every card, and the firm's profile. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { account, firmProfiles },
) => {
  app.get(
    '/api/account/summary',
    { onRequest: app.requireUser, schema: { response: { 200: accountSummaryResponse } } },
    async (request) => account.summary(currentAuth(request).user.id),
  );

  app.get(
    '/api/account/firm-profile',
    { onRequest: app.requireUser, schema: { response: { 200: firmProfileResponse } } },
    async (request) => firmProfiles.get(currentAuth(request).user.id),
  );

  app.put(
    '/api/account/firm-profile',
    {
      onRequest: app.requireUser,
      schema: { body: firmProfileRequest, response: { 200: firmProfileResponse } },
    },
    async (request) => firmProfiles.save(currentAuth(request).user.id, request.body),
  );
};
