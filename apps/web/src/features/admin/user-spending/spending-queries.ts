import type { AdminDateRangeQuery } from '@brocardo/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchLlmPricing, fetchUserSpending } from '../admin-api';
import { adminKeys } from '../admin-queries';

export function useUserSpending(range: AdminDateRangeQuery) {
  return useQuery({
    queryKey: [...adminKeys.spending, 'rows', range],
    queryFn: ({ signal }) => fetchUserSpending(range, signal),
    placeholderData: keepPreviousData,
  });
}

/** Whether the model's prices are set (without them every cost is 0). */
export function useLlmPricing() {
  return useQuery({
    queryKey: [...adminKeys.spending, 'pricing'],
    queryFn: ({ signal }) => fetchLlmPricing(signal),
    staleTime: 5 * 60_000,
  });
}
