import { describe, expect, it } from 'vitest';
import { BUDGET_RANGES, CASE_TYPES, COURT_LEVELS, URGENCY_LEVELS } from './case-enumerations';
import { courtFee } from './court-fees';

const fee = (caseValueEuro: number | null, court: Parameters<typeof courtFee>[0]['court'], extra = {}) =>
  courtFee({ caseValueEuro, court, ...extra }).amountEuro;

describe('the case strategy enumerations (spec 2 §3 and §5)', () => {
  it('lists them exactly as the spec writes them', () => {
    expect(COURT_LEVELS).toEqual([
      'Giudice di Pace',
      'Tribunale',
      'Corte di Appello',
      'Cassazione',
      'Consiglio di Stato',
      'TAR',
    ]);
    expect(CASE_TYPES).toEqual([
      'civile',
      'penale',
      'amministrativo',
      'tributario',
      'lavoro',
      'commerciale',
      'famiglia',
      'contrattuale',
      'societario',
      'altro',
    ]);
    expect(BUDGET_RANGES).toEqual(['0-5000', '5000-15000', '15000-50000', '50000+']);
    expect(URGENCY_LEVELS).toEqual(['bassa', 'media', 'alta', 'critica']);
  });
});

describe('courtFee: civil scale, art. 13 c. 1', () => {
  it('puts each bound in the lower bracket and one cent more in the next', () => {
    expect(fee(1_100, 'Tribunale')).toBe(43);
    expect(fee(1_100.01, 'Tribunale')).toBe(98);
    expect(fee(5_200, 'Tribunale')).toBe(98);
    expect(fee(26_000, 'Tribunale')).toBe(237);
    expect(fee(26_000.01, 'Tribunale')).toBe(518);
    expect(fee(52_000, 'Tribunale')).toBe(518);
    expect(fee(52_000.01, 'Tribunale')).toBe(759);
    expect(fee(520_000, 'Tribunale')).toBe(1_214);
    expect(fee(520_000.01, 'Tribunale')).toBe(1_686);
  });

  it('names the letter of the bracket it applied', () => {
    expect(courtFee({ caseValueEuro: 1_100, court: 'Tribunale' }).rule).toBe(
      'DPR 115/2002, art. 13, c. 1, lett. a)',
    );
    expect(courtFee({ caseValueEuro: 1_100.01, court: 'Giudice di Pace' }).rule).toBe(
      'DPR 115/2002, art. 13, c. 1, lett. b)',
    );
  });

  it('charges an indeterminable value € 518 (lett. d), or € 237 before the giudice di pace (lett. c)', () => {
    expect(courtFee({ caseValueEuro: null, court: 'Tribunale' })).toMatchObject({
      amountEuro: 518,
      rule: 'DPR 115/2002, art. 13, c. 1, lett. d)',
    });
    expect(courtFee({ caseValueEuro: null, court: 'Giudice di Pace' })).toMatchObject({
      amountEuro: 237,
      rule: 'DPR 115/2002, art. 13, c. 1, lett. c)',
    });
  });

  it('adds the anticipazione forfettaria of art. 30 as a note, not to the amount', () => {
    const result = courtFee({ caseValueEuro: 10_000, court: 'Tribunale' });
    expect(result.amountEuro).toBe(237);
    expect(result.notes.join(' ')).toContain('€ 27,00 (art. 30 DPR 115/2002)');
  });

  it('rejects a negative or non-numeric value', () => {
    expect(() => courtFee({ caseValueEuro: -1, court: 'Tribunale' })).toThrow(RangeError);
    expect(() => courtFee({ caseValueEuro: Number.NaN, court: 'Tribunale' })).toThrow(RangeError);
  });
});

describe('courtFee: impugnazione +50% and Cassazione ×2 (c. 1-bis)', () => {
  it('raises an appeal by half and shows both steps', () => {
    const appeal = courtFee({ caseValueEuro: 30_000, court: 'Corte di Appello' });
    expect(appeal.amountEuro).toBe(777);
    expect(appeal.breakdown.map((s) => s.amountEuro)).toEqual([518, 777]);
    expect(appeal.breakdown[0]?.description).toBe('Processo civile: scaglione da € 26.000,01 a € 52.000,00');
    expect(appeal.rule).toBe('DPR 115/2002, art. 13, c. 1, lett. d); art. 13, c. 1-bis');
    expect(fee(1_100.01, 'Corte di Appello')).toBe(147);
    expect(fee(null, 'Corte di Appello')).toBe(777);
  });

  it('treats the Tribunale as an appeal court only when told (appeal from the giudice di pace)', () => {
    expect(fee(5_000, 'Tribunale')).toBe(98);
    expect(fee(5_000, 'Tribunale', { isAppeal: true })).toBe(147);
    expect(fee(5_000, 'Corte di Appello', { isAppeal: false })).toBe(98);
  });

  it('doubles the amount in Cassazione', () => {
    expect(fee(600_000, 'Cassazione')).toBe(3_372);
    expect(fee(26_000, 'Cassazione')).toBe(474);
    expect(fee(null, 'Cassazione')).toBe(1_036);
  });
});

