import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSearchService } from './web-search.service';

/** GET /api/web-search/status: the Ricerca Web card says whether a search provider is configured. */
export const webSearchRoutes: FastifyPluginAsyncZod<{ webSearch: WebSearchService }> = async (
  app,
  { webSearch },
) => {
  app.get('/api/web-search/status', { onRequest: app.requireUser }, async () => webSearch.status());
};
