import { LOGIN_LOCKOUT_SECONDS, lockedMessage, secondsText } from '@brocardo/shared/rules/auth';
import { noticeClass } from './notice';

interface LockoutNoticeProps {
  secondsRemaining: number;
  /** The full length of a lock, for the countdown bar. */
  totalSeconds?: number;
  /** Why the form locked (a message without a time in it), shown above the countdown. */
  reason?: string | null;
  /** The live line; 'Account temporaneamente bloccato. Riprova tra N secondi.' by default. */
  message?: (secondsRemaining: number) => string;
}

/**
 * The lock banner: the one notice a locked form shows, with the one timer and a countdown bar.
 * The banner is an alert, announced once when it appears; the ticking seconds sit in a timer
 * whose own live setting is off, so screen readers are not interrupted every second.
 * The bar is a native <progress>, so its length needs no inline style (the CSP forbids them).
 */
export function LockoutNotice({
  secondsRemaining,
  totalSeconds = LOGIN_LOCKOUT_SECONDS,
  reason = null,
  message = lockedMessage,
}: LockoutNoticeProps) {
  return (
    <div role="alert" data-testid="lockout-notice" className={noticeClass('warning')}>
      {reason && <p className="mb-1">{reason}</p>}
      <p role="timer" aria-live="off" aria-atomic="true" className="font-medium">
        {message(secondsRemaining)}
      </p>
      <progress
        className="countdown-bar mt-3"
        max={totalSeconds}
        value={Math.min(secondsRemaining, totalSeconds)}
        aria-label="Tempo rimanente prima dello sblocco"
        aria-valuetext={secondsText(secondsRemaining)}
      />
    </div>
  );
}
