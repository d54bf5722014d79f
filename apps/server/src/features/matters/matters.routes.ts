import {
  filingRequest,
  filingResponse,
  matterDeletedResponse,
  matterDetailResponse,
  matterIdParams,
  matterPointsResponse,
  matterRequest,
  matterResponse,
  matterSpendingQuery,
  matterSpendingResponse,
  mattersResponse,
} from '@brocardo/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { MattersService } from './matters.service';

/** Creations, edits, deletions and filings per minute per account: far above a lawyer's pace. */
export const MATTER_WRITES_PER_MINUTE = 60;

/**
 * Matters (pratiche): a user's clients and the work filed under them. Every route is signed-in and
 * owner-only: another user's matter, like a missing one, answers 404.
 */
export const mattersRoutes: FastifyPluginAsyncZod<{ matters: MattersService }> = async (app, { matters }) => {
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;
  const writeLimit = {
    rateLimit: {
      max: MATTER_WRITES_PER_MINUTE,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `matter-writes:${userId(request)}`,
    },
  };

  app.get(
    '/api/matters',
    { onRequest: app.requireUser, schema: { response: { 200: mattersResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { matters: await matters.list(userId(request)) };
    },
  );

  app.post(
    '/api/matters',
    {
      onRequest: app.requireUser,
      config: writeLimit,
      schema: { body: matterRequest, response: { 201: matterResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ matter: await matters.create(userId(request), request.body) }),
  );

  app.get(
    '/api/matters/points',
    { onRequest: app.requireUser, schema: { response: { 200: matterPointsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return matters.pointsThisMonth(userId(request));
    },
  );

  app.put(
    '/api/matters/filing',
    {
      onRequest: app.requireUser,
      config: writeLimit,
      schema: { body: filingRequest, response: { 200: filingResponse } },
    },
    async (request) =>
      matters.file(userId(request), request.body.kind, request.body.id, request.body.matter_id),
  );

  app.get(
    '/api/matters/:id',
    {
      onRequest: app.requireUser,
      schema: { params: matterIdParams, response: { 200: matterDetailResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return matters.detail(userId(request), request.params.id);
    },
  );

  app.put(
    '/api/matters/:id',
    {
      onRequest: app.requireUser,
      config: writeLimit,
      schema: { params: matterIdParams, body: matterRequest, response: { 200: matterResponse } },
    },
    async (request) => ({ matter: await matters.update(userId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/matters/:id',
    {
      onRequest: app.requireUser,
      config: writeLimit,
      schema: { params: matterIdParams, response: { 200: matterDeletedResponse } },
    },
    async (request) => {
      await matters.remove(userId(request), request.params.id);
      return { success: true as const, id: request.params.id };
    },
  );
};

/** Registered inside the /api/admin scope, whose guard runs first: the spending tab by matter. */
export const mattersAdminRoutes: FastifyPluginAsyncZod<{ matters: MattersService }> = async (
  admin,
  { matters },
) => {
  admin.get(
    '/usage-metrics/matter-spending',
    { schema: { querystring: matterSpendingQuery, response: { 200: matterSpendingResponse } } },
    async (request) => matters.spendingByMatter(request.query),
  );
};
