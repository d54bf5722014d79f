import { describe, expect, it } from 'vitest';
import { analyse } from '../../../retrieval/text-analysis';
import {
  buildLegalIndex,
  type LegalArticle,
  restoreLegalIndex,
  searchLegalIndex,
  snapshotLegalIndex,
} from './legal-index';
import { analyseLegalQuery } from './legal-query';
import { leadingDocuments, phraseShares, preparePhraseQuery } from './phrase-proximity';

function article(number: string, text: string, heading: string | null = null): LegalArticle {
  return {
    identifier: `cp-${number}`,
    act: 'cp',
    article: number,
    heading,
    path: [],
    text,
    abrogated: false,
  };
}

const QUOTED = 'il pubblico ufficiale che omette di denunciare il reato del quale ha avuto notizia';
const PADDING =
  "La pena è la reclusione fino a un anno se il colpevole è un agente di polizia giudiziaria. Le disposizioni precedenti si applicano anche all'incaricato di un pubblico servizio, salvo che la legge disponga altrimenti. ";
const corpus = [
  // The clause the question quotes, once, in a long text.
  article('1', `${PADDING}${QUOTED.replace(/^il/, 'Il')}, è punito con la multa. ${PADDING}`),
  // The same words, in pairs, in a shorter text, but not in the question's order.
  article(
    '2',
    'Il pubblico ufficiale lo sa bene. Del reato la notizia giunge tardi. Chi omette di denunciare risponde sempre.',
  ),
  article('3', 'Chiunque cagiona ad altri un danno ingiusto è obbligato a risarcirlo.'),
  article('4', 'La legge non dispone che per l’avvenire: essa non ha effetto retroattivo.'),
];
const index = buildLegalIndex(corpus);
const ids = (query: string) =>
  searchLegalIndex(index, query, { limit: 3 }).map((hit) => hit.article.identifier);

describe('phrase and proximity evidence', () => {
  it('ranks first the article quoting the question, over one with the same words scattered', () => {
    const question = `Nel codice penale, ${QUOTED}?`;
    // Without the phrase evidence, BM25F prefers the scattered article (more occurrences, shorter).
    const scores = new Float64Array(index.bm25.size);
    index.bm25.accumulate(analyseLegalQuery(question).terms, scores);
    expect(scores[1]!).toBeGreaterThan(scores[0]!);
    expect(ids(question)[0]).toBe('cp-1');
  });

  it('scores the share of the question carried by its words in order, close together', () => {
    const words = analyse(QUOTED);
    const query = preparePhraseQuery(words, index.bm25)!;
    const [quoting, scattered, unrelated] = phraseShares(
      query,
      index.bm25,
      index.sequences,
      Int32Array.of(0, 1, 2),
    );
    expect(quoting).toBeCloseTo(1);
    expect(scattered!).toBeLessThan(0.6);
    expect(unrelated).toBe(0);
    // Reversed, the words make no chain.
    const reversed = preparePhraseQuery([...words].reverse(), index.bm25)!;
    expect(phraseShares(reversed, index.bm25, index.sequences, Int32Array.of(0))[0]!).toBeLessThan(0.5);
  });

  it('keeps scores within 0 and 1, and the same after a snapshot is restored', () => {
    const question = `Nel codice penale, ${QUOTED}?`;
    const hits = searchLegalIndex(index, question, { limit: 4 });
    expect(hits.every((hit) => hit.score > 0 && hit.score <= 1)).toBe(true);
    const restored = restoreLegalIndex(structuredClone(snapshotLegalIndex(index)));
    expect(searchLegalIndex(restored, question, { limit: 4 })).toEqual(hits);
  });

  it('picks the documents with the highest scores', () => {
    const scores = Float64Array.of(0, 0.5, 0.1, 0.9, 0, 0.7, 0.5);
    expect([...leadingDocuments(scores, 3)].sort()).toEqual([1, 3, 5].sort());
    expect([...leadingDocuments(scores, 10)]).toEqual([1, 2, 3, 5, 6]);
    expect(leadingDocuments(scores, 2).length).toBe(2);
  });
});
