import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../contracts/legal-documents';
import {
  checkTemplateValue,
  groupIban,
  MAX_AMOUNT_EURO,
  templateDateLimits,
  templateValueError,
} from './template-values';

const TODAY = '2026-10-01';
const check = (field: TemplateField, value: string | undefined) => checkTemplateValue(field, value, TODAY);
const error = (field: TemplateField, value: string | undefined) => templateValueError(field, value, TODAY);

const text = (extra: Partial<TemplateField> = {}): TemplateField => ({
  name: 'campo',
  label: 'Campo',
  type: 'text',
  required: false,
  ...extra,
});

describe('required and empty values', () => {
  it('refuses a required field left empty or blank, naming its label; an optional one is null', () => {
    expect(error(text({ required: true, label: 'Creditore' }), '  ')).toBe(
      'Il campo «Creditore» è obbligatorio.',
    );
    expect(error(text({ required: true }), undefined)).toBe('Il campo «Campo» è obbligatorio.');
    expect(check(text(), '')).toEqual({ value: null });
    expect(check(text(), '  Mario Rossi ')).toEqual({ value: 'Mario Rossi' });
  });
});

describe('dates', () => {
  const date = (extra: Partial<TemplateField> = {}) =>
    text({ type: 'date', label: 'Data di scadenza del pagamento', ...extra });

  it('accepts only real calendar dates written yyyy-mm-dd', () => {
    expect(check(date(), '2024-02-29')).toEqual({ value: '2024-02-29' });
    for (const value of ['2026-02-29', '2026-13-01', '01/02/2026', 'domani']) {
      expect(error(date(), value), value).toBe(
        'Il campo «Data di scadenza del pagamento» deve contenere una data valida (aaaa-mm-gg).',
      );
    }
  });

  it('refuses a year before 1900 or more than ten years ahead', () => {
    expect(check(date(), '1900-01-01')).toEqual({ value: '1900-01-01' });
    expect(error(date(), '1899-12-31')).toBe(
      'Il campo «Data di scadenza del pagamento» non può contenere una data anteriore al 1900.',
    );
    expect(check(date(), '2036-10-01')).toEqual({ value: '2036-10-01' });
    expect(error(date(), '2036-10-02')).toBe(
      'Il campo «Data di scadenza del pagamento» non può contenere una data oltre i prossimi dieci anni.',
    );
  });

  it('places the date with respect to today, today itself included only by the not_ ranges', () => {
    const cases: [TemplateField['date_range'], string, string | null][] = [
      ['not_future', '2026-10-01', null],
      ['not_future', '2026-10-02', 'non può contenere una data futura.'],
      ['past', '2026-09-30', null],
      ['past', '2026-10-01', 'deve contenere una data passata.'],
      ['future', '2026-10-02', null],
      ['future', '2026-10-01', 'deve contenere una data futura.'],
      ['not_past', '2026-10-01', null],
      ['not_past', '2026-09-30', 'non può contenere una data passata.'],
    ];
    for (const [range, value, message] of cases) {
      const field = date({ date_range: range, label: 'Data' });
      expect(error(field, value), `${range} ${value}`).toBe(message && `Il campo «Data» ${message}`);
    }
  });

  it('gives the first and last day accepted, for a date picker', () => {
    expect(templateDateLimits(date(), TODAY)).toEqual({ min: '1900-01-01', max: '2036-10-01' });
    expect(templateDateLimits(date({ date_range: 'past' }), '2026-03-01')).toEqual({
      min: '1900-01-01',
      max: '2026-02-28',
    });
    expect(templateDateLimits(date({ date_range: 'future' }), '2026-12-31').min).toBe('2027-01-01');
    expect(templateDateLimits(date({ date_range: 'not_past' }), TODAY).min).toBe(TODAY);
    expect(templateDateLimits(date({ date_range: 'not_future' }), TODAY).max).toBe(TODAY);
    // Ten years after 29 February is 28 February.
    expect(templateDateLimits(date(), '2028-02-29').max).toBe('2038-02-28');
  });

  it('takes today from the caller', () => {
    const due = date({ date_range: 'not_future' });
    expect(templateValueError(due, '2026-10-05', '2026-10-04')).not.toBeNull();
    expect(templateValueError(due, '2026-10-05', '2026-10-05')).toBeNull();
  });
});

