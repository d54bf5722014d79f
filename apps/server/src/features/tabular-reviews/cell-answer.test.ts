import { describe, expect, it } from 'vitest';
import {
  extractiveAnswer,
  locateQuote,
  normalisedForQuote,
  promptText,
  type ReviewChunk,
} from './cell-answer';
import { neutralised } from './review-export';

const chunks: ReviewChunk[] = [
  {
    chunkIndex: 0,
    page: 1,
    heading: 'Durata',
    text: 'Il contratto ha durata di quattro anni\ne si rinnova.',
  },
  { chunkIndex: 1, page: 2, heading: 'Foro', text: 'Per ogni controversia è competente il Foro di Milano.' },
];

describe('locateQuote', () => {
  it('finds an exact quote with its page, whitespace and typographic quotes normalised', () => {
    expect(locateQuote(chunks, 'durata di quattro   anni e si rinnova')).toEqual({ page: 1 });
    expect(locateQuote(chunks, 'il Foro di Milano.')).toEqual({ page: 2 });
    expect(normalisedForQuote('l’atto «x»')).toBe('l\'atto "x"');
  });
  it('finds a quote spanning two chunks on the page where it starts', () => {
    expect(locateQuote(chunks, 'si rinnova. Per ogni controversia')).toEqual({ page: 1 });
  });
  it('refuses an altered or empty quote', () => {
    expect(locateQuote(chunks, 'il Foro di Roma')).toBeNull();
    expect(locateQuote(chunks, 'durata di cinque anni')).toBeNull();
    expect(locateQuote(chunks, '   ')).toBeNull();
  });
});

describe('extractiveAnswer', () => {
  it('answers with the best passage, verbatim, with its page', () => {
    const answer = extractiveAnswer(chunks, 'Quale foro è competente per le controversie?');
    expect(answer).toMatchObject({ quote: chunks[1]!.text, page: 2, verified: true, extractive: true });
  });
  it('says so when nothing matches', () => {
    expect(extractiveAnswer(chunks, 'zebra')).toMatchObject({ quote: null, verified: false });
  });

  it("answers each question of a short contract with its own clause, the clause's title line with it", () => {
    // One chunk holds the whole lease: the chunk's opening used to answer every column.
    const lease =
      'CONTRATTO DI LOCAZIONE AD USO ABITATIVO\nTra il sig. Mario Neri (locatore) e la sig.ra Anna Bianchi (conduttrice).\n' +
      'Art. 2 - Durata\nLa locazione ha durata di anni 4, dal 1° marzo 2026, rinnovabile per altri 4.\n' +
      'Art. 3 - Canone\nIl canone annuo è di € 9.600,00, in rate mensili di € 800,00 entro il giorno 5.\n' +
      'Art. 9 - Foro competente\nPer ogni controversia è competente in via esclusiva il Foro di Torino.';
    const one: ReviewChunk[] = [{ chunkIndex: 0, page: null, heading: null, text: lease }];
    const rent = extractiveAnswer(one, 'Qual è il canone?');
    expect(rent.quote).toBe(
      'Art. 3 - Canone\nIl canone annuo è di € 9.600,00, in rate mensili di € 800,00 entro il giorno 5.',
    );
    expect(extractiveAnswer(one, 'Qual è il foro competente?').quote).toBe(
      'Art. 9 - Foro competente\nPer ogni controversia è competente in via esclusiva il Foro di Torino.',
    );
    expect(extractiveAnswer(one, 'Quanto dura la locazione?').quote).toContain('durata di anni 4');
    // Verbatim: each quote is the stored text itself.
    for (const question of ['canone', 'foro', 'durata'])
      expect(lease).toContain(extractiveAnswer(one, question).quote);
  });

  it("joins a PDF's hard-wrapped lines into whole sentences", () => {
    const text =
      'La locazione ha durata\ndi anni quattro, rinnovabile.\nIl canone mensile\nè di euro ottocento.';
    const pdf: ReviewChunk[] = [{ chunkIndex: 0, page: 3, heading: null, text }];
    expect(extractiveAnswer(pdf, 'canone')).toMatchObject({
      quote: 'Il canone mensile\nè di euro ottocento.',
      page: 3,
    });
  });
});

describe('promptText', () => {
  it('sends the whole document when it fits', () => {
    expect(promptText(chunks, 'foro')).toBe(`${chunks[0]!.text}\n\n${chunks[1]!.text}`);
  });
});

describe('neutralised', () => {
  it('prefixes text a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+39 02', '-5', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralised(text)).toBe(`'${text}`);
    expect(neutralised('4 anni')).toBe('4 anni');
  });
});
