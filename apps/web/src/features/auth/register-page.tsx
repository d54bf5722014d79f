import { registrationMessages } from '@brocardo/shared/contracts/auth';
import { registerResponse } from '@brocardo/shared/contracts/registration';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import type { CaptchaAnswer } from '../../components/bot-check/captcha-setup';
import { linkClass, primaryButtonClass } from '../../components/buttons';
import { PasswordField, TextField } from '../../components/form-field';
import { LiveNotice } from '../../components/notice';
import { api } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { BotCheck } from './bot-check';
import { describeRegistrationFailure, registrationSuccessMessage } from './register-errors';
import { type RegisterField, registerFieldNames, useRegisterForm } from './use-register-form';

/** Spec 1 §9: after a successful registration the user goes to /login after 3 s. */
export const REGISTRATION_REDIRECT_MS = 3000;

/** /register (spec 1 §2 Registration screen, §4, §5, §8). */
export function RegisterPage() {
  const navigate = useNavigate();
  const form = useRegisterForm();
  const { values, errorFor, change, blur, clearServerError } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const submitHintId = useId();
  const [captcha, setCaptcha] = useState<CaptchaAnswer | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => void navigate(paths.login), REGISTRATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  const onCaptchaChange = useCallback(
    (answer: CaptchaAnswer | null) => {
      setCaptcha(answer);
      if (answer) clearServerError('captcha_token');
    },
    [clearServerError],
  );

  // A solved ALTCHA challenge is single-use: after every submission the widget starts afresh.
  // reCAPTCHA is asked for a new token at each submission instead.
  function spendCaptcha(answer: CaptchaAnswer) {
    if (answer.reusable) return;
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  }

  const allFilled = registerFieldNames.every((field) => values[field] !== '');
  const canSubmit = allFilled && form.fieldsValid && captcha !== null && !submitting;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || captcha === null) return;
    setSubmitting(true);
    setFormError(null);
    setSuccess(null);
    let captchaToken: string;
    try {
      captchaToken = await captcha.token();
    } catch {
      // The provider's script failed or timed out: nothing was sent, the form keeps its values.
      form.setServerErrors({ captcha_token: registrationMessages.captchaFailed });
      setSubmitting(false);
      return;
    }
    try {
      const body = await api.post(
        '/api/register',
        { ...values, captcha_token: captchaToken },
        registerResponse,
        { auth: false },
      );
      form.reset();
      setSuccess(registrationSuccessMessage(body));
    } catch (error) {
      const failure = describeRegistrationFailure(error);
      form.setServerErrors(failure.fields);
      setFormError(failure.form);
      const firstField = registerFieldNames.find((field) => failure.fields[field]);
      if (firstField) focusField(firstField);
    } finally {
      spendCaptcha(captcha);
      setSubmitting(false);
    }
  }

  function focusField(field: RegisterField) {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLInputElement) element.focus();
  }

  const fieldProps = (field: RegisterField) => ({
    name: field,
    value: values[field],
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => blur(field),
    required: true,
  });

  return (
    <AuthLayout
      title="Registrazione"
      subtitle="Crea il tuo account Brocardo. Ti invieremo un'email per verificare l'indirizzo."
      footer={
        <p>
          Hai già un account?{' '}
          <Link to={paths.login} className={linkClass}>
            Accedi
          </Link>
        </p>
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-label="Registrazione"
        className="flex flex-col gap-5"
      >
        <LiveNotice tone="success" live="status" testId="register-success">
          {success && (
            <>
              <p>{success}</p>
              <p className="mt-1 text-ink-muted">Tra pochi secondi verrai portato alla pagina di accesso.</p>
            </>
          )}
        </LiveNotice>
        <TextField label="Nome completo" autoComplete="name" maxLength={255} {...fieldProps('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          {...fieldProps('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="Almeno 8 caratteri, con una lettera minuscola, una maiuscola e un numero."
          {...fieldProps('password')}
        />
        <PasswordField
          label="Conferma password"
          autoComplete="new-password"
          {...fieldProps('password_confirmation')}
        />
        <BotCheck resetKey={captchaKey} onChange={onCaptchaChange} error={form.serverErrors.captcha_token} />
        <LiveNotice tone="error" testId="register-error">
          {formError}
        </LiveNotice>
        <button
          type="submit"
          disabled={!canSubmit}
          aria-busy={submitting}
          aria-describedby={canSubmit || submitting ? undefined : submitHintId}
          className={primaryButtonClass}
        >
          {submitting ? 'Registrazione in corso…' : 'Registrati'}
        </button>
        {/* After success the form is cleared (spec 1 §4): asking to fill it in again would confuse. */}
        {!canSubmit && !submitting && !success && (
          <p id={submitHintId} className="-mt-2 text-center text-xs text-ink-muted">
            {captcha === null
              ? 'Compila correttamente tutti i campi e attendi il completamento della verifica anti-bot.'
              : 'Compila correttamente tutti i campi.'}
          </p>
        )}
        <p className="text-center text-xs text-ink-muted" data-testid="register-privacy">
          I dati dell'account sono trattati secondo l'
          <a href="/privacy-policy" target="_blank" rel="noopener" className={linkClass}>
            informativa sulla privacy
          </a>
          .
        </p>
      </form>
    </AuthLayout>
  );
}
