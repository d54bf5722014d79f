import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type { FastifyPluginAsyncZod as RoutePlugin };
