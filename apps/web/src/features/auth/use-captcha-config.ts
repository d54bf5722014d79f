import { captchaConfigResponse } from '@brocardo/shared/contracts/registration';
import { useEffect, useState } from 'react';
import {
  type CaptchaSetup,
  captchaSetupFrom,
  FALLBACK_SETUP,
} from '../../components/bot-check/captcha-setup';
import { api } from '../../lib/api-client';

/**
 * Asks GET /api/captcha/config which bot check the server runs. If the answer is missing or
 * unreadable the form falls back to ALTCHA, the server's default.
 */
export function useCaptchaConfig(): CaptchaSetup {
  const [setup, setSetup] = useState<CaptchaSetup>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    api
      .get('/api/captcha/config', captchaConfigResponse, { auth: false })
      .then(captchaSetupFrom)
      .catch(() => FALLBACK_SETUP)
      .then((next) => {
        if (active) setSetup(next);
      });
    return () => {
      active = false;
    };
  }, []);

  return setup;
}
