import { DEFAULT_POINT_COSTS, POINTS_ACTIONS, type PointsAction, pointCostsResponse } from '@brocardo/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const pointCostsQueryKey = ['points', 'costs'] as const;

export type PointCosts = Readonly<Record<PointsAction, number>>;

/** The server's costs over the shared defaults: a cost the server leaves out keeps its default. */
export function mergePointCosts(serverCosts: Readonly<Record<string, number>>): PointCosts {
  const costs: Record<PointsAction, number> = { ...DEFAULT_POINT_COSTS };
  for (const action of POINTS_ACTIONS) {
    const cost = serverCosts[action];
    if (cost !== undefined) costs[action] = cost;
  }
  return costs;
}

async function fetchPointCosts(signal: AbortSignal): Promise<PointCosts> {
  const body = await api.get('/api/points/costs', pointCostsResponse, { signal });
  return mergePointCosts(body.point_costs);
}

/**
 * What each action costs, as the server charges it (GET /api/points/costs; `POINTS_COST_*` may
 * change the defaults). Asked once per session; the shared defaults stand in only while the
 * answer is loading or when it failed.
 */
export function usePointCosts(): PointCosts {
  const { data } = useQuery({
    queryKey: pointCostsQueryKey,
    queryFn: ({ signal }) => fetchPointCosts(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? DEFAULT_POINT_COSTS;
}
