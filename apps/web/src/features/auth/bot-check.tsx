import { lazy, Suspense, useEffect, useId } from 'react';
import { useCaptchaConfig } from './use-captcha-config';

// The widget and its workers load only on /register.
const AltchaWidget = lazy(() => import('../../components/altcha/altcha-widget'));

export const BOT_CHECK_NOTICE =
  'Per proteggere il servizio dagli abusi, il browser risolve una breve verifica automatica (ALTCHA). ' +
  'È ospitata sui nostri server: nessun servizio di terze parti, nessun cookie, nessun tracciamento.';
export const BOT_CHECK_OFF_NOTICE = 'La verifica anti-bot è disattivata su questa installazione.';
export const BOT_CHECK_UNSUPPORTED =
  "La verifica anti-bot configurata sul server (reCAPTCHA) non è disponibile in quest'interfaccia. " +
  "Contatta l'amministratore.";
/** The token sent when the server runs no bot check (it accepts any). */
export const NO_CAPTCHA_TOKEN = 'none';

interface BotCheckProps {
  onChange: (payload: string | null) => void;
  /** The server's captcha_token error. */
  error?: string | null | undefined;
  /** Changing it mounts a fresh widget (a solved challenge can be used only once). */
  resetKey: number;
}

const loading = <p className="text-sm text-ink-muted">Caricamento della verifica anti-bot…</p>;

/** The bot check of spec 1 §2 Registration: a short notice and the self-hosted ALTCHA widget. */
export function BotCheck({ onChange, error, resetKey }: BotCheckProps) {
  const setup = useCaptchaConfig();
  const titleId = useId();
  const noticeId = useId();
  const errorId = useId();

  // Without a bot check the form is never waiting for one, also after each submission's reset.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey re-runs it after a reset.
  useEffect(() => {
    if (setup.kind === 'none') onChange(NO_CAPTCHA_TOKEN);
  }, [setup.kind, onChange, resetKey]);

  const notice =
    setup.kind === 'none' ? BOT_CHECK_OFF_NOTICE : setup.kind === 'unsupported' ? null : BOT_CHECK_NOTICE;

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
      {setup.kind === 'unsupported' && (
        <p id={noticeId} role="alert" className="text-sm leading-snug text-critical">
          {BOT_CHECK_UNSUPPORTED}
        </p>
      )}
      {setup.kind === 'loading' && loading}
      {setup.kind === 'altcha' && (
        <div className="altcha-frame">
          <Suspense fallback={loading}>
            <AltchaWidget key={resetKey} challengeUrl={setup.challengeUrl} onChange={onChange} />
          </Suspense>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm leading-snug text-critical">
          {error}
        </p>
      )}
    </section>
  );
}
