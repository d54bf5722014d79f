import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { isApiError } from '../../lib/api-client';
import { searchLegalDatabase } from './legal-db-api';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_RATE_LIMITED = 'Troppe ricerche ravvicinate. Attendi qualche secondo e riprova.';

export function searchErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 429) return SEARCH_RATE_LIMITED;
  return error instanceof Error ? error.message : 'Ricerca non riuscita.';
}

/**
 * The article search of the configuration modal (GET /rag-api/search over every act): asked
 * 300 ms after the last keystroke, from 2 characters on. No retry: it is rate limited.
 */
export function useLegalSearch() {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const active = term.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['legal-search', term],
    queryFn: ({ signal }) => searchLegalDatabase(term, { signal }),
    enabled: active,
    staleTime: 60_000,
    retry: false,
  });
  return {
    text,
    setText,
    active,
    /** Typing, or the answer for the current words is on its way. */
    searching: text.trim() !== term || (active && query.isFetching),
    results: active ? (query.data?.results ?? null) : null,
    error: active && query.isError ? searchErrorText(query.error) : null,
  };
}
