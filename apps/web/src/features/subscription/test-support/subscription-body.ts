import type { SubscriptionPlan, SubscriptionResponse, UpgradeRequest } from '@brocardo/shared';

export const plans: SubscriptionPlan[] = [
  { id: 1, code: 'free', name: 'Free', monthly_points: 100, price: '0.00' },
  { id: 2, code: 'professional', name: 'Professional', monthly_points: 5000, price: '29.00' },
  { id: 3, code: 'studio', name: 'Studio', monthly_points: 20000, price: '1249.50' },
];

export function upgradeRequestBody(planId: number, overrides: Partial<UpgradeRequest> = {}): UpgradeRequest {
  const requested = plans.find((plan) => plan.id === planId) ?? plans[1];
  if (!requested || !plans[0]) throw new Error('no plans');
  return {
    id: 41,
    status: 'pending',
    current_plan: plans[0],
    requested_plan: requested,
    message: null,
    created_at: '2026-11-23T09:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** GET /api/subscription as the contract `subscriptionResponse` describes it. */
export function subscriptionBody(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    success: true,
    plans,
    current_plan_id: 1,
    current_balance: 40,
    days_until_reset: 12,
    pending_request: null,
    ...overrides,
  };
}
