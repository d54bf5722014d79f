import {
  addMessageRequest,
  conversationIdParams,
  conversationListQuery,
  createConversationRequest,
  renameConversationRequest,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import { sendJsonOnce } from '../../platform/serialized-once';
import type { ConversationsService } from './conversations.service';
import { latestWebSearch, webSearchByUserMessage } from './web-search-data';

export interface ConversationsRoutesOptions {
  conversations: ConversationsService;
  /** Messages stored per minute per account: a question and its answer for each chat request allowed. */
  messagesPerMinute: number;
}

export const conversationsRoutes: FastifyPluginAsyncZod<ConversationsRoutesOptions> = async (
  app,
  { conversations, messagesPerMinute },
) => {
  const guarded = { onRequest: app.requireUser };
  // A malformed id fails the params schema, which the error handler answers 404 like a missing one.
  const guardedById = { onRequest: app.requireUser, schema: { params: conversationIdParams } };
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;

  app.get(
    '/api/conversations',
    { ...guarded, schema: { querystring: conversationListQuery } },
    async (request, reply) =>
      sendJsonOnce(reply, await conversations.list(userId(request), request.query.matter_id)),
  );

  app.post(
    '/api/conversations',
    // No body at all is a conversation with the default title. An empty one is reused (200).
    { ...guarded, schema: { body: createConversationRequest.nullish() } },
    async (request, reply) => {
      const { conversation, created } = await conversations.create(
        userId(request),
        request.body?.title,
        request.body?.matter_id,
      );
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get('/api/conversations/:id', guardedById, async (request) =>
    conversations.get(userId(request), request.params.id),
  );

  app.put(
    '/api/conversations/:id',
    { ...guarded, schema: { params: conversationIdParams, body: renameConversationRequest } },
    async (request) => conversations.rename(userId(request), request.params.id, request.body.title),
  );

  app.delete('/api/conversations/:id', guardedById, async (request) => {
    await conversations.remove(userId(request), request.params.id);
    return { success: true };
  });

  app.post(
    '/api/conversations/:id/messages',
    {
      ...guarded,
      schema: { params: conversationIdParams, body: addMessageRequest },
      config: {
        rateLimit: {
          max: messagesPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `conversation-messages:${userId(request)}`,
        },
      },
    },
    async (request, reply) => {
      const { message, created } = await conversations.addMessage(
        userId(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.get('/api/conversations/:id/web-search-data', guardedById, async (request) => {
    const { messages } = await conversations.get(userId(request), request.params.id);
    return { success: true, data: webSearchByUserMessage(messages) };
  });

  // The legacy fallback of older clients: the conversation's latest web search only.
  app.get('/api/conversations/:id/web-search-results', guardedById, async (request) => {
    const { messages } = await conversations.get(userId(request), request.params.id);
    return { success: true, data: latestWebSearch(messages) };
  });
};
