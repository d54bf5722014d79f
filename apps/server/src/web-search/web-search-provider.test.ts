import { AppError } from '@brocardo/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FixtureServer, neverAnswer, sendJson, startFixtureServer } from './fixture-server.test-support';
import { createWebSearchProvider, type WebSearchConfig, type WebSearchProvider } from './web-search-provider';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const KEY = 'secret-key-never-shown';
const request = { query: 'contratto preliminare', maxResults: 3, preferredDomains: [] };

function configFor(kind: 'searxng' | 'tavily' | 'brave', timeoutMs = 2_000): WebSearchConfig {
  return {
    provider: kind,
    searxngUrl: server.origin,
    tavilyApiKey: KEY,
    tavilyBaseUrl: server.origin,
    braveApiKey: KEY,
    braveBaseUrl: server.origin,
    timeoutMs,
  };
}

async function failure(provider: WebSearchProvider, signal?: AbortSignal): Promise<unknown> {
  try {
    await provider.search({ ...request, ...(signal ? { signal } : {}) });
  } catch (error) {
    return error;
  }
  throw new Error('the search did not fail');
}

function expectAppError(error: unknown, code: string) {
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code });
  expect((error as AppError).message).toMatch(/Ricerca web non riuscita/);
  expect(JSON.stringify({ message: (error as Error).message, cause: (error as Error).cause })).not.toContain(
    KEY,
  );
}

describe('createWebSearchProvider', () => {
  it('is null when no provider is set, or its URL or key is missing', () => {
    expect(createWebSearchProvider({ provider: null })).toBeNull();
    expect(createWebSearchProvider({ provider: 'searxng' })).toBeNull();
    expect(
      createWebSearchProvider({ provider: 'tavily', tavilyBaseUrl: 'https://api.tavily.com' }),
    ).toBeNull();
    expect(createWebSearchProvider({ provider: 'brave', braveApiKey: '' })).toBeNull();
  });

  it('uses the public endpoints by default and the given fetch', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ results: [] }), { status: 200 });
    };
    await createWebSearchProvider({ provider: 'tavily', tavilyApiKey: KEY }, fakeFetch)!.search(request);
    await createWebSearchProvider({ provider: 'brave', braveApiKey: KEY }, fakeFetch)!.search(request);
    expect(calls[0]).toBe('https://api.tavily.com/search');
    expect(calls[1]).toMatch(/^https:\/\/api\.search\.brave\.com\/res\/v1\/web\/search\?/);
  });
});

describe.each(['searxng', 'tavily', 'brave'] as const)('%s provider errors', (kind) => {
  it('answers 429 as WEB_SEARCH_RATE_LIMITED', async () => {
    server.handle((_request, response) => sendJson(response, { error: 'rate limited' }, 429));
    expectAppError(await failure(createWebSearchProvider(configFor(kind))!), 'WEB_SEARCH_RATE_LIMITED');
  });

  it('answers 500 as WEB_SEARCH_FAILED', async () => {
    server.handle((_request, response) => response.writeHead(500).end('Internal Server Error'));
    expectAppError(await failure(createWebSearchProvider(configFor(kind))!), 'WEB_SEARCH_FAILED');
  });

  it('answers malformed JSON as WEB_SEARCH_FAILED', async () => {
    server.handle((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"results": [ {"url": '),
    );
    expectAppError(await failure(createWebSearchProvider(configFor(kind))!), 'WEB_SEARCH_FAILED');
  });

  it('answers a body of the wrong shape as WEB_SEARCH_FAILED', async () => {
    server.handle((_request, response) => sendJson(response, { results: 'none', web: { results: 42 } }));
    expectAppError(await failure(createWebSearchProvider(configFor(kind))!), 'WEB_SEARCH_FAILED');
  });

  it('answers a server that never responds as WEB_SEARCH_TIMEOUT', async () => {
    server.handle(neverAnswer);
    const started = performance.now();
    expectAppError(await failure(createWebSearchProvider(configFor(kind, 150))!), 'WEB_SEARCH_TIMEOUT');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('answers an unreachable server as WEB_SEARCH_FAILED', async () => {
    const closed = await startFixtureServer();
    await closed.close();
    const config = {
      ...configFor(kind),
      searxngUrl: closed.origin,
      tavilyBaseUrl: closed.origin,
      braveBaseUrl: closed.origin,
    };
    expectAppError(await failure(createWebSearchProvider(config)!), 'WEB_SEARCH_FAILED');
  });

  it('rejects quietly with an AbortError when the caller aborts, not an AppError', async () => {
    server.handle(neverAnswer);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(createWebSearchProvider(configFor(kind))!, controller.signal);
    expect(error).not.toBeInstanceOf(AppError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('does not call the provider when the caller has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(createWebSearchProvider(configFor(kind))!, controller.signal);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(0);
  });
});
