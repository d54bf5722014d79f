import { LOGIN_LOCKOUT_SECONDS, LOGIN_MAX_ATTEMPTS } from '@brocardo/shared/rules/auth';
import { clearLockout, getLockout, type LockoutKind, type LockoutRecord, setLockout } from './storage';

/**
 * The sign-in lock of spec 1 §4 and spec 2 §4, shared by /login and /admin-login.
 * A record `{ timestamp, attempts }` with attempts ≥ 3 locks the form until timestamp + 60 s.
 * A lock of N seconds decided by the server is stored as if it had started 60 − N seconds ago,
 * so the stored shape stays the spec's and a reload resumes with the server's remaining time.
 */
export const LOCKOUT_DURATION_MS = LOGIN_LOCKOUT_SECONDS * 1000;

/** When the lock described by `record` ends (ms since epoch), or null if it does not lock now. */
export function lockEndsAt(record: LockoutRecord | null, now: number): number | null {
  if (!record || record.attempts < LOGIN_MAX_ATTEMPTS) return null;
  const end = record.timestamp + LOCKOUT_DURATION_MS;
  return end > now ? end : null;
}

/** The record for a lock of `seconds` starting at `now` (60 s unless the server said otherwise). */
export function lockRecord(now: number, seconds: number = LOGIN_LOCKOUT_SECONDS): LockoutRecord {
  const safeSeconds = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : LOGIN_LOCKOUT_SECONDS;
  return {
    timestamp: now - (LOGIN_LOCKOUT_SECONDS - safeSeconds) * 1000,
    attempts: LOGIN_MAX_ATTEMPTS,
  };
}

/**
 * Reads the stored lock on page load: the end time while it is under 60 s old, otherwise null.
 * A record older than 60 s is removed (spec 2 §4: "otherwise the record is cleared").
 */
export function restoreLock(kind: LockoutKind, now: number = Date.now()): number | null {
  const record = getLockout(kind);
  const end = lockEndsAt(record, now);
  if (end === null && record && now - record.timestamp >= LOCKOUT_DURATION_MS) clearLockout(kind);
  return end;
}

/** Stores a lock and returns when it ends. */
export function persistLock(kind: LockoutKind, now: number, seconds?: number): number {
  const record = lockRecord(now, seconds);
  setLockout(kind, record);
  return record.timestamp + LOCKOUT_DURATION_MS;
}

export function releaseLock(kind: LockoutKind): void {
  clearLockout(kind);
}

/** Whole seconds left, rounded up so the countdown shows 60 … 1 and never 0 while locked. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
