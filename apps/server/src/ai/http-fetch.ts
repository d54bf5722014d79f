import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { decodedBody } from '../platform/http-body';

/**
 * The `fetch` the OpenAI SDK is given: node:http with kept-alive connections, returning a standard
 * Response. Node's built-in fetch (undici) reads a body through a Node stream, an async iterator
 * and a web stream; at thousands of concurrent streams that layering cost more CPU per chunk than
 * the rest of the pipeline. Only what the SDK uses is supported: no redirects, no cookies.
 */
/** The Node stream behind each body this fetch returned (read it or `response.body`, not both). */
const nodeBodies = new WeakMap<Response, Readable>();

/** The Node stream of a response from createHttpFetch, for readers that want to skip the web stream. */
export function nodeBodyOf(response: Response): Readable | undefined {
  return nodeBodies.get(response);
}

export function createHttpFetch({ idleSocketTimeoutMs = 4_000 } = {}): typeof fetch {
  const options: http.AgentOptions = {
    keepAlive: true,
    maxSockets: Number.POSITIVE_INFINITY,
    // Idle kept-alive sockets are dropped after 4 s (as undici does), before most servers close
    // them and a request sent on a closing socket fails. A request in progress is never timed out.
    timeout: idleSocketTimeoutMs,
  };
  const agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };

  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(abortError(signal));
      const transport = url.protocol === 'https:' ? https : http;
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      headers['accept-encoding'] ??= 'gzip, deflate, br';
      const payload = init.body ?? undefined;
      if (payload !== undefined && typeof payload !== 'string' && !(payload instanceof Uint8Array)) {
        return reject(new TypeError('unsupported request body'));
      }
      // As fetch does: a sized body, not a chunked one (some gateways refuse chunked requests).
      if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));

      const request = transport.request(url, { method: init.method ?? 'GET', headers, agent }, (response) => {
        const status = response.statusCode ?? 502;
        const body = decodedBody(response);
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const nullBody = status === 204 || status === 205 || status === 304;
        const result = new Response(nullBody ? null : toWebStream(body, signal, () => request.destroy()), {
          status,
          statusText: response.statusMessage ?? '',
          headers: responseHeaders,
        });
        if (!nullBody) nodeBodies.set(result, body);
        resolve(result);
      });
      const onAbort = () => request.destroy(abortError(signal));
      signal?.addEventListener('abort', onAbort, { once: true });
      request.once('close', () => signal?.removeEventListener('abort', onAbort));
      request.once('error', (error) => reject(signal?.aborted ? abortError(signal) : fetchFailed(error)));
      request.end(payload);
    });
}

function abortError(signal: AbortSignal | undefined): Error {
  const reason = signal?.reason;
  return reason instanceof Error && reason.name === 'AbortError'
    ? reason
    : new DOMException('This operation was aborted', 'AbortError');
}

/** Like fetch's "fetch failed", with the socket error as its cause. */
function fetchFailed(cause: Error): TypeError {
  return new TypeError('fetch failed', { cause });
}

/** A web stream over a Node stream that pauses the socket while nobody reads. */
function toWebStream(
  source: Readable,
  signal: AbortSignal | undefined,
  destroy: () => void,
): ReadableStream<Uint8Array> {
  // Like fetch: an AbortError once aborted, otherwise a TypeError.
  const failure = (error?: Error) =>
    signal?.aborted ? abortError(signal) : error ? fetchFailed(error) : new TypeError('terminated');
  let settled = false;
  let attached = false;
  // Nothing is read from the socket until someone reads this stream (highWaterMark 0): a reader of
  // nodeBodyOf() has the Node stream to itself.
  const attach = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    attached = true;
    source.on('data', (chunk: Buffer) => {
      if (settled) return;
      controller.enqueue(chunk);
      if ((controller.desiredSize ?? 0) <= 0) source.pause();
    });
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) controller.error(error);
      else controller.close();
    };
    source.once('end', () => settle());
    source.once('error', (error) => settle(failure(error)));
    source.once('close', () => {
      if (!source.readableEnded) settle(failure());
    });
  };
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!attached) attach(controller);
        source.resume();
      },
      cancel() {
        settled = true;
        destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
