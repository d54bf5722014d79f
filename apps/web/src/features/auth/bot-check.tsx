import { lazy, Suspense, useCallback, useEffect, useId } from 'react';
import { type CaptchaAnswer, fixedAnswer, NO_CAPTCHA_ANSWER } from '../../components/bot-check/captcha-setup';
import { RecaptchaCheck } from '../../components/bot-check/recaptcha-check';
import { useCaptchaConfig } from './use-captcha-config';

// The widget and its workers load only on /register.
const AltchaWidget = lazy(() => import('../../components/altcha/altcha-widget'));

export const BOT_CHECK_NOTICE =
  'Per proteggere il servizio dagli abusi, il browser risolve una breve verifica automatica (ALTCHA). ' +
  'È ospitata sui nostri server: nessun servizio di terze parti, nessun cookie, nessun tracciamento.';
export const BOT_CHECK_OFF_NOTICE = 'La verifica anti-bot è disattivata su questa installazione.';
export const BOT_CHECK_MISCONFIGURED =
  'La verifica anti-bot (reCAPTCHA) non è configurata correttamente sul server: manca la chiave del sito. ' +
  "Contatta l'amministratore.";
/** The reCAPTCHA action of registration (spec 1 §7), which the server checks. */
export const REGISTER_ACTION = 'register';

interface BotCheckProps {
  /** The answer to send with the next submission, or null while there is none. */
  onChange: (answer: CaptchaAnswer | null) => void;
  /** The server's captcha_token error. */
  error?: string | null | undefined;
  /** Changing it mounts a fresh ALTCHA widget (a solved challenge can be used only once). */
  resetKey: number;
}

const loading = <p className="text-sm text-ink-muted">Caricamento della verifica anti-bot…</p>;

/** The bot check of spec 1 §2 Registration: a short notice and ALTCHA, or Google reCAPTCHA v3 when configured. */
export function BotCheck({ onChange, error, resetKey }: BotCheckProps) {
  const setup = useCaptchaConfig();
  const titleId = useId();
  const noticeId = useId();
  const errorId = useId();

  // Without a bot check the form is never waiting for one.
  useEffect(() => {
    if (setup.kind === 'none') onChange(NO_CAPTCHA_ANSWER);
  }, [setup.kind, onChange]);

  const onAltchaChange = useCallback(
    (payload: string | null) => onChange(payload ? fixedAnswer(payload, false) : null),
    [onChange],
  );

  const notice =
    setup.kind === 'none' ? BOT_CHECK_OFF_NOTICE : setup.kind === 'altcha' ? BOT_CHECK_NOTICE : null;

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={error ? `${noticeId} ${errorId}` : noticeId}
      className="flex flex-col gap-2"
    >
      <h2 id={titleId} className="text-sm font-medium text-ink">
        Verifica anti-bot
      </h2>
      {notice && (
        <p id={noticeId} data-testid="bot-check-notice" className="text-xs leading-snug text-ink-muted">
          {notice}
        </p>
      )}
      {setup.kind === 'misconfigured' && (
        <p id={noticeId} role="alert" className="text-sm leading-snug text-critical">
          {BOT_CHECK_MISCONFIGURED}
        </p>
      )}
      {setup.kind === 'loading' && loading}
      {setup.kind === 'altcha' && (
        <div className="altcha-frame">
          <Suspense fallback={loading}>
            <AltchaWidget key={resetKey} challengeUrl={setup.challengeUrl} onChange={onAltchaChange} />
          </Suspense>
        </div>
      )}
      {setup.kind === 'recaptcha' && (
        <RecaptchaCheck
          siteKey={setup.siteKey}
          scriptUrl={setup.scriptUrl}
          action={REGISTER_ACTION}
          onChange={onChange}
          noticeId={noticeId}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm leading-snug text-critical">
          {error}
        </p>
      )}
    </section>
  );
}
