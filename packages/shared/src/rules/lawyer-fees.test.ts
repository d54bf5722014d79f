import { describe, expect, it } from 'vitest';
import { LAWYER_FEE_TABLES } from './lawyer-fee-tables';
import { bracketsAbove520k, lawyerFees, withTaxes } from './lawyer-fees';

const mediumTotal = (input: Parameters<typeof lawyerFees>[0]) => lawyerFees(input).total.medium;

describe('lawyerFees: brackets of tabella 2 (tribunale)', () => {
  it('puts € 1.100 in the first bracket and € 1.100,01 in the second', () => {
    // 131 + 131 + 200 + 200 and 425 + 425 + 851 + 851
    expect(mediumTotal({ caseValueEuro: 1_100, court: 'Tribunale' })).toBe(662);
    expect(mediumTotal({ caseValueEuro: 1_100.01, court: 'Tribunale' })).toBe(2_552);
  });

  it('prices € 26.000 phase by phase (919 + 777 + 1.680 + 1.701)', () => {
    const result = lawyerFees({ caseValueEuro: 26_000, court: 'Tribunale' });
    expect(result.bracket?.label).toBe('da € 5.200,01 a € 26.000,00');
    expect(result.phases.map((p) => [p.phase, p.medium])).toEqual([
      ['studio', 919],
      ['introduttiva', 777],
      ['istruttoria', 1_680],
      ['decisionale', 1_701],
    ]);
    expect(result.total).toEqual({ min: 2_538.5, medium: 5_077, max: 7_615.5 });
    expect(result.source).toContain('tabella 2');
    expect(result.inForceFrom).toBe('2022-10-23');
    expect(result.verified).toBe(true);
  });

  it('puts € 52.000 in the 26.000,01–52.000 bracket and € 52.000,01 in the next', () => {
    // 1.701 + 1.204 + 1.806 + 2.905 and 2.552 + 1.628 + 5.670 + 4.253
    expect(mediumTotal({ caseValueEuro: 52_000, court: 'Tribunale' })).toBe(7_616);
    expect(mediumTotal({ caseValueEuro: 52_000.01, court: 'Tribunale' })).toBe(14_103);
  });
});

describe('lawyerFees: minimum and maximum (art. 4 c. 1 as amended by D.M. 147/2022)', () => {
  it('takes 50% off and adds 50% to every phase, the istruttoria included', () => {
    const result = lawyerFees({ caseValueEuro: 26_000, court: 'Tribunale' });
    expect(result.phases.map((p) => [p.min, p.max])).toEqual([
      [459.5, 1_378.5],
      [388.5, 1_165.5],
      [840, 2_520],
      [850.5, 2_551.5],
    ]);
  });
});

describe('lawyerFees: spese generali and taxes', () => {
  it('adds the 15% spese generali as a separate line', () => {
    const result = lawyerFees({ caseValueEuro: 26_000, court: 'Tribunale' });
    expect(result.generalExpenses).toEqual({ min: 380.78, medium: 761.55, max: 1_142.33 });
    expect(result.totalWithGeneralExpenses).toEqual({ min: 2_919.28, medium: 5_838.55, max: 8_757.83 });
  });

  it('computes CPA 4% and then IVA 22% on fee + CPA, to the cent', () => {
    expect(withTaxes(1_000)).toEqual({ baseEuro: 1_000, cpaEuro: 40, vatEuro: 228.8, totalEuro: 1_268.8 });
    // 5.838,55 + 233,54 (4%) = 6.072,09; IVA 1.335,86; total 7.407,95
    expect(withTaxes(5_838.55)).toEqual({
      baseEuro: 5_838.55,
      cpaEuro: 233.54,
      vatEuro: 1_335.86,
      totalEuro: 7_407.95,
    });
    expect(lawyerFees({ caseValueEuro: 26_000, court: 'Tribunale' }).taxes.medium).toEqual(
      withTaxes(5_838.55),
    );
  });
});

