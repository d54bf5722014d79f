import { AppError, LEGAL_AREAS, LEGAL_DOCUMENT_TYPES, templateField } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  formatEuro,
  formatItalianDate,
  formatItalianNumber,
  italianToday,
  parseItalianNumber,
} from './italian-format';
import { SAMPLE_TEMPLATE_DATA } from './legal-documents.test-support';
import { fillPlaceholders, fillTemplate, MISSING_VALUE, placeholdersOf } from './template-filling';
import { definitionHash, TEMPLATE_DEFINITIONS, templateDefinition } from './templates';

const context = { today: '2026-10-01' };

describe('Italian formats', () => {
  it('writes dates in words, the first of the month as 1°', () => {
    expect(formatItalianDate('2024-05-10')).toBe('10 maggio 2024');
    expect(formatItalianDate('2027-01-01')).toBe('1° gennaio 2027');
    expect(formatItalianDate('2026-12-31')).toBe('31 dicembre 2026');
    expect(() => formatItalianDate('2024-02-30')).toThrow(RangeError);
  });

  it('writes amounts in euro with Italian separators, four digits included', () => {
    expect(formatEuro(12_500)).toBe('€ 12.500,00');
    expect(formatEuro(1_234.5)).toBe('€ 1.234,50');
    expect(formatEuro(0.5)).toBe('€ 0,50');
    expect(formatEuro(1_000_000)).toBe('€ 1.000.000,00');
    expect(formatItalianNumber(1_234.5)).toBe('1.234,5');
    expect(formatItalianNumber(15)).toBe('15');
  });

  it('reads numbers as Italians type them', () => {
    expect(parseItalianNumber('12500')).toBe(12_500);
    expect(parseItalianNumber('12.500')).toBe(12_500);
    expect(parseItalianNumber('12.500,50')).toBe(12_500.5);
    expect(parseItalianNumber('12500,5')).toBe(12_500.5);
    expect(parseItalianNumber('12500.50')).toBe(12_500.5);
    expect(parseItalianNumber('€ 1.234.567,89')).toBe(1_234_567.89);
    expect(parseItalianNumber('0.125')).toBe(0.125);
    expect(parseItalianNumber('dodici')).toBeNull();
    expect(parseItalianNumber('1,2,3')).toBeNull();
    expect(parseItalianNumber('')).toBeNull();
  });

  it('adds years (29 February to 28) and takes today in Italy', () => {
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(italianToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('fillPlaceholders', () => {
  const values = new Map<string, string | null>([
    ['nome', 'Mario Rossi'],
    ['pec', null],
    ['citta', null],
  ]);

  it('replaces values, drops a line whose placeholders are all empty, shows […] otherwise', () => {
    const text = fillPlaceholders('Per {{nome}}\nPEC: {{pec}}\n{{nome}}, residente in {{citta}}', values);
    expect(text).toBe(`Per Mario Rossi\nMario Rossi, residente in ${MISSING_VALUE}\n`);
  });

  it('drops a heading left with nothing under it, but keeps one whose section has text', () => {
    const text = fillPlaceholders('# Titolo\n## PEC\n\n{{pec}}\n\n## Parti\n\n{{nome}}\n## Fine\n', values);
    expect(text).toBe('# Titolo\n\n## Parti\n\nMario Rossi\n');
  });

  it('does not read placeholders inside the values it inserts', () => {
    const text = fillPlaceholders('{{nome}}', new Map([['nome', '{{pec}} scritto dall’utente']]));
    expect(text).toBe('{{pec}} scritto dall’utente\n');
  });
});

describe('fillTemplate', () => {
  const diffida = templateDefinition('lettera-diffida-messa-in-mora')!;

  it('formats amounts and dates and drops the optional lines left empty', () => {
    const { content } = fillTemplate(diffida, SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'], context);
    expect(content).toContain('un credito di € 12.500,00, scaduto il 10 aprile 2026');
    expect(content).toContain('Milano, 1° ottobre 2026');
    expect(content).not.toContain('PEC: ');
    expect(content).not.toContain('IBAN');
    expect(content).not.toContain('1454');
    expect(content).not.toMatch(/\{\{/);
  });

  it('refuses missing required fields and malformed values with one 422 naming each label', () => {
    const error = (() => {
      try {
        fillTemplate(
          diffida,
          { creditore_nome: ' ', importo: 'dodicimila', data_scadenza: '10/04/2026' },
          context,
        );
      } catch (caught) {
        return caught as AppError;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error?.status).toBe(422);
    expect(error?.fieldErrors).toMatchObject({
      'template_data.creditore_nome': [
        'Il campo «Creditore (nome e cognome o ragione sociale)» è obbligatorio.',
      ],
      'template_data.importo': ['Il campo «Importo dovuto (€)» deve contenere un numero.'],
      'template_data.data_scadenza': [
        'Il campo «Data di scadenza del pagamento» deve contenere una data valida (aaaa-mm-gg).',
      ],
    });
    expect(error?.message).toBe('Il campo «Creditore (nome e cognome o ragione sociale)» è obbligatorio.');
  });

  it('checks e-mails, select options and minimums', () => {
    const data = {
      ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'],
      debitore_pec: 'non-una-pec',
      risoluzione: 'Forse',
      termine_giorni: '0',
    };
    expect(() => fillTemplate(diffida, data, context)).toThrow(AppError);
    try {
      fillTemplate(diffida, data, context);
    } catch (error) {
      expect(Object.keys((error as AppError).fieldErrors ?? {}).sort()).toEqual([
        'template_data.debitore_pec',
        'template_data.risoluzione',
        'template_data.termine_giorni',
      ]);
    }
  });

  it('adds the art. 1454 clause when asked, and refuses a term under fifteen days for it', () => {
    const data = {
      ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'],
      risoluzione: 'Sì, con diffida ad adempiere ex art. 1454 c.c.',
    };
    expect(fillTemplate(diffida, data, context).content).toContain(
      "diffida ad adempiere ai sensi dell'art. 1454 c.c.: decorso inutilmente il termine di 15 giorni",
    );
    expect(() => fillTemplate(diffida, { ...data, termine_giorni: '10' }, context)).toThrow(
      /non inferiore a quindici giorni/,
    );
  });

  it('computes the citazione terms from the hearing and refuses a hearing too close to serve in time', () => {
    const citazione = templateDefinition('atto-di-citazione')!;
    const filled = fillTemplate(citazione, SAMPLE_TEMPLATE_DATA['atto-di-citazione'], context);
    expect(filled.content).toContain(
      'Da notificarsi entro il 13 novembre 2026 (anticipato dal 14 novembre 2026, giorno non lavorativo)',
    );
    expect(filled.content).toContain('ossia entro il 4 gennaio 2027, ai sensi');
    expect(filled.content).toContain('ragioni di diritto: […]');
    expect(filled.content).toContain("all'udienza del **15 marzo 2027**");
    expect(filled.content).toContain('C.F. […]');
    expect(filled.content).not.toContain('PEC risultante');
    expect(filled.deadlines.map((deadline) => deadline.date)).toEqual(['2026-11-13', '2027-01-04']);
    expect(() =>
      fillTemplate(citazione, SAMPLE_TEMPLATE_DATA['atto-di-citazione'], { today: '2026-11-20' }),
    ).toThrow(/andrebbe notificata entro il 13 novembre 2026/);
    const abroad = fillTemplate(
      citazione,
      { ...SAMPLE_TEMPLATE_DATA['atto-di-citazione'], luogo_notifica: "All'estero" },
      { today: '2026-09-01' },
    );
    expect(abroad.content).toContain('Da notificarsi entro il 15 ottobre 2026');
  });

  it('computes the comparsa term and warns when it has passed', () => {
    const comparsa = templateDefinition('comparsa-costituzione-risposta')!;
    const timely = fillTemplate(comparsa, SAMPLE_TEMPLATE_DATA['comparsa-costituzione-risposta'], context);
    expect(timely.deadlines).toEqual([expect.objectContaining({ date: '2027-01-04' })]);
    expect(timely.content).not.toContain('Attenzione');
    const late = fillTemplate(comparsa, SAMPLE_TEMPLATE_DATA['comparsa-costituzione-risposta'], {
      today: '2027-01-05',
    });
    expect(late.content).toContain('è scaduto il 4 gennaio 2027');
  });

  it('computes the lease terms and caps the deposit at three months (art. 11 L. 392/1978)', () => {
    const lease = templateDefinition('contratto-locazione-abitativa-4-4')!;
    const data = SAMPLE_TEMPLATE_DATA['contratto-locazione-abitativa-4-4']!;
    const { content } = fillTemplate(lease, data, context);
    expect(content).toContain('con decorrenza dal 1° gennaio 2027 e prima scadenza il 31 dicembre 2030');
    expect(content).toContain('fino al 31 dicembre 2034');
    expect(content).toContain('canone annuo è liberamente convenuto in € 14.400,00');
    expect(content).toContain('rate mensili anticipate di € 1.200,00');
    expect(() => fillTemplate(lease, { ...data, deposito_cauzionale: '3601' }, context)).toThrow(
      /tre mensilità/,
    );
  });
});

describe('the shipped templates', () => {
  it.each(TEMPLATE_DEFINITIONS.map((definition) => [definition.key, definition] as const))(
    '%s: valid fields, each one used, fills its sample without leftovers',
    (key, definition) => {
      expect(LEGAL_DOCUMENT_TYPES).toContain(definition.documentType);
      expect(LEGAL_AREAS).toContain(definition.legalArea);
      for (const field of definition.fields) expect(() => templateField.parse(field)).not.toThrow();
      const names = definition.fields.map((field) => field.name);
      expect(new Set(names).size).toBe(names.length);
      const body = placeholdersOf(definition.body);
      // A field the body does not show is read by the template's derivation (a select, a section).
      const derivation = definition.derive?.toString() ?? '';
      for (const name of names) expect(body.includes(name) || derivation.includes(name), name).toBe(true);
      const sample = SAMPLE_TEMPLATE_DATA[key];
      expect(sample).toBeDefined();
      const filled = fillTemplate(definition, sample, context);
      expect(filled.content).not.toMatch(/\{\{|\}\}|undefined|null|NaN/);
      expect(filled.content.split('\n').length).toBeLessThan(300);
    },
  );

  it('have distinct keys and a hash that changes with the definition', () => {
    const keys = TEMPLATE_DEFINITIONS.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
    const diffida = templateDefinition('lettera-diffida-messa-in-mora')!;
    expect(definitionHash({ ...diffida })).toBe(definitionHash(diffida));
    expect(definitionHash({ ...diffida, body: `${diffida.body}.` })).not.toBe(definitionHash(diffida));
  });
});
