import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/auth-guard';
import type { PointsService } from './points.service';

export interface PointsRoutesOptions {
  points: PointsService;
}

export const pointsRoutes: FastifyPluginAsyncZod<PointsRoutesOptions> = async (app, { points }) => {
  // The dashboard at the top level and under `dashboard`: spec 1 §3 reads either.
  app.get('/api/points/dashboard', { onRequest: app.requireUser }, async (request) => {
    const dashboard = await points.dashboard(currentAuth(request).user.id);
    return { success: true as const, ...dashboard, dashboard };
  });

  app.get('/api/points/costs', { onRequest: app.requireUser }, async () => ({
    success: true as const,
    point_costs: {
      ...points.costs(),
      // Spec 2 §3 pricing keys of the document generator.
      legal_document_basic: points.costOf('legal_document_simple'),
      legal_document_enhanced: points.costOf('legal_document_complex'),
    },
  }));
};
