import { BUDGET_RANGES, CASE_TYPES, COURT_LEVELS, URGENCY_LEVELS } from '@brocardo/shared';
import { type ReactNode, useId, useRef } from 'react';
import type { CaseFormErrors, CaseFormValues } from './case-form-values';
import { BUDGET_LABELS, CASE_TYPE_LABELS, URGENCY_LABELS } from './case-strategies-messages';
import { CaseValueProposal } from './case-value-proposal';

export const controlClass =
  'block w-full rounded-md border border-rule bg-paper-raised px-3 py-2 text-base text-ink shadow-inner shadow-ink/5 ' +
  'transition-colors placeholder:text-ink-muted hover:border-ink-muted aria-invalid:border-critical ' +
  'disabled:cursor-not-allowed disabled:bg-paper disabled:text-ink-muted';

interface ControlProps {
  id: string;
  name: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean;
  disabled: boolean;
}

interface FrameProps {
  label: string;
  name: keyof CaseFormValues;
  required?: boolean;
  error: string | undefined;
  hint?: string;
  disabled: boolean;
  children(control: ControlProps): ReactNode;
}

/** Spec 2 §5: required fields marked * (for the eye) and required (for the ear). */
function Frame({ label, name, required = false, error, hint, disabled, children }: FrameProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
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
        name,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        required,
        disabled,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-critical" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface CaseFieldsProps {
  values: CaseFormValues;
  errors: CaseFormErrors;
  disabled: boolean;
  onChange(name: keyof CaseFormValues, value: string): void;
}

/** The case's fields, the same in the 'Nuovo Caso' form and in the details' edit form. */
export function CaseFields({ values, errors, disabled, onChange }: CaseFieldsProps) {
  const valueInput = useRef<HTMLInputElement>(null);
  const frame = (name: keyof CaseFormValues, label: string, required = false) => ({
    name,
    label,
    required,
    error: errors[name],
    disabled,
  });
  const bind = (name: keyof CaseFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const options = (list: readonly string[], labels?: Record<string, string>) =>
    list.map((value) => (
      <option key={value} value={value}>
        {labels?.[value] ?? value}
      </option>
    ));
  return (
    <div className="flex flex-col gap-4">
      <Frame {...frame('case_title', 'Titolo del caso', true)}>
        {(control) => <input type="text" className={controlClass} {...control} {...bind('case_title')} />}
      </Frame>
      <div className="grid gap-4 sm:grid-cols-2">
        <Frame {...frame('case_type', 'Tipo di caso', true)}>
          {(control) => (
            <select className={controlClass} {...control} {...bind('case_type')}>
              <option value="">Seleziona…</option>
              {options(CASE_TYPES, CASE_TYPE_LABELS)}
            </select>
          )}
        </Frame>
        <Frame {...frame('legal_area', 'Area legale', true)}>
          {(control) => (
            <input
              type="text"
              className={controlClass}
              placeholder="es. Diritto civile"
              {...control}
              {...bind('legal_area')}
            />
          )}
        </Frame>
      </div>
      <Frame {...frame('case_facts', 'Fatti del caso', true)}>
        {(control) => <textarea rows={5} className={controlClass} {...control} {...bind('case_facts')} />}
      </Frame>
      <Frame {...frame('opposing_party', 'Controparte')}>
        {(control) => <input type="text" className={controlClass} {...control} {...bind('opposing_party')} />}
      </Frame>
      <div className="grid gap-4 sm:grid-cols-2">
        <Frame {...frame('court_level', 'Grado di giudizio')}>
          {(control) => (
            <select className={controlClass} {...control} {...bind('court_level')}>
              <option value="">Non specificato</option>
              {options(COURT_LEVELS)}
            </select>
          )}
        </Frame>
        <Frame {...frame('urgency_level', 'Urgenza')}>
          {(control) => (
            <select className={controlClass} {...control} {...bind('urgency_level')}>
              {options(URGENCY_LEVELS, URGENCY_LABELS)}
            </select>
          )}
        </Frame>
        <Frame {...frame('budget_range', 'Budget')}>
          {(control) => (
            <select className={controlClass} {...control} {...bind('budget_range')}>
              <option value="">Non specificato</option>
              {options(BUDGET_RANGES, BUDGET_LABELS)}
            </select>
          )}
        </Frame>
        <div className="flex flex-col gap-2">
          <Frame
            {...frame('case_value_euro', 'Valore della causa (€)')}
            hint="Vuoto: valore indeterminabile, o letto dai fatti (da confermare)."
          >
            {(control) => (
              <input
                ref={valueInput}
                type="text"
                inputMode="decimal"
                className={controlClass}
                {...control}
                {...bind('case_value_euro')}
              />
            )}
          </Frame>
          <CaseValueProposal
            facts={values.case_facts}
            value={values.case_value_euro}
            disabled={disabled}
            onUse={(value) => {
              onChange('case_value_euro', value);
              // The button goes away with the proposal: the focus moves to the value it filled.
              valueInput.current?.focus();
            }}
          />
        </div>
      </div>
      <Frame {...frame('desired_outcome', 'Risultato desiderato')}>
        {(control) => (
          <textarea rows={3} className={controlClass} {...control} {...bind('desired_outcome')} />
        )}
      </Frame>
    </div>
  );
}
