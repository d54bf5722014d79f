import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values must never reach the logs. */
const SECRET_QUERY_PARAMS = /([?&](?:token|access_token|signature|key|password|code|hash)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/**
 * pino options for Fastify: JSON lines, request ids, and nothing secret. Headers are not logged at all
 * (they carry bearer tokens and cookies); the redact list also catches secrets in logged objects.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.password_confirmation',
        '*.passwordHash',
        '*.token',
        '*.captcha_token',
        '*.apiKey',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a load balancer's X-Request-Id when it looks like one; otherwise a fresh UUID. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}
