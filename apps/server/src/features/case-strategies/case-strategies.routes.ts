import {
  caseStrategyIdParams,
  createCaseStrategyRequest,
  listCaseStrategiesQuery,
  updateCaseStrategyRequest,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import { pageAddressOf } from '../../platform/pagination';
import type { CaseStrategiesService } from './case-strategies.service';

/**
 * The case strategy simulator (spec 2 §2.8, §7). Every route is signed-in, and a case is its owner's
 * only: anyone else, administrators included, gets the 404 of a missing one. Every answer is
 * `{ success: true, data }`; the list's data is the paginated envelope.
 */
export const caseStrategiesRoutes: FastifyPluginAsyncZod<{ caseStrategies: CaseStrategiesService }> = async (
  app,
  { caseStrategies },
) => {
  const guarded = { onRequest: app.requireUser };
  const byId = { onRequest: app.requireUser, schema: { params: caseStrategyIdParams } };
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;

  app.get(
    '/api/case-strategies',
    { ...guarded, schema: { querystring: listCaseStrategiesQuery } },
    async (request) => ({
      success: true as const,
      data: await caseStrategies.list(userId(request), request.query, pageAddressOf(request)),
    }),
  );

  app.post(
    '/api/case-strategies',
    { ...guarded, schema: { body: createCaseStrategyRequest } },
    async (request, reply) => {
      const created = await caseStrategies.create(userId(request), request.body, request.ip ?? null);
      return reply.status(201).send({ success: true as const, ...created });
    },
  );

  app.get('/api/case-strategies/:id', byId, async (request) => ({
    success: true as const,
    data: await caseStrategies.get(userId(request), request.params.id),
  }));

  app.put(
    '/api/case-strategies/:id',
    { ...guarded, schema: { params: caseStrategyIdParams, body: updateCaseStrategyRequest } },
    async (request) => ({
      success: true as const,
      ...(await caseStrategies.update(userId(request), request.params.id, request.body)),
    }),
  );

  app.delete('/api/case-strategies/:id', byId, async (request) => {
    await caseStrategies.remove(userId(request), request.params.id);
    return { success: true as const };
  });
};
