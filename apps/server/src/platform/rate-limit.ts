import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Per-route rate limits (routes opt in with `config.rateLimit`). The counters live in Redis when
 * REDIS_URL is set, so every replica counts together; otherwise in this process's memory.
 */
/** Route options for a limit of `max` requests per minute per client address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  // The client is loaded only when configured: a single server starts without it.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'brocardo-rate-limit:', skipOnError: true } : {}),
  });
}
