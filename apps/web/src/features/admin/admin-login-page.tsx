import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { linkClass, primaryButtonClass } from '../../components/buttons';
import { PasswordField, TextField } from '../../components/form-field';
import { LockoutNotice } from '../../components/lockout-notice';
import { LiveNotice } from '../../components/notice';
import { RedirectMessageNotice } from '../../components/redirect-message-notice';
import { ToastRegion } from '../../components/toast';
import { paths } from '../../lib/paths';
import {
  adminLockedMessage,
  adminLoginMessages,
  validateAdminEmail,
  validateAdminPassword,
} from './admin-login-messages';
import { useAdminLogin } from './use-admin-login';

/** /admin-login (spec 2 §2.5, §4, §5, §8). */
export function AdminLoginPage() {
  const { submit, error, loading, locked, signedIn, secondsRemaining, shaking, toast } = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Spec 2 §5: validated on blur, cleared on input.
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const valid = validateAdminEmail(email) === null && validateAdminPassword(password) === null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emailProblem = validateAdminEmail(email);
    const passwordProblem = validateAdminPassword(password);
    setEmailError(emailProblem);
    setPasswordError(passwordProblem);
    if (emailProblem || passwordProblem) return;
    void submit(email, password);
  }

  return (
    <AuthLayout
      title="Portale Admin"
      eyebrow="Area riservata"
      subtitle="Accesso riservato agli amministratori."
      footer={
        <>
          <p data-testid="monitoring-note" className="flex items-center justify-center gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 shrink-0"
              fill="none"
              stroke="currentColor"
            >
              <path strokeWidth="1.6" d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />
            </svg>
            {adminLoginMessages.monitored}
          </p>
          <p className="mt-3">
            <Link to={paths.login} className={linkClass}>
              Torna all'accesso utenti
            </Link>
          </p>
        </>
      }
    >
      <RedirectMessageNotice />
      <ToastRegion toast={toast} />
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label="Accesso amministratori"
        data-testid="admin-login-form"
        className={`flex flex-col gap-5 ${shaking ? 'form-shake' : ''}`}
      >
        {locked && <LockoutNotice secondsRemaining={secondsRemaining} message={adminLockedMessage} />}
        <fieldset disabled={locked} className="flex min-w-0 flex-col gap-5">
          <legend className="sr-only">Credenziali di amministratore</legend>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
            onBlur={() => setEmailError(validateAdminEmail(email))}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
            onBlur={() => setPasswordError(validateAdminPassword(password))}
          />
        </fieldset>

        <LiveNotice tone="error" testId="admin-login-error">
          {error}
        </LiveNotice>

        <button
          type="submit"
          disabled={!valid || loading || locked || signedIn}
          aria-busy={loading}
          className={primaryButtonClass}
        >
          {loading ? 'Verifica in corso…' : 'Accedi'}
        </button>
      </form>
    </AuthLayout>
  );
}
