import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FixtureServer, neverAnswer, sendHtml, startFixtureServer } from './fixture-server.test-support';
import { PageFetchError, type Resolver, safeFetch, UnsafeUrlError } from './safe-fetch';

let pages: FixtureServer;
let internal: FixtureServer;
beforeAll(async () => {
  [pages, internal] = await Promise.all([startFixtureServer(), startFixtureServer()]);
  internal.handle((_request, response) => sendHtml(response, '<p>segreto interno</p>'));
});
afterAll(() => Promise.all([pages.close(), internal.close()]));
beforeEach(() => {
  pages.requests.length = 0;
  internal.requests.length = 0;
});

const allowed = () => ({ allowedHosts: [pages.hostPort] });

describe('safeFetch', () => {
  it('reads an allow-listed host:port although it is a loopback address', async () => {
    pages.handle((_request, response) => sendHtml(response, '<p>ciao</p>'));
    const response = await safeFetch(`${pages.origin}/page`, allowed());
    expect(response).toMatchObject({ url: `${pages.origin}/page`, mimeType: 'text/html', charset: 'utf-8' });
    expect(response.body.toString()).toBe('<p>ciao</p>');
  });

  it('refuses 127.0.0.1 when it is not allow-listed, without connecting', async () => {
    await expect(safeFetch(`${internal.origin}/`)).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(internal.requests).toHaveLength(0);
  });

  it('refuses http://localhost:PORT: the resolved address is checked', async () => {
    await expect(safeFetch(`http://localhost:${internal.port}/`)).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(internal.requests).toHaveLength(0);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:80/',
    'http://[::ffff:169.254.169.254]/',
    'http://10.0.0.1/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
  ])('refuses the address in %s', async (url) => {
    await expect(safeFetch(url, { timeoutMs: 500 })).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  it.each(['ftp://example.com/file', 'file:///etc/passwd', 'https://user:pass@example.com/', 'nonsense'])(
    'refuses %s',
    async (url) => {
      await expect(safeFetch(url)).rejects.toBeInstanceOf(UnsafeUrlError);
    },
  );

  it('checks every address a name resolves to (a name pointing inside is refused)', async () => {
    const resolved: string[] = [];
    const resolve: Resolver = (hostname, _options, callback) => {
      resolved.push(hostname);
      callback(null, [
        { address: '10.0.0.7', family: 4 },
        { address: '::1', family: 6 },
      ]);
    };
    await expect(safeFetch('http://intranet.example/', { resolve })).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(resolved).toEqual(['intranet.example']);
  });

  it('allow-lists exactly the host:port pair, not the host on another port', async () => {
    await expect(safeFetch(`${internal.origin}/`, allowed())).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(internal.requests).toHaveLength(0);
  });

  it('follows a redirect within allowed hosts, re-checking each hop', async () => {
    pages.handle((request, response) => {
      if (request.path === '/old') response.writeHead(301, { location: '/new' }).end();
      else sendHtml(response, '<p>nuova</p>');
    });
    const response = await safeFetch(`${pages.origin}/old`, allowed());
    expect(response.url).toBe(`${pages.origin}/new`);
    expect(response.body.toString()).toBe('<p>nuova</p>');
  });

  it('refuses a redirect to 127.0.0.1 that is not allow-listed', async () => {
    pages.handle((_request, response) =>
      response.writeHead(302, { location: `${internal.origin}/admin` }).end(),
    );
    await expect(safeFetch(`${pages.origin}/go`, allowed())).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(internal.requests).toHaveLength(0);
  });

  it('refuses a redirect to localhost and to the metadata address', async () => {
    pages.handle((request, response) => {
      const target =
        request.path === '/local' ? `http://localhost:${internal.port}/` : 'http://169.254.169.254/latest/';
      response.writeHead(307, { location: target }).end();
    });
    await expect(safeFetch(`${pages.origin}/local`, allowed())).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(safeFetch(`${pages.origin}/metadata`, allowed())).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(internal.requests).toHaveLength(0);
  });

  it('gives up after 5 redirects', async () => {
    pages.handle((request, response) => {
      const hop = Number(request.path.slice(1));
      response.writeHead(302, { location: `/${hop + 1}` }).end();
    });
    await expect(safeFetch(`${pages.origin}/0`, allowed())).rejects.toBeInstanceOf(PageFetchError);
    expect(pages.requests).toHaveLength(6);
  });

  it('abandons a body past the size cap, declared or streamed', async () => {
    pages.handle((request, response) => {
      const chunk = Buffer.alloc(64 * 1024, 'a');
      if (request.path === '/declared') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' });
      let sent = 0;
      const push = () => {
        while (sent < 48 && response.write(chunk)) sent += 1;
        if (sent >= 48) response.end();
        else response.once('drain', push);
      };
      push();
    });
    await expect(safeFetch(`${pages.origin}/declared`, allowed())).rejects.toThrow('page too large');
    await expect(
      safeFetch(`${pages.origin}/streamed`, { ...allowed(), maxBytes: 1024 * 1024 }),
    ).rejects.toThrow('page too large');
  });

  it('caps the decompressed size, not the compressed one', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(4 * 1024 * 1024, ' '));
    pages.handle((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(bomb),
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(safeFetch(`${pages.origin}/bomb`, allowed())).rejects.toThrow('page too large');
  });

  it('decodes a gzip body', async () => {
    pages.handle((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync('<p>compresso</p>')),
    );
    const response = await safeFetch(`${pages.origin}/gz`, allowed());
    expect(response.body.toString()).toBe('<p>compresso</p>');
  });

  it('refuses a response whose type is not accepted before reading it', async () => {
    pages.handle((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF'),
    );
    await expect(
      safeFetch(`${pages.origin}/doc.pdf`, {
        ...allowed(),
        acceptContentType: (type) => type === 'text/html',
      }),
    ).rejects.toThrow('content type application/pdf');
  });

  it('fails on an error status and on a server that never answers', async () => {
    pages.handle((_request, response) => response.writeHead(404).end());
    await expect(safeFetch(`${pages.origin}/missing`, allowed())).rejects.toThrow('HTTP 404');
    pages.handle(neverAnswer);
    const started = performance.now();
    await expect(safeFetch(`${pages.origin}/slow`, { ...allowed(), timeoutMs: 200 })).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
