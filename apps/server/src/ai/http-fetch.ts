import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { urlToHttpOptions } from 'node:url';
import { decodedBody } from '../platform/http-body';

/** Kept-alive agents for http: and https: targets. */
export interface KeptAliveAgents {
  'http:': http.Agent;
  'https:': https.Agent;
}

export function keptAliveAgents(idleSocketTimeoutMs = 4_000): KeptAliveAgents {
  const options: http.AgentOptions = {
    keepAlive: true,
    maxSockets: Number.POSITIVE_INFINITY,
    // Idle kept-alive sockets are dropped after 4 s (as undici does), before most servers close
    // them and a request sent on a closing socket fails. A request in progress is never timed out.
    timeout: idleSocketTimeoutMs,
  };
  return { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
}

/** Where sendHttpRequest sends: the URL's parts, the method, and the agent for its protocol. */
export function targetOf(
  url: URL,
  method: string,
  agents: KeptAliveAgents,
): http.RequestOptions & { protocol: string } {
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return { ...urlToHttpOptions(url), protocol: url.protocol, method, agent };
}

/** A response's head, its decoded Node body, and the request (destroy it to drop the connection). */
export interface HttpExchange {
  response: http.IncomingMessage;
  body: Readable;
  request: http.ClientRequest;
}

/**
 * Sends one request (a sized body, not a chunked one, as fetch does: some gateways refuse chunked
 * requests) and resolves once the response's head arrives; an abort destroys it. Fails as fetch
 * does: an AbortError once aborted, otherwise a TypeError "fetch failed" with the socket's error.
 */
export function sendHttpRequest(
  target: http.RequestOptions & { protocol: string },
  payload: string | Uint8Array | undefined,
  signal: AbortSignal | undefined,
): Promise<HttpExchange> {
  return new Promise<HttpExchange>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(target, (response) => {
      resolve({ response, body: decodedBody(response), request });
    });
    const onAbort = () => request.destroy(abortError(signal));
    signal?.addEventListener('abort', onAbort, { once: true });
    request.once('close', () => signal?.removeEventListener('abort', onAbort));
    request.once('error', (error) => reject(signal?.aborted ? abortError(signal) : fetchFailed(error)));
    request.end(payload);
  });
}

/**
 * The `fetch` the OpenAI SDK is given (embeddings): node:http with kept-alive connections, returning
 * a standard Response. Node's built-in fetch (undici) reads a body through a Node stream, an async
 * iterator and a web stream; at thousands of concurrent streams that layering cost more CPU per
 * chunk than the rest of the pipeline. Only what the SDK uses is supported: no redirects, no cookies.
 */
export function createHttpFetch({ idleSocketTimeoutMs = 4_000 } = {}): typeof fetch {
  const agents = keptAliveAgents(idleSocketTimeoutMs);

  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const signal = init.signal ?? undefined;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    headers['accept-encoding'] ??= 'gzip, deflate, br';
    const payload = init.body ?? undefined;
    if (payload !== undefined && typeof payload !== 'string' && !(payload instanceof Uint8Array)) {
      throw new TypeError('unsupported request body');
    }
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const { response, body, request } = await sendHttpRequest(
      { ...targetOf(url, init.method ?? 'GET', agents), headers },
      payload,
      signal,
    );
    const status = response.statusCode ?? 502;
    const nullBody = status === 204 || status === 205 || status === 304;
    return new Response(nullBody ? null : toWebStream(body, signal, () => request.destroy()), {
      status,
      statusText: response.statusMessage ?? '',
      headers: headersOf(response),
    });
  };
}

/** A response's headers as a fetch Headers object. */
export function headersOf(response: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
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
  // Nothing is read from the socket until someone reads this stream (highWaterMark 0).
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
