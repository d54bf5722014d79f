import { loginResponse } from '@brocardo/shared/contracts/auth';
import { LOGIN_MAX_ATTEMPTS } from '@brocardo/shared/rules/auth';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/toast';
import { useLockoutCountdown } from '../../components/use-lockout-countdown';
import { useShake } from '../../components/use-shake';
import { api, isApiError } from '../../lib/api-client';
import { bodyField, fetchCsrfCookie, loginSession, startSession } from '../../lib/auth-session';
import { paths } from '../../lib/paths';
import { adminFailureNotice, adminLoginErrorMessage, adminLoginMessages } from './admin-login-messages';

/** Spec 2 §9: after a successful admin sign-in, the dashboard opens after 1.5 s. */
export const ADMIN_REDIRECT_MS = 1500;

interface FailureDetails {
  /** The server said the email or the password is wrong (INVALID_CREDENTIALS). */
  wrongCredentials?: boolean;
  /** The server refused with 429: lock now, whatever the local count. */
  serverLocked?: boolean;
  /** How long the server's lock lasts, in seconds; 60 when it did not say. */
  serverLockSeconds?: number | undefined;
  /** The server's count of attempts left, to stay in step with it. */
  remainingAttempts?: number;
}

/** What a failed request tells about the server-side lock and the attempts left. */
function failureDetails(error: unknown): FailureDetails {
  if (!isApiError(error)) return {};
  const details: FailureDetails = { wrongCredentials: error.errorCode === 'INVALID_CREDENTIALS' };
  const remaining = bodyField(error.body, 'remaining_attempts');
  if (typeof remaining === 'number') details.remainingAttempts = remaining;
  if (error.status === 429) {
    const seconds = bodyField(error.body, 'seconds_remaining');
    details.serverLocked = true;
    details.serverLockSeconds = typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
  }
  return details;
}

/**
 * The admin sign-in flow of spec 2 §4: every failure counts, warnings after 1 and 2, a 60 s lock
 * at 3 (or on a server 429) persisted as admin_login_lockout, a 600 ms shake, and the dashboard
 * 1.5 s after success (with a toast). A failure shows one notice; a lock shows only the lock
 * banner and its countdown (one timer: no toast or server text with a second count in it).
 */
export function useAdminLogin() {
  const navigate = useNavigate();
  const [failures, setFailures] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const { shaking, shake } = useShake();
  const { toast, showToast } = useToast();
  // At 0 the lock is released and the count resets.
  const { locked, secondsRemaining, lock, release } = useLockoutCountdown('admin', () => {
    setFailures(0);
    setError(null);
  });

  // Spec 2 §7: the CSRF cookie is fetched when the admin sign-in loads.
  useEffect(() => {
    void fetchCsrfCookie();
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(() => void navigate(paths.adminDashboard), ADMIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate]);

  const fail = useCallback(
    (message: string, details: FailureDetails = {}) => {
      const byServer =
        details.remainingAttempts === undefined ? 0 : LOGIN_MAX_ATTEMPTS - details.remainingAttempts;
      const count = Math.max(failures + 1, byServer);
      shake();
      if (count >= LOGIN_MAX_ATTEMPTS || details.serverLocked) {
        setError(null);
        setFailures(LOGIN_MAX_ATTEMPTS);
        lock(details.serverLockSeconds);
      } else {
        setError(adminFailureNotice(message, details.wrongCredentials === true, count));
        setFailures(count);
      }
    },
    [failures, lock, shake],
  );

  const submit = useCallback(
    async (email: string, password: string) => {
      if (locked || loading || signedIn) return;
      setLoading(true);
      setError(null);
      try {
        const body = await api.post(
          '/api/login',
          { email: email.trim(), password, admin_login: true },
          loginResponse,
          { auth: false, headers: { 'X-Admin-Login': 'true' } },
        );
        const session = loginSession(body);
        if (!session.user.is_admin) {
          fail(adminLoginMessages.notAdmin);
          return;
        }
        release();
        setFailures(0);
        startSession(session);
        setSignedIn(true);
        showToast(adminLoginMessages.success, 'success');
      } catch (caught) {
        fail(adminLoginErrorMessage(caught), failureDetails(caught));
      } finally {
        setLoading(false);
      }
    },
    [fail, loading, locked, release, showToast, signedIn],
  );

  return {
    submit,
    error: locked ? null : error,
    loading,
    locked,
    signedIn,
    secondsRemaining,
    shaking,
    toast,
  };
}
