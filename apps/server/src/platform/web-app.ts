import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { knownErrorBody } from './http-errors';
import { isApiPath } from './paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public pages built as their own Vite entries (apps/web/discover.html, privacy-policy.html): a
 * small bundle without the SPA's router and chat code. Without their file, index.html serves them.
 */
const PUBLIC_PAGES: Readonly<Record<string, string>> = {
  '/discover': 'discover.html',
  '/privacy-policy': 'privacy-policy.html',
};

function readIfBuilt(filePath: string): Buffer | null {
  return existsSync(filePath) ? readFileSync(filePath) : null;
}

/** The public page's HTML for `pathname` (with or without a trailing slash), if it was built. */
function publicPageFor(pages: Map<string, Buffer>, pathname: string): Buffer | undefined {
  const withoutSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.get(withoutSlash);
}

/** A client route: GET/HEAD, not the API, and not a missing file (a last segment with an extension). */
function isClientRoute(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(pathname) || pathname.startsWith('/assets/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Serves the built SPA from `distDir`: hashed files under /assets/ cached for a year, everything else
 * revalidated, discover.html / privacy-policy.html for the public pages, and index.html for every other
 * client route (history fallback). Unknown API routes get JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : null;
  const publicPages = new Map<string, Buffer>();
  for (const [route, file] of Object.entries(PUBLIC_PAGES)) {
    const html = readIfBuilt(path.join(distDir, file));
    if (html) publicPages.set(route, html);
  }
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
      const html = publicPageFor(publicPages, pathname) ?? indexHtml;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send(knownErrorBody('NOT_FOUND'));
  });
}