describe('amounts in euro', () => {
  const amount = (extra: Partial<TemplateField> = {}) =>
    text({ type: 'number', money: true, label: 'Importo dovuto (€)', ...extra });

  it('reads the Italian formats and keeps a plain decimal', () => {
    expect(check(amount(), '12.500,00')).toEqual({ value: '12500' });
    expect(check(amount(), '12500.5')).toEqual({ value: '12500.5' });
    expect(check(amount(), '€ 1.234,56')).toEqual({ value: '1234.56' });
    expect(check(amount(), '0,01')).toEqual({ value: '0.01' });
  });

  it('refuses text, zero, negatives, a third decimal and more than a billion', () => {
    expect(error(amount(), 'dodicimila')).toBe(
      'Il campo «Importo dovuto (€)» deve contenere un importo in euro, ad esempio 12.500,00.',
    );
    expect(error(amount(), '0')).toBe('Il campo «Importo dovuto (€)» deve essere maggiore di zero.');
    expect(error(amount(), '-5')).toBe('Il campo «Importo dovuto (€)» deve essere maggiore di zero.');
    expect(error(amount(), '12,505')).toBe(
      'Il campo «Importo dovuto (€)» può avere al massimo due decimali.',
    );
    expect(check(amount(), String(MAX_AMOUNT_EURO))).toEqual({ value: '1000000000' });
    expect(error(amount(), '1.000.000.000,01')).toBe(
      'Il campo «Importo dovuto (€)» non può superare € 1.000.000.000,00.',
    );
  });

  it('follows the field’s own bounds: a deposit may be zero, a rent starts at one euro', () => {
    expect(check(amount({ min: 0 }), '0')).toEqual({ value: '0' });
    expect(error(amount({ min: 0, label: 'Deposito' }), '-1')).toBe(
      'Il campo «Deposito» deve essere almeno € 0,00.',
    );
    expect(error(amount({ min: 1, label: 'Canone' }), '0,50')).toBe(
      'Il campo «Canone» deve essere almeno € 1,00.',
    );
    expect(error(amount({ max: 5000, label: 'Canone' }), '5.000,01')).toBe(
      'Il campo «Canone» non può superare € 5.000,00.',
    );
  });
});

describe('terms in days and other whole numbers', () => {
  const days = text({
    type: 'number',
    label: 'Termine per adempiere (giorni dal ricevimento)',
    integer: true,
    min: 1,
    max: 365,
  });

  it('accepts whole numbers within the bounds', () => {
    expect(check(days, '1')).toEqual({ value: '1' });
    expect(check(days, '365')).toEqual({ value: '365' });
    expect(check(days, '15,0')).toEqual({ value: '15' });
  });

  it('refuses fractions, text and values outside the bounds', () => {
    const label = 'Il campo «Termine per adempiere (giorni dal ricevimento)»';
    expect(error(days, '7,5')).toBe(`${label} deve contenere un numero intero.`);
    expect(error(days, 'quindici')).toBe(`${label} deve contenere un numero.`);
    expect(error(days, '0')).toBe(`${label} deve essere almeno 1.`);
    expect(error(days, '366')).toBe(`${label} non può superare 365.`);
    // «1.000» is a thousand, as Italians write it, not one.
    expect(error(days, '1.000')).toBe(`${label} non può superare 365.`);
  });
});

