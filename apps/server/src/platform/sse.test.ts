import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openSseStream, type SseStream } from './sse';

let app: FastifyInstance;
afterEach(() => app?.close());

/** A bare Fastify app whose one route opens a stream and hands it to `use`. */
async function serve(use: (sse: SseStream) => Promise<void> | void, shutdown = new AbortController().signal) {
  app = Fastify();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.get('/stream', async (_request, reply) => {
    await use(openSseStream(reply, shutdown));
    return reply;
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

function get(url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(`${url}/stream`, { agent: false }, resolve).on('error', reject);
  });
}

async function readAll(res: http.IncomingMessage): Promise<string> {
  let body = '';
  res.setEncoding('utf8');
  for await (const part of res) body += part;
  return body;
}

describe('openSseStream', () => {
  it('writes data lines and [DONE] with the stream headers, keeping the headers hooks set', async () => {
    const url = await serve((sse) => {
      sse.send({ type: 'response_info' });
      sse.data('{"a":1}');
      sse.end();
      expect(sse.writable).toBe(false);
    });
    const res = await get(url);
    expect(res.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    expect(await readAll(res)).toBe('data: {"type":"response_info"}\n\ndata: {"a":1}\n\ndata: [DONE]\n\n');
  });

  it('makes the writer wait while the client does not read, and resumes when it does', async () => {
    const writes = 1_000; // 64 MB: far more than the socket buffers hold
    let written = 0;
    const url = await serve(async (sse) => {
      const big = JSON.stringify('x'.repeat(64 * 1024));
      for (let i = 0; i < writes; i += 1) {
        const full = sse.data(big);
        if (full) await full;
        written += 1;
      }
      sse.end();
    });
    const res = await get(url);
    res.pause();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await sleep(200);
    const stalledAt = written;
    await sleep(200);
    expect(written).toBe(stalledAt);
    expect(written).toBeLessThan(writes);
    const body = await readAll(res);
    expect(written).toBe(writes);
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('aborts its signal when the client goes away', async () => {
    let resolveSeen: (value: [string | null, boolean]) => void;
    const seen = new Promise<[string | null, boolean]>((resolve) => {
      resolveSeen = resolve;
    });
    const url = await serve(async (sse) => {
      sse.send({ type: 'response_info' });
      await new Promise((resolve) => sse.signal.addEventListener('abort', resolve));
      resolveSeen([sse.abortCause, sse.writable]);
    });
    const res = await get(url);
    res.once('data', () => res.destroy());
    expect(await seen).toEqual(['client', false]);
  });

  it('aborts its signal when the server shuts down', async () => {
    const shutdown = new AbortController();
    const url = await serve(async (sse) => {
      sse.send({ type: 'response_info' });
      setTimeout(() => shutdown.abort(), 20);
      await new Promise((resolve) => sse.signal.addEventListener('abort', resolve));
      sse.send({ type: 'error', cause: sse.abortCause });
      sse.end();
    }, shutdown.signal);
    const body = await readAll(await get(url));
    expect(body).toContain('"cause":"shutdown"');
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);
  });
});
