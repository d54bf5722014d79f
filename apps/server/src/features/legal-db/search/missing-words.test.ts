import { describe, expect, it } from 'vitest';
import { missingTerms } from './missing-words';

describe('missingTerms', () => {
  it('finds the word a question says is not there, after an article or none', () => {
    expect([...missingTerms('Come funziona la successione senza testamento?')]).toEqual(['test']);
    expect([...missingTerms("Chi eredita se non c'è un testamento?")]).toEqual(['test']);
    expect([...missingTerms('In mancanza del contratto scritto, cosa vale?')]).toEqual(['contratt']);
    expect([...missingTerms('Il testamento olografo va pubblicato?')]).toEqual([]);
  });
});
