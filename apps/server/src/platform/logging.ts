import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';

/** Query parameters whose values must never reach the logs. */
const SECRET_QUERY_PARAMS = /([?&](?:token|access_token|signature|key|password|code|hash)=)[^&#]*/gi;

/** Fields whose values must never reach the logs, wherever a logged object carries them. */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'passwordHash',
  'token',
  'captcha_token',
  'apiKey',
];

export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY_PARAMS, '$1[redacted]') : url;
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
        // `*.x` reaches only a field one level down: each secret is named at the top level too.
        ...SECRET_FIELDS,
        ...SECRET_FIELDS.map((field) => `*.${field}`),
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
 * /healthz throughput (bench/healthz-throughput.mjs). Every other request gets its own child with its
 * id, made the first time something logs through it: most requests log nothing but their access line,
 * which is written without a logger (access-log.ts).
 */
export function probeAwareChildLogger(probePaths: ReadonlySet<string>): FastifyChildLoggerFactory {
  const probeLoggerOf = sharedChild({ probe: true }, { level: 'warn' });
  return function childLoggerFactory(logger, bindings, options, rawRequest) {
    if (rawRequest.url && probePaths.has(rawRequest.url)) return probeLoggerOf(logger);
    return new OnDemandChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
  };
}

type LogArguments = Parameters<FastifyBaseLogger['info']>;
type ChildArguments = Parameters<FastifyBaseLogger['child']>;

/** One child of each parent logger with these bindings and options, made once and kept. */
function sharedChild(
  bindings: ChildArguments[0],
  options: ChildArguments[1],
): (parent: FastifyBaseLogger) => FastifyBaseLogger {
  const children = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
  return (parent) => {
    let child = children.get(parent);
    if (!child) {
      child = parent.child(bindings, options);
      children.set(parent, child);
    }
    return child;
  };
}

/** A pino child that is created when first used; until then it reads its level from its parent. */
class OnDemandChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: ChildArguments[0],
    private readonly options: NonNullable<ChildArguments[1]>,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: LogArguments): void {
    this.logger.fatal(...args);
  }
  error(...args: LogArguments): void {
    this.logger.error(...args);
  }
  warn(...args: LogArguments): void {
    this.logger.warn(...args);
  }
  info(...args: LogArguments): void {
    this.logger.info(...args);
  }
  debug(...args: LogArguments): void {
    this.logger.debug(...args);
  }
  trace(...args: LogArguments): void {
    this.logger.trace(...args);
  }
  silent(): void {}
  child(...args: ChildArguments): FastifyBaseLogger {
    return this.logger.child(...args);
  }
}
