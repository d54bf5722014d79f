import { SIMPLE_EMAIL_PATTERN } from '../rules/auth';
import { z } from '../zod-it';

const LOGIN_FIELDS_REQUIRED = 'Inserisci email e password';

/** POST /api/login (spec 1 §5 Login, §7; spec 2 §7 admin sign-in with admin_login). */
export const loginRequest = z.object({
  // One message per field: the first failing check stops the others (abort).
  email: z
    .string(LOGIN_FIELDS_REQUIRED)
    .trim()
    .min(1, { error: LOGIN_FIELDS_REQUIRED, abort: true })
    .max(255, { error: 'Inserisci un indirizzo email valido', abort: true })
    .regex(SIMPLE_EMAIL_PATTERN, 'Inserisci un indirizzo email valido'),
  password: z.string(LOGIN_FIELDS_REQUIRED).min(1, LOGIN_FIELDS_REQUIRED).max(1024),
  admin_login: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The signed-in user as the API returns it (GET /api/user, and inside the login response). */
export const userResource = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  is_admin: z.boolean(),
  tutorial_completed: z.boolean(),
});
export type UserResource = z.infer<typeof userResource>;

export const loginResponse = z.object({ token: z.string(), user: userResource });
export type LoginResponse = z.infer<typeof loginResponse>;
