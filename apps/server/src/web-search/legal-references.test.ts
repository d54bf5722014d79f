import { describe, expect, it } from 'vitest';
import { findLegalReferences, isLegalReference } from './legal-references';

const found = (text: string) => findLegalReferences(text).map((reference) => reference.text);

describe('findLegalReferences', () => {
  it.each([
    ["Qual è l'ultima sentenza sull'art. 2051 c.c.?", ['art. 2051 c.c.']],
    ['Cosa dicono gli artt. 1453 e 1455 c.c. sulla risoluzione?', ['artt. 1453 e 1455 c.c.']],
    ['art. 2043 cod. civ. e danno ingiusto', ['art. 2043 cod. civ.']],
    ['articolo 32 della Costituzione e vaccini', ['articolo 32 della Costituzione']],
    ['art. 416-bis c.p. e concorso esterno', ['art. 416-bis c.p.']],
    ['ricorso ex art. 700 c.p.c.', ['art. 700 c.p.c.']],
    ['art. 6 del d.lgs. 231/2001 e modelli organizzativi', ['art. 6 del d.lgs. 231/2001']],
    ['art. 18 dello Statuto dei lavoratori', ['art. 18 dello Statuto dei lavoratori']],
    ['art. 6 par. 1 lett. f) GDPR e legittimo interesse', ['art. 6 par. 1 lett. f) GDPR']],
    ['art. 2, comma 3, l. 104/1992', ['art. 2, comma 3, l. 104/1992']],
    ['Cosa ha deciso Cass. n. 12345/2024?', ['Cass. n. 12345/2024']],
    ['Cass. civ., sez. III, n. 1234/2023 sul danno', ['Cass. civ., sez. III, n. 1234/2023']],
    ['Cass. SS.UU. n. 11747/2019', ['Cass. SS.UU. n. 11747/2019']],
    [
      'Cassazione penale sez. V sentenza 12 marzo 2024 n. 10234',
      ['Cassazione penale sez. V sentenza 12 marzo 2024 n. 10234'],
    ],
    ['Corte cost. n. 242/2019 sul fine vita', ['Corte cost. n. 242/2019']],
    ['Corte di giustizia UE, causa C-311/18', ['Corte di giustizia UE, causa C-311/18']],
    ['responsabilità ex d.lgs. 231/2001', ['d.lgs. 231/2001']],
    ['Il D.Lgs. n. 231 del 2001 si applica alle srl?', ['D.Lgs. n. 231 del 2001']],
    ['decreto legislativo 8 giugno 2001, n. 231', ['decreto legislativo 8 giugno 2001, n. 231']],
    ['permessi della l. 104/1992', ['l. 104/1992']],
    ['legge 20 maggio 1970, n. 300 e licenziamenti', ['legge 20 maggio 1970, n. 300']],
    ['legge n. 300/1970', ['legge n. 300/1970']],
    ['sanatoria nel d.P.R. 380/2001', ['d.P.R. 380/2001']],
    ['Reg. UE 2016/679 e minori', ['Reg. UE 2016/679']],
    ['Regolamento (UE) 2016/679 sul trattamento', ['Regolamento (UE) 2016/679']],
    ['TAR Lazio sugli appalti', ['TAR Lazio']],
    ['T.A.R. Campania, sez. I, n. 456/2023', ['T.A.R. Campania, sez. I, n. 456/2023']],
    ["Consiglio di Stato sulla revoca dell'aggiudicazione", ['Consiglio di Stato']],
    ['Cons. Stato, sez. IV, n. 1234/2022', ['Cons. Stato, sez. IV, n. 1234/2022']],
    ['sentenza n. 5678/2022 del Tribunale di Milano', ['sentenza n. 5678/2022', 'Tribunale di Milano']],
    ["Corte d'appello di Roma e danno biologico", ["Corte d'appello di Roma"]],
    ['Codice del consumo e garanzia legale', ['Codice del consumo']],
    ['il Jobs Act e le tutele crescenti', ['Jobs Act']],
  ])('%s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('finds nothing in a question without references', () => {
    expect(found('Come si calcola il TFR di un lavoratore part-time?')).toEqual([]);
    expect(found('Il locatore può trattenere la cauzione per i danni?')).toEqual([]);
  });

  it('does not take a word ending in "l." or a bare number for an act', () => {
    expect(found('Il tribunale ha deciso nel 2020: 300 euro di multa')).toEqual([]);
  });

  it('gives offsets into the text', () => {
    const [reference] = findLegalReferences('Vedi art. 2051 c.c. oggi');
    expect(reference).toEqual({ text: 'art. 2051 c.c.', start: 5, end: 19 });
  });
});

describe('isLegalReference', () => {
  it('recognises a whole reference, not a phrase that merely contains one', () => {
    expect(isLegalReference('art. 2051 c.c.')).toBe(true);
    expect(isLegalReference('Consiglio di Stato')).toBe(true);
    expect(isLegalReference('responsabilità del custode')).toBe(false);
    expect(isLegalReference('danno art. 2051 c.c.')).toBe(false);
  });
});
