import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { linkClass, primaryButtonClass } from '../../components/buttons';
import { PasswordField, TextField } from '../../components/form-field';
import { LockoutNotice } from '../../components/lockout-notice';
import { LiveNotice } from '../../components/notice';
import { RedirectMessageNotice } from '../../components/redirect-message-notice';
import { paths } from '../../lib/paths';
import { ResendVerification } from './resend-verification';
import { useLogin } from './use-login';
import { VerificationNotice } from './verification-notice';

/** /login (spec 1 §2 Login screen, §4 Login, §5, §8). */
export function LoginPage() {
  const {
    status,
    error,
    lockReason,
    invalidFields,
    unverifiedUserId,
    secondsRemaining,
    shaking,
    submit,
    clearFieldError,
  } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();
  const locked = status === 'locked';
  const loading = status === 'loading';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(email, password);
  }

  return (
    <AuthLayout
      title="Accedi"
      subtitle="Entra nel tuo spazio di lavoro con l'email e la password del tuo account."
      footer={
        <>
          <p>
            Non hai un account?{' '}
            <Link to={paths.register} className={linkClass}>
              Registrati
            </Link>
          </p>
          <p className="mt-2">
            Area riservata agli amministratori:{' '}
            <Link to={paths.adminLogin} className={linkClass}>
              Admin
            </Link>
          </p>
          {/* A visitor sent here from / (spec: protected routes redirect) can still learn what Brocardo is. */}
          <p className="mt-2">
            <Link to={paths.discover} className={linkClass}>
              Scopri Brocardo
            </Link>
            {' · '}
            <Link to={paths.privacyPolicy} className={linkClass}>
              Privacy Policy
            </Link>
          </p>
        </>
      }
    >
      <RedirectMessageNotice />
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label="Accedi"
        data-testid="login-form"
        className={`flex flex-col gap-5 ${shaking ? 'form-shake' : ''}`}
      >
        <VerificationNotice />
        <fieldset disabled={locked} className="flex min-w-0 flex-col gap-5">
          <legend className="sr-only">Credenziali</legend>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            invalid={invalidFields.includes('email')}
            describedBy={errorId}
            onChange={(event) => {
              setEmail(event.target.value);
              clearFieldError('email');
            }}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            invalid={invalidFields.includes('password')}
            describedBy={errorId}
            onChange={(event) => {
              setPassword(event.target.value);
              clearFieldError('password');
            }}
          />
        </fieldset>

        <LiveNotice tone="error" testId="login-error" id={errorId}>
          {error}
        </LiveNotice>
        {locked && <LockoutNotice secondsRemaining={secondsRemaining} reason={lockReason} />}
        {unverifiedUserId !== null && <ResendVerification key={unverifiedUserId} userId={unverifiedUserId} />}

        <button type="submit" disabled={locked || loading} aria-busy={loading} className={primaryButtonClass}>
          {loading ? 'Accesso in corso…' : 'Accedi'}
        </button>
      </form>
    </AuthLayout>
  );
}
