import type { WebSearchData } from '@brocardo/shared';
import { useQuery } from '@tanstack/react-query';
import { getAuthToken } from '../../lib/storage';
import { fetchStoredWebSearch, fetchWebSearchStatus } from './web-search-api';

export const webSearchStatusQueryKey = ['web-search', 'status'] as const;

export function storedWebSearchQueryKey(conversationId: number) {
  return ['web-search', 'data', conversationId] as const;
}

/**
 * Whether Ricerca Web can be used: false only when the server says no provider is configured.
 * Until the status is known, or when it cannot be read, the mode stays offered (the server still
 * refuses a search it cannot make, and says why).
 */
export function useWebSearchAvailable(): boolean {
  const status = useQuery({
    queryKey: webSearchStatusQueryKey,
    queryFn: ({ signal }) => fetchWebSearchStatus(signal),
    // Like the AI status: it changes only with the server's configuration.
    staleTime: 5 * 60_000,
  });
  return status.data?.configured !== false;
}

const NO_STORED_SEARCH: ReadonlyMap<number, WebSearchData> = new Map();

/**
 * The web searches stored with a conversation's questions (GET …/web-search-data), by user
 * message id, so the sources and the web citations survive a reload. Asked again whenever the
 * conversation is opened again (its messages are reloaded then too).
 */
export function useStoredWebSearch(conversationId: number | null): ReadonlyMap<number, WebSearchData> {
  const query = useQuery({
    queryKey: storedWebSearchQueryKey(conversationId ?? 0),
    queryFn: ({ signal }) => fetchStoredWebSearch(conversationId ?? 0, signal),
    // Its own `enabled` replaces the default session check, so it repeats it.
    enabled: conversationId !== null && getAuthToken() !== null,
    staleTime: 0,
  });
  return query.data ?? NO_STORED_SEARCH;
}
