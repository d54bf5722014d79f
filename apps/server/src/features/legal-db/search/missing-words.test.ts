import { beforeAll, describe, expect, it } from 'vitest';
import { wholeCorpusIndex } from './legal-doctrine-stories.test-support';
import { type LegalIndex, searchLegalIndex } from './legal-index';
import { missingTerms } from './missing-words';

describe('missingTerms', () => {
  it('finds the word a question says is not there, after an article or none', () => {
    expect([...missingTerms('Come funziona la successione senza testamento?')]).toEqual(['test']);
    expect([...missingTerms("Chi eredita se non c'è un testamento?")]).toEqual(['test']);
    expect([...missingTerms('In mancanza del contratto scritto, cosa vale?')]).toEqual(['contratt']);
    expect([...missingTerms('Il testamento olografo va pubblicato?')]).toEqual([]);
  });
});

describe('a question about what is missing', () => {
  let index: LegalIndex;
  beforeAll(async () => {
    index = await wholeCorpusIndex();
  }, 60_000);
  const firstThree = (question: string) =>
    searchLegalIndex(index, question, { limit: 3 }).map((hit) => hit.article.identifier);

  it('finds the rules of that absence, not those of the missing thing', () => {
    expect(firstThree('Come funziona la successione senza testamento?')).toContain('cc-565');
    expect(firstThree("Come funziona l'eredità senza testamento?")).toContain('cc-565');
  });

  it('keeps the article that defines what is missing when that is the question (senza giusta causa)', () => {
    expect(firstThree('Sono stato licenziato senza giusta causa')[0]).toBe('cc-2119');
    expect(firstThree('Guidava senza patente e ha causato un incidente')[0]).toBe('cds-116');
  });
});
