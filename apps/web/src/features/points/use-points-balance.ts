import { pointsDashboardResponse } from '@brocardo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../../lib/api-client';
import { appEvents, emitAppEvent, onAppEvent } from '../../lib/events';

export const pointsDashboardQueryKey = ['points', 'dashboard'] as const;

export interface PointsBalance {
  /** The current balance; 0 when it could not be loaded (spec 1 §8); null only while first loading. */
  balance: number | null;
  isLoading: boolean;
}

/** True while a points-updated event announces a balance already shown: no one reads it again. */
let announcingKnownBalance = false;

/**
 * The user's points balance for the sidebar and the top bar. It refreshes whenever a
 * `points-updated` event fires (after every answer, spec 1 §4 Sending a message 7), unless the event
 * comes with the new balance (useAnnounceBalance).
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
        if (announcingKnownBalance) return;
        // The card and the pill both listen: one read serves both.
        void queryClient.invalidateQueries({ queryKey: pointsDashboardQueryKey }, { cancelRefetch: false });
      }),
    [queryClient],
  );

  if (query.isError) return { balance: 0, isLoading: false };
  return { balance: query.data ?? null, isLoading: query.isPending };
}

/**
 * After an action that may have changed the balance: fires the points-updated event. With the new
 * balance (a stream's `done`, a response's `balance`) it is shown at once and not read again, as
 * when it is 'unchanged' (an action that cost nothing); with null (unknown: a stopped answer, a lost
 * connection) the balance is read again.
 */
export function useAnnounceBalance(): (balance: number | null | 'unchanged') => void {
  const queryClient = useQueryClient();
  return useCallback(
    (balance: number | null | 'unchanged') => {
      if (balance === null) {
        emitAppEvent(appEvents.pointsUpdated);
        return;
      }
      if (balance !== 'unchanged') queryClient.setQueryData(pointsDashboardQueryKey, balance);
      announcingKnownBalance = true;
      try {
        emitAppEvent(appEvents.pointsUpdated);
      } finally {
        announcingKnownBalance = false;
      }
    },
    [queryClient],
  );
}
