import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

export type SseAbortCause = 'client' | 'shutdown';

/** One server-sent-events response: `data: <json>` events, closed by `data: [DONE]`. */
export interface SseStream {
  /** Aborted when the client goes away or the server starts shutting down. */
  readonly signal: AbortSignal;
  /** Why `signal` fired, once it has. */
  readonly abortCause: SseAbortCause | null;
  /** False once the response has ended or the connection is gone: nothing more can be written. */
  readonly writable: boolean;
  /**
   * Writes `data: <json>\n\n` (json already serialized). Returns a promise only when the socket's
   * buffer is full: await it before writing more (backpressure); it also settles if the client leaves.
   */
  data(json: string): Promise<void> | undefined;
  /** `data()` of a small object. */
  send(event: object): Promise<void> | undefined;
  /** Writes `data: [DONE]` and ends the response. */
  end(): void;
}

const DONE = 'data: [DONE]\n\n';

let openStreams = 0;
/** Event streams this process is serving now (GET /metrics). */
export function openSseStreamCount(): number {
  return openStreams;
}

/**
 * Takes the response over from Fastify (which will not touch it again) and starts the event stream.
 * The headers Fastify's hooks already set (the API security headers, the request id, rate-limit
 * headers) are kept: a hijacked reply would otherwise lose them.
 */
export function openSseStream(reply: FastifyReply, shutdownSignal: AbortSignal): SseStream {
  reply.hijack();
  const res = reply.raw;
  const abort = new AbortController();
  let abortCause: SseAbortCause | null = null;
  let ended = false;
  let drained: Promise<void> | undefined;
  let resolveDrained: (() => void) | undefined;

  const stop = (cause: SseAbortCause) => {
    if (abort.signal.aborted) return;
    abortCause = cause;
    abort.abort(cause);
  };
  const release = () => {
    resolveDrained?.();
    drained = undefined;
    resolveDrained = undefined;
  };
  const onShutdown = () => stop('shutdown');

  openStreams += 1;
  res.on('drain', release);
  res.once('close', () => {
    openStreams -= 1;
    // 'close' after a finished response is the normal end; before it, the client went away.
    if (!res.writableFinished) stop('client');
    ended = true;
    release();
    shutdownSignal.removeEventListener('abort', onShutdown);
  });
  // Socket errors surface as 'close'; without a listener an 'error' here would crash the process.
  res.on('error', () => {});

  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
  });
  if (res.destroyed || res.socket?.destroyed) {
    ended = true;
    stop('client');
  } else if (shutdownSignal.aborted) stop('shutdown');
  else shutdownSignal.addEventListener('abort', onShutdown, { once: true });

  const data = (json: string): Promise<void> | undefined => {
    if (ended) return undefined;
    if (res.write(`data: ${json}\n\n`)) return undefined;
    drained ??= new Promise<void>((resolve) => {
      resolveDrained = resolve;
    });
    return drained;
  };

  return {
    signal: abort.signal,
    get abortCause() {
      return abortCause;
    },
    get writable() {
      return !ended;
    },
    data,
    send: (event) => data(JSON.stringify(event)),
    end() {
      if (ended) return;
      ended = true;
      shutdownSignal.removeEventListener('abort', onShutdown);
      res.end(DONE);
    },
  };
}
