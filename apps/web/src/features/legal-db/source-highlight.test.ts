import { describe, expect, it } from 'vitest';
import { highlightSource } from './source-highlight';

const CONTENT = [
  'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno.',
  'La prescrizione del diritto al risarcimento si compie in cinque anni dal giorno in cui il fatto si è verificato.',
  'Le disposizioni del presente articolo si applicano anche alle persone giuridiche.',
].join('\n');

const marked = (content: string, hints: Parameters<typeof highlightSource>[1]) =>
  highlightSource(content, hints)
    .segments.filter((segment) => segment.marked)
    .map((segment) => segment.text);

describe('highlightSource', () => {
  it('marks the excerpt where it is found, across different spacing and case', () => {
    expect(marked(CONTENT, { excerpt: 'che cagiona ad altri   un danno ingiusto' })).toEqual([
      'che cagiona ad altri un danno ingiusto',
    ]);
    expect(marked(CONTENT, { excerpt: 'LA PRESCRIZIONE del diritto al risarcimento…' })).toEqual([
      'La prescrizione del diritto al risarcimento',
    ]);
  });

  it('marks each piece of an excerpt joined by ellipses', () => {
    const excerpt = 'Qualunque fatto doloso o colposo … si applicano anche alle persone giuridiche';
    expect(marked(CONTENT, { excerpt })).toEqual([
      'Qualunque fatto doloso o colposo',
      'si applicano anche alle persone giuridiche',
    ]);
  });

  it('marks a list whole, its short numbered clauses included, unless the excerpt cuts one out', () => {
    const article = [
      'I requisiti del contratto sono:',
      "1) l'accordo delle parti;",
      '2) la causa;',
      "3) l'oggetto;",
      '4) la forma, quando risulta che è prescritta dalla legge sotto pena di nullità.',
    ].join('\n');
    expect(marked(article, { excerpt: article })).toEqual([article]);
    const cut =
      "I requisiti del contratto sono: 1) l'accordo delle parti; […] 4) la forma, quando risulta che è prescritta";
    expect(marked(article, { excerpt: cut })).toEqual([
      "I requisiti del contratto sono:\n1) l'accordo delle parti",
      '4) la forma, quando risulta che è prescritta',
    ]);
  });

  it('marks each quoted part of an excerpt whose cuts are marked […]', () => {
    const excerpt =
      '[…] che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno. […] si applicano anche alle persone giuridiche.';
    expect(marked(CONTENT, { excerpt })).toEqual([
      'che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno.',
      'si applicano anche alle persone giuridiche.',
    ]);
  });

  it('without a matching excerpt, marks the paragraph sharing the most words with the answer’s sentence', () => {
    const result = highlightSource(CONTENT, {
      excerpt: 'Testo che non compare nella fonte',
      context: 'Il diritto al risarcimento si prescrive in cinque anni dal fatto (art. 2947 c.c.).',
    });
    expect(result.highlighted).toBe(true);
    expect(result.segments.filter((segment) => segment.marked).map((segment) => segment.text)).toEqual([
      CONTENT.split('\n')[1],
    ]);
    // The whole text is kept, in order.
    expect(result.segments.map((segment) => segment.text).join('')).toBe(CONTENT);
  });

  it('marks nothing when no paragraph shares enough words', () => {
    const result = highlightSource(CONTENT, { context: 'Una domanda sul condominio.' });
    expect(result.highlighted).toBe(false);
    expect(result.segments).toEqual([{ text: CONTENT, marked: false }]);
    expect(highlightSource('', {}).segments).toEqual([{ text: '', marked: false }]);
  });
});
