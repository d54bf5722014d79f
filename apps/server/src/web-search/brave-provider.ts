import { z } from '@brocardo/shared';
import { fetchProviderJson } from './provider-request';
import { candidateCount, endpoint } from './provider-url';
import { cleanResults } from './result-cleaning';
import type { WebSearchProvider } from './web-search-types';

export interface BraveOptions {
  apiKey: string;
  /** https://api.search.brave.com unless a proxy stands in between. */
  baseUrl: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

const BRAVE_MAX_COUNT = 20;

const braveResult = z.object({
  url: z.string().catch(''),
  title: z.string().nullish().catch(null),
  description: z.string().nullish().catch(null),
  /** ISO-like date of the page, when Brave resolved one. */
  page_age: z.string().nullish().catch(null),
  /** "3 giorni fa" or "1 maggio 2023": read only when it is a date. */
  age: z.string().nullish().catch(null),
});
// No `web` at all when nothing was found.
const braveBody = z.object({
  web: z.object({ results: z.array(braveResult) }).optional(),
});

/** Brave's Web Search API: `GET /res/v1/web/search`, the key in `X-Subscription-Token`; snippets only. */
export function createBraveProvider({
  apiKey,
  baseUrl,
  timeoutMs,
  fetchImpl,
}: BraveOptions): WebSearchProvider {
  // Built once: a base URL that cannot be parsed fails at start-up, not on the first search.
  const searchUrl = endpoint(baseUrl, '/res/v1/web/search');
  return {
    kind: 'brave',
    snippetsOnly: true,
    async search({ query, maxResults, preferredDomains, signal }) {
      const url = new URL(searchUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('count', String(candidateCount(maxResults, BRAVE_MAX_COUNT)));
      url.searchParams.set('search_lang', 'it');
      url.searchParams.set('country', 'IT');
      const body = await fetchProviderJson(
        { fetchImpl, timeoutMs, signal },
        url,
        { method: 'GET', headers: { accept: 'application/json', 'x-subscription-token': apiKey } },
        braveBody,
      );
      const results = cleanResults(
        (body.web?.results ?? []).map((result) => ({
          url: result.url,
          title: result.title,
          content: result.description,
          publishedAt: result.page_age ?? result.age,
        })),
        { preferredDomains, maxResults },
      );
      return { results, answer: null };
    },
  };
}
