import type { UpgradeRequestCreate } from '@brocardo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createUpgradeRequest, fetchSubscription, withdrawUpgradeRequest } from './subscription-api';

export const subscriptionKeys = { all: ['subscription'] as const };

// The account page shows the pending request too; its cache is refreshed with ours.
const ACCOUNT_KEY = ['account'] as const;

export function useSubscription() {
  return useQuery({ queryKey: subscriptionKeys.all, queryFn: ({ signal }) => fetchSubscription(signal) });
}

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
  };
}

/** POST /api/subscription/upgrade-requests; whatever the answer, the page re-reads the plans. */
export function useRequestUpgrade() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (body: UpgradeRequestCreate) => createUpgradeRequest(body),
    onSettled: refresh,
  });
}

/** DELETE /api/subscription/upgrade-requests/{id}: the user withdraws a pending request. */
export function useWithdrawUpgrade() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: (id: number) => withdrawUpgradeRequest(id), onSettled: refresh });
}
