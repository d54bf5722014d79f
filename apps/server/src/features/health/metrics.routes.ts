import { AppError } from '@brocardo/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from '../../platform/metrics';

/**
 * GET /metrics: the Prometheus text, for a scraper holding METRICS_TOKEN. Without the token
 * configured the route does not exist (the path falls to the web app, like any unknown one); a
 * wrong or missing bearer gets the table's 401 (TOKEN_MISSING), never the metrics.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics }> = async (app, { metrics }) => {
  if (!metrics.enabled) return;
  app.get('/metrics', async (request, reply) => {
    if (!metrics.authorised(request.headers.authorization)) throw new AppError('TOKEN_MISSING');
    const page = await metrics.scrape();
    return reply
      .header('content-type', page!.contentType)
      .header('cache-control', 'no-store')
      .send(page!.body);
  });
};
