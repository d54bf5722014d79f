/** One search result, as every provider returns it. */
export interface WebSearchResult {
  url: string;
  title: string;
  /** The snippet, or the page's extracted text once it has been read. */
  content: string;
  /** ISO date (YYYY-MM-DD) when the provider gives one. */
  publishedAt?: string | null;
}

export interface WebSearchResponse {
  results: WebSearchResult[];
  /** Tavily's `answer`, else null. */
  answer: string | null;
}

export interface WebSearchRequest {
  query: string;
  maxResults: number;
  /** Preferred domains: their results come first; never a filter that could drop everything. */
  preferredDomains: readonly string[];
  signal?: AbortSignal;
}

export type WebSearchProviderKind = 'searxng' | 'tavily' | 'brave';

export interface WebSearchProvider {
  readonly kind: WebSearchProviderKind;
  /** Whether results carry only snippets (then the caller fetches the pages). */
  readonly snippetsOnly: boolean;
  search(request: WebSearchRequest): Promise<WebSearchResponse>;
}
