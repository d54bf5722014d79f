import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'aria-invalid'>;

interface FieldProps extends InputProps {
  label: string;
  /** The field's error; sets aria-invalid and is linked with aria-describedby. */
  error?: string | null | undefined;
  /** A short permanent hint under the field. */
  hint?: ReactNode;
  /** Marks the field invalid when the message is shown elsewhere (e.g. a form-level alert)... */
  invalid?: boolean;
  /** ...whose id goes here, so the field is still described by it. */
  describedBy?: string | undefined;
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email';
}

const inputClass =
  'block w-full rounded-md border border-rule bg-paper-raised px-3 py-2 text-base text-ink shadow-inner shadow-ink/5 ' +
  'transition-colors placeholder:text-ink-muted hover:border-ink-muted ' +
  'aria-invalid:border-critical disabled:cursor-not-allowed disabled:bg-paper disabled:text-ink-muted';

function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

interface FieldFrameProps {
  id: string;
  label: string;
  error: string | null | undefined;
  errorId: string;
  hint: ReactNode;
  hintId: string;
  children: ReactNode;
}

function FieldFrame({ id, label, error, errorId, hint, hintId, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs leading-snug text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm leading-snug text-critical">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text or e-mail input with its error message. */
export function TextField({
  label,
  error,
  hint,
  invalid,
  describedBy,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId} hint={hint} hintId={hintId}>
      <input
        {...inputProps}
        id={id}
        type={type}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={joinIds(Boolean(hint) && hintId, Boolean(error) && errorId, invalid && describedBy)}
        className={inputClass}
      />
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
      <path strokeWidth="1.6" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" strokeWidth="1.6" />
      {crossed && <path strokeWidth="1.6" strokeLinecap="round" d="M4 4l16 16" />}
    </svg>
  );
}

/** A labelled password input with a show/hide toggle (spec 1 §2, spec 2 §2.5). */
export function PasswordField({
  label,
  error,
  hint,
  invalid,
  describedBy,
  disabled,
  ...inputProps
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId} hint={hint} hintId={hintId}>
      <div className="relative">
        <input
          {...inputProps}
          id={id}
          type={visible ? 'text' : 'password'}
          disabled={disabled}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={joinIds(
            Boolean(hint) && hintId,
            Boolean(error) && errorId,
            invalid && describedBy,
          )}
          className={`${inputClass} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={disabled}
          aria-label={visible ? 'Nascondi password' : 'Mostra password'}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-ink-muted hover:text-accent disabled:cursor-not-allowed disabled:opacity-60"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldFrame>
  );
}
