import { describe, expect, it } from 'vitest';
import { compareQuotation, normaliseForComparison } from './quotation-comparison';
import { attributeQuotation, findQuotations, sameSentence } from './quotations';

/** References located by their text, as the citation parser would give them. */
function referencesIn(text: string, written: string[]) {
  return written.map((reference) => {
    const start = text.indexOf(reference);
    return { text: reference, start, end: start + reference.length };
  });
}

function attributed(text: string, written: string[]) {
  const [quotation] = findQuotations(text);
  return attributeQuotation(text, quotation!, referencesIn(text, written))?.text ?? null;
}

describe('findQuotations', () => {
  it('finds «…», “…” and "…" of three words or more, with their offsets', () => {
    const text = 'Si legge «a tre parole» e “anche qui tre” e "pure queste tre" ma non «due parole».';
    const found = findQuotations(text);
    expect(found.map((quotation) => quotation.text)).toEqual([
      'a tre parole',
      'anche qui tre',
      'pure queste tre',
    ]);
    for (const quotation of found) expect(text.slice(quotation.start, quotation.end)).toBe(quotation.text);
  });
});

describe('attributeQuotation', () => {
  it('prefers the reference before the quotation in the same sentence', () => {
    expect(
      attributed(
        'L’art. 1453 c.c. prevale, ma l’art. 2043 c.c. dispone: «qualunque fatto doloso o colposo».',
        ['art. 1453 c.c.', 'art. 2043 c.c.'],
      ),
    ).toBe('art. 2043 c.c.');
  });

  it('takes the reference right after the quotation when none comes before it in the sentence', () => {
    expect(
      attributed('Vale l’art. 1 c.c. Del resto «qualunque fatto doloso o colposo» (art. 2043 c.c.).', [
        'art. 1 c.c.',
        'art. 2043 c.c.',
      ]),
    ).toBe('art. 2043 c.c.');
  });

  it('does not reach into another sentence or paragraph', () => {
    expect(
      attributed('Si veda l’art. 2043 c.c. Il giudice ha scritto «tre parole qui».', ['art. 2043 c.c.']),
    ).toBe(null);
    expect(attributed('Si veda l’art. 2043 c.c.\n«tre parole qui» disse.', ['art. 2043 c.c.'])).toBe(null);
  });

  it('keeps a colon or a semicolon within the sentence', () => {
    expect(sameSentence(' dispone: ')).toBe(true);
    expect(sameSentence('; inoltre ')).toBe(true);
    expect(sameSentence('. Inoltre ')).toBe(false);
  });
});

const ART_1453 =
  "Nei contratti con prestazioni corrispettive, quando uno dei contraenti non adempie le sue obbligazioni, l'altro può a sua scelta chiedere l'adempimento o la risoluzione del contratto, salvo, in ogni caso, il risarcimento del danno.\nLa risoluzione può essere domandata anche quando il giudizio è stato promosso per ottenere l'adempimento.";

describe('compareQuotation', () => {
  it('is exact when only whitespace, typographic quotes and apostrophes differ', () => {
    expect(compareQuotation('l’altro  può a sua scelta\nchiedere l’adempimento', ART_1453)).toEqual({
      status: 'exact',
    });
    expect(normaliseForComparison('«a»  ‘b’')).toBe('"a" \'b\'');
  });

  it('accepts cuts marked […] when the pieces appear in order, not otherwise', () => {
    expect(
      compareQuotation('Nei contratti con prestazioni corrispettive […] il risarcimento del danno', ART_1453),
    ).toEqual({ status: 'exact' });
    expect(
      compareQuotation('il risarcimento del danno […] Nei contratti con prestazioni', ART_1453).status,
    ).not.toBe('exact');
  });

  it('marks the words changed, added and dropped against the closest passage, a substring of the article', () => {
    const compared = compareQuotation(
      "quando uno dei contraenti non adempie le proprie obbligazioni, l'altro può chiedere la risoluzione del contratto",
      ART_1453,
    );
    expect(compared.status).toBe('differs');
    if (compared.status !== 'differs') return;
    expect(ART_1453).toContain(compared.passage);
    expect(compared.passage.startsWith('quando uno dei contraenti')).toBe(true);
    expect(compared.passage.endsWith('risoluzione del contratto')).toBe(true);
    // The article begins "Nei contratti con prestazioni corrispettive, quando…" and goes on after it.
    expect(compared.passage_cut_before).toBe(true);
    expect(compared.passage_cut_after).toBe(true);
    expect(compared.diff).toEqual([
      { kind: 'same', text: 'quando uno dei contraenti non adempie le' },
      { kind: 'removed', text: 'sue' },
      { kind: 'added', text: 'proprie' },
      // The words as the article writes them: the comma after «obbligazioni» is kept.
      { kind: 'same', text: "obbligazioni, l'altro può" },
      { kind: 'removed', text: 'a sua scelta' },
      { kind: 'same', text: 'chiedere' },
      { kind: 'removed', text: "l'adempimento o" },
      { kind: 'same', text: 'la risoluzione del contratto' },
    ]);
  });

  it('finds nothing when the quotation has little in common with the article', () => {
    expect(
      compareQuotation('il conduttore deve restituire la cosa locata nello stato medesimo', ART_1453),
    ).toEqual({
      status: 'not_found',
    });
  });
});
