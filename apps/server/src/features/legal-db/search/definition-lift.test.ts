import { beforeAll, describe, expect, it } from 'vitest';
import { liftDefinitions } from './definition-lift';
import { wholeCorpusIndex } from './legal-doctrine-stories.test-support';
import { type LegalIndex, searchLegalIndex } from './legal-index';
import { analyseLegalQuery } from './legal-query';

let index: LegalIndex;
beforeAll(async () => {
  index = await wholeCorpusIndex();
}, 60_000);

const first = (question: string, count: number) =>
  searchLegalIndex(index, question, { limit: 10 })
    .slice(0, count)
    .map((hit) => hit.article.identifier);

/** The documents liftDefinitions raises for `question` on a flat score of 1 (and by how much). */
function lifted(question: string): Record<string, number> {
  const scores = new Float64Array(index.searchable.length).fill(1);
  liftDefinitions(index, analyseLegalQuery(question), scores, undefined);
  const raised: Record<string, number> = {};
  scores.forEach((score, doc) => {
    if (score > 1) raised[index.searchable[doc]!.identifier] = Math.round((score - 1) * 100) / 100;
  });
  return raised;
}

describe('a question that asks what a term means', () => {
  it('finds the article that defines it among an act’s list of definitions', () => {
    expect(
      first("Come viene definito un sistema di intelligenza artificiale nel regolamento europeo sull'IA?", 2),
    ).toContain('aiact-3');
    expect(first('Cosa si intende per dato personale?', 1)).toEqual(['gdpr-4']);
    expect(first('Che cos’è il deployer?', 1)).toEqual(['aiact-3']);
  });

  it('lifts an act’s general definitions fully and a chapter’s own definitions of the same term by half', () => {
    const raised = lifted('Chi è il consumatore?');
    expect(raised['consumo-3']).toBe(0.6);
    expect(raised['consumo-18']).toBe(0.3);
    expect(first('Chi è il consumatore?', 1)).toEqual(['consumo-3']);
  });

  it('lifts nothing when the question does not ask for a meaning, even if it holds a defined term', () => {
    expect(lifted('Cosa è successo se il vicino ha diffuso i miei dati personali?')).toEqual({});
    expect(lifted('Il negozio mi ha venduto un prodotto difettoso. Chi è responsabile?')).toEqual({});
    expect(lifted('Quali sono i diritti del consumatore?')).toEqual({});
  });

  it('lifts nothing when no definitions article defines the term asked', () => {
    expect(lifted('Che cos’è la legittima difesa?')).toEqual({});
  });
});

describe('a one-word defined term', () => {
  it('is held by the same word, not by another the stemmer joins to it («opera» is not «operatore»)', () => {
    expect(lifted('Che cos’è un’opera pubblica?')).toEqual({});
    expect(lifted('Chi sono i professionisti?')['consumo-3']).toBe(0.6);
  });
});
