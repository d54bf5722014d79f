import {
  CONTACT_MESSAGE_MAX,
  contactInterestLabels,
  contactInterests,
} from '@brocardo/shared/contracts/contact-texts';
import { type FormEvent, useId } from 'react';
import { primaryButtonClass } from '../../components/buttons';
import { TextField } from '../../components/form-field';
import { ContactBotCheck } from './contact-bot-check';
import { ContactSuccessDialog } from './contact-success-dialog';
import { type ContactValues, useContactForm } from './use-contact-form';

const controlClass =
  'block w-full rounded-md border border-rule bg-paper-raised px-3 py-2 text-base text-ink shadow-inner shadow-ink/5 ' +
  'transition-colors hover:border-ink-muted aria-invalid:border-critical disabled:cursor-not-allowed disabled:bg-paper';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm leading-snug text-critical">
      {message}
    </p>
  );
}

/** The contact form of /discover (spec 2 §2.3, §3, §5). */
export function ContactForm() {
  const form = useContactForm();
  const { values, errors, status } = form;
  const submitting = status === 'submitting';
  const ids = { message: useId(), interest: useId(), privacy: useId(), failure: useId() };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }
  const text = (field: keyof ContactValues) => (value: string) => form.setValue(field, value as never);

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-describedby={form.failure ? ids.failure : undefined}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nome e cognome"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => text('name')(event.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => text('email')(event.target.value)}
          />
          <TextField
            label="Studio o azienda (facoltativo)"
            name="studio"
            autoComplete="organization"
            value={values.studio}
            error={errors.studio}
            onChange={(event) => text('studio')(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.interest} className="text-sm font-medium text-ink">
              Sono interessato a
            </label>
            <select
              id={ids.interest}
              name="interest"
              value={values.interest}
              aria-invalid={errors.interest ? true : undefined}
              aria-describedby={errors.interest ? `${ids.interest}-error` : undefined}
              onChange={(event) => text('interest')(event.target.value)}
              className={controlClass}
            >
              <option value="">Seleziona…</option>
              {contactInterests.map((interest) => (
                <option key={interest} value={interest}>
                  {contactInterestLabels[interest]}
                </option>
              ))}
            </select>
            <FieldError id={`${ids.interest}-error`} message={errors.interest} />
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.message} className="text-sm font-medium text-ink">
            Messaggio
          </label>
          <textarea
            id={ids.message}
            name="message"
            required
            rows={5}
            maxLength={CONTACT_MESSAGE_MAX}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${ids.message}-error` : undefined}
            onChange={(event) => text('message')(event.target.value)}
            className={`${controlClass} resize-y leading-relaxed`}
          />
          <FieldError id={`${ids.message}-error`} message={errors.message} />
        </div>

        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id={ids.privacy}
              type="checkbox"
              name="privacy"
              required
              checked={values.privacy}
              aria-invalid={errors.privacy ? true : undefined}
              aria-describedby={errors.privacy ? `${ids.privacy}-error` : undefined}
              onChange={(event) => form.setValue('privacy', event.target.checked)}
              className="mt-1 size-4 shrink-0 accent-accent"
            />
            <label htmlFor={ids.privacy} className="text-sm leading-relaxed text-ink">
              Acconsento al trattamento dei miei dati personali secondo l'
              <a href="/privacy-policy" className="font-medium underline">
                informativa sulla privacy
              </a>{' '}
              e autorizzo Brocardo a contattarmi per finalità commerciali.
            </label>
          </div>
          <FieldError id={`${ids.privacy}-error`} message={errors.privacy} />
        </div>

        <ContactBotCheck
          resetKey={form.captchaKey}
          onChange={form.onCaptchaChange}
          error={errors.captcha_token}
        />

        {form.failure && (
          <p
            id={ids.failure}
            role="alert"
            className="rounded-md border border-critical/30 bg-critical/5 px-3 py-2 text-sm text-critical"
          >
            {form.failure}
          </p>
        )}

        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className={`${primaryButtonClass} sm:w-auto sm:self-start`}
        >
          {submitting ? 'Invio in corso...' : 'Invia messaggio'}
        </button>
      </form>
      <ContactSuccessDialog open={status === 'success'} onClose={form.dismissSuccess} />
    </>
  );
}
