import { type ReactNode, useId } from 'react';

export const controlClass =
  'block w-full rounded-md border border-rule bg-paper-raised px-3 py-2 text-base text-ink shadow-inner shadow-ink/5 ' +
  'transition-colors placeholder:text-ink-muted hover:border-ink-muted aria-invalid:border-critical ' +
  'disabled:cursor-not-allowed disabled:bg-paper disabled:text-ink-muted';

/** The ids and attributes a control needs to be named, described and marked by its frame. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FieldFrameProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  children(control: ControlProps): ReactNode;
}

/** Spec 2 §5: required fields marked *; the asterisk is for the eye, aria-required for the ear. */
export function FieldFrame({ label, required = false, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-critical">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs leading-snug text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm leading-snug text-critical" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
