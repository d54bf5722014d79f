import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from './paths';

/**
 * A strict CSP the built SPA works under: every script, style and font is a file served by us
 * (Vite emits no inline code; fonts come from @fontsource), so no 'unsafe-inline' and no CDN.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Third-party sources a configured provider needs on top of the strict policy (the bot check's script). */
export interface CspAdditions {
  scriptSrc?: readonly string[];
  frameSrc?: readonly string[];
  connectSrc?: readonly string[];
}

/** The strict policy plus `additions`; with none, the strict policy unchanged. */
export function contentSecurityPolicyWith(additions: CspAdditions = {}) {
  const { scriptSrc = [], frameSrc = [], connectSrc = [] } = additions;
  return {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...scriptSrc],
    connectSrc: [...contentSecurityPolicy.connectSrc, ...connectSrc],
    // Without frame-src, frames fall back to default-src 'self': keep that and add the provider's.
    ...(frameSrc.length > 0 ? { frameSrc: ["'self'", ...frameSrc] } : {}),
  };
}

/**
 * The header set helmet produces for our options, sent with the SPA and its files. It is the same for every response, so it is
 * computed once at boot: @fastify/helmet rebuilt the middleware on every request, which cost more
 * than half of /healthz's throughput (bench/healthz-throughput.mjs).
 */
export function documentSecurityHeaders(additions: CspAdditions = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  let done = false;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyWith(additions) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Internet Explorer-era headers no browser we support reads; every header costs on every response.
    xDownloadOptions: false,
    xXssProtection: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  if (!done || !headers['content-security-policy']) {
    throw new Error('helmet did not produce the security headers synchronously');
  }
  return headers;
}

/**
 * JSON API responses are never rendered as documents: OWASP's REST set is shorter and stricter
 * (nothing may load, nothing may frame, nothing is stored by caches unless a route says so).
 */
export function apiSecurityHeaders(): Record<string, string> {
  const document = documentSecurityHeaders();
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'strict-transport-security':
      document['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

/** Sets the headers every response carries: its security set and the request id. */
export function responseHeadersSetter(
  additions: CspAdditions = {},
): (request: FastifyRequest, reply: FastifyReply) => void {
  const forDocuments = documentSecurityHeaders(additions);
  const forApi = apiSecurityHeaders();
  return (request, reply) => {
    reply.headers(isApiPath(request.url) ? forApi : forDocuments);
    reply.header('x-request-id', request.id);
  };
}

/** One synchronous hook for those headers (the router's own errors set them in app.ts's frameworkErrors). */
export function registerResponseHeaders(app: FastifyInstance, additions: CspAdditions = {}): void {
  const setHeaders = responseHeadersSetter(additions);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request, reply);
    done();
  });
}
