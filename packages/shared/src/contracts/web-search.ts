import { z } from '../zod-it';

/** Citations of web results: `@source:web:{n}`, n the result's 1-based position in the search. */
export const WEB_SOURCE_TYPE = 'web';

/** The default sources a web search favours (WEB_SEARCH_PREFERRED_DOMAINS): Italian and EU institutions. */
export const DEFAULT_WEB_SEARCH_PREFERRED_DOMAINS = [
  'cortedicassazione.it',
  'giustizia-amministrativa.it',
  'cortecostituzionale.it',
  'gazzettaufficiale.it',
  'normattiva.it',
  'eur-lex.europa.eu',
  'curia.europa.eu',
  'garanteprivacy.it',
] as const;

export const webSearchProviderKind = z.enum(['searxng', 'tavily', 'brave']);
export type WebSearchProviderKind = z.infer<typeof webSearchProviderKind>;

/** GET /api/web-search/status: whether Ricerca Web can answer, shown on its mode card. */
export const webSearchStatusResponse = z.object({
  configured: z.boolean(),
  provider: webSearchProviderKind.nullable(),
});
export type WebSearchStatusResponse = z.infer<typeof webSearchStatusResponse>;

export const webSearchResult = z.object({
  url: z.string(),
  title: z.string(),
  content: z.string(),
  /** The page's date when the provider gives one (ISO or as the provider writes it). */
  published_at: z.string().nullable().optional(),
  /** The host the result comes from, as shown next to its title. */
  site: z.string().optional(),
});
export type WebSearchResult = z.infer<typeof webSearchResult>;

/**
 * Spec 1 §3 web search data of one user message, as stored with it (message metadata `web_search`)
 * and returned by GET /api/conversations/{id}/web-search-data keyed by the message id.
 */
export const webSearchData = z.object({
  results: z.array(webSearchResult),
  directAnswer: z.string().nullable(),
  extractedKeywords: z.string(),
  query: z.string(),
  searchQuery: z.string(),
  enhancementNote: z.string(),
  enhancedSearch: z.boolean(),
  loading: z.boolean(),
  error: z.string().nullable(),
});
export type WebSearchData = z.infer<typeof webSearchData>;

/** GET /api/conversations/{id}/web-search-data. Entries stored by older clients are kept as they are. */
export const webSearchDataResponse = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.unknown()),
});
export type WebSearchDataResponse = z.infer<typeof webSearchDataResponse>;
