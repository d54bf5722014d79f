import { AppError, type WebSearchResult, type WebSearchStatusResponse } from '@brocardo/shared';
import { readPages } from '../../web-search/page-reader';
import { buildSearchQuery, extractKeywords } from '../../web-search/query-keywords';
import type { WebSearchProvider } from '../../web-search/web-search-provider';

/** The model's keyword line for a question (null: none, or the model failed), under the caller's metering. */
export type KeywordSuggester = (question: string, userId: number) => Promise<string | null>;

export interface WebSearchSettings {
  preferredDomains: readonly string[];
  maxResults: number;
  /** Result pages read for their text when the provider returns only snippets. */
  fetchPages: number;
  /** host:port pairs readable although they resolve to private addresses (tests, intranet). */
  allowedHosts: readonly string[];
}

export interface WebSearchServiceDeps {
  provider: WebSearchProvider | null;
  settings: WebSearchSettings;
  /** The configured model's keywords; without a model the deterministic extractor alone. */
  suggestKeywords?: KeywordSuggester | undefined;
}

/** One search as the chat mode uses it: what was searched and what was found. */
export interface WebSearchOutcome {
  query: string;
  searchQuery: string;
  extractedKeywords: string;
  enhancementNote: string;
  /** The model chose the keywords (false: the deterministic extractor did). */
  enhancedSearch: boolean;
  /** In the provider's order, preferred sources first; `content` is the page text when it was read. */
  results: WebSearchResult[];
  directAnswer: string | null;
}

const MAX_MODEL_KEYWORDS = 10;
const MAX_KEYWORD_LENGTH = 80;

/**
 * The model's line as keywords, or null when it is not one line of short comma-separated terms.
 * The deterministic extractor's legal references (they hold a digit: "art. 2051 c.c.") are kept
 * whole whatever the model wrote: a model may shorten or misspell them.
 */
export function mergeKeywords(deterministic: readonly string[], suggestion: string | null): string[] | null {
  if (!suggestion || suggestion.includes('\n')) return null;
  const suggested = suggestion
    .split(/[,;]/)
    .map((keyword) => keyword.trim().replace(/^["«']+|["»']+$/g, ''))
    .filter(Boolean);
  if (suggested.length === 0 || suggested.length > MAX_MODEL_KEYWORDS) return null;
  if (suggested.some((keyword) => keyword.length > MAX_KEYWORD_LENGTH)) return null;
  const merged = [...suggested];
  const seen = new Set(merged.map((keyword) => keyword.toLowerCase()));
  for (const keyword of deterministic) {
    if (/\d/.test(keyword) && !seen.has(keyword.toLowerCase())) merged.unshift(keyword);
  }
  return merged;
}

const siteOf = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

export function createWebSearchService({ provider, settings, suggestKeywords }: WebSearchServiceDeps) {
  function status(): WebSearchStatusResponse {
    return { configured: provider !== null, provider: provider?.kind ?? null };
  }

  /**
   * Keywords (the model's when configured, else the deterministic extractor's), the provider's
   * search, then the top pages read when the provider gave snippets only (a page that cannot be
   * read keeps its snippet). Fails as WEB_SEARCH_UNAVAILABLE / _FAILED / _TIMEOUT / _RATE_LIMITED.
   */
  async function search(question: string, userId: number): Promise<WebSearchOutcome> {
    if (!provider) throw new AppError('WEB_SEARCH_UNAVAILABLE');
    const deterministic = extractKeywords(question);
    const suggestion = suggestKeywords ? await suggestKeywords(question, userId) : null;
    const merged = mergeKeywords(deterministic, suggestion);
    const keywords = merged ?? deterministic;
    const built = buildSearchQuery(question, keywords, settings.preferredDomains);
    const response = await provider.search({
      query: built.searchQuery,
      maxResults: settings.maxResults,
      preferredDomains: settings.preferredDomains,
    });
    const found =
      provider.snippetsOnly && settings.fetchPages > 0
        ? await readPages(response.results, {
            count: settings.fetchPages,
            allowedHosts: settings.allowedHosts,
          })
        : response.results;
    return {
      query: question,
      searchQuery: built.searchQuery,
      extractedKeywords: built.extractedKeywords,
      enhancementNote: merged
        ? `Parole chiave scelte dal modello AI; riferimenti normativi mantenuti interi. ${built.enhancementNote}`
        : built.enhancementNote,
      enhancedSearch: merged !== null,
      results: found.map((result) => ({
        url: result.url,
        title: result.title,
        content: result.content,
        published_at: result.publishedAt ?? null,
        site: siteOf(result.url),
      })),
      directAnswer: response.answer,
    };
  }

  return { status, search };
}

export type WebSearchService = ReturnType<typeof createWebSearchService>;
