import { useCallback } from 'react';
import { persistLock, releaseLock, restoreLock } from '../lib/lockout';
import type { LockoutKind } from '../lib/storage';
import { useCountdown } from './use-countdown';

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
  const countdown = useCountdown(
    () => restoreLock(kind),
    () => {
      releaseLock(kind);
      onExpire?.();
    },
  );
  const { start, stop } = countdown;

  const lock = useCallback(
    (seconds?: number) => start(persistLock(kind, Date.now(), seconds)),
    [kind, start],
  );

  const release = useCallback(() => {
    releaseLock(kind);
    stop();
  }, [kind, stop]);

  return { locked: countdown.running, secondsRemaining: countdown.secondsRemaining, lock, release };
}
