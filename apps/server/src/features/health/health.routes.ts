import type { HealthResponse, ReadinessResponse } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';

const READINESS_TIMEOUT_MS = 2_000;

export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for load balancers and orchestrators, hit every few seconds: logged only at warn (see
 * probeAwareChildLogger) and answered without schema serialisation, so they stay cheap.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const healthy: HealthResponse = { status: 'ok' };
  app.get('/healthz', async () => healthy);

  app.get('/readyz', async (request, reply): Promise<ReadinessResponse> => {
    // Stopping: out of the rotation, while the requests in flight finish.
    if (app.isDraining()) return reply.status(503).send({ status: 'unavailable', database: database.engine });
    try {
      await withTimeout(database.ping(), READINESS_TIMEOUT_MS);
      return { status: 'ready', database: database.engine };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed: database unavailable');
      return reply.status(503).send({ status: 'unavailable', database: database.engine });
    }
  });
};
