import {
  availableDocumentsResponse,
  citationSourceRequest,
  citationSourceResponse,
  legalSearchQuery,
  legalSearchResponse,
  USER_SOURCE_TYPE,
  verifyCitationsRequest,
  verifyCitationsResponse,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { DocumentsService } from '../documents/documents.service';
import { userSourceTags } from './citation-verifier';
import type { LegalDbService } from './legal-db.service';

export interface LegalDbRoutesOptions {
  legalDb: LegalDbService;
  /** Personal documents: listed among the available documents, cited and verified as `user` sources. */
  userSources: Pick<DocumentsService, 'available' | 'source' | 'sourceStates'>;
  /** Free look-ups (search, verification) per minute per account. */
  rateLimitPerMinute: number;
}

/** Spec 1 §7 legal-database calls, plus the free search and the citation checker. */
export const legalDbRoutes: FastifyPluginAsyncZod<LegalDbRoutesOptions> = async (
  app,
  { legalDb, userSources, rateLimitPerMinute },
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
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [acts, own] = await Promise.all([
        legalDb.availableDocuments(),
        userSources.available(currentAuth(request).user.id),
      ]);
      return { documents: [...acts, ...own] };
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
    async (request) => {
      const { sourceType, identifier } = request.body;
      return sourceType === USER_SOURCE_TYPE
        ? userSources.source(currentAuth(request).user.id, identifier)
        : legalDb.citationSource(sourceType, identifier);
    },
  );

  app.post(
    '/rag-api/verify-citations',
    {
      onRequest: app.requireUser,
      schema: { body: verifyCitationsRequest, response: { 200: verifyCitationsResponse } },
      config: perAccount('verify-citations'),
    },
    async (request) => {
      const { text, sources } = request.body;
      const cited = userSourceTags(text);
      const states =
        cited.length > 0 ? await userSources.sourceStates(currentAuth(request).user.id, cited) : undefined;
      return legalDb.verify(text, sources, states);
    },
  );
};
