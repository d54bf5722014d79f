import {
  accountEraseRequest,
  accountEraseResponse,
  conversationRetentionResponse,
  conversationRetentionSetting,
  dataExportZip,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { AccountErasureService } from './account-erasure.service';
import type { ConversationRetentionService } from './conversation-retention.service';
import type { DataExportService } from './data-export.service';

/** Building the zip reads every row and file of the user: a few per hour are plenty. */
const DATA_EXPORTS_PER_HOUR = 5;
/** Each attempt checks a password: as guarded as a sign-in. */
const ERASE_ATTEMPTS_PER_15_MINUTES = 10;

interface AccountDataRoutesOptions {
  dataExport: DataExportService;
  erasure: AccountErasureService;
  retention: ConversationRetentionService;
}

/** Per signed-in user (after the guard), not per address: colleagues share an office's IP. */
function perUser(name: string, max: number, timeWindow: number) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}:${currentAuth(request).user.id}`,
    },
  };
}

/** GDPR self-service on the account page: export my data, delete my account, conversation retention. */
export const accountDataRoutes: FastifyPluginAsyncZod<AccountDataRoutesOptions> = async (
  app,
  { dataExport, erasure, retention },
) => {
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;

  app.get(
    '/api/account/data-export',
    {
      onRequest: app.requireUser,
      schema: { response: { 200: dataExportZip } },
      config: perUser('account-data-export', DATA_EXPORTS_PER_HOUR, 3_600_000),
    },
    async (request, reply) => {
      const { filename, zip } = await dataExport.build(userId(request), request.ip ?? null);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  app.delete(
    '/api/account',
    {
      onRequest: app.requireUser,
      schema: { body: accountEraseRequest, response: { 200: accountEraseResponse } },
      config: perUser('account-erase', ERASE_ATTEMPTS_PER_15_MINUTES, 900_000),
    },
    async (request) => erasure.erase(userId(request), request.body.password),
  );

  app.get(
    '/api/account/conversation-retention',
    { onRequest: app.requireUser, schema: { response: { 200: conversationRetentionResponse } } },
    async (request) => retention.get(userId(request)),
  );

  app.put(
    '/api/account/conversation-retention',
    {
      onRequest: app.requireUser,
      schema: { body: conversationRetentionSetting, response: { 200: conversationRetentionResponse } },
    },
    async (request) => retention.set(userId(request), request.body.conversation_retention_days),
  );
};
