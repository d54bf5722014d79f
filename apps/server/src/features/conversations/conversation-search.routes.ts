import {
  conversationExportResponse,
  conversationIdParams,
  conversationSearchQuery,
  conversationSearchResponse,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { ConversationSearchService } from './conversation-search.service';

export interface ConversationSearchRoutesOptions {
  conversationSearch: ConversationSearchService;
}

/** Searches per minute per account: typing with a debounce stays far below it. */
const SEARCHES_PER_MINUTE = 60;
/** Exports per minute per account: each one reads every cited article. */
const EXPORTS_PER_MINUTE = 20;

function perUser(name: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}:${currentAuth(request).user.id}`,
    },
  };
}

/** Issue 27, search and export: GET /api/conversations/search and GET /api/conversations/{id}/export. */
export const conversationSearchRoutes: FastifyPluginAsyncZod<ConversationSearchRoutesOptions> = async (
  app,
  { conversationSearch },
) => {
  app.get(
    '/api/conversations/search',
    {
      onRequest: app.requireUser,
      config: perUser('conversation-search', SEARCHES_PER_MINUTE),
      schema: { querystring: conversationSearchQuery, response: { 200: conversationSearchResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversationSearch.search(currentAuth(request).user.id, request.query);
    },
  );

  app.get(
    '/api/conversations/:id/export',
    {
      onRequest: app.requireUser,
      config: perUser('conversation-export', EXPORTS_PER_MINUTE),
      // A malformed id fails the params schema, which the error handler answers 404 like a missing one.
      schema: { params: conversationIdParams, response: { 200: conversationExportResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversationSearch.exportConversation(currentAuth(request).user.id, request.params.id);
    },
  );
};
