import { useCallback, useEffect, useRef, useState } from 'react';
import { persistLock, releaseLock, restoreLock, secondsLeft } from '../lib/lockout';
import type { LockoutKind } from '../lib/storage';

export interface LockoutCountdown {
  locked: boolean;
  /** Whole seconds until the lock ends; 0 when not locked. */
  secondsRemaining: number;
  /** Locks the form for `seconds` (60 by default) and persists the lock. */
  lock: (seconds?: number) => void;
  /** Ends the lock early (a successful sign-in) and removes the stored record. */
  release: () => void;
}

/**
 * The persisted sign-in lock with a live countdown (spec 1 §4, spec 2 §4). On mount it resumes a
 * stored lock younger than 60 s; when the time is up the record is cleared and `onExpire` runs.
 */
export function useLockoutCountdown(kind: LockoutKind, onExpire?: () => void): LockoutCountdown {
  const [endsAt, setEndsAt] = useState<number | null>(() => restoreLock(kind));
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
        releaseLock(kind);
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
  }, [endsAt, kind]);

  const lock = useCallback(
    (seconds?: number) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(persistLock(kind, current, seconds));
    },
    [kind],
  );

  const release = useCallback(() => {
    releaseLock(kind);
    setEndsAt(null);
  }, [kind]);

  return {
    locked: endsAt !== null,
    secondsRemaining: endsAt === null ? 0 : secondsLeft(endsAt, now),
    lock,
    release,
  };
}
