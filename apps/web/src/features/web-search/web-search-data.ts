import type { WebSearchData, WebSearchResult, WebSearchResultsEvent } from '@brocardo/shared';

/** Spec 1 §8: a failed web search without a message of its own. */
export const WEB_SEARCH_FAILED_TEXT = 'Web search failed';

/** The `web_search_results` event of a chat stream as the web search data of its question (spec 1 §3). */
export function webSearchFromEvent(event: WebSearchResultsEvent, question: string): WebSearchData {
  return {
    results: event.results,
    directAnswer: event.answer?.trim() || null,
    extractedKeywords: event.extracted_keywords ?? '',
    query: question,
    searchQuery: event.search_query ?? '',
    enhancementNote: event.enhancement_note ?? '',
    enhancedSearch: event.enhanced_search ?? false,
    loading: false,
    error: event.success ? null : event.error?.trim() || WEB_SEARCH_FAILED_TEXT,
  };
}

/**
 * A result's address when it may be a link: only http and https (a `javascript:` or `data:`
 * address from a search provider must never become a link). Null otherwise.
 */
export function linkableUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The host a result comes from: the provider's, else read from its address. */
export function resultSite(result: WebSearchResult): string {
  if (result.site?.trim()) return result.site.trim();
  try {
    return new URL(result.url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The result an `@source:web:{n}` citation names: the n-th of the search (1-based). */
export function webResultFor(
  results: readonly WebSearchResult[] | undefined,
  identifier: string,
): WebSearchResult | undefined {
  if (!results || !/^\d+$/.test(identifier)) return undefined;
  return results[Number(identifier) - 1];
}

const LONG_DATE = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * `2024-05-10` (or an ISO date and time) → `10 maggio 2024`; null for anything else, so a
 * provider's free text ("2 days ago") is not shown as a date.
 */
export function formatPublishedDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return LONG_DATE.format(date);
}
