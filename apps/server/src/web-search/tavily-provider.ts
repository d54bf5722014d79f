import { z } from '@brocardo/shared';
import { fetchProviderJson } from './provider-request';
import { candidateCount, endpoint } from './provider-url';
import { cleanResults } from './result-cleaning';
import type { WebSearchProvider } from './web-search-types';

export interface TavilyOptions {
  apiKey: string;
  /** https://api.tavily.com unless a proxy stands in between. */
  baseUrl: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

const TAVILY_MAX_RESULTS = 20;

const tavilyResult = z.object({
  url: z.string().catch(''),
  title: z.string().nullish().catch(null),
  content: z.string().nullish().catch(null),
  raw_content: z.string().nullish().catch(null),
  published_date: z.string().nullish().catch(null),
});
const tavilyBody = z.object({
  answer: z.string().nullish(),
  results: z.array(tavilyResult),
});

/**
 * Tavily's search API: `POST /search`, the key as a Bearer token. Results carry the page's text
 * (`raw_content`) when Tavily could read it, so they are not snippets only. Domains are never
 * passed as `include_domains` (a filter that can leave nothing): preferred results are ranked first.
 */
export function createTavilyProvider({
  apiKey,
  baseUrl,
  timeoutMs,
  fetchImpl,
}: TavilyOptions): WebSearchProvider {
  // Built once: a base URL that cannot be parsed fails at start-up, not on the first search.
  const searchUrl = endpoint(baseUrl, '/search');
  return {
    kind: 'tavily',
    snippetsOnly: false,
    async search({ query, maxResults, preferredDomains, signal }) {
      const body = await fetchProviderJson(
        { fetchImpl, timeoutMs, signal },
        searchUrl,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            query,
            max_results: candidateCount(maxResults, TAVILY_MAX_RESULTS),
            search_depth: 'basic',
            topic: 'general',
            // A boost for Italian pages, not a filter.
            country: 'italy',
            include_answer: true,
            include_raw_content: true,
          }),
        },
        tavilyBody,
      );
      const results = cleanResults(
        body.results.map((result) => {
          const raw = result.raw_content ?? '';
          const snippet = result.content ?? '';
          return {
            url: result.url,
            title: result.title,
            content: raw.length > snippet.length ? raw : snippet,
            publishedAt: result.published_date,
          };
        }),
        { preferredDomains, maxResults, keepLines: true },
      );
      const answer = body.answer?.trim() || null;
      return { results, answer };
    },
  };
}
