import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export const controlClass =
  'block w-full rounded-md border border-rule bg-paper-raised px-3 py-2 text-base text-ink shadow-inner shadow-ink/5 ' +
  'transition-colors hover:border-ink-muted aria-invalid:border-critical disabled:cursor-not-allowed disabled:text-ink-muted';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm leading-snug text-critical">
      {message}
    </p>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select with its error under it. */
export function SelectField({ label, error, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The first message per field of a zod error or a 422's `errors`. */
export function firstMessages(
  errors: Record<string, string[] | undefined> | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = messages?.[0];
    if (first) result[field] = first;
  }
  return result;
}

/** A labelled native date field ('YYYY-MM-DD', blank when cleared); `compact` for filter bars. */
export function DateInput({
  label,
  value,
  onChange,
  compact = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={compact ? `${controlClass} py-1.5` : controlClass}
      />
    </div>
  );
}
