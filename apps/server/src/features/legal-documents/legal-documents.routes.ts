import {
  createLegalDocumentRequest,
  legalDocumentIdParams,
  listLegalDocumentsQuery,
  updateLegalDocumentRequest,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import { pageAddressOf } from '../../platform/pagination';
import type { LegalDocumentsService } from './legal-documents.service';

/**
 * The document generator (spec 2 §2.7, §7). Every route is signed-in, and a document is its owner's
 * only: anyone else, administrators included, gets the 404 of a missing one.
 */
export const legalDocumentsRoutes: FastifyPluginAsyncZod<{ legalDocuments: LegalDocumentsService }> = async (
  app,
  { legalDocuments },
) => {
  const guarded = { onRequest: app.requireUser };
  const byId = { onRequest: app.requireUser, schema: { params: legalDocumentIdParams } };
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;

  // Spec 2 §7 reads the list from `templates` or `data`: both are given.
  app.get('/api/legal-templates', guarded, async () => {
    const templates = await legalDocuments.templates();
    return { success: true as const, templates, data: templates };
  });

  app.get(
    '/api/legal-documents',
    { ...guarded, schema: { querystring: listLegalDocumentsQuery } },
    async (request) => ({
      success: true as const,
      documents: await legalDocuments.list(userId(request), request.query, pageAddressOf(request)),
    }),
  );

  app.post(
    '/api/legal-documents',
    { ...guarded, schema: { body: createLegalDocumentRequest } },
    async (request, reply) => {
      const created = await legalDocuments.create(userId(request), request.body, request.ip ?? null);
      return reply.status(201).send({ success: true as const, ...created });
    },
  );

  app.get('/api/legal-documents/:id', byId, async (request) => ({
    success: true as const,
    data: await legalDocuments.get(userId(request), request.params.id),
  }));

  app.get('/api/legal-documents/:id/versions', byId, async (request) => ({
    success: true as const,
    data: await legalDocuments.versions(userId(request), request.params.id),
  }));

  app.put(
    '/api/legal-documents/:id',
    { ...guarded, schema: { params: legalDocumentIdParams, body: updateLegalDocumentRequest } },
    async (request) => ({
      success: true as const,
      data: await legalDocuments.update(userId(request), request.params.id, request.body),
    }),
  );

  app.post('/api/legal-documents/:id/finalize', byId, async (request) => ({
    success: true as const,
    data: await legalDocuments.finalize(userId(request), request.params.id),
  }));

  app.delete('/api/legal-documents/:id', byId, async (request) => {
    await legalDocuments.remove(userId(request), request.params.id);
    return { success: true as const };
  });
};
