// The same CSP-friendly ALTCHA setup as the registration form (features/auth/altcha-setup.ts): the
// build without injected <style> or blob workers, its stylesheet as a file, the workers as files.
// Repeated here because /discover's entry must not load the auth feature; registering the same
// algorithms twice (SPA then landing in one tab) only replaces the factories.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/it';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

interface AltchaEventDetail {
  state?: string;
  payload?: string;
}

const detailOf = (event: Event): AltchaEventDetail =>
  (event as CustomEvent<AltchaEventDetail | undefined>).detail ?? {};

interface ContactAltchaWidgetProps {
  challengeUrl: string;
  /** The solved payload, or null while unsolved, solving, failed or expired. */
  onChange: (payload: string | null) => void;
}

/** The <altcha-widget>; it starts solving as soon as a field of the form gets the focus. */
export default function ContactAltchaWidget({ challengeUrl, onChange }: ContactAltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = detailOf(event);
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    const onVerified = (event: Event) => {
      const { payload } = detailOf(event);
      if (payload) onChangeRef.current(payload);
    };
    const onExpired = () => onChangeRef.current(null);
    element.addEventListener('statechange', onStateChange);
    element.addEventListener('verified', onVerified);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('statechange', onStateChange);
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('expired', onExpired);
    };
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={challengeUrl}
      auto="onfocus"
      language="it"
      name="captcha_token"
      configuration={JSON.stringify({ hideFooter: true })}
    />
  );
}
