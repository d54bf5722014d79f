import { z } from '../zod-it';
import { registerFields, registrationMessages } from './auth';
import { subscriptionPlan } from './subscription';

/** A user id in an admin path: a positive integer, else 404. */
export const adminUserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const BALANCE_INVALID = 'Il saldo punti deve essere un numero intero non negativo';

/** PATCH /api/admin/users/{id}/points (spec 2 §7; points minimum 0, spec 2 §9). */
export const adminPointsRequest = z.object({
  points_balance: z.coerce
    .number(BALANCE_INVALID)
    .int(BALANCE_INVALID)
    .min(0, BALANCE_INVALID)
    .max(100_000_000),
  reason: z.string().trim().max(255, 'Il motivo non può superare i 255 caratteri').nullish(),
});
export type AdminPointsRequest = z.infer<typeof adminPointsRequest>;

export const ADMIN_POINTS_UPDATED_MESSAGE = 'Points balance updated successfully!';

/** A user as the admin portal's User Management shows it (spec 2 §3 User, admin view). */
export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  subscription_plan_id: z.number().int(),
  subscription_plan: subscriptionPlan,
  points_balance: z.number().int(),
  email_verified_at: z.string().nullable(),
  tutorial_completed: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/admin/users: the user array (spec 2 §7), newest first. */
export const adminUsersResponse = z.array(adminUser);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

const adminUserFields = {
  name: registerFields.name,
  email: registerFields.email,
  is_admin: z.boolean('Indica se l’utente è amministratore').default(false),
  subscription_plan_id: z.coerce
    .number('Seleziona un piano')
    .int('Seleziona un piano')
    .positive('Seleziona un piano')
    .max(2_147_483_647, 'Seleziona un piano'),
};

/** POST /api/admin/users: the password is required (the registration's policy). */
export const adminUserCreate = z.object({ ...adminUserFields, password: registerFields.password });
export type AdminUserCreate = z.infer<typeof adminUserCreate>;

/**
 * PUT /api/admin/users/{id}: the password is optional (blank or absent: unchanged, spec 2 §5). Blank
 * becomes undefined before the registration's policy applies, so a weak one gets that policy's message.
 */
export const adminUserUpdate = z.object({
  ...adminUserFields,
  password: z
    .string(registrationMessages.passwordMin)
    .nullish()
    .transform((value) => value || undefined)
    .pipe(registerFields.password.optional()),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;

/** POST/PUT answers: the user as listed; DELETE answers { success, message }. */
export const adminUserResponse = z.object({ success: z.literal(true), message: z.string(), user: adminUser });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

/** PATCH /api/admin/users/{id}/verify-email: `already_verified` when there was nothing to do. */
export const adminVerifyEmailResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  already_verified: z.boolean(),
  email_verified_at: z.string(),
});
export type AdminVerifyEmailResponse = z.infer<typeof adminVerifyEmailResponse>;
