import './altcha-setup';
import type {} from 'altcha/types/react';
import { useEffect, useLayoutEffect, useRef } from 'react';

interface AltchaEventDetail {
  state?: string;
  payload?: string;
}

interface AltchaWidgetProps {
  /** Our own server's challenge endpoint (no third party). */
  challengeUrl: string;
  /** The solved payload (sent as captcha_token), or null while unsolved, solving, failed or expired. */
  onChange: (payload: string | null) => void;
}

function detailOf(event: Event): AltchaEventDetail {
  const detail = (event as CustomEvent<AltchaEventDetail | undefined>).detail;
  return detail ?? {};
}

/**
 * The <altcha-widget> web component. Verification starts by itself as soon as the user focuses a
 * field of the form (or at once, if they already have), so it is usually solved before they finish
 * typing.
 */
export default function AltchaWidget({ challengeUrl, onChange }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Listening from the commit itself (not a passive effect, which may run later): an event the
  // widget sends right after it appears is never lost.
  useLayoutEffect(() => {
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
    // auto="onfocus" starts on the form's next focus: a form already in use when the widget arrives
    // (typed into quickly, filled on a slow connection) would wait for one that never comes.
    const widget = element as HTMLElement & { verify?: () => void; getState?: () => string };
    const startIfFormInUse = () => {
      if (widget.getState?.() !== 'unverified') return;
      if (widget.closest('form')?.contains(document.activeElement)) widget.verify?.();
    };
    element.addEventListener('statechange', onStateChange);
    element.addEventListener('verified', onVerified);
    element.addEventListener('expired', onExpired);
    element.addEventListener('load', startIfFormInUse);
    return () => {
      element.removeEventListener('statechange', onStateChange);
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('expired', onExpired);
      element.removeEventListener('load', startIfFormInUse);
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
