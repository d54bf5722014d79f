import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpFetch } from './http-fetch';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createHttpFetch', () => {
  it('sends the method, headers and body, and returns status, headers and body', async () => {
    const url = await serve((req, res) => {
      let body = '';
      req.on('data', (part) => {
        body += part;
      });
      req.on('end', () => {
        res.writeHead(201, {
          'content-type': 'application/json',
          'x-echo': String(req.headers.authorization),
          'x-length': String(req.headers['content-length']),
          'x-chunked': String(req.headers['transfer-encoding'] === 'chunked'),
        });
        res.end(JSON.stringify({ method: req.method, body }));
      });
    });
    const res = await createHttpFetch()(`${url}/v1/x`, {
      method: 'POST',
      headers: { authorization: 'Bearer k' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-echo')).toBe('Bearer k');
    expect(res.headers.get('x-length')).toBe('7');
    expect(res.headers.get('x-chunked')).toBe('false');
    expect(await res.json()).toEqual({ method: 'POST', body: '{"a":1}' });
  });

  it('decompresses a gzip body', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync('compresso'));
    });
    expect(await (await createHttpFetch()(url)).text()).toBe('compresso');
  });

  it('keeps a slow stream open past the idle-socket timeout', async () => {
    const url = await serve((_req, res) => {
      res.write('uno ');
      setTimeout(() => res.end('due'), 400);
    });
    const res = await createHttpFetch({ idleSocketTimeoutMs: 100 })(url);
    expect(await res.text()).toBe('uno due');
  });

  it('aborts a body being read: the reader fails with an AbortError and the server sees the close', async () => {
    let closed = false;
    const url = await serve((_req, res) => {
      res.write('inizio');
      res.on('close', () => {
        closed = true;
      });
    });
    const controller = new AbortController();
    const res = await createHttpFetch()(url, { signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
    await sleep(50);
    expect(closed).toBe(true);
  });

  it('fails like fetch: a TypeError for a refused connection or a cut body', async () => {
    await expect(createHttpFetch()('http://127.0.0.1:1/')).rejects.toBeInstanceOf(TypeError);
    const url = await serve((req, res) => {
      res.write('mezzo');
      setTimeout(() => req.socket.destroy(), 20);
    });
    const res = await createHttpFetch()(url);
    await expect(res.text()).rejects.toBeInstanceOf(TypeError);
  });

  it('rejects at once when the signal is already aborted', async () => {
    await expect(
      createHttpFetch()('http://127.0.0.1:1/', { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
