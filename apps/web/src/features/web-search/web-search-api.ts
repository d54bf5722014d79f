import {
  type WebSearchData,
  type WebSearchStatusResponse,
  webSearchData,
  webSearchDataResponse,
  webSearchStatusResponse,
} from '@brocardo/shared';
import { api } from '../../lib/api-client';

/** GET /api/web-search/status: whether a search provider is configured on the server. */
export function fetchWebSearchStatus(signal?: AbortSignal): Promise<WebSearchStatusResponse> {
  return api.get('/api/web-search/status', webSearchStatusResponse, { signal });
}

/**
 * The stored entries that are web search data as this client knows it, by user message id.
 * Older clients stored other shapes under the same endpoint: those entries are left out.
 */
export function readStoredWebSearch(data: Record<string, unknown>): Map<number, WebSearchData> {
  const byMessage = new Map<number, WebSearchData>();
  for (const [key, value] of Object.entries(data)) {
    const messageId = Number(key);
    if (!Number.isInteger(messageId)) continue;
    const parsed = webSearchData.safeParse(value);
    if (parsed.success) byMessage.set(messageId, parsed.data);
  }
  return byMessage;
}

/** GET /api/conversations/{id}/web-search-data (spec 1 §7): each question's search, by its id. */
export async function fetchStoredWebSearch(
  conversationId: number,
  signal?: AbortSignal,
): Promise<Map<number, WebSearchData>> {
  const body = await api.get(`/api/conversations/${conversationId}/web-search-data`, webSearchDataResponse, {
    signal,
  });
  return readStoredWebSearch(body.data);
}
