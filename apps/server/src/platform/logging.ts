import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';

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
// A random prefix per process and a counter: unique across replicas and restarts, and much cheaper
// per request than a UUID (bench/healthz-throughput.mjs).
const processPrefix = randomBytes(6).toString('base64url');
let sequence = 0;

function freshRequestId(): string {
  sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
  return `${processPrefix}-${sequence.toString(36)}`;
}

/**
 * Request ids for the logs. Behind a trusted proxy (TRUST_PROXY) the load balancer's X-Request-Id is
 * kept when it looks like one; otherwise it comes from the client, who must not be able to choose the
 * id its requests are logged under, and it is not read at all (reading headers has a cost per request).
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  if (!trustProxy) return freshRequestId;
  return (request) => {
    const incoming = request.headers['x-request-id'];
    return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : freshRequestId();
  };
}

/**
 * Fastify makes a child logger per request. For the health probes, which log only warnings, one
 * shared child at warn level does: creating a redacting child per probe cost a measurable share of
 * /healthz throughput (bench/healthz-throughput.mjs). Every other request gets its own child with its id.
 */
export function probeAwareChildLogger(probePaths: ReadonlySet<string>): FastifyChildLoggerFactory {
  const probeLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
  return function childLoggerFactory(logger, bindings, options, rawRequest) {
    if (rawRequest.url && probePaths.has(rawRequest.url)) {
      const cached = probeLoggers.get(logger);
      if (cached) return cached;
      const probeLogger = logger.child({ probe: true }, { level: 'warn' });
      probeLoggers.set(logger, probeLogger);
      return probeLogger;
    }
    return logger.child(bindings, options);
  };
}

/**
 * One access-log line per request, written when it completes, where Fastify writes two (one on
 * arrival). Its fields are plain values (method, path with secret query values redacted, client
 * address, status, time): pino runs the redaction paths over every logged object, and for
 * Fastify's `req` and `res` objects that was ~14 % of a cached read's CPU in a profile
 * (bench/conversations-throughput.mjs). Requests for `quietPaths` (the health probes) are not
 * logged; their failures still are, at warn level.
 */
export class AccessLogController extends LogController {
  constructor(quietPaths: ReadonlySet<string>) {
    super({ disableRequestLogging: (request: FastifyRequest) => quietPaths.has(request.url) });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
