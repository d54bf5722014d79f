import { describe, expect, it } from 'vitest';
import { classifySourceRelevance, principalFirst, SOURCE_RELEVANCE_BAR } from './source-relevance';

const uncited = (score: number) => ({ score, cited: false });
const bar = { share: 0.75, maxPrincipal: 10 };

describe('classifySourceRelevance', () => {
  it('keeps as principal the sources near the best one, the rest as other', () => {
    expect(classifySourceRelevance([uncited(0.8), uncited(0.7), uncited(0.3), uncited(0.1)], bar)).toEqual([
      'principal',
      'principal',
      'other',
      'other',
    ]);
  });

  it('measures the bar against the best uncited source, wherever it ranks', () => {
    expect(classifySourceRelevance([uncited(0.2), uncited(0.6), uncited(0.5)], bar)).toEqual([
      'other',
      'principal',
      'principal',
    ]);
  });

  it('always keeps cited sources principal, without letting their score of 1 raise the bar', () => {
    expect(
      classifySourceRelevance([{ score: 1, cited: true }, uncited(0.4), uncited(0.35), uncited(0.1)], bar),
    ).toEqual(['principal', 'principal', 'principal', 'other']);
  });

  it('keeps at most maxPrincipal uncited sources principal when the scores are flat, cited ones aside', () => {
    const flat = [{ score: 1, cited: true }, uncited(0.34), uncited(0.33), uncited(0.33), uncited(0.32)];
    expect(classifySourceRelevance(flat, { share: 0.75, maxPrincipal: 2 })).toEqual([
      'principal',
      'principal',
      'principal',
      'other',
      'other',
    ]);
  });

  it('keeps the first source principal when no score helps', () => {
    expect(classifySourceRelevance([uncited(0), uncited(0)])).toEqual(['principal', 'other']);
    expect(classifySourceRelevance([])).toEqual([]);
  });

  it('applies the shared bar by default', () => {
    const { share } = SOURCE_RELEVANCE_BAR;
    expect(classifySourceRelevance([uncited(1), uncited(share)])).toEqual(['principal', 'principal']);
    expect(classifySourceRelevance([uncited(1), uncited(share - 0.01)])).toEqual(['principal', 'other']);
    const many = Array.from({ length: SOURCE_RELEVANCE_BAR.maxPrincipal + 2 }, () => uncited(0.9));
    expect(classifySourceRelevance(many).filter((relevance) => relevance === 'principal')).toHaveLength(
      SOURCE_RELEVANCE_BAR.maxPrincipal,
    );
  });
});

describe('principalFirst', () => {
  it('moves principal sources first, each group in its order', () => {
    const sources = [
      { id: 'a', relevance: 'other' as const },
      { id: 'b', relevance: 'principal' as const },
      { id: 'c' },
      { id: 'd', relevance: 'principal' as const },
    ];
    expect(principalFirst(sources).map((source) => source.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
