import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  templatesFor,
  toPayload,
  validateForm,
  withClassification,
  withTemplate,
} from './document-form-rules';
import { DIFFIDA_TEMPLATE, LEASE_TEMPLATE } from './test-support/fake-legal-documents-api';

const templates = [DIFFIDA_TEMPLATE, LEASE_TEMPLATE];
const TODAY = '2026-10-01';
const TEMPLATE_WITH_IBAN = {
  ...DIFFIDA_TEMPLATE,
  form_fields: DIFFIDA_TEMPLATE.form_fields
    .map((field) =>
      field.name === 'data_scadenza' ? { ...field, date_range: 'not_future' as const } : field,
    )
    .concat({ name: 'iban', label: 'IBAN per il pagamento', type: 'text', required: false, format: 'iban' }),
};

describe('document form rules', () => {
  it('filters the templates only when both type and area are chosen', () => {
    expect(templatesFor(templates, '', '')).toEqual(templates);
    expect(templatesFor(templates, 'contratto', '')).toEqual(templates);
    expect(templatesFor(templates, 'contratto', 'diritto_immobiliare')).toEqual([LEASE_TEMPLATE]);
    expect(templatesFor(templates, 'lettera_diffida', 'diritto_immobiliare')).toEqual([]);
  });

  it('selecting a template resets its data to the required fields and fills type and area; clearing empties it', () => {
    const typed = { ...emptyForm('none'), template_data: { vecchio: 'valore' } };
    const selected = withTemplate(typed, DIFFIDA_TEMPLATE);
    expect(selected.template_data).toEqual({
      creditore_nome: '',
      debitore_nome: '',
      importo: '',
      data_scadenza: '',
    });
    expect(selected).toMatchObject({
      template_id: 1,
      document_type: 'lettera_diffida',
      legal_area: 'diritto_civile',
    });
    expect(
      withTemplate({ ...selected, template_data: { creditore_nome: 'Mario Rossi' } }, null),
    ).toMatchObject({
      template_id: null,
      template_data: {},
    });
    // A type already chosen is the user's: the template does not overwrite it.
    expect(
      withTemplate({ ...emptyForm('none'), document_type: 'parere' }, DIFFIDA_TEMPLATE).document_type,
    ).toBe('parere');
  });

  it('drops the template when a new type or area no longer matches it', () => {
    const selected = withTemplate(emptyForm('none'), DIFFIDA_TEMPLATE);
    expect(withClassification(selected, { legal_area: 'diritto_penale' }, templates)).toMatchObject({
      template_id: null,
      template_data: {},
      legal_area: 'diritto_penale',
    });
    expect(withClassification(selected, { legal_area: '' }, templates).template_id).toBe(1);
  });

  it('requires name, type, area, and the content without a template or the required template fields with one', () => {
    expect(Object.keys(validateForm(emptyForm('none'), null, TODAY))).toEqual([
      'document_name',
      'document_type',
      'legal_area',
      'custom_content',
    ]);
    const form = {
      ...withTemplate({ ...emptyForm('none'), document_name: 'Diffida' }, DIFFIDA_TEMPLATE),
      template_data: { creditore_nome: 'Mario Rossi', debitore_pec: 'non-una-pec', importo: '0' },
    };
    expect(validateForm(form, DIFFIDA_TEMPLATE, TODAY)).toEqual({
      'template_data.debitore_nome': 'Il campo «Debitore» è obbligatorio.',
      'template_data.debitore_pec': 'Il campo «PEC del debitore» deve contenere un indirizzo email valido.',
      'template_data.importo': 'Il campo «Importo dovuto (€)» deve essere almeno € 0,01.',
      'template_data.data_scadenza': 'Il campo «Data di scadenza del pagamento» è obbligatorio.',
    });
  });

  it('checks the values with the server’s rule: Italian amounts, IBAN, a debt already due', () => {
    const form = {
      ...withTemplate({ ...emptyForm('none'), document_name: 'Diffida' }, TEMPLATE_WITH_IBAN),
      template_data: {
        creditore_nome: 'Mario Rossi',
        debitore_nome: 'Beta S.r.l.',
        importo: '12.500,00',
        data_scadenza: '2026-10-01',
        iban: 'IT60 X054 2811 1010 0000 0123 456',
      },
    };
    expect(validateForm(form, TEMPLATE_WITH_IBAN, TODAY)).toEqual({});
    const wrong = {
      ...form,
      template_data: {
        ...form.template_data,
        importo: '12.500,505',
        data_scadenza: '2026-10-02',
        iban: 'IT60 X054 2811 1010 0000 0123 457',
      },
    };
    expect(validateForm(wrong, TEMPLATE_WITH_IBAN, TODAY)).toEqual({
      'template_data.importo': 'Il campo «Importo dovuto (€)» può avere al massimo due decimali.',
      'template_data.data_scadenza':
        'Il campo «Data di scadenza del pagamento» non può contenere una data futura.',
      'template_data.iban':
        'Il campo «IBAN per il pagamento» non contiene un IBAN valido: controlla i caratteri (un IBAN italiano ne ha 27).',
    });
    // The same due date is fine a day later: today is the caller's.
    expect(validateForm(wrong, TEMPLATE_WITH_IBAN, '2026-10-02')).not.toHaveProperty(
      'template_data.data_scadenza',
    );
  });

  it('sends the template data trimmed, an emptied field as empty (cleared, not left out), and no content as null', () => {
    const form = {
      ...withTemplate({ ...emptyForm('none'), document_name: '  Diffida Rossi ' }, DIFFIDA_TEMPLATE),
      template_data: { creditore_nome: ' Mario Rossi ', importo: '12500', risoluzione: '' },
    };
    expect(toPayload(form)).toEqual({
      document_name: 'Diffida Rossi',
      document_type: 'lettera_diffida',
      legal_area: 'diritto_civile',
      template_id: 1,
      template_data: { creditore_nome: 'Mario Rossi', importo: '12500', risoluzione: '' },
      custom_content: null,
      ai_option: 'none',
    });
  });
});
