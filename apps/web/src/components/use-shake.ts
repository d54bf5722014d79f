import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §9, spec 2 §9: the sign-in form shakes for 600 ms on a failure. */
export const SHAKE_DURATION_MS = 600;

/**
 * `shaking` is true for 600 ms after each `shake()`; the page puts the `form-shake` class
 * (styles.css, skipped under prefers-reduced-motion) on the form meanwhile.
 */
export function useShake(durationMs: number = SHAKE_DURATION_MS) {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const shake = useCallback(() => {
    window.clearTimeout(timer.current);
    setShaking(true);
    timer.current = window.setTimeout(() => setShaking(false), durationMs);
  }, [durationMs]);

  return { shaking, shake };
}
