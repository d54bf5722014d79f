import { useCallback, useEffect, useRef, useState } from 'react';
import { secondsLeft } from '../lib/lockout';

export interface Countdown {
  running: boolean;
  /** Whole seconds until the end; 0 when not running. */
  secondsRemaining: number;
  /** Counts down to `endsAt` (a Date.now() time). */
  start(endsAt: number): void;
  /** Ends the countdown early, without `onExpire`. */
  stop(): void;
}

/**
 * A live countdown: re-renders when the displayed second changes and calls `onExpire` when the
 * time is up. `initialEndsAt` (a value, or a function read once on mount) resumes one.
 */
export function useCountdown(
  initialEndsAt: number | null | (() => number | null),
  onExpire?: () => void,
): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(initialEndsAt);
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (endsAt === null) return;
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now();
      if (current >= endsAt) {
        setEndsAt(null);
        onExpireRef.current?.();
        return;
      }
      setNow(current);
      // Wake up exactly when the displayed second changes.
      const untilNextSecond = (endsAt - current) % 1000 || 1000;
      timer = window.setTimeout(tick, untilNextSecond);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [endsAt]);

  const start = useCallback((until: number) => {
    setNow(Date.now());
    setEndsAt(until);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  return {
    running: endsAt !== null,
    secondsRemaining: endsAt === null ? 0 : secondsLeft(endsAt, now),
    start,
    stop,
  };
}
