import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { appEvents, onAppEvent } from '../../lib/events';
import { isRecord } from '../../lib/records';

export const pointsDashboardQueryKey = ['points', 'dashboard'] as const;

/** The balance from GET /api/points/dashboard: at the top level, or inside `dashboard`. */
function readBalance(body: unknown): number {
  const candidates = [body, isRecord(body) ? body.dashboard : undefined];
  for (const candidate of candidates) {
    if (isRecord(candidate) && typeof candidate.current_balance === 'number') {
      return candidate.current_balance;
    }
  }
  throw new Error('Risposta di /api/points/dashboard senza current_balance');
}

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
    queryFn: async () => readBalance(await api.get('/api/points/dashboard')),
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
