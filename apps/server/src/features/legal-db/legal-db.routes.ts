import {
  availableDocumentsResponse,
  citationSourceRequest,
  citationSourceResponse,
  legalSearchQuery,
  legalSearchResponse,
  verifyCitationsRequest,
  verifyCitationsResponse,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { LegalDbService } from './legal-db.service';

export interface LegalDbRoutesOptions {
  legalDb: LegalDbService;
  /** Free look-ups (search, verification) per minute per account. */
  rateLimitPerMinute: number;
}

/** Spec 1 §7 legal-database calls, plus the free search and the citation checker. */
export const legalDbRoutes: FastifyPluginAsyncZod<LegalDbRoutesOptions> = async (
  app,
  { legalDb, rateLimitPerMinute },
) => {
  const perAccount = (name: string) => ({
    rateLimit: {
      max: rateLimitPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}:${currentAuth(request).user.id}`,
    },
  });

  app.get(
    '/rag-api/list-available-documents',
    { onRequest: app.requireUser, schema: { response: { 200: availableDocumentsResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { documents: await legalDb.availableDocuments() };
    },
  );

  app.get(
    '/rag-api/search',
    {
      onRequest: app.requireUser,
      schema: { querystring: legalSearchQuery, response: { 200: legalSearchResponse } },
      config: perAccount('legal-search'),
    },
    async (request, reply) => {
      const { q, limit, acts } = request.query;
      const started = performance.now();
      const found = await legalDb.lookUp(q, limit, acts);
      // The retrieval's own time, apart from authentication and HTTP (read by bench/retrieval.mjs).
      reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
      return found;
    },
  );

  app.post(
    '/rag-api/citation-source',
    {
      onRequest: app.requireUser,
      schema: { body: citationSourceRequest, response: { 200: citationSourceResponse } },
    },
    async (request) => legalDb.citationSource(request.body.sourceType, request.body.identifier),
  );

  app.post(
    '/rag-api/verify-citations',
    {
      onRequest: app.requireUser,
      schema: { body: verifyCitationsRequest, response: { 200: verifyCitationsResponse } },
      config: perAccount('verify-citations'),
    },
    async (request) => legalDb.verify(request.body.text, request.body.sources),
  );
};
