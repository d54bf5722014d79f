import { z } from '../zod-it';

/** 402 body field: what an action needed and what the user has (spec 1 §3 Points info). */
export const pointsInfo = z.object({
  required: z.number().int(),
  current_balance: z.number().int(),
  shortfall: z.number().int(),
});
export type PointsInfo = z.infer<typeof pointsInfo>;

/** A ledger row as the account page shows it (spec 2 §3 Transaction). */
export const pointsTransaction = z.object({
  id: z.number().int(),
  action: z.string(),
  kind: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  /** Positive for spending, negative for a refund or grant (the spec's "points used"). */
  points_used: z.number().int(),
  balance_after: z.number().int(),
});
export type PointsTransaction = z.infer<typeof pointsTransaction>;

export const pointsDashboard = z.object({
  current_balance: z.number().int(),
  plan_name: z.string(),
  monthly_allowance: z.number().int(),
  /** Points spent this month, net of refunds. */
  monthly_usage: z.number().int(),
  days_until_reset: z.number().int(),
  recent_transactions: z.array(pointsTransaction),
});
export type PointsDashboard = z.infer<typeof pointsDashboard>;

/** GET /api/points/dashboard: the dashboard, also with its fields at the top level (spec 1 §3). */
export const pointsDashboardResponse = pointsDashboard.extend({
  success: z.literal(true),
  dashboard: pointsDashboard,
});
export type PointsDashboardResponse = z.infer<typeof pointsDashboardResponse>;

/** GET /api/points/costs. */
export const pointCostsResponse = z.object({
  success: z.literal(true),
  point_costs: z.record(z.string(), z.number().int()),
});
export type PointCostsResponse = z.infer<typeof pointCostsResponse>;
