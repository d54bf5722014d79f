import type { PointsDashboardResponse } from '@brocardo/shared';

/**
 * GET /api/points/dashboard as the server answers it (the contract `pointsDashboardResponse`):
 * the dashboard at the top level and again under `dashboard`.
 */
export function pointsDashboardBody(balance: number): PointsDashboardResponse {
  const dashboard = {
    current_balance: balance,
    plan_name: 'Professional',
    monthly_allowance: 5000,
    monthly_usage: 0,
    days_until_reset: 12,
    recent_transactions: [],
  };
  return { success: true, ...dashboard, dashboard };
}