describe('lawyerFees: indeterminable value (art. 5 c. 6)', () => {
  it('uses the 26.000,01–52.000 bracket by default and higher ones on request', () => {
    const result = lawyerFees({ caseValueEuro: null, court: 'Tribunale' });
    expect(result.total.medium).toBe(7_616);
    expect(result.notes.join(' ')).toContain('art. 5, c. 6');
    expect(mediumTotal({ caseValueEuro: null, court: 'Tribunale', indeterminateComplexity: 'media' })).toBe(
      14_103,
    );
    // 3.544 + 2.338 + 10.411 + 6.164
    expect(
      mediumTotal({ caseValueEuro: null, court: 'Tribunale', indeterminateComplexity: 'particolare' }),
    ).toBe(22_457);
  });
});

describe('lawyerFees: phases by court level', () => {
  it('has no istruttoria in Cassazione (tabella 13)', () => {
    const result = lawyerFees({ caseValueEuro: 26_000, court: 'Cassazione' });
    expect(result.phases.map((p) => p.phase)).toEqual(['studio', 'introduttiva', 'decisionale']);
    expect(result.total.medium).toBe(1_276 + 1_134 + 672);
    const asked = lawyerFees({
      caseValueEuro: 26_000,
      court: 'Cassazione',
      phases: ['istruttoria', 'decisionale'],
    });
    expect(asked.phases.map((p) => p.phase)).toEqual(['decisionale']);
    expect(asked.notes.join(' ')).toContain('non è prevista dalla tabella 13');
  });

  it('uses the giudice di pace table up to € 26.000 and nothing above', () => {
    expect(mediumTotal({ caseValueEuro: 5_000, court: 'Giudice di Pace' })).toBe(236 + 252 + 352 + 425);
    const above = lawyerFees({ caseValueEuro: 30_000, court: 'Giudice di Pace' });
    expect(above.available).toBe(false);
    expect(above.notes[0]).toBe('Tabella non disponibile.');
  });

  it("uses tabella 12 in the Corte d'appello and tabella 3 for labour before the tribunale", () => {
    expect(mediumTotal({ caseValueEuro: 100_000, court: 'Corte di Appello' })).toBe(
      2_977 + 1_911 + 4_326 + 5_103,
    );
    const labour = lawyerFees({ caseValueEuro: 10_000, court: 'Tribunale', caseType: 'lavoro' });
    expect(labour.table?.number).toBe(3);
    expect(labour.total.medium).toBe(1_822 + 777 + 1_172 + 1_617);
  });

  it('prices only the phases carried out', () => {
    expect(
      mediumTotal({ caseValueEuro: 26_000, court: 'Tribunale', phases: ['studio', 'introduttiva'] }),
    ).toBe(1_696);
  });

  it('flags the unverified introduttiva of the administrative tables', () => {
    const result = lawyerFees({ caseValueEuro: 26_000, court: 'TAR' });
    expect(result.table?.number).toBe(21);
    expect(result.verified).toBe(false);
    expect(result.phases.find((p) => p.phase === 'introduttiva')?.verified).toBe(false);
    expect(result.phases.find((p) => p.phase === 'studio')?.verified).toBe(true);
    expect(result.notes.join(' ')).toContain('Valore non verificato');
    expect(LAWYER_FEE_TABLES.consiglio_di_stato.unverifiedPhases).toEqual(['introduttiva']);
  });
});

describe('lawyerFees: values above € 520.000 (art. 6) and cases without a table', () => {
  it('uses the last bracket and counts the art. 6 brackets without applying them', () => {
    const result = lawyerFees({ caseValueEuro: 600_000, court: 'Tribunale' });
    expect(result.total.medium).toBe(22_457);
    expect(result.notes.join(' ')).toContain('(qui 1)');
    expect(
      [520_000, 1_000_000, 1_000_001, 2_000_000, 2_000_001, 8_000_000, 9_000_000, 16_000_001].map(
        bracketsAbove520k,
      ),
    ).toEqual([0, 1, 2, 2, 3, 4, 5, 6]);
  });

  it('returns no numbers for criminal and tax cases', () => {
    for (const caseType of ['penale', 'tributario'] as const) {
      const result = lawyerFees({ caseValueEuro: 10_000, court: 'Tribunale', caseType });
      expect(result.available).toBe(false);
      expect(result.phases).toEqual([]);
      expect(result.total).toEqual({ min: 0, medium: 0, max: 0 });
      expect(result.notes[0]).toBe('Tabella non disponibile.');
    }
  });
});
