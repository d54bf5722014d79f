import { z } from '../zod-it';

/** POST /api/register → 201. */
export const REGISTRATION_SUCCESS_MESSAGE =
  'Registrazione completata! Controlla la tua email per verificare il tuo account.';
/** POST /api/email/resend → 200 (also for an unknown or already verified account: no enumeration). */
export const VERIFICATION_EMAIL_SENT_MESSAGE =
  'Email di verifica inviata! Controlla la tua casella di posta.';

export const registerResponse = z.object({ success: z.literal(true), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

const USER_ID_INVALID = 'Identificativo utente non valido';

/** POST /api/email/resend: the user_id that came with the EMAIL_NOT_VERIFIED login answer. */
export const resendVerificationRequest = z.object({
  user_id: z
    .union(
      [
        z.number(USER_ID_INVALID),
        z
          .string(USER_ID_INVALID)
          .regex(/^\d{1,10}$/, USER_ID_INVALID)
          .transform(Number),
      ],
      USER_ID_INVALID,
    )
    .pipe(z.number().int(USER_ID_INVALID).min(1, USER_ID_INVALID).max(2_147_483_647, USER_ID_INVALID)),
});
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequest>;

export const resendVerificationResponse = registerResponse;
export type ResendVerificationResponse = RegisterResponse;

/**
 * Where GET /api/email/verify lands: `/login?verified=1` on success, otherwise
 * `/login?verification=<outcome>` with one of these outcomes.
 */
export const verificationFailures = ['expired', 'invalid', 'used'] as const;
export type VerificationFailure = (typeof verificationFailures)[number];

/** GET /api/captcha/config: which bot check the public forms (registration, contact) must show. */
export const captchaConfigResponse = z.object({
  provider: z.enum(['altcha', 'recaptcha', 'none']),
  /** ALTCHA only: where the widget fetches its challenge. */
  challenge_url: z.string().nullable(),
  /**
   * reCAPTCHA v3 only: the public site key. The token is obtained at submission with the form's
   * action: 'register' for registration, 'contact' for the contact form.
   */
  recaptcha_site_key: z.string().nullable(),
  /** reCAPTCHA v3 only: the provider's script (RECAPTCHA_SCRIPT_URL), loaded with `?render=<site key>`. */
  recaptcha_script_url: z.string().nullable(),
});
export type CaptchaConfigResponse = z.infer<typeof captchaConfigResponse>;
