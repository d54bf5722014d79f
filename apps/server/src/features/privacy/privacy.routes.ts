import { privacyInfoResponse } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PrivacyConfig, privacyInfo } from './privacy.service';

/** GET /api/privacy/info: what /privacy-policy shows that depends on this installation (public). */
export const privacyRoutes: FastifyPluginAsyncZod<{ config: PrivacyConfig }> = async (app, { config }) => {
  // The configuration is fixed at boot: computed once.
  const info = privacyInfo(config);
  app.get('/api/privacy/info', { schema: { response: { 200: privacyInfoResponse } } }, async () => info);
};
