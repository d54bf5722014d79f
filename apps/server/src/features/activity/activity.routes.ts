import {
  logSimpleChatRequest,
  logWebSearchRequest,
  updateCompletionTokensRequest,
  userActivityRequest,
} from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import { perMinute } from '../../platform/rate-limit';
import {
  type ActivityService,
  completionTokensDetails,
  simpleChatDetails,
  webSearchDetails,
} from './activity.service';

const LOGGING_CALLS_PER_MINUTE = 120;

/**
 * The spec client's logging calls, kept for compatibility: stored as activity for the administrators,
 * never used for points or usage (the server records those itself while answering). The chat reports
 * are stored under CLIENT_* types: the server writes its own CHAT_* record for every answered question,
 * and the client's word must not count one twice.
 */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  const options = { onRequest: app.requireUser, config: perMinute(LOGGING_CALLS_PER_MINUTE) };

  app.post(
    '/api/log-simple-chat',
    { ...options, schema: { body: logSimpleChatRequest } },
    async (request) => {
      await activity.record({
        userId: currentAuth(request).user.id,
        actionType: 'CLIENT_SIMPLE_CHAT_REPORTED',
        details: simpleChatDetails(request.body),
        ipAddress: request.ip ?? null,
      });
      return { success: true };
    },
  );

  app.post('/api/log-web-search', { ...options, schema: { body: logWebSearchRequest } }, async (request) => {
    await activity.record({
      userId: currentAuth(request).user.id,
      actionType: 'CLIENT_WEB_SEARCH_REPORTED',
      details: webSearchDetails(request.body),
      ipAddress: request.ip ?? null,
    });
    return { success: true };
  });

  app.post(
    '/api/update-llm-completion-tokens',
    { ...options, schema: { body: updateCompletionTokensRequest } },
    async (request) => {
      await activity.record({
        userId: currentAuth(request).user.id,
        actionType: 'LLM_COMPLETION_TOKENS_REPORTED',
        details: completionTokensDetails(request.body),
        ipAddress: request.ip ?? null,
      });
      return { success: true };
    },
  );

  // The case strategy screen's usage log (spec 2 §7): its seven action types only (others: 422),
  // details as JSON text of at most 4,000 characters, stored as the object it encodes.
  app.post('/api/user-activities', { ...options, schema: { body: userActivityRequest } }, async (request) => {
    await activity.record({
      userId: currentAuth(request).user.id,
      actionType: request.body.action_type,
      details: request.body.details ?? {},
      ipAddress: request.ip ?? null,
    });
    return { success: true };
  });
};
