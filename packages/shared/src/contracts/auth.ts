import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIMPLE_EMAIL_PATTERN,
} from '../rules/auth';
import { withoutBidiControls } from '../rules/display-text';
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

/** Spec 1 §5 Registration: the exact messages, one per field (the first failing check wins). */
export const registrationMessages = {
  nameRequired: 'Il nome è obbligatorio',
  nameMin: 'Il nome deve essere di almeno 2 caratteri',
  nameMax: 'Il nome non può superare i 255 caratteri',
  emailRequired: "L'email è obbligatoria",
  emailInvalid: 'Inserisci un indirizzo email valido',
  emailMax: "L'email non può superare i 255 caratteri",
  emailTaken: 'Questo indirizzo email è già registrato',
  passwordRequired: 'La password è obbligatoria',
  passwordMin: 'La password deve essere di almeno 8 caratteri',
  passwordComplexity: 'La password deve contenere almeno una lettera minuscola, una maiuscola e un numero',
  confirmationRequired: 'Conferma la password',
  confirmationMismatch: 'Le password non coincidono',
  captchaFailed: 'Verifica reCAPTCHA fallita. Riprova.',
} as const;

const m = registrationMessages;

export const registerFields = {
  name: z
    .string(m.nameRequired)
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, { error: m.nameRequired, abort: true })
    .min(NAME_MIN_LENGTH, { error: m.nameMin, abort: true })
    .max(NAME_MAX_LENGTH, m.nameMax),
  email: z
    .string(m.emailRequired)
    .trim()
    .min(1, { error: m.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: m.emailMax, abort: true })
    .regex(SIMPLE_EMAIL_PATTERN, m.emailInvalid),
  password: z
    .string(m.passwordRequired)
    .min(1, { error: m.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: m.passwordMin, abort: true })
    .max(1024, m.passwordMin)
    .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), m.passwordComplexity),
  password_confirmation: z.string(m.confirmationRequired).min(1, m.confirmationRequired),
  captcha_token: z.string(m.captchaFailed).min(1, m.captchaFailed).max(10_000, m.captchaFailed),
};

/** POST /api/register. The web form validates each field with the same rules as you type. */
export const registerRequest = z.object(registerFields).superRefine((value, ctx) => {
  if (value.password_confirmation && value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: m.confirmationMismatch });
  }
});
export type RegisterRequest = z.infer<typeof registerRequest>;
