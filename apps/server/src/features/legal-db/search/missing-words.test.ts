import { describe, expect, it } from 'vitest';
import { analyseLegalQuery } from './legal-query';
import { missingAsSenza, missingTerms } from './missing-words';

describe('missingTerms', () => {
  it('finds the word a question says is not there, after an article or none', () => {
    expect([...missingTerms('Come funziona la successione senza testamento?')]).toEqual(['test']);
    expect([...missingTerms("Chi eredita se non c'è un testamento?")]).toEqual(['test']);
    expect([...missingTerms('In mancanza del contratto scritto, cosa vale?')]).toEqual(['contratt']);
    expect([...missingTerms('Il testamento olografo va pubblicato?')]).toEqual([]);
    expect([...missingTerms('Chi eredita se manca il testamento?')]).toEqual(['test']);
  });
});

describe('missingAsSenza', () => {
  it('writes every way of saying "not there" as "senza", so the names that say "senza" match', () => {
    expect(missingAsSenza("Chi eredita se non c'è un testamento?")).toBe('Chi eredita se senza testamento?');
    expect(missingAsSenza('Chi eredita se manca il testamento?')).toBe('Chi eredita se senza testamento?');
    expect(missingAsSenza('Il testamento olografo va pubblicato?')).toBe(
      'Il testamento olografo va pubblicato?',
    );
    const articles = (question: string) =>
      analyseLegalQuery(question).doctrine.flatMap((match) => match.articles);
    expect(articles("Chi eredita se non c'è testamento?")).toContain('cc-565');
    expect(articles('Chi eredita se il papà ha lasciato un testamento?')).not.toContain('cc-565');
  });
});