describe('courtFee: halved proceedings (c. 3)', () => {
  it('halves the decreto ingiuntivo', () => {
    expect(fee(5_200, 'Tribunale', { proceeding: 'monitorio' })).toBe(49);
    expect(fee(10_000, 'Giudice di Pace', { proceeding: 'monitorio' })).toBe(118.5);
    expect(fee(1_000, 'Giudice di Pace', { proceeding: 'monitorio' })).toBe(21.5);
  });

  it('halves the opposizione a decreto ingiuntivo, then applies the appeal increase', () => {
    expect(fee(30_000, 'Tribunale', { proceeding: 'opposizione_decreto_ingiuntivo' })).toBe(259);
    expect(fee(30_000, 'Corte di Appello', { proceeding: 'opposizione_decreto_ingiuntivo' })).toBe(388.5);
    expect(fee(520_000.01, 'Tribunale', { proceeding: 'procedimento_speciale' })).toBe(843);
  });

  it('does not raise a decreto ingiuntivo as if it were an appeal', () => {
    const result = courtFee({ caseValueEuro: 10_000, court: 'Corte di Appello', proceeding: 'monitorio' });
    expect(result.amountEuro).toBe(118.5);
    expect(result.notes.join(' ')).toContain('primo grado');
  });
});

describe('courtFee: labour and welfare (art. 9 c. 1-bis, art. 13 c. 3)', () => {
  it('halves a labour case above the income threshold, also on appeal, but not in Cassazione', () => {
    const above = { proceeding: 'lavoro', labourIncomeAboveThreshold: true } as const;
    expect(fee(30_000, 'Tribunale', above)).toBe(259);
    expect(fee(30_000, 'Corte di Appello', above)).toBe(388.5);
    expect(fee(30_000, 'Cassazione', above)).toBe(1_036);
  });

  it('exempts a party under the threshold, and says so when the income is unknown', () => {
    expect(
      courtFee({
        caseValueEuro: 30_000,
        court: 'Tribunale',
        proceeding: 'lavoro',
        labourIncomeAboveThreshold: false,
      }),
    ).toMatchObject({
      amountEuro: 0,
      rule: 'DPR 115/2002, art. 9, c. 1-bis',
    });
    const unknown = courtFee({ caseValueEuro: 30_000, court: 'Tribunale', caseType: 'lavoro' });
    expect(unknown.amountEuro).toBe(259);
    expect(unknown.notes.join(' ')).toContain('art. 76');
  });

  it('charges welfare cases € 43 flat, or nothing under the threshold', () => {
    expect(fee(30_000, 'Tribunale', { proceeding: 'previdenza', labourIncomeAboveThreshold: true })).toBe(43);
    expect(fee(30_000, 'Tribunale', { proceeding: 'previdenza', labourIncomeAboveThreshold: false })).toBe(0);
  });
});

describe('courtFee: flat amounts (c. 1 lett. a-b, c. 2)', () => {
  it('charges executions and their oppositions', () => {
    expect(fee(2_499.99, 'Tribunale', { proceeding: 'esecuzione_mobiliare' })).toBe(43);
    expect(fee(2_500, 'Tribunale', { proceeding: 'esecuzione_mobiliare' })).toBe(139);
    expect(fee(100_000, 'Tribunale', { proceeding: 'esecuzione_immobiliare' })).toBe(278);
    expect(fee(null, 'Tribunale', { proceeding: 'opposizione_atti_esecutivi' })).toBe(168);
  });

  it('charges family and voluntary jurisdiction proceedings', () => {
    expect(fee(null, 'Tribunale', { proceeding: 'separazione_consensuale' })).toBe(43);
    expect(fee(null, 'Tribunale', { proceeding: 'volontaria_giurisdizione' })).toBe(98);
  });
});

describe('courtFee: tax cases (c. 6-quater)', () => {
  it('uses the tax scale, with the same amounts in the second degree', () => {
    expect(fee(2_582.28, 'Tribunale', { caseType: 'tributario' })).toBe(30);
    expect(fee(2_582.29, 'Tribunale', { caseType: 'tributario' })).toBe(60);
    expect(fee(200_000.01, 'Tribunale', { proceeding: 'tributario' })).toBe(1_500);
    expect(fee(50_000, 'Corte di Appello', { proceeding: 'tributario' })).toBe(250);
    expect(fee(null, 'Tribunale', { proceeding: 'tributario' })).toBe(120);
  });

  it('uses the civil scale doubled in Cassazione', () => {
    expect(fee(50_000, 'Cassazione', { proceeding: 'tributario' })).toBe(1_036);
  });
});

describe('courtFee: administrative cases (c. 6-bis)', () => {
  it('charges an ordinary ricorso € 650 at the TAR and half more at the Consiglio di Stato', () => {
    expect(courtFee({ caseValueEuro: null, court: 'TAR' })).toMatchObject({
      amountEuro: 650,
      rule: 'DPR 115/2002, art. 13, c. 6-bis, lett. e)',
    });
    expect(fee(null, 'Consiglio di Stato')).toBe(975);
  });

  it('charges public procurement by value', () => {
    expect(fee(200_000, 'TAR', { proceeding: 'appalti' })).toBe(2_000);
    expect(fee(200_000.01, 'TAR', { proceeding: 'appalti' })).toBe(4_000);
    expect(fee(1_000_000.01, 'TAR', { proceeding: 'appalti' })).toBe(6_000);
    expect(fee(150_000, 'Consiglio di Stato', { proceeding: 'appalti' })).toBe(3_000);
  });

  it('charges the other rites', () => {
    expect(fee(null, 'TAR', { proceeding: 'rito_abbreviato' })).toBe(1_800);
    expect(fee(null, 'TAR', { proceeding: 'accesso_silenzio_ottemperanza' })).toBe(300);
    expect(fee(null, 'TAR', { proceeding: 'lavoro', labourIncomeAboveThreshold: true })).toBe(325);
  });
});

describe('courtFee: criminal cases', () => {
  it('charges the defendant nothing and says why', () => {
    const result = courtFee({ caseValueEuro: 50_000, court: 'Tribunale', caseType: 'penale' });
    expect(result.amountEuro).toBe(0);
    expect(result.rule).toContain('art. 9, c. 1');
    expect(result.breakdown[0]?.description).toContain('imputato');
  });
});
