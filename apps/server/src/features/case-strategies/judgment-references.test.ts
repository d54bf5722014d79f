import { describe, expect, it } from 'vitest';
import { findJudgmentReferences, isSourced, judgmentNumbersIn } from './judgment-references';

const found = (text: string) =>
  findJudgmentReferences(text).map(({ text, number, year }) => ({ text, number, year }));

describe('findJudgmentReferences', () => {
  it('finds judgments in the forms lawyers write them', () => {
    expect(found('Si veda Cass. civ., sez. III, n. 12345/2024, in motivazione.')).toEqual([
      { text: 'Cass. civ., sez. III, n. 12345/2024', number: '12345', year: '2024' },
    ]);
    expect(found('Cass. civ. sez. III 1234/2019')).toEqual([
      { text: 'Cass. civ. sez. III 1234/2019', number: '1234', year: '2019' },
    ]);
    expect(found('la sentenza n. 500 del 2019 ha escluso')).toEqual([
      { text: 'sentenza n. 500 del 2019', number: '500', year: '2019' },
    ]);
    expect(found('Cass. S.U. 26972/2008')).toEqual([
      { text: 'Cass. S.U. 26972/2008', number: '26972', year: '2008' },
    ]);
    expect(found('(Cons. Stato, sez. IV, 12 maggio 2020, n. 2987)')).toEqual([
      { text: 'Cons. Stato, sez. IV, 12 maggio 2020, n. 2987', number: '2987', year: null },
    ]);
    expect(found('Tribunale di Milano, sent. n. 1234 del 3 marzo 2021')).toEqual([
      { text: 'Tribunale di Milano, sent. n. 1234 del 3 marzo 2021', number: '1234', year: '2021' },
    ]);
  });

  it('finds each judgment of a list', () => {
    expect(found('Cass. n. 123/2020 e n. 456/2021').map((j) => j.number)).toEqual(['123', '456']);
  });

  it('does not take acts, dockets or documents for judgments', () => {
    expect(found('ai sensi del D.Lgs. 231/2002 e della legge n. 104/1992')).toEqual([]);
    expect(found('contributo unificato (DPR 115/2002, art. 13)')).toEqual([]);
    expect(found('Regolamento (UE) 2016/679 e L. 392/1978')).toEqual([]);
    expect(found("art. 1, comma 2, n. 3 dell'art. 2051 c.c.")).toEqual([]);
    expect(found('pendente davanti al Tribunale di Milano, R.G. n. 1234/2026')).toEqual([]);
    expect(found('Il termine è di 30 giorni; la fattura n. 12/2026 è scaduta.')).toEqual([]);
  });

  it('takes the judgment after an act on the same line', () => {
    expect(found('ai sensi del D.Lgs. 231/2002, come chiarito da Cass. n. 123/2020')).toEqual([
      { text: 'Cass. n. 123/2020', number: '123', year: '2020' },
    ]);
  });

  it('does not reach back across a line or a semicolon', () => {
    expect(found('Cassazione\nvalore 12/2020')).toEqual([]);
    expect(found('Cassazione; importo 5000/2020')).toEqual([]);
  });
});

describe('isSourced', () => {
  const sources = judgmentNumbersIn([
    'Cassazione civile, sez. III, sentenza n. 12345/2024',
    'Corte di appello di Roma, n. 777',
  ]);

  it('matches a number and year the sources carry', () => {
    const [given] = findJudgmentReferences('Cass. civ., sez. III, n. 12345/2024');
    const [otherYear] = findJudgmentReferences('Cass. n. 12345/2019');
    const [noYear] = findJudgmentReferences('Cass., sent. n. 12345');
    const [invented] = findJudgmentReferences('Cass. n. 99999/2021');
    expect(isSourced(given!, sources)).toBe(true);
    expect(isSourced(otherYear!, sources)).toBe(false);
    expect(isSourced(noYear!, sources)).toBe(true);
    expect(isSourced(invented!, sources)).toBe(false);
  });

  it('matches any year when the source gives the number alone', () => {
    const [reference] = findJudgmentReferences('App. Roma n. 777/2018');
    expect(isSourced(reference!, sources)).toBe(true);
  });
});