describe('identifiers', () => {
  it('IBAN: checked by its check digits, kept without spaces, printed in groups of four', () => {
    const iban = text({ label: 'IBAN per il pagamento', format: 'iban' });
    expect(check(iban, 'it60 x054 2811 1010 0000 0123 456')).toEqual({
      value: 'IT60X0542811101000000123456',
    });
    expect(error(iban, 'IT60X0542811101000000123457')).toBe(
      'Il campo «IBAN per il pagamento» non contiene un IBAN valido: controlla i caratteri (un IBAN italiano ne ha 27).',
    );
    expect(error(iban, 'IT60X054281110100000012345')).not.toBeNull();
    expect(groupIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });

  it('codice fiscale: a person’s (check letter) or a company’s (11 digits), in capitals', () => {
    const cf = text({ label: 'Codice fiscale del locatore', format: 'codice_fiscale' });
    expect(check(cf, 'rssmra85t10a562s')).toEqual({ value: 'RSSMRA85T10A562S' });
    expect(check(cf, '00743110157')).toEqual({ value: '00743110157' });
    expect(error(cf, 'RSSMRA85T10A562T')).toBe(
      'Il campo «Codice fiscale del locatore» non contiene un codice fiscale valido: controlla i caratteri.',
    );
  });

  it('partita IVA and «codice fiscale o partita IVA»: the country prefix is dropped', () => {
    const vat = text({ label: 'Partita IVA', format: 'partita_iva' });
    expect(check(vat, 'IT 00743110157')).toEqual({ value: '00743110157' });
    expect(error(vat, '00743110158')).toBe(
      'Il campo «Partita IVA» non contiene una partita IVA valida: controlla le 11 cifre.',
    );
    const taxId = text({ label: 'Codice fiscale o partita IVA del debitore', format: 'tax_id' });
    expect(check(taxId, 'IT00743110157')).toEqual({ value: '00743110157' });
    expect(check(taxId, 'RSSMRA85T10A562S')).toEqual({ value: 'RSSMRA85T10A562S' });
    expect(error(taxId, 'RSSMRA85T10A562')).toBe(
      'Il campo «Codice fiscale o partita IVA del debitore» non contiene un codice fiscale o una partita IVA validi: controlla i caratteri.',
    );
  });

  it('PEC and e-mail addresses', () => {
    const pec = text({ type: 'email', label: 'PEC del debitore' });
    expect(check(pec, 'mario.rossi@pec.it')).toEqual({ value: 'mario.rossi@pec.it' });
    for (const value of ['non-una-pec', 'mario@pec', 'mario..rossi@pec.it', 'mario rossi@pec.it']) {
      expect(error(pec, value), value).toBe(
        'Il campo «PEC del debitore» deve contenere un indirizzo email valido.',
      );
    }
  });
});

describe('a lawyer’s name', () => {
  const lawyer = text({ label: 'Avvocato (nome e cognome)', format: 'lawyer_name', required: true });

  it('drops the title the document prints itself', () => {
    for (const typed of [
      'Avv. Anna Bianchi',
      'avv Anna Bianchi',
      'Avv.Anna Bianchi',
      'Avvocato Anna Bianchi',
    ]) {
      expect(check(lawyer, typed), typed).toEqual({ value: 'Anna Bianchi' });
    }
    expect(check(lawyer, 'Avv.ssa Anna Bianchi')).toEqual({ value: 'Anna Bianchi' });
    expect(check(lawyer, 'Avv.to Mario Verdi')).toEqual({ value: 'Mario Verdi' });
    expect(check(lawyer, 'Avventino Rossi')).toEqual({ value: 'Avventino Rossi' });
  });

  it('a title alone is no name', () => {
    expect(error(lawyer, 'Avv. ')).toBe('Il campo «Avvocato (nome e cognome)» è obbligatorio.');
  });
});

describe('select options', () => {
  it('accepts only the offered options', () => {
    const select = text({ type: 'select', label: 'Risoluzione', options: ['No', 'Sì'] });
    expect(check(select, 'Sì')).toEqual({ value: 'Sì' });
    expect(error(select, 'Forse')).toBe('Il campo «Risoluzione» deve essere uno tra: No, Sì.');
  });
});
