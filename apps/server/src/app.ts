import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './features/health/health.routes';
import { registerErrorHandler } from './platform/http-errors';
import { loggerOptions, requestId } from './platform/logging';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/web-app';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Extra plugins registered after the features (test fixtures). */
  plugins?: FastifyPluginAsync[];
  /** Where log lines go (stdout by default); tests read them from here. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborted when the server starts shutting down: long streams end themselves on it. */
    shutdownSignal: AbortSignal;
  }
}

/** Builds the whole application from its dependencies. Never listens: main.ts and the tests do. */
export async function buildApp({ config, database, plugins = [], logStream }: AppDeps) {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { ...loggerOptions(config.LOG_LEVEL), stream: logStream },
    genReqId: requestId,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const shutdown = new AbortController();
  app.decorate('shutdownSignal', shutdown.signal);
  app.addHook('preClose', async () => shutdown.abort());
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While shutting down, a connection that finishes its request is closed instead of kept alive,
  // so the server can stop as soon as the work in flight is done.
  app.addHook('onSend', async (_request, reply) => {
    if (shutdown.signal.aborted) reply.header('connection', 'close');
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(healthRoutes, { database });
  for (const plugin of plugins) await app.register(plugin);
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
