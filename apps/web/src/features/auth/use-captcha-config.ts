import { captchaConfigResponse } from '@brocardo/shared/contracts/registration';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';

/** Where the ALTCHA widget fetches its challenge when the server does not say otherwise. */
export const DEFAULT_CHALLENGE_URL = '/api/captcha/challenge';

export type CaptchaSetup =
  | { kind: 'loading' }
  | { kind: 'altcha'; challengeUrl: string }
  /** CAPTCHA_PROVIDER=none (closed installations): no widget, any token is accepted. */
  | { kind: 'none' }
  /** reCAPTCHA would load Google's script, which the CSP and the design rules forbid. */
  | { kind: 'unsupported' };

/**
 * Asks GET /api/captcha/config which bot check the server runs. If the answer is missing or
 * unreadable the form falls back to ALTCHA, the server's default.
 */
export function useCaptchaConfig(): CaptchaSetup {
  const [setup, setSetup] = useState<CaptchaSetup>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    const fallback: CaptchaSetup = { kind: 'altcha', challengeUrl: DEFAULT_CHALLENGE_URL };
    api
      .get('/api/captcha/config', captchaConfigResponse, { auth: false })
      .then(({ provider, challenge_url: challengeUrl }) => {
        if (provider === 'none') return { kind: 'none' } as const;
        if (provider === 'recaptcha') return { kind: 'unsupported' } as const;
        return { kind: 'altcha', challengeUrl: challengeUrl ?? DEFAULT_CHALLENGE_URL } as const;
      })
      .catch(() => fallback)
      .then((next) => {
        if (active) setSetup(next);
      });
    return () => {
      active = false;
    };
  }, []);

  return setup;
}
