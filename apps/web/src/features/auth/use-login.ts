import { loginRequest, loginResponse } from '@brocardo/shared/contracts/auth';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLockoutCountdown } from '../../components/use-lockout-countdown';
import { useShake } from '../../components/use-shake';
import { api, INVALID_RESPONSE_CODE, isApiError } from '../../lib/api-client';
import { bodyField, fetchCsrfCookie, loginSession, startSession } from '../../lib/auth-session';
import { paths } from '../../lib/paths';

export type LoginStatus = 'idle' | 'loading' | 'locked';
export type LoginField = 'email' | 'password';

export const LOGIN_FAILED_MESSAGE = 'Accesso non riuscito. Riprova.';

/** The sign-in flow of spec 1 §4: validation, the server's lockout, unverified e-mail, success. */
export function useLogin() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Why the form locked, shown in the lock notice (one notice, one timer). */
  const [lockReason, setLockReason] = useState<string | null>(null);
  const [invalidFields, setInvalidFields] = useState<LoginField[]>([]);
  const [unverifiedUserId, setUnverifiedUserId] = useState<number | string | null>(null);
  // When the lock runs out, its message goes too; the form is usable again.
  const { locked, secondsRemaining, lock, release } = useLockoutCountdown('user', () => {
    setError(null);
    setLockReason(null);
  });
  const { shaking, shake } = useShake();

  const status: LoginStatus = locked ? 'locked' : loading ? 'loading' : 'idle';

  const fail = useCallback(
    (error: unknown) => {
      shake();
      // A 2xx answer without a session (no token or user) is a failed sign-in too.
      if (!isApiError(error) || error.errorCode === INVALID_RESPONSE_CODE) {
        setError(LOGIN_FAILED_MESSAGE);
        return;
      }
      const seconds = bodyField(error.body, 'seconds_remaining');
      if (error.status === 429 && typeof seconds === 'number' && seconds > 0) {
        // The server is the authority on the lock. Its message goes inside the lock notice, above the
        // countdown; ACCOUNT_LOCKED's own text names a number of seconds that would then stand
        // frozen beside the live one, so the countdown alone says it.
        lock(seconds);
        setError(null);
        setLockReason(error.errorCode === 'ACCOUNT_LOCKED' ? null : error.message);
        return;
      }
      if (error.errorCode === 'EMAIL_NOT_VERIFIED') {
        const userId = bodyField(error.body, 'user_id');
        if (typeof userId === 'number' || typeof userId === 'string') setUnverifiedUserId(userId);
      }
      const fieldMessage = error.fieldErrors ? Object.values(error.fieldErrors).flat()[0] : undefined;
      setError(fieldMessage ?? error.message);
    },
    [lock, shake],
  );

  const submit = useCallback(
    async (email: string, password: string) => {
      if (locked || loading) return;
      const parsed = loginRequest.safeParse({ email, password });
      if (!parsed.success) {
        const issues = parsed.error.issues;
        setError(issues[0]?.message ?? LOGIN_FAILED_MESSAGE);
        setInvalidFields(
          (['email', 'password'] as const).filter((field) => issues.some((issue) => issue.path[0] === field)),
        );
        return;
      }
      setInvalidFields([]);
      setError(null);
      setUnverifiedUserId(null);
      setLoading(true);
      try {
        await fetchCsrfCookie();
        const body = await api.post('/api/login', { email: parsed.data.email, password }, loginResponse, {
          auth: false,
        });
        release();
        startSession(loginSession(body));
        void navigate(paths.home, { replace: true });
      } catch (caught) {
        fail(caught);
      } finally {
        setLoading(false);
      }
    },
    [fail, loading, locked, release, navigate],
  );

  /** Typing clears the field's invalid mark. */
  const clearFieldError = useCallback((field: LoginField) => {
    setInvalidFields((fields) => (fields.includes(field) ? fields.filter((name) => name !== field) : fields));
  }, []);

  return {
    status,
    error,
    lockReason,
    invalidFields,
    unverifiedUserId,
    secondsRemaining,
    shaking,
    submit,
    clearFieldError,
  };
}
