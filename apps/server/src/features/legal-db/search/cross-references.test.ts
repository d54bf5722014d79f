import { parseLegalCitations } from '@brocardo/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitCitations } from './cross-references';
import { wholeCorpusIndex } from './legal-doctrine-stories.test-support';
import { type LegalIndex, searchLegalIndex } from './legal-index';

const split = (text: string) => {
  const { asked, setAside } = splitCitations(text, parseLegalCitations(text));
  return { asked: asked.map((c) => c.identifier), setAside: setAside.map((c) => c.identifier) };
};

describe('an article cited only to be set aside', () => {
  it('is told apart from an article the question asks about', () => {
    expect(
      split('Salvo quanto previsto dagli articoli 406 e 415-bis c.p.p., il pubblico ministero…'),
    ).toEqual({
      asked: [],
      setAside: ['cpp-406', 'cpp-415-bis'],
    });
    expect(split('Fuori dei casi previsti dagli artt. 7 e 8 c.p., lo straniero…').setAside).toEqual([
      'cp-7',
      'cp-8',
    ]);
    expect(split("In deroga all'art. 1341 c.c., le condizioni…").setAside).toEqual(['cc-1341']);
    for (const question of [
      "Cosa prevede l'art. 2043 c.c.?",
      "Ai sensi dell'art. 27 Cost., la responsabilità penale è personale?",
      "Il reato di cui all'art. 640 c.p. è procedibile a querela?",
    ])
      expect(split(question).setAside).toEqual([]);
  });

  let index: LegalIndex;
  beforeAll(async () => {
    index = await wholeCorpusIndex();
  }, 60_000);

  it('does not come first: the quiz stem asks about the rule it makes an exception to', () => {
    const ranked = searchLegalIndex(
      index,
      'Salvo quanto previsto dagli articoli 406 e 415-bis c.p.p., se si procede per una contravvenzione il pubblico ministero conclude le indagini preliminari entro il termine di: a) tre mesi; b) sei mesi; c) un anno',
      { limit: 10 },
    ).map((hit) => hit.article.identifier);
    expect(ranked[0]).toBe('cpp-405');
  });
});
