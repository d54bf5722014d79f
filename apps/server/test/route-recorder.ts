import type { FastifyInstance, RouteOptions } from 'fastify';

/** Every route registered on an app built while fastify is mocked with `recordingFastify`. */
export const recordedRoutes: Pick<RouteOptions, 'method' | 'url' | 'schema'>[] = [];

/**
 * The fastify module with each instance observed from its creation, before any feature registers
 * a route: use as `vi.mock('fastify', async (importOriginal) => (await import(…)).recordingFastify(importOriginal))`.
 */
export async function recordingFastify(importOriginal: () => Promise<unknown>) {
  const original = (await importOriginal()) as typeof import('fastify');
  const build = original.default as unknown as (options?: object) => FastifyInstance;
  const create = ((options?: object) => {
    const app = build(options);
    app.addHook('onRoute', (route) => {
      recordedRoutes.push({ method: route.method, url: route.url, schema: route.schema });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: create, fastify: create };
}
