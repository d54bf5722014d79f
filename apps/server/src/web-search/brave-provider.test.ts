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

const API_KEY = 'BSA-test-key-456';

// The shape of Brave's GET /res/v1/web/search response (type "search", results under web.results).
const braveBody = {
  type: 'search',
  query: { original: 'usucapione condominio', more_results_available: true },
  mixed: { type: 'mixed', main: [{ type: 'web', index: 0, all: false }] },
  web: {
    type: 'search',
    family_friendly: true,
    results: [
      {
        type: 'search_result',
        title: 'Usucapione di parti comuni &#8211; <strong>Condominio</strong>',
        url: 'https://www.example.it/usucapione',
        description:
          'L&#39;<strong>usucapione</strong> di beni &lt;comuni&gt; richiede il possesso&nbsp;esclusivo. <script>alert(1)</script>',
        page_age: '2023-11-07T18:06:32',
        age: 'November 7, 2023',
        language: 'it',
        meta_url: { scheme: 'https', netloc: 'example.it', hostname: 'www.example.it', path: '› usucapione' },
      },
      {
        type: 'search_result',
        title: 'Corte costituzionale',
        url: 'https://www.cortecostituzionale.it/actionPronuncia.do',
        description: 'Pronuncia sul <strong>condominio</strong>.',
        age: '3 giorni fa',
      },
      {
        type: 'search_result',
        title: 'Una guida',
        url: 'https://guide.example.com/condominio',
        description: 'Guida pratica.',
        age: 'May 1, 2023',
      },
    ],
  },
};

describe('Brave provider', () => {
  it('sends GET /res/v1/web/search with q, count, search_lang, country and the subscription token', async () => {
    server.handle((_request, response) => sendJson(response, braveBody));
    const provider = createWebSearchProvider({
      provider: 'brave',
      braveApiKey: API_KEY,
      braveBaseUrl: server.origin,
    })!;
    expect(provider.kind).toBe('brave');
    expect(provider.snippetsOnly).toBe(true);

    await provider.search({ query: 'usucapione condominio', maxResults: 6, preferredDomains: [] });

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/res/v1/web/search' });
    expect(Object.fromEntries(request!.query)).toEqual({
      q: 'usucapione condominio',
      count: '12',
      search_lang: 'it',
      country: 'IT',
    });
    expect(request!.headers['x-subscription-token']).toBe(API_KEY);
    expect(request!.headers.accept).toBe('application/json');
  });

  it('turns descriptions into plain text (tags stripped, entities decoded) and ranks preferred domains first', async () => {
    server.handle((_request, response) => sendJson(response, braveBody));
    const provider = createWebSearchProvider({
      provider: 'brave',
      braveApiKey: API_KEY,
      braveBaseUrl: server.origin,
    })!;

    const response = await provider.search({
      query: 'usucapione condominio',
      maxResults: 5,
      preferredDomains: ['cortecostituzionale.it'],
    });

    expect(response).toEqual({
      answer: null,
      results: [
        {
          url: 'https://www.cortecostituzionale.it/actionPronuncia.do',
          title: 'Corte costituzionale',
          content: 'Pronuncia sul condominio.',
          publishedAt: null,
        },
        {
          url: 'https://www.example.it/usucapione',
          title: 'Usucapione di parti comuni – Condominio',
          content: "L'usucapione di beni <comuni> richiede il possesso esclusivo.",
          publishedAt: '2023-11-07',
        },
        {
          url: 'https://guide.example.com/condominio',
          title: 'Una guida',
          content: 'Guida pratica.',
          publishedAt: '2023-05-01',
        },
      ],
    });
  });

  it('reads a response without `web` (nothing found) as no results', async () => {
    server.handle((_request, response) => sendJson(response, { type: 'search', query: { original: 'x' } }));
    const provider = createWebSearchProvider({
      provider: 'brave',
      braveApiKey: API_KEY,
      braveBaseUrl: server.origin,
    })!;

    await expect(provider.search({ query: 'x', maxResults: 3, preferredDomains: [] })).resolves.toEqual({
      results: [],
      answer: null,
    });
  });
});
