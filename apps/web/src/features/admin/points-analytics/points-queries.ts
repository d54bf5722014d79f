import type { AdminDateRangeQuery } from '@brocardo/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPointsAnalytics } from '../admin-api';
import { adminKeys } from '../admin-queries';

export function usePointsAnalytics(range: AdminDateRangeQuery) {
  return useQuery({
    queryKey: [...adminKeys.points, range],
    queryFn: ({ signal }) => fetchPointsAnalytics(range, signal),
    placeholderData: keepPreviousData,
  });
}
