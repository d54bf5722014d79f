import { createBraveProvider } from './brave-provider';
import { createSearxngProvider } from './searxng-provider';
import { createTavilyProvider } from './tavily-provider';
import type { WebSearchProvider, WebSearchProviderKind } from './web-search-types';

export type {
  WebSearchProvider,
  WebSearchProviderKind,
  WebSearchRequest,
  WebSearchResponse,
  WebSearchResult,
} from './web-search-types';

export interface WebSearchConfig {
  provider: WebSearchProviderKind | null;
  searxngUrl?: string | undefined;
  tavilyApiKey?: string | undefined;
  /** Default https://api.tavily.com. */
  tavilyBaseUrl?: string | undefined;
  braveApiKey?: string | undefined;
  /** Default https://api.search.brave.com. */
  braveBaseUrl?: string | undefined;
  /** Default 8000. */
  timeoutMs?: number | undefined;
}

export const DEFAULT_WEB_SEARCH_TIMEOUT_MS = 8_000;
const DEFAULT_TAVILY_BASE_URL = 'https://api.tavily.com';
const DEFAULT_BRAVE_BASE_URL = 'https://api.search.brave.com';

/** The configured search provider; null when none is set or its URL or key is missing. */
export function createWebSearchProvider(
  config: WebSearchConfig,
  fetchImpl: typeof fetch = fetch,
): WebSearchProvider | null {
  const timeoutMs = config.timeoutMs ?? DEFAULT_WEB_SEARCH_TIMEOUT_MS;
  switch (config.provider) {
    case 'searxng':
      return config.searxngUrl
        ? createSearxngProvider({ baseUrl: config.searxngUrl, timeoutMs, fetchImpl })
        : null;
    case 'tavily':
      return config.tavilyApiKey
        ? createTavilyProvider({
            apiKey: config.tavilyApiKey,
            baseUrl: config.tavilyBaseUrl || DEFAULT_TAVILY_BASE_URL,
            timeoutMs,
            fetchImpl,
          })
        : null;
    case 'brave':
      return config.braveApiKey
        ? createBraveProvider({
            apiKey: config.braveApiKey,
            baseUrl: config.braveBaseUrl || DEFAULT_BRAVE_BASE_URL,
            timeoutMs,
            fetchImpl,
          })
        : null;
    default:
      return null;
  }
}
