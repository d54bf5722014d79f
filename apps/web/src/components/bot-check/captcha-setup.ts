/**
 * What the public forms (registration, contact) need to know about the server's bot check, and how
 * they hold its answer. Narrowed by hand, without zod: the contact form lives on /discover, whose
 * first load should not pay for it.
 */

export type CaptchaSetup =
  | { kind: 'loading' }
  | { kind: 'altcha'; challengeUrl: string }
  /** Google reCAPTCHA v3: the provider's script, executed at submission with the form's action. */
  | { kind: 'recaptcha'; siteKey: string; scriptUrl: string }
  /** CAPTCHA_PROVIDER=none (closed installations): no widget, any token is accepted. */
  | { kind: 'none' }
  /** reCAPTCHA without RECAPTCHA_SITE_KEY: the form cannot obtain a token. */
  | { kind: 'misconfigured' };

/** Where the ALTCHA widget fetches its challenge when the server does not say otherwise. */
export const DEFAULT_CHALLENGE_URL = '/api/captcha/challenge';
/** Google's script, when the server does not name one. */
export const DEFAULT_RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** ALTCHA, the server's default: what the forms assume when the config cannot be read. */
export const FALLBACK_SETUP: CaptchaSetup = { kind: 'altcha', challengeUrl: DEFAULT_CHALLENGE_URL };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The setup described by a GET /api/captcha/config body; anything unreadable falls back to ALTCHA. */
export function captchaSetupFrom(body: unknown): CaptchaSetup {
  if (typeof body !== 'object' || body === null) return FALLBACK_SETUP;
  const config = body as Record<string, unknown>;
  if (config.provider === 'none') return { kind: 'none' };
  if (config.provider === 'recaptcha') {
    const siteKey = text(config.recaptcha_site_key);
    if (!siteKey) return { kind: 'misconfigured' };
    return {
      kind: 'recaptcha',
      siteKey,
      scriptUrl: text(config.recaptcha_script_url) ?? DEFAULT_RECAPTCHA_SCRIPT_URL,
    };
  }
  return { kind: 'altcha', challengeUrl: text(config.challenge_url) ?? DEFAULT_CHALLENGE_URL };
}

/**
 * The bot check's answer, as the form holds it until submission: `token()` gives the captcha_token
 * to send. ALTCHA's solved payload is spent by one submission; reCAPTCHA's is asked for at each
 * submission (its tokens expire after two minutes), so it is reusable.
 */
export interface CaptchaAnswer {
  token(): Promise<string>;
  reusable: boolean;
}

/** An answer that is already known: a solved ALTCHA payload (single use) or the 'none' token. */
export function fixedAnswer(token: string, reusable: boolean): CaptchaAnswer {
  return { token: () => Promise.resolve(token), reusable };
}

/** The token sent when the server runs no bot check (it accepts any). */
export const NO_CAPTCHA_TOKEN = 'none';
export const NO_CAPTCHA_ANSWER: CaptchaAnswer = fixedAnswer(NO_CAPTCHA_TOKEN, true);
