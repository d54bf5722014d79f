import { lazy, type RefObject, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  type CaptchaAnswer,
  type CaptchaSetup,
  fixedAnswer,
  NO_CAPTCHA_ANSWER,
} from '../../components/bot-check/captcha-setup';
import { RecaptchaCheck } from '../../components/bot-check/recaptcha-check';
import { fetchCaptchaSetup } from './contact-api';

// The widget, its stylesheet and workers load only when the form comes near the screen, so the
// page's first load never waits for them.
const AltchaWidget = lazy(() => import('../../components/altcha/altcha-widget'));
const NEAR_SCREEN = '600px';

/** True once `ref`'s element has come within NEAR_SCREEN of the viewport (at once without IntersectionObserver). */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

const NOTICE =
  'Per proteggere il modulo dagli abusi, il browser risolve una breve verifica automatica (ALTCHA), ' +
  'ospitata sui nostri server: nessun servizio di terze parti, nessun cookie.';
const MISCONFIGURED =
  'La verifica anti-bot (reCAPTCHA) non è configurata correttamente sul server: ' +
  'scrivici direttamente via email.';
/** The reCAPTCHA action of the contact form, which the server checks. */
export const CONTACT_ACTION = 'contact';

interface ContactBotCheckProps {
  /** The answer to send with the next submission, or null while there is none. */
  onChange: (answer: CaptchaAnswer | null) => void;
  error?: string | null | undefined;
  /** Changing it mounts a fresh ALTCHA widget: a solved challenge can be used only once. */
  resetKey: number;
}

const loading = <p className="text-sm text-ink-muted">Caricamento della verifica anti-bot…</p>;

export function ContactBotCheck({ onChange, error, resetKey }: ContactBotCheckProps) {
  const [setup, setSetup] = useState<CaptchaSetup>({ kind: 'loading' });
  const noticeId = useId();
  const errorId = useId();
  const frameRef = useRef<HTMLFieldSetElement>(null);
  const nearScreen = useNearScreen(frameRef);

  useEffect(() => {
    let active = true;
    void fetchCaptchaSetup().then((next) => {
      if (active) setSetup(next);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (setup.kind === 'none') onChange(NO_CAPTCHA_ANSWER);
  }, [setup.kind, onChange]);

  const onAltchaChange = useCallback(
    (payload: string | null) => onChange(payload ? fixedAnswer(payload, false) : null),
    [onChange],
  );

  if (setup.kind === 'none') return null;
  return (
    <fieldset
      ref={frameRef}
      aria-describedby={error ? `${noticeId} ${errorId}` : noticeId}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-ink">Verifica anti-bot</legend>
      {setup.kind === 'misconfigured' && (
        <p id={noticeId} role="alert" className="text-sm text-critical">
          {MISCONFIGURED}
        </p>
      )}
      {setup.kind === 'altcha' && (
        <p id={noticeId} className="text-xs leading-snug text-ink-muted">
          {NOTICE}
        </p>
      )}
      {setup.kind === 'recaptcha' && (
        <RecaptchaCheck
          siteKey={setup.siteKey}
          scriptUrl={setup.scriptUrl}
          action={CONTACT_ACTION}
          onChange={onChange}
          noticeId={noticeId}
          load={nearScreen}
        />
      )}
      {(setup.kind === 'loading' || (setup.kind === 'altcha' && !nearScreen)) && loading}
      {setup.kind === 'altcha' && nearScreen && (
        <div className="altcha-frame">
          <Suspense fallback={loading}>
            <AltchaWidget key={resetKey} challengeUrl={setup.challengeUrl} onChange={onAltchaChange} />
          </Suspense>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-critical">
          {error}
        </p>
      )}
    </fieldset>
  );
}
