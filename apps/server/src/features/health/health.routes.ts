import { healthResponse, readinessResponse } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';

const READINESS_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Probes for load balancers and orchestrators; logged only at warn so they do not flood the logs. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get('/healthz', { logLevel: 'warn', schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { response: { 200: readinessResponse, 503: readinessResponse } } },
    async (request, reply) => {
      try {
        await withTimeout(database.ping(), READINESS_TIMEOUT_MS);
        return { status: 'ready' as const, database: database.engine };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: database.engine });
      }
    },
  );
};
