import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsageMetricsService } from './usage-metrics.service';

/** Registered inside the /api/admin scope, whose guard runs first. */
export const usageMetricsRoutes: FastifyPluginAsyncZod<{ usageMetrics: UsageMetricsService }> = async (
  _admin,
  _deps,
) => {};
