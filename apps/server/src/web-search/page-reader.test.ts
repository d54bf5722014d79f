import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FixtureServer, neverAnswer, sendHtml, startFixtureServer } from './fixture-server.test-support';
import { readPage, readPages } from './page-reader';
import type { WebSearchResult } from './web-search-types';

let site: FixtureServer;
let internal: FixtureServer;
beforeAll(async () => {
  [site, internal] = await Promise.all([startFixtureServer(), startFixtureServer()]);
  internal.handle((_request, response) => sendHtml(response, '<p>dati interni</p>'));
});
afterAll(() => Promise.all([site.close(), internal.close()]));
beforeEach(() => {
  site.requests.length = 0;
  internal.requests.length = 0;
  delete (globalThis as { __pwned?: boolean }).__pwned;
});

const options = () => ({ allowedHosts: [site.hostPort] });

const paragraph =
  'La Corte di cassazione ha ribadito che la responsabilità del custode prevista dall’art. 2051 c.c. ha natura oggettiva e che il caso fortuito può consistere anche nella condotta del danneggiato.';

function articlePage(origin: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Custodia &amp; responsabilità | Rivista</title>
<script>globalThis.__pwned = true; document.write('TESTO DELLO SCRIPT');</script>
<script src="${origin}/tracker.js"></script><link rel="stylesheet" href="${origin}/style.css">
<style>.x { content: 'REGOLA CSS'; }</style></head>
<body>
<header><a href="/">Home</a> <a href="/chi-siamo">Chi siamo</a></header>
<nav><ul><li><a href="/civile">Civile</a></li><li><a href="/penale">Penale</a></li><li><a href="/lavoro">MENU LAVORO</a></li></ul></nav>
<main><article>
<h1>Danno da cose in custodia</h1>
<p>${paragraph}</p>
<p>Il danneggiato deve provare il nesso causale tra la cosa e l&#39;evento; il custode, per liberarsi, deve provare il caso fortuito. ${'La decisione si inserisce in un orientamento ormai consolidato della giurisprudenza di legittimità. '.repeat(4)}</p>
<img src="${origin}/pixel.png" onerror="globalThis.__pwned = true">
<script>globalThis.__pwned = true; var segreto = 'CODICE NELLO SCRIPT';</script>
<p>Sezione terza civile, ordinanza depositata nel 2024.</p>
</article></main>
<aside>Articoli correlati: ASIDE CORRELATI</aside>
<footer>© Rivista giuridica — Privacy — Cookie — FOOTER LEGALE</footer>
</body></html>`;
}

describe('readPage', () => {
  it('extracts the main text of an article, without navigation, footer, scripts or styles', async () => {
    site.handle((_request, response) => sendHtml(response, articlePage(site.origin)));

    const page = await readPage(`${site.origin}/articolo`, options());

    expect(page).not.toBeNull();
    expect(page!.url).toBe(`${site.origin}/articolo`);
    expect(page!.title).toMatch(/Custodia & responsabilità/);
    expect(page!.text).toContain(paragraph);
    expect(page!.text).toContain("nesso causale tra la cosa e l'evento");
    expect(page!.text.split('\n').length).toBeGreaterThan(1);
    for (const noise of [
      'MENU LAVORO',
      'FOOTER LEGALE',
      'TESTO DELLO SCRIPT',
      'CODICE NELLO SCRIPT',
      'REGOLA CSS',
    ]) {
      expect(page!.text).not.toContain(noise);
    }
  });

  it('never runs scripts nor loads the resources a page refers to', async () => {
    site.handle((_request, response) => sendHtml(response, articlePage(site.origin)));

    await readPage(`${site.origin}/articolo`, options());

    expect((globalThis as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(site.requests.map((request) => request.path)).toEqual(['/articolo']);
  });

  it('reads text/plain as text and skips other types', async () => {
    site.handle((request, response) => {
      if (request.path === '/testo.txt') {
        response
          .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Riga uno.\n\n  Riga   due.');
      } else if (request.path === '/atto.pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
      }
    });

    await expect(readPage(`${site.origin}/testo.txt`, options())).resolves.toEqual({
      url: `${site.origin}/testo.txt`,
      title: null,
      text: 'Riga uno.\nRiga due.',
    });
    await expect(readPage(`${site.origin}/atto.pdf`, options())).resolves.toBeNull();
    await expect(readPage(`${site.origin}/dati.json`, options())).resolves.toBeNull();
  });

  it('decodes a page in Windows-1252 that declares no charset in its headers', async () => {
    const html = `<html><head><meta charset="windows-1252"><title>Perché</title></head><body><p>${paragraph.replace('’', "'")} Così è.</p></body></html>`;
    site.handle((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from(html, 'latin1')),
    );

    const page = await readPage(`${site.origin}/latin`, options());

    expect(page!.text).toContain('responsabilità del custode');
    expect(page!.text).toContain('Così è.');
  });

  it('returns null past 2 MB', async () => {
    site.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<html><body><p>${'x'.repeat(2 * 1024 * 1024)}</p></body></html>`);
    });

    await expect(readPage(`${site.origin}/enorme`, options())).resolves.toBeNull();
  });

  it('returns null for a redirect to 127.0.0.1 that is not allow-listed', async () => {
    site.handle((_request, response) => response.writeHead(302, { location: `${internal.origin}/` }).end());

    await expect(readPage(`${site.origin}/rimando`, options())).resolves.toBeNull();
    expect(internal.requests).toHaveLength(0);
  });

  it('returns null for the metadata address and for localhost', async () => {
    await expect(readPage('http://169.254.169.254/latest/meta-data/')).resolves.toBeNull();
    await expect(readPage(`http://localhost:${internal.port}/`)).resolves.toBeNull();
    expect(internal.requests).toHaveLength(0);
  });

  it('returns null when the page does not answer in time', async () => {
    site.handle(neverAnswer);
    await expect(readPage(`${site.origin}/lenta`, { ...options(), timeoutMs: 150 })).resolves.toBeNull();
  });

  it('rejects with an AbortError when the caller aborts', async () => {
    site.handle(neverAnswer);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      readPage(`${site.origin}/lenta`, { ...options(), signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('readPages', () => {
  it('replaces the snippets of the first `count` results with their pages, in parallel, keeping the snippet on failure', async () => {
    site.handle((request, response) => {
      if (request.path === '/uno') sendHtml(response, articlePage(site.origin));
      else if (request.path === '/due') response.writeHead(500).end();
      else
        sendHtml(response, `<html><body><article><p>${paragraph} Terza pagina.</p></article></body></html>`);
    });
    const results: WebSearchResult[] = [
      { url: `${site.origin}/uno`, title: 'Uno', content: 'snippet uno', publishedAt: '2024-01-02' },
      { url: `${site.origin}/due`, title: 'Due', content: 'snippet due', publishedAt: null },
      { url: 'http://10.0.0.1/tre', title: 'Tre', content: 'snippet tre' },
      { url: `${site.origin}/quattro`, title: 'Quattro', content: 'snippet quattro' },
    ];

    const read = await readPages(results, { count: 3, ...options() });

    expect(read).toHaveLength(4);
    expect(read[0]).toMatchObject({ url: results[0]!.url, title: 'Uno', publishedAt: '2024-01-02' });
    expect(read[0]!.content).toContain(paragraph);
    expect(read[1]).toEqual(results[1]);
    expect(read[2]).toEqual(results[2]);
    expect(read[3]).toEqual(results[3]);
    expect(site.requests.map((request) => request.path).sort()).toEqual(['/due', '/uno']);
  });

  it('reads 3 pages by default', async () => {
    site.handle((_request, response) => sendHtml(response, articlePage(site.origin)));
    const results = ['a', 'b', 'c', 'd', 'e'].map((name) => ({
      url: `${site.origin}/${name}`,
      title: name,
      content: 'snippet',
    }));

    const read = await readPages(results, options());

    expect(read.map((result) => result.content !== 'snippet')).toEqual([true, true, true, false, false]);
  });
});
