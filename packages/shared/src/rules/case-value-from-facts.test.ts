import { describe, expect, it } from 'vitest';
import { caseValueFromFacts } from './case-value-from-facts';

const value = (facts: string) => caseValueFromFacts(facts)?.valueEuro ?? null;

describe('caseValueFromFacts: the amounts it reads', () => {
  it('reads every way Italian text writes a sum of money', () => {
    expect(value('Il cliente chiede € 1.250 di danni.')).toBe(1_250);
    expect(value('Il cliente chiede €1.250,50 di danni.')).toBe(1_250.5);
    expect(value('Credito residuo di 1.250,00 € non pagato.')).toBe(1_250);
    expect(value('Fattura per euro 1.250 rimasta insoluta.')).toBe(1_250);
    expect(value('Fattura per EUR 1250 rimasta insoluta.')).toBe(1_250);
    expect(value('Ha versato 1.250 euro di caparra.')).toBe(1_250);
    expect(value('Danno stimato in Euro 2.300.000,00.')).toBe(2_300_000);
  });

  it('multiplies an amount by the count before "da" or "di", in digits or in words', () => {
    const proposal = caseValueFromFacts('Il conduttore non ha pagato 3 canoni da € 1.250.');
    expect(proposal).toEqual({
      valueEuro: 3_750,
      pieces: [{ excerpt: '3 canoni da € 1.250', count: 3, unitEuro: 1_250, totalEuro: 3_750 }],
      calculation: '3 × € 1.250,00 = € 3.750,00',
    });
    expect(value('Restano da pagare tre mensilità di 800 euro.')).toBe(2_400);
    expect(value('Non ha versato dodici rate da euro 150,50.')).toBe(1_806);
    expect(value('Non paga da sei mesi di canone da € 1.200.')).toBe(7_200);
    expect(value('Ha pagato 2 canoni mensili da € 900 in ritardo.')).toBe(1_800);
  });

  it('adds the distinct amounts, a list sharing one currency sign included', () => {
    const proposal = caseValueFromFacts(
      'Il committente non ha pagato le fatture per euro 12.500,00 e 3.400; inoltre ha causato € 2.000 di spese.',
    );
    expect(proposal?.valueEuro).toBe(17_900);
    expect(proposal?.pieces.map((piece) => piece.excerpt)).toEqual(['euro 12.500,00', '3.400', '€ 2.000']);
    expect(proposal?.calculation).toBe('€ 12.500,00 + € 3.400,00 + € 2.000,00 = € 17.900,00');
  });

  it('says a single plain amount as it is', () => {
    expect(caseValueFromFacts('Danno di € 7.200.')?.calculation).toBe('€ 7.200,00');
  });
});

describe('caseValueFromFacts: what it does not count twice', () => {
  it('counts a restated amount once and keeps the multiplied reading that explains it', () => {
    const proposal = caseValueFromFacts('Il debito è di € 3.750, pari a 3 canoni da € 1.250.');
    expect(proposal?.valueEuro).toBe(3_750);
    expect(proposal?.pieces).toEqual([
      { excerpt: '3 canoni da € 1.250', count: 3, unitEuro: 1_250, totalEuro: 3_750 },
    ]);
    expect(value('3 canoni da € 1.250, per un totale di € 3.750.')).toBe(3_750);
    expect(value('Ha chiesto € 5.000 a titolo di danno; poi € 5.000 per lo stesso danno.')).toBe(5_000);
  });

  it('adds an equal amount written as a further one', () => {
    expect(value('Ha anticipato € 5.000 nel 2022 e altri € 5.000 nel 2023.')).toBe(10_000);
  });

  it('drops a stated total of the amounts around it', () => {
    expect(value('Fatture da € 1.000 e da € 2.000, per un totale di € 3.000.')).toBe(3_000);
    expect(value('Fatture per complessivi € 3.000 (€ 1.000 e € 2.000), oltre a € 500 di interessi.')).toBe(
      3_500,
    );
    // Without a word that makes it a total, three different sums are three claims.
    expect(value('Danni: € 500 alla vettura, € 1.000 alle cure, € 1.500 di mancato guadagno.')).toBe(3_000);
  });
});

describe('caseValueFromFacts: what it ignores', () => {
  it('ignores years, dates, articles, percentages and case numbers: they are not money', () => {
    expect(
      caseValueFromFacts(
        'Con contratto del 12.03.2021, registrato nel 2021, ai sensi dell’art. 1453 c.c., con interessi al 5%, ' +
          'R.G. n. 1234/2023, sentenza n. 15/2022 del Tribunale di Roma, sez. 3.',
      ),
    ).toBeNull();
    expect(value('Nel 2023 euro 500 sono stati trattenuti.')).toBe(500);
    expect(value('Dal 2024 € 300 di penale.')).toBe(300);
    expect(value('Fattura n. 3 di € 400.')).toBe(400);
    expect(value('Il 3 marzo di € 400 non si parla.')).toBe(400);
  });

  it('does not read a count that belongs elsewhere', () => {
    expect(value('Ha emesso 3 fatture per un totale di € 3.000.')).toBe(3_000);
    expect(value('Nel 2023 per canoni di € 1.250 non pagati.')).toBe(1_250);
    expect(value('Il contratto del 2019 anni di € 100.')).toBe(100);
  });

  it('ignores limits and thresholds, and numbers in a foreign format', () => {
    expect(caseValueFromFacts('La competenza del giudice di pace arriva fino a € 10.000.')).toBeNull();
    expect(caseValueFromFacts('Importo dichiarato: € 1,250.00 secondo la fattura estera.')).toBeNull();
    expect(caseValueFromFacts('Il regolamento EUR 2016/679 si applica.')).toBeNull();
  });

  it('proposes nothing for a range, or without any sum', () => {
    expect(caseValueFromFacts('Il danno è stimato tra € 1.000 e € 2.000.')).toBeNull();
    expect(caseValueFromFacts('Il danno è stimato da € 1.000 a € 2.000.')).toBeNull();
    expect(value('Un credito da € 1.000 e € 500 di interessi.')).toBe(1_500);
    expect(caseValueFromFacts('Il vicino ha costruito un muro sul confine.')).toBeNull();
    expect(caseValueFromFacts('')).toBeNull();
  });

  it('proposes nothing beyond the largest case value', () => {
    expect(caseValueFromFacts('Danno di € 2.000.000.000.')).toBeNull();
  });
});
