import {
  type AiOption,
  type FirmProfile,
  type LegalArea,
  type LegalDocumentType,
  type LegalTemplate,
  type MatterTemplateSource,
  withFirmProfileValues,
  withMatterValues,
} from '@brocardo/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFirmProfile } from '../account';
import {
  type DocumentFormValues,
  emptyForm,
  type FormErrors,
  templateFieldKey,
  templatesFor,
  validateForm,
  withClassification,
  withTemplate,
} from './document-form-rules';

/**
 * The template's empty fields that the «Profilo dello studio» backs, filled from it, and those the
 * chosen matter backs (its client, its name) from the matter.
 */
function withProfile(
  values: DocumentFormValues,
  template: LegalTemplate | null | undefined,
  profile: FirmProfile | undefined,
  matter: MatterTemplateSource | null = null,
): DocumentFormValues {
  if (!template || values.template_id !== template.id) return values;
  const names = template.form_fields.map((field) => field.name);
  const fromProfile = profile
    ? withFirmProfileValues(names, values.template_data, profile, 'blank')
    : values.template_data;
  return { ...values, template_data: withMatterValues(names, fromProfile, matter, 'blank') };
}

/**
 * The 'Nuovo Documento' form's state. Without a generative model on the server only 'none' can be
 * chosen, so it is what the form holds whatever was picked before the status arrived.
 */
export function useDocumentForm(templates: readonly LegalTemplate[], aiAvailable: boolean) {
  const [state, setState] = useState<DocumentFormValues>(() => emptyForm('basic'));
  const [errors, setErrors] = useState<FormErrors>({});
  const profile = useFirmProfile().data?.data;
  const [matter, setMatterState] = useState<MatterTemplateSource | null>(null);
  const values = useMemo<DocumentFormValues>(
    () => (aiAvailable || state.ai_option === 'none' ? state : { ...state, ai_option: 'none' }),
    [state, aiAvailable],
  );
  const offered = useMemo(
    () => templatesFor(templates, values.document_type, values.legal_area),
    [templates, values.document_type, values.legal_area],
  );
  const template = templates.find((item) => item.id === values.template_id) ?? null;

  // A profile that arrives after the template was chosen fills what is still empty.
  useEffect(() => {
    if (!profile) return;
    setState((current) =>
      withProfile(
        current,
        templates.find((item) => item.id === current.template_id),
        profile,
      ),
    );
  }, [profile, templates]);

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });

  return {
    values,
    errors,
    template,
    /** The templates the selector offers (filtered by type and area once both are chosen). */
    offered,
    setName(name: string) {
      setState((current) => ({ ...current, document_name: name }));
      clearError('document_name');
    },
    setClassification(change: { document_type?: LegalDocumentType | ''; legal_area?: LegalArea | '' }) {
      setState((current) => withClassification(current, change, templates));
      for (const key of Object.keys(change)) clearError(key);
    },
    selectTemplate(id: number | null) {
      const selected = templates.find((item) => item.id === id) ?? null;
      setState((current) => withProfile(withTemplate(current, selected), selected, profile, matter));
      setErrors({});
    },
    /** The matter the document is filed under: the template's empty client and engagement fields take its values. */
    setMatter(chosen: MatterTemplateSource | null) {
      setMatterState(chosen);
      setState((current) =>
        withProfile(
          current,
          templates.find((item) => item.id === current.template_id),
          profile,
          chosen,
        ),
      );
    },
    setTemplateValue(name: string, value: string) {
      setState((current) => ({ ...current, template_data: { ...current.template_data, [name]: value } }));
      clearError(templateFieldKey(name));
    },
    setContent(content: string) {
      setState((current) => ({ ...current, custom_content: content }));
      clearError('custom_content');
    },
    setAiOption(option: AiOption) {
      setState((current) => ({ ...current, ai_option: option }));
    },
    /** Checks the form; the messages show by their fields. True when it can be sent. */
    validate(): boolean {
      const found = validateForm(values, template);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    setErrors,
    reset: useCallback(() => {
      setState((current) => emptyForm(current.ai_option));
      setErrors({});
    }, []),
  };
}

export type DocumentForm = ReturnType<typeof useDocumentForm>;
