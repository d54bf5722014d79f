import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FixtureServer, sendJson, startFixtureServer } from './fixture-server.test-support';
import { createWebSearchProvider } from './web-search-provider';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

// The shape SearXNG's JSON output format returns (searx/webapp.py, format=json).
const searxngBody = {
  query: 'responsabilità custode',
  number_of_results: 0,
  results: [
    {
      url: 'https://www.altalex.com/documents/news/2024/03/01/custodia',
      title: 'Danno da cose in custodia: la Cassazione',
      content: 'La responsabilità ex art. 2051 c.c. ha natura  oggettiva &amp; prescinde dalla colpa.',
      engine: 'bing',
      parsed_url: ['https', 'www.altalex.com', '/documents/news/2024/03/01/custodia', '', '', ''],
      publishedDate: '2024-03-01T00:00:00',
      engines: ['bing', 'duckduckgo'],
      score: 2,
      category: 'general',
    },
    {
      url: 'https://www.cortedicassazione.it/it/sentenza-12345',
      title: 'Cass. civ. n. 12345/2024',
      content: 'Massima della sentenza.',
      engine: 'duckduckgo',
      publishedDate: null,
      score: 1,
    },
    { url: 'ftp://files.example.it/x', title: 'FTP', content: 'non http', engine: 'bing' },
    { url: 'https://altalex.com/documents/news/2024/03/01/custodia/', title: 'Duplicato', content: '' },
  ],
  answers: [],
  corrections: [],
  infoboxes: [],
  suggestions: [],
  unresponsive_engines: [],
};

describe('SearXNG provider', () => {
  it('sends GET /search with q, format=json, language=it, under the instance path', async () => {
    server.handle((_request, response) => sendJson(response, searxngBody));
    const provider = createWebSearchProvider({
      provider: 'searxng',
      searxngUrl: `${server.origin}/searxng/`,
    })!;
    expect(provider.kind).toBe('searxng');
    expect(provider.snippetsOnly).toBe(true);

    await provider.search({ query: '"art. 2051 c.c." custode', maxResults: 5, preferredDomains: [] });

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/searxng/search' });
    expect(Object.fromEntries(request!.query)).toEqual({
      q: '"art. 2051 c.c." custode',
      format: 'json',
      language: 'it',
    });
    expect(request!.headers.accept).toBe('application/json');
  });

  it('returns cleaned results: http(s) only, deduplicated, entities decoded, dates as ISO days', async () => {
    server.handle((_request, response) => sendJson(response, searxngBody));
    const provider = createWebSearchProvider({ provider: 'searxng', searxngUrl: server.origin })!;

    const response = await provider.search({ query: 'custode', maxResults: 5, preferredDomains: [] });

    expect(response.answer).toBeNull();
    expect(response.results).toEqual([
      {
        url: 'https://www.altalex.com/documents/news/2024/03/01/custodia',
        title: 'Danno da cose in custodia: la Cassazione',
        content: 'La responsabilità ex art. 2051 c.c. ha natura oggettiva & prescinde dalla colpa.',
        publishedAt: '2024-03-01',
      },
      {
        url: 'https://www.cortedicassazione.it/it/sentenza-12345',
        title: 'Cass. civ. n. 12345/2024',
        content: 'Massima della sentenza.',
        publishedAt: null,
      },
    ]);
  });

  it('puts preferred domains (and their subdomains) first, keeping the order otherwise', async () => {
    server.handle((_request, response) => sendJson(response, searxngBody));
    const provider = createWebSearchProvider({ provider: 'searxng', searxngUrl: server.origin })!;

    const response = await provider.search({
      query: 'custode',
      maxResults: 1,
      preferredDomains: ['cortedicassazione.it'],
    });

    expect(response.results.map((result) => result.url)).toEqual([
      'https://www.cortedicassazione.it/it/sentenza-12345',
    ]);
  });

  it('keeps an entry without snippet or date, and skips one without a usable URL', async () => {
    server.handle((_request, response) =>
      sendJson(response, {
        results: [
          { url: null, title: 'Senza URL' },
          { url: 'https://www.normattiva.it/atto', title: 'Atto' },
        ],
      }),
    );
    const provider = createWebSearchProvider({ provider: 'searxng', searxngUrl: server.origin })!;

    const response = await provider.search({ query: 'atto', maxResults: 5, preferredDomains: [] });

    expect(response.results).toEqual([
      { url: 'https://www.normattiva.it/atto', title: 'Atto', content: '', publishedAt: null },
    ]);
  });
});
