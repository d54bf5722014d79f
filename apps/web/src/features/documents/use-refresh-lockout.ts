import { useCallback } from 'react';
import { useCountdown } from '../../components/use-countdown';

export interface RefreshLockout {
  locked: boolean;
  /** Whole seconds left; 0 when not locked. */
  secondsRemaining: number;
  start(): void;
}

/** A button that rests for `durationMs` after use, with the seconds left (spec 1 §4, §9: 10 s). */
export function useRefreshLockout(durationMs: number): RefreshLockout {
  const countdown = useCountdown(null);
  const { start } = countdown;
  return {
    locked: countdown.running,
    secondsRemaining: countdown.secondsRemaining,
    start: useCallback(() => start(Date.now() + durationMs), [start, durationMs]),
  };
}
