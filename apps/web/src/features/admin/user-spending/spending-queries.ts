import { type AdminDateRangeQuery, USER_SPENDING_PER_PAGE } from '@brocardo/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchLlmPricing, fetchUserSpendingPage } from '../admin-api';
import { adminKeys } from '../admin-queries';

/** One page of users and the period's summary; the previous page stays shown while the next loads. */
export function useUserSpendingPage(range: AdminDateRangeQuery, page: number) {
  return useQuery({
    queryKey: [...adminKeys.spending, 'page', range, page],
    queryFn: ({ signal }) =>
      fetchUserSpendingPage({ ...range, page, per_page: USER_SPENDING_PER_PAGE }, signal),
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
