import { describe, expect, it } from 'vitest';
import { DenseIndex } from './dense-index';
import { RRF_K, reciprocalRankFusion } from './hybrid-search';

describe('reciprocalRankFusion', () => {
  it('sums 1 / (k + rank) over the rankings, best first', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['c', 'a', 'd'],
    ]);
    expect(fused.map((item) => item.identifier)).toEqual(['a', 'c', 'b', 'd']);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 2));
    expect(fused[3]!.score).toBeCloseTo(1 / (RRF_K + 3));
  });

  it('keeps the order of first appearance on ties and counts a repeated item once per ranking', () => {
    expect(reciprocalRankFusion([['x'], ['y']]).map((item) => item.identifier)).toEqual(['x', 'y']);
    const [only] = reciprocalRankFusion([['x', 'x', 'x']]);
    expect(only!.score).toBeCloseTo(1 / (RRF_K + 1));
    expect(reciprocalRankFusion([[], []])).toEqual([]);
  });
});

describe('DenseIndex', () => {
  const index = new DenseIndex([
    { identifier: 'a', vector: [1, 0, 0] },
    { identifier: 'b', vector: [0, 1, 0] },
    { identifier: 'c', vector: [Math.SQRT1_2, Math.SQRT1_2, 0] },
  ]);

  it('returns the nearest rows by dot product, best first, among the allowed', () => {
    const query = Float32Array.from([1, 0.2, 0]);
    expect(index.nearest(query, 2).map((hit) => hit.identifier)).toEqual(['a', 'c']);
    expect(index.nearest(query, 5, (id) => id !== 'a').map((hit) => hit.identifier)).toEqual(['c', 'b']);
    expect(index.nearest(query, 1)[0]!.score).toBeCloseTo(1);
    expect(index.nearest(query, 0)).toEqual([]);
    expect(index.size).toBe(3);
  });

  it('refuses vectors of another size', () => {
    expect(() => index.nearest(Float32Array.from([1, 0]), 1)).toThrow(/dimensions/);
    expect(
      () =>
        new DenseIndex([
          { identifier: 'a', vector: [1, 0] },
          { identifier: 'b', vector: [1] },
        ]),
    ).toThrow(/dimensions/);
  });
});
