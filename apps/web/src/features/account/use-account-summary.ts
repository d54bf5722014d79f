import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { fetchAccountSummary } from './account-api';

export const accountKeys = { summary: ['account', 'summary'] as const };

/**
 * The account summary. A 401 is remembered apart from the query: the API client then ends the
 * session, which clears the query cache (and with it the error) before the page can show it.
 */
export function useAccountSummary() {
  const [sessionExpired, setSessionExpired] = useState(false);
  const query = useQuery({
    queryKey: accountKeys.summary,
    queryFn: async ({ signal }) => {
      try {
        return await fetchAccountSummary(signal);
      } catch (error) {
        if (isApiError(error) && error.status === 401) setSessionExpired(true);
        throw error;
      }
    },
  });
  return { ...query, sessionExpired };
}
