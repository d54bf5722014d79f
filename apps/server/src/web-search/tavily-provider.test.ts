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

const API_KEY = 'tvly-test-key-123';

// The shape of Tavily's POST /search response (docs.tavily.com, API reference).
const tavilyBody = {
  query: 'licenziamento per giusta causa',
  follow_up_questions: null,
  answer: 'Il licenziamento per giusta causa è regolato dall’art. 2119 c.c.',
  images: [],
  results: [
    {
      url: 'https://www.brocardi.it/codice-civile/art2119.html',
      title: 'Art. 2119 codice civile',
      content: 'Recesso per giusta causa.',
      score: 0.91,
      raw_content:
        'Art. 2119 - Recesso per giusta causa\n\nCiascuno dei contraenti può recedere dal contratto prima della scadenza del termine.',
    },
    {
      url: 'https://www.cortedicassazione.it/sentenza',
      title: 'Cassazione, sezione lavoro',
      content: 'Sulla proporzionalità della sanzione espulsiva.',
      score: 0.8,
      raw_content: null,
      published_date: 'Mon, 11 Mar 2024 10:00:00 GMT',
    },
  ],
  response_time: 1.1,
};

describe('Tavily provider', () => {
  it('sends POST /search with a Bearer key and a JSON body, never include_domains', async () => {
    server.handle((_request, response) => sendJson(response, tavilyBody));
    const provider = createWebSearchProvider({
      provider: 'tavily',
      tavilyApiKey: API_KEY,
      tavilyBaseUrl: server.origin,
    })!;
    expect(provider.kind).toBe('tavily');
    expect(provider.snippetsOnly).toBe(false);

    await provider.search({
      query: 'licenziamento giusta causa',
      maxResults: 4,
      preferredDomains: ['cortedicassazione.it'],
    });

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/search' });
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      query: 'licenziamento giusta causa',
      max_results: 8,
      search_depth: 'basic',
      include_answer: true,
      include_raw_content: true,
    });
    expect(body).not.toHaveProperty('include_domains');
    expect(body).not.toHaveProperty('api_key');
  });

  it('returns the answer and the page text (raw_content) when Tavily read the page, preferred first', async () => {
    server.handle((_request, response) => sendJson(response, tavilyBody));
    const provider = createWebSearchProvider({
      provider: 'tavily',
      tavilyApiKey: API_KEY,
      tavilyBaseUrl: server.origin,
    })!;

    const response = await provider.search({
      query: 'licenziamento',
      maxResults: 5,
      preferredDomains: ['cortedicassazione.it'],
    });

    expect(response.answer).toBe('Il licenziamento per giusta causa è regolato dall’art. 2119 c.c.');
    expect(response.results).toEqual([
      {
        url: 'https://www.cortedicassazione.it/sentenza',
        title: 'Cassazione, sezione lavoro',
        content: 'Sulla proporzionalità della sanzione espulsiva.',
        publishedAt: '2024-03-11',
      },
      {
        url: 'https://www.brocardi.it/codice-civile/art2119.html',
        title: 'Art. 2119 codice civile',
        content:
          'Art. 2119 - Recesso per giusta causa\nCiascuno dei contraenti può recedere dal contratto prima della scadenza del termine.',
        publishedAt: null,
      },
    ]);
  });

  it('answers null when Tavily gives no answer', async () => {
    server.handle((_request, response) => sendJson(response, { query: 'x', answer: null, results: [] }));
    const provider = createWebSearchProvider({
      provider: 'tavily',
      tavilyApiKey: API_KEY,
      tavilyBaseUrl: server.origin,
    })!;

    await expect(provider.search({ query: 'x', maxResults: 3, preferredDomains: [] })).resolves.toEqual({
      results: [],
      answer: null,
    });
  });
});
