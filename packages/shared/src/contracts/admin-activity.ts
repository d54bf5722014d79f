import { z } from '../zod-it';
import { ACTIVITY_TYPES } from './activity';
import { adminDateRangeQuery, DATE_RANGE_INVERTED, dateRangeInOrder } from './admin-period';
import { adminPageQuery, paginated } from './pagination';

/**
 * What an administrator did, written by the server with the administrator as the record's user and
 * the target, old and new values in its details (issue 22): one record per action.
 */
export const ADMIN_ACTION_TYPES = [
  'ADMIN_USER_CREATED',
  'ADMIN_USER_UPDATED',
  'ADMIN_USER_DELETED',
  'ADMIN_POINTS_UPDATED',
  'ADMIN_EMAIL_VERIFIED',
  'ADMIN_PLAN_REQUEST_DECIDED',
  'ADMIN_FEEDBACK_DELETED',
] as const;
export type AdminActionType = (typeof ADMIN_ACTION_TYPES)[number];

/** Every type the activity log may hold, for the log's filter (spec 2 §3 first). */
export const ADMIN_ACTIVITY_FILTER_TYPES = [...ACTIVITY_TYPES, ...ADMIN_ACTION_TYPES] as const;

/** The `details.alert` of a SECURITY_ALERT_GENERATED record. */
export const SECURITY_ALERTS = ['login_lockout', 'admin_login_denied', 'session_superseded'] as const;
export type SecurityAlert = (typeof SECURITY_ALERTS)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/admin/user-activities (spec 2 §7): empties omitted or blank; 15 per page by default. */
export const adminActivitiesQuery = adminPageQuery
  .extend(adminDateRangeQuery.shape)
  .extend({
    user_id: z
      .union([z.literal(''), id])
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    action_type: z
      .string()
      .trim()
      .max(60)
      .regex(/^[A-Z_]*$/, 'Tipo di attività non valido')
      .optional()
      .transform((value) => value || undefined),
  })
  .refine(dateRangeInOrder, { path: ['date_to'], message: DATE_RANGE_INVERTED });
export type AdminActivitiesQuery = z.infer<typeof adminActivitiesQuery>;

/** Spec 2 §3 Activity record. `user` is null for an anonymous event or a deleted user. */
export const adminActivityRecord = z.object({
  id: z.number().int(),
  action_type: z.string(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip_address: z.string().nullable(),
});
export type AdminActivityRecord = z.infer<typeof adminActivityRecord>;

export const adminActivitiesResponse = paginated(adminActivityRecord);
export type AdminActivitiesResponse = z.infer<typeof adminActivitiesResponse>;
