import { caseValueFromFacts } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { type CaseCostInput, caseCosts } from './case-costs';

const costs = (input: Partial<CaseCostInput>) =>
  caseCosts({
    caseType: 'civile',
    courtLevel: 'Tribunale',
    caseValueEuro: 10_000,
    budgetRange: null,
    ...input,
  });

const round2 = (value: number) => Math.round(value * 100) / 100;
const sum = (values: number[]) => round2(values.reduce((total, value) => total + value, 0));

// Three cases computed by hand from the tables (the shared rules' own tests cover each table and
// rounding): contributo unificato + compenso (medio −50% / +50%) + spese generali 15% + CPA 4% + IVA 22%.
describe('caseCosts: three cases computed by hand', () => {
  it('Tribunale, € 26.000: € 237 + tabella 2 (919 + 777 + 1.680 + 1.701)', () => {
    // compenso 2.538,50 – 7.615,50; spese generali 380,78 – 1.142,33; base 2.919,28 – 8.757,83;
    // CPA 116,77 – 350,31; IVA 22% di 3.036,05 – 9.108,14 = 667,93 – 2.003,79.
    const result = costs({ caseValueEuro: 26_000 });
    expect(result.breakdown.map((line) => [line.min, line.max])).toEqual([
      [237, 237],
      [459.5, 1_378.5],
      [388.5, 1_165.5],
      [840, 2_520],
      [850.5, 2_551.5],
      [380.78, 1_142.33],
      [116.77, 350.31],
      [667.93, 2_003.79],
    ]);
    expect(result.breakdown[0]).toEqual({
      label: 'Contributo unificato — Processo civile: scaglione da € 5.200,01 a € 26.000,00',
      min: 237,
      max: 237,
      rule: 'DPR 115/2002, art. 13, c. 1, lett. c)',
    });
    expect(result.min).toBe(3_940.98);
    expect(result.max).toBe(11_348.93);
  });

  it('Giudice di Pace, € 5.000: € 98 + tabella 1 (236 + 252 + 352 + 425)', () => {
    // compenso 632,50 – 1.897,50; spese generali 94,88 – 284,63; CPA 29,10 – 87,29;
    // IVA 22% di 756,48 – 2.269,42 = 166,43 – 499,27.
    const result = costs({ courtLevel: 'Giudice di Pace', caseValueEuro: 5_000 });
    expect(result.breakdown.slice(-3).map((line) => [line.min, line.max])).toEqual([
      [94.88, 284.63],
      [29.1, 87.29],
      [166.43, 499.27],
    ]);
    expect(result.min).toBe(1_020.91);
    expect(result.max).toBe(2_866.69);
    expect(result.breakdown[1]?.rule).toBe(
      'D.M. 55/2014, tabella 1, da € 1.100,01 a € 5.200,00: valore medio € 236,00 −50% / +50% (art. 4, c. 1)',
    );
  });

  it('Corte di Appello, € 100.000: € 759 + 50% = € 1.138,50 + tabella 12 (2.977 + 1.911 + 4.326 + 5.103)', () => {
    // compenso 7.158,50 – 21.475,50; spese generali 1.073,78 – 3.221,33; CPA 329,29 – 987,87;
    // IVA 22% di 8.561,57 – 25.684,70 = 1.883,55 – 5.650,63.
    const result = costs({ courtLevel: 'Corte di Appello', caseValueEuro: 100_000 });
    expect(result.breakdown[0]).toMatchObject({
      label:
        'Contributo unificato — Processo civile: scaglione da € 52.000,01 a € 260.000,00 → Giudizio di impugnazione: aumento della metà',
      min: 1_138.5,
      rule: 'DPR 115/2002, art. 13, c. 1, lett. e); art. 13, c. 1-bis',
    });
    expect(result.min).toBe(11_583.62);
    expect(result.max).toBe(32_473.83);
  });
});

describe('caseCosts: the breakdown is the total', () => {
  it('adds up to the minimum and the maximum, for every court with a table', () => {
    for (const courtLevel of [
      'Giudice di Pace',
      'Tribunale',
      'Corte di Appello',
      'Cassazione',
      'TAR',
      'Consiglio di Stato',
    ] as const) {
      for (const caseValueEuro of [
        0,
        1_100,
        1_100.01,
        5_200,
        26_000,
        26_000.01,
        52_000,
        520_000,
        700_000,
        null,
      ]) {
        const result = costs({ courtLevel, caseValueEuro });
        if (result.min === null) continue;
        expect(sum(result.breakdown.map((line) => line.min))).toBe(result.min);
        expect(sum(result.breakdown.map((line) => line.max))).toBe(result.max);
      }
    }
  });
});

