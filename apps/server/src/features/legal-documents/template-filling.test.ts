import { AppError, LEGAL_AREAS, LEGAL_DOCUMENT_TYPES, templateField } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { addYears, formatItalianDate } from './italian-format';
import { SAMPLE_TEMPLATE_DATA } from './legal-documents.test-support';
import { fillPlaceholders, fillTemplate, MISSING_VALUE, placeholdersOf } from './template-filling';
import { definitionHash, TEMPLATE_DEFINITIONS, templateDefinition } from './templates';

const context = { today: '2026-10-01', aiSystems: [] };

/** The 422 a fill throws, or undefined when it fills. */
function refusal(...args: Parameters<typeof fillTemplate>): AppError | undefined {
  try {
    fillTemplate(...args);
  } catch (caught) {
    return caught as AppError;
  }
  return undefined;
}

describe('Italian dates', () => {
  it('writes dates in words, the first of the month as 1°', () => {
    expect(formatItalianDate('2024-05-10')).toBe('10 maggio 2024');
    expect(formatItalianDate('2027-01-01')).toBe('1° gennaio 2027');
    expect(formatItalianDate('2026-12-31')).toBe('31 dicembre 2026');
    expect(() => formatItalianDate('2024-02-30')).toThrow(RangeError);
  });

  it('adds years (29 February to 28)', () => {
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
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

  it('never doubles the full stop after a value typed as a sentence; keeps abbreviations and ellipses whole', () => {
    const typed = new Map<string, string | null>([
      ['descrizione', 'Appartamento con cantina.'],
      ['societa', 'Alfa S.p.A.'],
      ['note', 'e così via...'],
    ]);
    const text = fillPlaceholders('Immobile: {{descrizione}}.\nParte: {{societa}}.\nNote: {{note}}.', typed);
    expect(text).toBe('Immobile: Appartamento con cantina.\nParte: Alfa S.p.A.\nNote: e così via...\n');
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
    const error = refusal(
      diffida,
      { creditore_nome: ' ', importo: 'dodicimila', data_scadenza: '10/04/2026' },
      context,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error?.status).toBe(422);
    expect(error?.fieldErrors).toMatchObject({
      'template_data.creditore_nome': [
        'Il campo «Creditore (nome e cognome o ragione sociale)» è obbligatorio.',
      ],
      'template_data.importo': [
        'Il campo «Importo dovuto (€)» deve contenere un importo in euro, ad esempio 12.500,00.',
      ],
      'template_data.data_scadenza': [
        'Il campo «Data di scadenza del pagamento» deve contenere una data valida (aaaa-mm-gg).',
      ],
    });
    expect(error?.message).toBe('Il campo «Creditore (nome e cognome o ragione sociale)» è obbligatorio.');
  });

  it('checks e-mails, select options, IBAN, amounts and the term in days', () => {
    const data = {
      ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'],
      debitore_pec: 'non-una-pec',
      risoluzione: 'Forse',
      termine_giorni: '0',
      iban: 'IT60X0542811101000000123457',
      importo: '12.500,505',
    };
    expect(Object.keys(refusal(diffida, data, context)?.fieldErrors ?? {}).sort()).toEqual([
      'template_data.debitore_pec',
      'template_data.iban',
      'template_data.importo',
      'template_data.risoluzione',
      'template_data.termine_giorni',
    ]);
    const tooLong = refusal(
      diffida,
      { ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'], termine_giorni: '400' },
      context,
    );
    expect(tooLong?.fieldErrors).toEqual({
      'template_data.termine_giorni': [
        'Il campo «Termine per adempiere (giorni dal ricevimento)» non può superare 365.',
      ],
    });
  });

  it('refuses a payment deadline that has not come yet: a diffida is for a debt already due', () => {
    const data = { ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'], data_scadenza: '2026-10-02' };
    expect(refusal(diffida, data, context)?.fieldErrors).toEqual({
      'template_data.data_scadenza': [
        'Il campo «Data di scadenza del pagamento» non può contenere una data futura.',
      ],
    });
    expect(refusal(diffida, { ...data, data_scadenza: '2026-10-01' }, context)).toBeUndefined();
  });

  it('prints the IBAN in groups of four and the lawyer’s title once, however they were typed', () => {
    const { content, values } = fillTemplate(
      diffida,
      {
        ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'],
        iban: 'it60x0542811101000000123456',
        avvocato_nome: 'Avv. Anna Bianchi',
        importo: '12.500,50',
      },
      context,
    );
    expect(content).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(values.iban).toBe('IT60X0542811101000000123456');
    expect(content).toContain('un credito di € 12.500,50');
    expect(content).toMatch(/\nAvv\. Anna Bianchi\n/);
    expect(content).not.toMatch(/Avv\.\s*Avv/);
  });

  it('opens the diffida with place, date and a salutation, and closes it with greetings and signature', () => {
    const { content } = fillTemplate(
      diffida,
      {
        ...SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'],
        avvocato_pec: 'anna.bianchi@pec.ordineavvocatimilano.it',
      },
      context,
    );
    expect(content.startsWith('Milano, 1° ottobre 2026\n')).toBe(true);
    expect(content).toContain('\n\nEgregi Signori,\n\nScrivo in nome e per conto di Edilnord S.r.l.,\n');
    // No paragraph opens in lower case (the letter used to start «scrivo in nome…»).
    expect(content).not.toMatch(/\n\n[a-zà-ù]/);
    expect(
      content.endsWith(
        'Distinti saluti.\n\nAvv. Anna Bianchi\nPEC: anna.bianchi@pec.ordineavvocatimilano.it\n',
      ),
    ).toBe(true);
  });

  it('gives the parere its salutation and courtesy closing', () => {
    const parere = templateDefinition('parere-legale')!;
    const { content } = fillTemplate(parere, SAMPLE_TEMPLATE_DATA['parere-legale'], context);
    expect(content).toMatch(/\*\*Oggetto:\*\* .*\n\nGentile Cliente,\n\nLe trasmetto/);
    expect(content).toMatch(
      /Resto a disposizione per ogni chiarimento e porgo cordiali saluti\.\n\nAvv\. Anna Bianchi\n$/,
    );
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
      fillTemplate(citazione, SAMPLE_TEMPLATE_DATA['atto-di-citazione'], {
        today: '2026-11-20',
        aiSystems: [],
      }),
    ).toThrow(/andrebbe notificata entro il 13 novembre 2026/);
    const abroad = fillTemplate(
      citazione,
      { ...SAMPLE_TEMPLATE_DATA['atto-di-citazione'], luogo_notifica: "All'estero" },
      { today: '2026-09-01', aiSystems: [] },
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
      aiSystems: [],
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
    expect(content).toMatch(
      /Milano, 1° ottobre 2026\n\nIl Locatore, Giulia Verdi: _+\n\nIl Conduttore, Luca Neri: _+\n/,
    );
    expect(() => fillTemplate(lease, { ...data, giorno_pagamento: '32' }, context)).toThrow(AppError);
    expect(() => fillTemplate(lease, { ...data, locatore_cf: 'VRDGLI70A41F205X' }, context)).toThrow(
      AppError,
    );
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
      // The parties may be women or companies: no participle agrees with a name it cannot know.
      expect(filled.content).not.toMatch(/, nato a |, rappresentato e difeso dall/);
      expect(filled.content.split('\n').length).toBeLessThan(300);
    },
  );

  it.each(TEMPLATE_DEFINITIONS.map((definition) => [definition.key, definition] as const))(
    '%s: every tax code, IBAN, lawyer, term in days and amount says what it holds',
    (_key, definition) => {
      for (const field of definition.fields) {
        if (/_cf$/.test(field.name)) expect(field.format, field.name).toMatch(/^(codice_fiscale|tax_id)$/);
        if (/iban/.test(field.name)) expect(field.format, field.name).toBe('iban');
        if (/^avvocato_nome$/.test(field.name)) expect(field.format, field.name).toBe('lawyer_name');
        if (field.type === 'number' && /giorn/.test(field.name)) {
          expect(field, field.name).toMatchObject({ integer: true, min: 1, max: expect.any(Number) });
        }
        if (field.type === 'number' && !/giorn/.test(field.name)) expect(field.money, field.name).toBe(true);
      }
    },
  );

  /** What closes each sample: the signatures, after place and date. */
  const SIGNATURES: Readonly<Record<string, readonly string[]>> = {
    'lettera-diffida-messa-in-mora': ['Distinti saluti.', 'Avv. Anna Bianchi'],
    'atto-costituzione-in-mora': ['Milano, 1° ottobre 2026', 'Edilnord S.r.l.'],
    'contratto-locazione-abitativa-4-4': ['Il Locatore, Giulia Verdi: ___', 'Il Conduttore, Luca Neri: ___'],
    'procura-alle-liti': ['Milano, 1° ottobre 2026', 'Firma di Mario Rossi: ___', 'Avv. Anna Bianchi'],
    'ricorso-decreto-ingiuntivo': ['Milano, 1° ottobre 2026', 'Avv. Anna Bianchi'],
    'atto-di-citazione': ['Milano, 1° ottobre 2026', 'Avv. Anna Bianchi'],
    'comparsa-costituzione-risposta': ['Milano, 1° ottobre 2026', 'Avv. Anna Bianchi'],
    'parere-legale': ['cordiali saluti.', 'Avv. Anna Bianchi'],
    'istanza-generica': ['Con osservanza.', 'Milano, 1° ottobre 2026', 'Mario Rossi'],
    'informativa-uso-ia-cliente': [
      'Milano, 1° ottobre 2026',
      'Avv. Anna Bianchi',
      'Per presa visione, Mario Rossi: ___',
    ],
  };

  it.each(TEMPLATE_DEFINITIONS.map((definition) => [definition.key, definition] as const))(
    '%s: dated, closed and signed, the lawyer’s title printed once',
    (key, definition) => {
      const sample = { ...SAMPLE_TEMPLATE_DATA[key] };
      if (definition.fields.some((field) => field.name === 'avvocato_nome'))
        sample.avvocato_nome = 'Avv. Anna Bianchi';
      const { content } = fillTemplate(definition, sample, context);
      expect(content).toContain('Milano, 1° ottobre 2026');
      expect(content).not.toMatch(/Avv\.\s*Avv/);
      const tail = content.slice(-400);
      let from = 0;
      for (const expected of SIGNATURES[key]!) {
        const at = tail.indexOf(expected, from);
        expect(at, `${key}: ${expected}`).toBeGreaterThanOrEqual(0);
        from = at + expected.length;
      }
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
