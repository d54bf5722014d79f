import {
  italianToday,
  type LegalTemplate,
  type TemplateField,
  templateDateLimits,
  templateValueError,
} from '@brocardo/shared';
import { useState } from 'react';
import { type FormErrors, templateFieldKey } from './document-form-rules';
import { type ControlProps, controlClass, FieldFrame } from './form-controls';

interface TemplateFieldsProps {
  template: LegalTemplate;
  values: Readonly<Record<string, string>>;
  errors: FormErrors;
  onChange(name: string, value: string): void;
}

const FORMAT_HINTS: Readonly<Record<NonNullable<TemplateField['format']>, string>> = {
  iban: 'IBAN di 27 caratteri, es. IT60 X054 2811 1010 0000 0123 456.',
  codice_fiscale: '16 caratteri per le persone, 11 cifre per le società.',
  partita_iva: '11 cifre, con o senza il prefisso IT.',
  tax_id: 'Codice fiscale (16 caratteri) o partita IVA (11 cifre).',
  lawyer_name: 'Nome e cognome: il titolo «Avv.» è già nel documento.',
};

const DATE_RANGE_HINTS: Readonly<Record<NonNullable<TemplateField['date_range']>, string>> = {
  past: 'Una data passata.',
  not_future: 'Oggi o una data passata.',
  future: 'Una data futura.',
  not_past: 'Oggi o una data futura.',
};

/** What the field expects, said before the user gets it wrong. */
function fieldHint(field: TemplateField): string | undefined {
  if (field.type === 'number' && field.money) return 'Importo in euro, ad esempio 12.500,00.';
  if (field.type === 'number' && field.integer && field.min !== undefined && field.max !== undefined)
    return `Numero intero da ${field.min} a ${field.max}.`;
  if (field.type === 'date' && field.date_range) return DATE_RANGE_HINTS[field.date_range];
  return field.format ? FORMAT_HINTS[field.format] : undefined;
}

function FieldControl({
  field,
  value,
  today,
  onChange,
  control,
}: {
  field: TemplateField;
  value: string;
  today: string;
  onChange(value: string): void;
  control: ControlProps & { onBlur(): void };
}) {
  const common = { ...control, name: field.name, value, placeholder: field.placeholder };
  switch (field.type) {
    case 'textarea':
      return (
        <textarea
          {...common}
          rows={field.rows ?? 3}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass} resize-y`}
        />
      );
    case 'select':
      return (
        <select {...common} onChange={(event) => onChange(event.target.value)} className={controlClass}>
          <option value="">{field.required ? 'Seleziona…' : '— Nessuna scelta —'}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'date':
      return (
        <input
          {...common}
          {...templateDateLimits(field, today)}
          type="date"
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      );
    default: {
      // Numbers are text: a number input refuses the Italian «12.500,00» the server reads.
      const isNumber = field.type === 'number';
      const isCode = field.format !== undefined && field.format !== 'lawyer_name';
      return (
        <input
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          inputMode={isNumber ? (field.integer ? 'numeric' : 'decimal') : undefined}
          autoCapitalize={isCode ? 'characters' : undefined}
          spellCheck={isCode ? false : undefined}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      );
    }
  }
}

/**
 * The selected template's form (spec 2 §3 form_fields), each field by its type and flags. A value is
 * checked when the field is left, with the server's rule; an empty required field waits for the
 * submit, as tabbing past it is no mistake.
 */
export function TemplateFields({ template, values, errors, onChange }: TemplateFieldsProps) {
  const [checked, setChecked] = useState<{ templateId: number; errors: Record<string, string> }>({
    templateId: template.id,
    errors: {},
  });
  const blurErrors = checked.templateId === template.id ? checked.errors : {};
  const today = italianToday();

  const showError = (name: string, error: string | null) => {
    const { [name]: _previous, ...others } = blurErrors;
    setChecked({ templateId: template.id, errors: error ? { ...others, [name]: error } : others });
  };

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-rule bg-paper px-4 pt-2 pb-4">
      <legend className="px-1 text-sm font-semibold text-ink">Dati del modello «{template.name}»</legend>
      {template.form_fields.map((field) => (
        <FieldFrame
          key={field.name}
          label={field.label}
          required={field.required}
          error={errors[templateFieldKey(field.name)] ?? blurErrors[field.name]}
          hint={fieldHint(field)}
        >
          {(control) => (
            <FieldControl
              field={field}
              value={values[field.name] ?? ''}
              today={today}
              onChange={(value) => {
                if (field.name in blurErrors) showError(field.name, null);
                onChange(field.name, value);
              }}
              control={{
                ...control,
                onBlur: () => {
                  const value = values[field.name] ?? '';
                  showError(field.name, value.trim() === '' ? null : templateValueError(field, value, today));
                },
              }}
            />
          )}
        </FieldFrame>
      ))}
    </fieldset>
  );
}
