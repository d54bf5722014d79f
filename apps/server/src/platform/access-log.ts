import { hostname } from 'node:os';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { levels } from 'pino';
import { BufferedLogSink } from './log-sink';
import { redactUrl } from './logging';

const INFO = levels.values.info as number;

export interface LogDestination {
  write(line: string): unknown;
}

/**
 * One access-log line per request, written when it completes, where Fastify writes two (one on
 * arrival). The line has the shape and field order of the server's pino lines (level, time, pid,
 * hostname, reqId, then method, path with secret query values redacted, client address, status, time
 * taken, msg), but is made here and handed straight to the log destination: through pino it cost
 * about a sixth of a cached read's CPU (bench/conversations-throughput.mjs; pino's redaction alone
 * had cost ~14 % before). Its values are plain: JSON.stringify escapes the ones a client chooses. A
 * failed request's error is logged through the request's redacting logger. Requests for
 * `quietPaths` (the health probes) are not logged; their failures still are, at warn level.
 */
export class AccessLogController extends LogController {
  readonly #write: ((line: string) => void) | null;
  readonly #prefix = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;

  constructor(quietPaths: ReadonlySet<string>, level: string, destination: LogDestination) {
    super({ disableRequestLogging: (request: FastifyRequest) => quietPaths.has(request.url) });
    // 'silent' has no number: nothing is logged.
    const enabled = (levels.values[level] ?? Number.POSITIVE_INFINITY) <= INFO;
    this.#write = !enabled
      ? null
      : destination instanceof BufferedLogSink
        ? (line) => destination.writeAt(INFO, line)
        : (line) => destination.write(line);
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
          err: error,
        },
        'request errored',
      );
      return;
    }
    if (!this.#write) return;
    const address = request.ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(request.ip)}`;
    this.#write(
      `{"level":${INFO},"time":${Date.now()}${this.#prefix}${JSON.stringify(request.id)}` +
        `,"method":${JSON.stringify(request.method)},"url":${JSON.stringify(redactUrl(request.url))}` +
        `${address},"statusCode":${reply.statusCode},"responseTime":${reply.elapsedTime}` +
        ',"msg":"request completed"}\n',
    );
  }
}
