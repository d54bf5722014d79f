import {
  type AvailableDocumentsResponse,
  availableDocumentsResponse,
  type CitationSourceRequest,
  type CitationSourceResponse,
  citationSourceResponse,
  type LegalSearchResponse,
  legalSearchResponse,
  type VerifyCitationsRequest,
  type VerifyCitationsResponse,
  verifyCitationsResponse,
} from '@brocardo/shared';
import { api } from '../../lib/api-client';

/**
 * GET /rag-api/list-available-documents (spec 1 §7, no-store): the corpus acts and the user's
 * documents. The `_t` parameter keeps any intermediate cache from answering.
 */
export function fetchAvailableDocuments(signal?: AbortSignal): Promise<AvailableDocumentsResponse> {
  return api.get('/rag-api/list-available-documents', availableDocumentsResponse, {
    query: { _t: Date.now() },
    cache: 'no-store',
    signal,
  });
}

export const LEGAL_SEARCH_LIMIT = 10;

/** GET /rag-api/search: a free, rate-limited look-up of articles (every act unless `acts` is given). */
export function searchLegalDatabase(
  q: string,
  options: { acts?: string[]; signal?: AbortSignal } = {},
): Promise<LegalSearchResponse> {
  const acts = options.acts?.length ? options.acts.join(',') : undefined;
  return api.get('/rag-api/search', legalSearchResponse, {
    query: { q, limit: LEGAL_SEARCH_LIMIT, acts },
    signal: options.signal,
  });
}

/** POST /rag-api/citation-source: the exact text of a cited source (404 when it does not exist). */
export function fetchCitationSource(
  body: CitationSourceRequest,
  signal?: AbortSignal,
): Promise<CitationSourceResponse> {
  return api.post('/rag-api/citation-source', body, citationSourceResponse, { signal });
}

/** POST /rag-api/verify-citations: which references of a text are real, and among the sources given. */
export function verifyCitations(
  body: VerifyCitationsRequest,
  signal?: AbortSignal,
): Promise<VerifyCitationsResponse> {
  return api.post('/rag-api/verify-citations', body, verifyCitationsResponse, { signal });
}
