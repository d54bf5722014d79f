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

const ART_2043 =
  'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno.';

const ART_24_CP =
  'La pena della multa consiste nel pagamento allo Stato di una somma non inferiore a euro 50, né superiore a euro 50.000.\nPer i delitti determinati da motivi di lucro, se la legge stabilisce soltanto la pena della reclusione, il giudice può aggiungere la multa da euro 50 a euro 25.000.';

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

  it('accepts a quotation woven into a sentence: first letter in lower case, final full stop, marks around it', () => {
    const brief =
      'Ai sensi dell\'art. 2043 c.c., "qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno".';
    const [quotation] = findQuotations(brief);
    expect(attributeQuotation(brief, quotation!, referencesIn(brief, ['art. 2043 c.c.']))?.start).toBe(
      brief.indexOf('art. 2043 c.c.'),
    );
    expect(compareQuotation(quotation!.text, ART_2043)).toEqual({ status: 'exact' });
    // A final full stop where the article's sentence goes on, marks and whitespace around it.
    expect(compareQuotation('Qualunque fatto doloso o colposo.', ART_2043)).toEqual({ status: 'exact' });
    expect(compareQuotation(' «che cagiona ad altri un danno ingiusto» ', ART_2043)).toEqual({
      status: 'exact',
    });
    // Upper case for lower case at the start, as when a quotation opens a sentence.
    expect(compareQuotation('Quando uno dei contraenti non adempie', ART_1453)).toEqual({ status: 'exact' });
  });

  it('holds every other letter to its case, and the first letter after a cut too', () => {
    expect(compareQuotation('QUalunque fatto doloso o colposo', ART_2043).status).toBe('differs');
    expect(compareQuotation('Nei contratti […] Quando uno dei contraenti', ART_1453).status).toBe('differs');
  });

  it('marks a word changed inside a quotation that otherwise matches with a lower-case first letter', () => {
    const compared = compareQuotation(
      'qualunque fatto doloso o colposo, che cagiona ad altri un danno grave, obbliga colui che ha commesso il fatto a risarcire il danno',
      ART_2043,
    );
    expect(compared.status).toBe('differs');
    if (compared.status !== 'differs') return;
    expect(compared.diff).toEqual([
      { kind: 'same', text: 'Qualunque fatto doloso o colposo, che cagiona ad altri un danno' },
      { kind: 'removed', text: 'ingiusto,' },
      { kind: 'added', text: 'grave,' },
      { kind: 'same', text: 'obbliga colui che ha commesso il fatto a risarcire il danno' },
    ]);
  });

  it('marks a letter turned to upper case inside the quotation', () => {
    const compared = compareQuotation(
      'qualunque fatto Doloso o colposo, che cagiona ad altri un danno ingiusto',
      ART_2043,
    );
    expect(compared.status).toBe('differs');
    if (compared.status !== 'differs') return;
    expect(compared.diff).toEqual([
      { kind: 'same', text: 'Qualunque fatto' },
      { kind: 'removed', text: 'doloso' },
      { kind: 'added', text: 'Doloso' },
      { kind: 'same', text: 'o colposo, che cagiona ad altri un danno ingiusto' },
    ]);
  });

  it('marks a changed amount, even one the stored amount begins or ends with', () => {
    const compared = compareQuotation(
      'una somma non inferiore a euro 500, né superiore a euro 50.000',
      ART_24_CP,
    );
    expect(compared.status).toBe('differs');
    if (compared.status !== 'differs') return;
    expect(compared.diff).toEqual([
      { kind: 'same', text: 'una somma non inferiore a euro' },
      { kind: 'removed', text: '50,' },
      { kind: 'added', text: '500,' },
      { kind: 'same', text: 'né superiore a euro 50.000' },
    ]);
    // The last word changed: the passage ends at the last word in common, the new amount is marked.
    const last = compareQuotation('una somma non inferiore a euro 50, né superiore a euro 5.000', ART_24_CP);
    expect(last.status === 'differs' && last.diff.at(-1)).toEqual({ kind: 'added', text: '5.000' });
    // "euro 5" is in "euro 50", "euro 50" in "euro 50.000" and "0.000" in "50.000" letter for
    // letter, not word for word.
    expect(compareQuotation('non inferiore a euro 5', ART_24_CP).status).toBe('differs');
    const cutShort = compareQuotation('né superiore a euro 50', ART_24_CP);
    expect(cutShort.status).toBe('differs');
    expect(cutShort.status === 'differs' && cutShort.diff.some((part) => part.kind !== 'same')).toBe(true);
    expect(compareQuotation('0.000 per i delitti determinati', ART_24_CP).status).not.toBe('exact');
    expect(compareQuotation('superiore a euro 50.000', ART_24_CP)).toEqual({ status: 'exact' });
  });

  it('marks punctuation changed between words, and a word dropped', () => {
    const comma = compareQuotation('qualunque fatto doloso o colposo che cagiona ad altri', ART_2043);
    expect(comma.status === 'differs' && comma.diff).toEqual([
      { kind: 'same', text: 'Qualunque fatto doloso o' },
      { kind: 'removed', text: 'colposo,' },
      { kind: 'added', text: 'colposo' },
      { kind: 'same', text: 'che cagiona ad altri' },
    ]);
    const dropped = compareQuotation('qualunque fatto doloso, che cagiona ad altri', ART_2043);
    expect(dropped.status).toBe('differs');
    if (dropped.status !== 'differs') return;
    expect(dropped.diff.some((part) => part.kind !== 'same')).toBe(true);
  });

  it('never reports a quotation as differing with nothing marked in its diff', () => {
    const quotations = [
      'qualunque fatto doloso o colposo; che cagiona ad altri',
      'qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto;',
      '(qualunque fatto doloso o colposo, che cagiona ad altri',
      'qualunque fatto doloso o colposo , che cagiona ad altri',
      'Qualunque fatto doloso o colposo, che cagiona ad Altri',
      'una somma non inferiore a euro 50; né superiore a euro 50.000',
      'una somma non inferiore a euro 50, né superiore a euro 50,000',
    ];
    for (const quotation of quotations) {
      const compared = compareQuotation(quotation, `${ART_2043}\n${ART_24_CP}`);
      expect(compared.status, quotation).toBe('differs');
      if (compared.status !== 'differs') continue;
      expect(
        compared.diff.some((part) => part.kind !== 'same'),
        quotation,
      ).toBe(true);
    }
  });

  it('finds nothing when the quotation has little in common with the article', () => {
    expect(
      compareQuotation('il conduttore deve restituire la cosa locata nello stato medesimo', ART_1453),
    ).toEqual({
      status: 'not_found',
    });
  });
});
