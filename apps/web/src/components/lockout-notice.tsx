import { LOGIN_LOCKOUT_SECONDS, lockedMessage } from '@brocardo/shared/rules/auth';
import { noticeClass } from './notice';

interface LockoutNoticeProps {
  secondsRemaining: number;
  /** The full length of a lock, for the countdown bar. */
  totalSeconds?: number;
}

/**
 * The lock banner: 'Account temporaneamente bloccato. Riprova tra N secondi.' with a countdown bar.
 * The banner is an alert, announced once when it appears; the ticking seconds sit in a timer
 * whose own live setting is off, so screen readers are not interrupted every second.
 * The bar is a native <progress>, so its length needs no inline style (the CSP forbids them).
 */
export function LockoutNotice({
  secondsRemaining,
  totalSeconds = LOGIN_LOCKOUT_SECONDS,
}: LockoutNoticeProps) {
  return (
    <div role="alert" data-testid="lockout-notice" className={noticeClass('warning')}>
      <p role="timer" aria-live="off" aria-atomic="true" className="font-medium">
        {lockedMessage(secondsRemaining)}
      </p>
      <progress
        className="countdown-bar mt-3"
        max={totalSeconds}
        value={Math.min(secondsRemaining, totalSeconds)}
        aria-label="Tempo rimanente prima dello sblocco"
        aria-valuetext={`${secondsRemaining} secondi`}
      />
    </div>
  );
}
