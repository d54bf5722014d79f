import { z } from '../zod-it';
import { adminPageQuery, paginated } from './pagination';

/** A subscription plan (spec 2 §3): price is monthly, in euro, as a decimal string ("29.00"). */
export const subscriptionPlan = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  monthly_points: z.number().int(),
  price: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

export const upgradeRequestStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type UpgradeRequestStatus = (typeof upgradeRequestStatuses)[number];

/** A user's request to change plan: the beta takes no payments, an administrator decides. */
export const upgradeRequest = z.object({
  id: z.number().int(),
  status: z.enum(upgradeRequestStatuses),
  current_plan: subscriptionPlan,
  requested_plan: subscriptionPlan,
  message: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequest>;

/** GET /api/subscription: the plans, the user's plan and the days until the monthly reset. */
export const subscriptionResponse = z.object({
  success: z.literal(true),
  plans: z.array(subscriptionPlan),
  current_plan_id: z.number().int(),
  current_balance: z.number().int(),
  days_until_reset: z.number().int(),
  pending_request: upgradeRequest.nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const UPGRADE_MESSAGE_MAX = 1000;

/** POST /api/subscription/upgrade-requests. */
export const upgradeRequestCreate = z.object({
  plan_id: z.coerce
    .number('Seleziona un piano')
    .int('Seleziona un piano')
    .positive('Seleziona un piano')
    .max(2_147_483_647, 'Seleziona un piano'),
  message: z
    .string()
    .trim()
    .max(UPGRADE_MESSAGE_MAX, `Il messaggio non può superare i ${UPGRADE_MESSAGE_MAX} caratteri`)
    .nullish(),
});
export type UpgradeRequestCreate = z.infer<typeof upgradeRequestCreate>;

export const UPGRADE_REQUEST_SENT_MESSAGE =
  'Richiesta inviata! Un amministratore la esaminerà e ti scriverà all’indirizzo del tuo account.';

/** POST /api/subscription/upgrade-requests → 201; DELETE …/{id} (the user withdraws it) → 200. */
export const upgradeRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  request: upgradeRequest,
});
export type UpgradeRequestResponse = z.infer<typeof upgradeRequestResponse>;

export const upgradeRequestIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** An upgrade request as the admin portal lists it. */
export const adminUpgradeRequest = upgradeRequest.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminUpgradeRequest = z.infer<typeof adminUpgradeRequest>;

/** GET /api/admin/upgrade-requests?status=&page=&per_page= → the paginated envelope of spec 2 §3. */
export const adminUpgradeRequestsQuery = adminPageQuery.extend({
  status: z.enum(upgradeRequestStatuses).optional(),
});

export const adminUpgradeRequestsResponse = paginated(adminUpgradeRequest);
export type AdminUpgradeRequestsResponse = z.infer<typeof adminUpgradeRequestsResponse>;

/** PATCH /api/admin/upgrade-requests/{id} → 200. */
export const adminUpgradeDecisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  request: adminUpgradeRequest,
  /** Points added to the user's balance at once (the allowance difference of an upgrade). */
  granted_points: z.number().int(),
});
export type AdminUpgradeDecisionResponse = z.infer<typeof adminUpgradeDecisionResponse>;

/** PATCH /api/admin/upgrade-requests/{id}: approving moves the user to the requested plan. */
export const adminUpgradeDecision = z.object({
  status: z.enum(['approved', 'rejected'], 'Lo stato deve essere approved o rejected'),
});
export type AdminUpgradeDecision = z.infer<typeof adminUpgradeDecision>;
