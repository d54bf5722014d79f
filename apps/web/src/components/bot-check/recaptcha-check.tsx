import { useEffect, useRef, useState } from 'react';
import { linkClass, secondaryButtonClass } from '../buttons';
import type { CaptchaAnswer } from './captcha-setup';
import { executeRecaptcha, loadRecaptcha } from './recaptcha';

export const RECAPTCHA_LOAD_FAILED =
  'Impossibile caricare la verifica anti-bot (reCAPTCHA). Controlla la connessione o eventuali ' +
  'blocchi dei contenuti, poi riprova: i dati inseriti restano nel modulo.';

interface RecaptchaCheckProps {
  siteKey: string;
  scriptUrl: string;
  /** The reCAPTCHA action the server expects for this form: 'register' or 'contact'. */
  action: string;
  /** The answer once the script is ready (asked for a token at each submission), null before. */
  onChange: (answer: CaptchaAnswer | null) => void;
  /** The notice's id, for the form's aria-describedby. */
  noticeId: string;
  /** False delays the script until the form is about to be used (it contacts Google). */
  load?: boolean;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Google reCAPTCHA v3 for a public form: loads the provider's script, says so (Google's terms ask
 * for the notice when the badge is not relied on), and offers a retry when the script cannot load.
 */
export function RecaptchaCheck({
  siteKey,
  scriptUrl,
  action,
  onChange,
  noticeId,
  load = true,
}: RecaptchaCheckProps) {
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load after a failure.
  useEffect(() => {
    if (!load) return;
    let active = true;
    setState('loading');
    onChangeRef.current(null);
    loadRecaptcha(scriptUrl, siteKey).then(
      () => {
        if (!active) return;
        setState('ready');
        onChangeRef.current({ token: () => executeRecaptcha(scriptUrl, siteKey, action), reusable: true });
      },
      () => {
        if (active) setState('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [load, scriptUrl, siteKey, action, attempt]);

  return (
    <>
      <p id={noticeId} data-testid="bot-check-notice" className="text-xs leading-snug text-ink-muted">
        Il modulo è protetto da Google reCAPTCHA: la pagina carica uno script dai server di Google. Si
        applicano le{' '}
        <a className={linkClass} href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
          Norme sulla privacy
        </a>{' '}
        e i{' '}
        <a className={linkClass} href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
          Termini di servizio
        </a>{' '}
        di Google.
      </p>
      {state === 'loading' && <p className="text-sm text-ink-muted">Caricamento della verifica anti-bot…</p>}
      {state === 'failed' && (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm leading-snug text-critical">
            {RECAPTCHA_LOAD_FAILED}
          </p>
          <button type="button" className={secondaryButtonClass} onClick={() => setAttempt((n) => n + 1)}>
            Riprova
          </button>
        </div>
      )}
    </>
  );
}