describe('caseCosts: bracket edges (court fee and fee table move together)', () => {
  it('puts € 1.100 in the first brackets and € 1.100,01 in the second', () => {
    const low = costs({ caseValueEuro: 1_100 });
    const high = costs({ caseValueEuro: 1_100.01 });
    expect(low.breakdown[0]?.min).toBe(43);
    expect(high.breakdown[0]?.min).toBe(98);
    // compenso medio 662 → 331 – 993; 2.552 → 1.276 – 3.828
    expect(sum(low.breakdown.slice(1, 5).map((line) => line.min))).toBe(331);
    expect(sum(high.breakdown.slice(1, 5).map((line) => line.max))).toBe(3_828);
  });

  it('keeps € 520.000 in the last bracket and notes the art. 6 increase above it without applying it', () => {
    const at = costs({ caseValueEuro: 520_000 });
    const above = costs({ caseValueEuro: 520_000.01 });
    expect(at.breakdown[0]?.min).toBe(1_214);
    expect(above.breakdown[0]?.min).toBe(1_686);
    expect(above.max! - above.breakdown[0]!.max).toBe(at.max! - at.breakdown[0]!.max);
    expect(above.notes.join(' ')).toContain("L'art. 6 D.M. 55/2014 consente un aumento");
  });

  it('has no istruttoria in Cassazione and doubles the court fee', () => {
    const result = costs({ courtLevel: 'Cassazione', caseValueEuro: 26_000 });
    expect(result.breakdown[0]?.min).toBe(474);
    expect(result.breakdown.map((line) => line.label).join(' ')).not.toContain('istruttoria');
  });
});

describe('caseCosts: what it will not guess', () => {
  it('computes nothing without a court level, and says what is missing', () => {
    const result = costs({ courtLevel: null });
    expect(result).toMatchObject({ min: null, max: null, breakdown: [] });
    expect(result.notes[0]).toContain('Grado di giudizio non indicato');
  });

  it('gives no total when the lawyer’s fee has no table (criminal, tax, giudice di pace above € 26.000)', () => {
    for (const input of [
      { caseType: 'penale' as const },
      { caseType: 'tributario' as const },
      { courtLevel: 'Giudice di Pace' as const, caseValueEuro: 30_000 },
    ]) {
      const result = costs(input);
      expect(result.min).toBeNull();
      expect(result.max).toBeNull();
      expect(result.breakdown).toHaveLength(1);
      expect(result.notes).toContain(
        "Compenso dell'avvocato non calcolabile con le tabelle disponibili: il costo complessivo non è indicato.",
      );
    }
    expect(costs({ caseType: 'penale' }).breakdown[0]?.min).toBe(0);
  });

  it('treats a missing value as indeterminable when the facts state no sum, and says so', () => {
    const result = costs({ caseValueEuro: null });
    expect(result.breakdown[0]?.min).toBe(518);
    expect(result.notes.join(' ')).toContain(
      'Valore della causa non indicato e nessun importo letto nei fatti: trattato come indeterminabile',
    );
  });

  it('costs a missing value on the sum the facts state, flagged as to be confirmed', () => {
    const valueFromFacts = caseValueFromFacts('Il conduttore non ha pagato 3 canoni da € 1.250.');
    const result = costs({ caseValueEuro: null, valueFromFacts });
    // € 3.750 is in the € 1.100,01–5.200 bracket: € 98, not the indeterminable € 518.
    expect(result.breakdown[0]?.min).toBe(98);
    expect(result.notes).toContain(
      'Valore non indicato: dai fatti risulta 3 × € 1.250,00 = € 3.750,00 («3 canoni da € 1.250»); i costi sono ' +
        'stimati su questo importo da confermare: indica il valore della causa per un calcolo definitivo.',
    );
    expect(result.notes.join(' ')).not.toContain('indeterminabile');
    expect([result.min, result.max]).toEqual([
      costs({ caseValueEuro: 3_750 }).min,
      costs({ caseValueEuro: 3_750 }).max,
    ]);
  });

  it('ignores the facts when the user gave the value', () => {
    const valueFromFacts = caseValueFromFacts('Danno di € 3.750.');
    const result = costs({ caseValueEuro: 26_000, valueFromFacts });
    expect(result.breakdown[0]?.min).toBe(237);
    expect(result.notes.join(' ')).not.toContain('Valore non indicato');
  });

  it('names its sources with their dates, and what the total includes', () => {
    const notes = costs({}).notes.join('\n');
    expect(notes).toContain(
      'Contributo unificato: DPR 115/2002, art. 13, c. 1, importi in vigore dal 25/06/2014',
    );
    expect(notes).toContain('come sostituita dal D.M. 13 agosto 2022, n. 147');
    expect(notes).toContain('in vigore dal 23/10/2022');
    expect(notes).toContain('CPA 4% e IVA 22%');
  });

  it('marks the unverified phases of the administrative tables', () => {
    const result = costs({ courtLevel: 'TAR', caseValueEuro: null });
    expect(result.breakdown[0]?.min).toBe(650);
    expect(result.breakdown.find((line) => line.label.includes('introduttiva'))?.label).toContain(
      '(valore non verificato)',
    );
  });

  it('compares the total with the client’s budget', () => {
    expect(
      costs({ courtLevel: 'Corte di Appello', caseValueEuro: 100_000, budgetRange: '0-5000' }).notes.at(-1),
    ).toBe('Il costo minimo calcolato (€ 11.583,62) supera il budget indicato (€ 5.000,00 al massimo).');
    expect(costs({ caseValueEuro: 26_000, budgetRange: '50000+' }).notes.at(-1)).toContain(
      'resta sotto il budget',
    );
    expect(costs({ caseValueEuro: 26_000, budgetRange: '5000-15000' }).notes.at(-1)).not.toContain('budget');
  });
});
