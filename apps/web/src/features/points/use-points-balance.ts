import { pointsDashboardResponse } from '@brocardo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { appEvents, onAppEvent } from '../../lib/events';

export const pointsDashboardQueryKey = ['points', 'dashboard'] as const;

export interface PointsBalance {
  /** The current balance; 0 when it could not be loaded (spec 1 §8); null only while first loading. */
  balance: number | null;
  isLoading: boolean;
}

/**
 * The user's points balance for the sidebar and the top bar. It refreshes whenever a
 * `points-updated` event fires (after every answer, spec 1 §4 Sending a message 7).
 */
export function usePointsBalance(): PointsBalance {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: pointsDashboardQueryKey,
    queryFn: async ({ signal }) =>
      (await api.get('/api/points/dashboard', pointsDashboardResponse, { signal })).current_balance,
  });

  useEffect(
    () =>
      onAppEvent(appEvents.pointsUpdated, () => {
        void queryClient.invalidateQueries({ queryKey: pointsDashboardQueryKey });
      }),
    [queryClient],
  );

  if (query.isError) return { balance: 0, isLoading: false };
  return { balance: query.data ?? null, isLoading: query.isPending };
}
