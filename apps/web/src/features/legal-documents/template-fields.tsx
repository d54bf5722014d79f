import type { LegalTemplate, TemplateField } from '@brocardo/shared';
import { type FormErrors, templateFieldKey } from './document-form-rules';
import { type ControlProps, controlClass, FieldFrame } from './form-controls';

interface TemplateFieldsProps {
  template: LegalTemplate;
  values: Readonly<Record<string, string>>;
  errors: FormErrors;
  onChange(name: string, value: string): void;
}

function FieldControl({
  field,
  value,
  onChange,
  control,
}: {
  field: TemplateField;
  value: string;
  onChange(value: string): void;
  control: ControlProps;
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
    case 'number':
      return (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          min={field.min}
          step={field.money ? '0.01' : 'any'}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      );
    default:
      return (
        <input
          {...common}
          type={field.type}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      );
  }
}

/** The selected template's form (spec 2 §3 form_fields), each field by its type and flags. */
export function TemplateFields({ template, values, errors, onChange }: TemplateFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-rule bg-paper px-4 pt-2 pb-4">
      <legend className="px-1 text-sm font-semibold text-ink">Dati del modello «{template.name}»</legend>
      {template.form_fields.map((field) => (
        <FieldFrame
          key={field.name}
          label={field.label}
          required={field.required}
          error={errors[templateFieldKey(field.name)]}
          hint={field.money ? 'Importo in euro, ad esempio 12500,00.' : undefined}
        >
          {(control) => (
            <FieldControl
              field={field}
              value={values[field.name] ?? ''}
              onChange={(value) => onChange(field.name, value)}
              control={control}
            />
          )}
        </FieldFrame>
      ))}
    </fieldset>
  );
}
