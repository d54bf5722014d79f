import { describe, expect, it } from 'vitest';
import { fuseLegalHits } from './legal-hybrid';
import type { LegalArticle, LegalHit } from './legal-index';

function article(identifier: string, abrogated = false): LegalArticle {
  const [act, number] = identifier.split('-') as ['cc', string];
  return { identifier, act, article: number, heading: null, path: [], text: '', abrogated };
}
const articles = new Map(
  ['cc-1', 'cc-2', 'cc-3', 'cc-4', 'cc-5', 'cc-6'].map((id) => [id, article(id)] as const),
);
articles.set('cc-9', article('cc-9', true));

const lexicalHit = (identifier: string, score: number, cited = false): LegalHit => ({
  article: articles.get(identifier)!,
  score,
  cited,
});
const ids = (hits: readonly LegalHit[]) => hits.map((hit) => hit.article.identifier);

describe('fuseLegalHits', () => {
  it('keeps cited articles first with score 1, then the fused ranking, each scored by its better relative score', () => {
    const lexical = [lexicalHit('cc-5', 1, true), lexicalHit('cc-1', 1), lexicalHit('cc-2', 0.5)];
    const dense = [
      { identifier: 'cc-3', score: 0.9 },
      { identifier: 'cc-2', score: 0.8 },
      { identifier: 'cc-5', score: 0.7 },
    ];
    const hits = fuseLegalHits(lexical, dense, articles, 10);
    expect(ids(hits)).toEqual(['cc-5', 'cc-2', 'cc-1', 'cc-3']);
    expect(hits[0]).toMatchObject({ score: 1, cited: true });
    // cc-2: 0.5 of the best BM25F, 0.8 / 0.9 of the best cosine → the better of the two.
    expect(hits[1]).toMatchObject({ cited: false });
    expect(hits[1]!.score).toBeCloseTo(0.8 / 0.9);
    expect(hits[3]!.score).toBeCloseTo(1);
    // cc-1 is first in one ranking only; cc-2 second in both.
    expect(hits[2]!.score).toBeCloseTo(1);
    expect(hits.every((hit) => hit.score > 0 && hit.score <= 1)).toBe(true);
  });

  it('stops at the limit, cited articles included', () => {
    const lexical = [lexicalHit('cc-5', 1, true), lexicalHit('cc-6', 1, true), lexicalHit('cc-1', 1)];
    expect(ids(fuseLegalHits(lexical, [{ identifier: 'cc-2', score: 1 }], articles, 1))).toEqual(['cc-5']);
    expect(ids(fuseLegalHits(lexical, [{ identifier: 'cc-2', score: 1 }], articles, 3))).toEqual([
      'cc-5',
      'cc-6',
      'cc-1',
    ]);
  });

  it('works from the dense ranking alone, and never returns an unknown or abrogated article', () => {
    const dense = [
      { identifier: 'cc-9', score: 0.9 },
      { identifier: 'cc-404', score: 0.8 },
      { identifier: 'cc-4', score: 0.7 },
    ];
    const hits = fuseLegalHits([], dense, articles, 5);
    expect(ids(hits)).toEqual(['cc-4']);
    expect(hits[0]!.score).toBeCloseTo(0.7 / 0.9);
    expect(fuseLegalHits([], [], articles, 5)).toEqual([]);
  });
});
