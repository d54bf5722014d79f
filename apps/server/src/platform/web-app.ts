import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { knownErrorBody } from './http-errors';
import { isApiPath } from './paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A client route: GET/HEAD, not the API, and not a missing file (a last segment with an extension). */
function isClientRoute(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(pathname) || pathname.startsWith('/assets/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Serves the built SPA from `distDir`: hashed files under /assets/ cached for a year, everything else
 * revalidated, and index.html for every client route (history fallback). Unknown API routes get JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isClientRoute(request, pathname)) {
      if (!indexHtml) return reply.status(503).send(knownErrorBody('WEB_APP_NOT_BUILT'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(knownErrorBody('NOT_FOUND'));
  });
}
