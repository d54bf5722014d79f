import {
  type AiOption,
  type CreateLegalDocumentRequest,
  italianToday,
  type LegalArea,
  type LegalDocumentType,
  type LegalTemplate,
  templateDataFor,
  templateValueError,
} from '@brocardo/shared';
import { CONTENT_REQUIRED } from './legal-documents-messages';

export interface DocumentFormValues {
  document_name: string;
  document_type: LegalDocumentType | '';
  legal_area: LegalArea | '';
  template_id: number | null;
  /** Field name → value, as the selected template's form holds it. */
  template_data: Record<string, string>;
  custom_content: string;
  ai_option: AiOption;
}

/** Messages by field: `document_name`, `custom_content`, `template_data.<name>` (as the server names them). */
export type FormErrors = Record<string, string>;

export const templateFieldKey = (name: string) => `template_data.${name}`;

export function emptyForm(aiOption: AiOption): DocumentFormValues {
  return {
    document_name: '',
    document_type: '',
    legal_area: '',
    template_id: null,
    template_data: {},
    custom_content: '',
    ai_option: aiOption,
  };
}

/** Spec 2 §5: the templates offered, filtered by type and area once both are chosen. */
export function templatesFor(
  templates: readonly LegalTemplate[],
  type: LegalDocumentType | '',
  area: LegalArea | '',
): LegalTemplate[] {
  if (type === '' || area === '') return [...templates];
  return templates.filter((template) => template.document_type === type && template.legal_area === area);
}

/**
 * Spec 2 §4: selecting a template resets its data (an empty value for each required field) and, when
 * the type or the area is not chosen yet, takes the template's; clearing it empties the map.
 */
export function withTemplate(values: DocumentFormValues, template: LegalTemplate | null): DocumentFormValues {
  if (!template) return { ...values, template_id: null, template_data: templateDataFor(null) };
  return {
    ...values,
    template_id: template.id,
    template_data: templateDataFor(template.form_fields),
    document_type: values.document_type || template.document_type,
    legal_area: values.legal_area || template.legal_area,
  };
}

/** A new type or area: the selected template goes when it no longer matches them. */
export function withClassification(
  values: DocumentFormValues,
  change: Partial<Pick<DocumentFormValues, 'document_type' | 'legal_area'>>,
  templates: readonly LegalTemplate[],
): DocumentFormValues {
  const next = { ...values, ...change };
  if (next.template_id === null) return next;
  const stillOffered = templatesFor(templates, next.document_type, next.legal_area).some(
    (template) => template.id === next.template_id,
  );
  return stillOffered ? next : withTemplate(next, null);
}

/**
 * Spec 2 §5 document form: what is missing or wrong, by field; empty when the form can be sent. The
 * template's fields are checked by the server's own rule (rules/template-values.ts), against today in
 * Italy.
 */
export function validateForm(
  values: DocumentFormValues,
  template: LegalTemplate | null,
  today: string = italianToday(),
): FormErrors {
  const errors: FormErrors = {};
  if (values.document_name.trim() === '') errors.document_name = 'Il nome del documento è obbligatorio.';
  if (values.document_type === '') errors.document_type = 'Il tipo di documento è obbligatorio.';
  if (values.legal_area === '') errors.legal_area = "L'area legale è obbligatoria.";
  if (template) {
    for (const field of template.form_fields) {
      const error = templateValueError(field, values.template_data[field.name], today);
      if (error) errors[templateFieldKey(field.name)] = error;
    }
  } else if (values.custom_content.trim() === '') {
    errors.custom_content = CONTENT_REQUIRED;
  }
  return errors;
}

/**
 * The creation payload (spec 2 §3) of a valid form. A template field the user emptied is sent empty:
 * the server fills only absent fields from the «Profilo dello studio», never one cleared on purpose.
 */
export function toPayload(values: DocumentFormValues): CreateLegalDocumentRequest {
  const templateData = Object.fromEntries(
    Object.entries(values.template_data).map(([name, value]) => [name, value.trim()] as const),
  );
  const content = values.custom_content.trim();
  return {
    document_name: values.document_name.trim(),
    document_type: values.document_type as LegalDocumentType,
    legal_area: values.legal_area as LegalArea,
    template_id: values.template_id,
    ...(values.template_id !== null ? { template_data: templateData } : {}),
    custom_content: content === '' ? null : content,
    ai_option: values.ai_option,
  };
}

/** The server's 422 field messages, first of each, by the same keys. */
export function serverFormErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>> | undefined,
): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}
