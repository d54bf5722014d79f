import { z } from '@brocardo/shared';
import { fetchProviderJson, type ProviderCall } from './provider-request';
import { endpoint } from './provider-url';
import { cleanResults } from './result-cleaning';
import type { WebSearchProvider } from './web-search-types';

export interface SearxngOptions {
  /** The instance, e.g. http://searxng:8080 (its JSON format must be enabled in settings.yml). */
  baseUrl: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

// One odd entry (an engine without a date or a snippet) must not fail the whole search.
const searxngResult = z.object({
  url: z.string().catch(''),
  title: z.string().nullish().catch(null),
  content: z.string().nullish().catch(null),
  publishedDate: z.string().nullish().catch(null),
});
const searxngBody = z.object({ results: z.array(searxngResult) });

/** SearXNG's JSON API: `GET /search?q=…&format=json&language=it`; results are snippets. */
export function createSearxngProvider({ baseUrl, timeoutMs, fetchImpl }: SearxngOptions): WebSearchProvider {
  // Built once: a base URL that cannot be parsed fails at start-up, not on the first search.
  const searchUrl = endpoint(baseUrl, '/search');
  return {
    kind: 'searxng',
    snippetsOnly: true,
    async search({ query, maxResults, preferredDomains, signal }) {
      const url = new URL(searchUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      url.searchParams.set('language', 'it');
      const call: ProviderCall = { fetchImpl, timeoutMs, signal };
      const body = await fetchProviderJson(
        call,
        url,
        { method: 'GET', headers: { accept: 'application/json' } },
        searxngBody,
      );
      const results = cleanResults(
        body.results.map((result) => ({
          url: result.url,
          title: result.title,
          content: result.content,
          publishedAt: result.publishedDate,
        })),
        { preferredDomains, maxResults },
      );
      return { results, answer: null };
    },
  };
}
