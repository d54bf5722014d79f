import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { type APIError, AuthenticationError, RateLimitError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatCompletionRequest } from './chat-completion-request';

/** One reply per request, in order; each request's method, path, headers and body are kept. */
const replies: Array<{ status: number; headers?: Record<string, string>; body: string | Buffer }> = [];
const received: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }> =
  [];
const server = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ method: request.method, url: request.url, headers: request.headers, body });
    const reply = replies.shift()!;
    response.writeHead(reply.status, reply.headers ?? {});
    response.end(reply.body);
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function text(body: Readable): Promise<string> {
  let read = '';
  for await (const part of body) read += String(part);
  return read;
}

describe('the chat-completions request', () => {
  const request = () => createChatCompletionRequest({ baseUrl, apiKey: 'chiave' });

  it('posts the JSON body to /chat/completions with the bearer key, and resolves with a 2xx body', async () => {
    replies.push({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'data: [DONE]\n\n' });
    const body = await request()({ model: 'prova', stream: true }, new AbortController().signal);
    expect(await text(body)).toBe('data: [DONE]\n\n');
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(received.at(-1)!.headers).toMatchObject({
      authorization: 'Bearer chiave',
      'content-type': 'application/json',
    });
    expect(JSON.parse(received.at(-1)!.body)).toEqual({ model: 'prova', stream: true });
  });

  it("rejects an error status as the SDK's error for it, with its body's message and its headers", async () => {
    replies.push({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '3' },
      body: JSON.stringify({ error: { message: 'Troppe richieste', type: 'rate_limit' } }),
    });
    const failure = await request()({}, new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RateLimitError);
    expect((failure as APIError).status).toBe(429);
    expect((failure as APIError).message).toContain('Troppe richieste');
    expect((failure as APIError).headers?.get('retry-after')).toBe('3');
  });

  it('decodes a compressed body and says which encodings it reads', async () => {
    replies.push({
      status: 200,
      headers: { 'content-encoding': 'gzip' },
      body: gzipSync('data: [DONE]\n\n'),
    });
    const body = await request()({}, new AbortController().signal);
    expect(await text(body)).toBe('data: [DONE]\n\n');
    expect(received.at(-1)!.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('rejects with an AbortError when aborted, and a TypeError when nothing listens', async () => {
    await expect(request()({}, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    const nowhere = createChatCompletionRequest({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'x' });
    await expect(nowhere({}, new AbortController().signal)).rejects.toBeInstanceOf(TypeError);
  });

  it('keeps a body that is not JSON as the message', async () => {
    replies.push({ status: 401, body: 'chiave non valida' });
    const failure = await request()({}, new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthenticationError);
    expect((failure as APIError).message).toContain('chiave non valida');
  });
});

describe('a compressed body cut off', () => {
  it('fails its reader instead of leaving it waiting', async () => {
    const cut = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/event-stream' });
      const whole = gzipSync('data: [DONE]\n\n'.repeat(200));
      response.write(whole.subarray(0, 20));
      setTimeout(() => response.destroy(), 20);
    });
    await new Promise<void>((resolve) => cut.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = cut.address() as AddressInfo;
      const body = await createChatCompletionRequest({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'x' })(
        {},
        new AbortController().signal,
      );
      await expect(text(body)).rejects.toBeInstanceOf(Error);
    } finally {
      cut.close();
    }
  });
});
