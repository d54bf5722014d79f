import { useCallback, useEffect, useState } from 'react';

export interface RefreshLockout {
  locked: boolean;
  /** Whole seconds left; 0 when not locked. */
  secondsRemaining: number;
  start(): void;
}

/** A button that rests for `durationMs` after use, with the seconds left (spec 1 §4, §9: 10 s). */
export function useRefreshLockout(durationMs: number): RefreshLockout {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now();
      if (current >= endsAt) {
        setEndsAt(null);
        return;
      }
      setNow(current);
      // Wake up when the displayed second changes.
      timer = window.setTimeout(tick, (endsAt - current) % 1000 || 1000);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + durationMs);
  }, [durationMs]);

  return {
    locked: endsAt !== null,
    secondsRemaining: endsAt === null ? 0 : Math.max(1, Math.ceil((endsAt - now) / 1000)),
    start,
  };
}
