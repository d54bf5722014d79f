/** The usual constant of reciprocal rank fusion: it damps the difference between the first ranks. */
export const RRF_K = 60;

export interface FusedItem {
  identifier: string;
  score: number;
}

/**
 * Reciprocal rank fusion: an item at rank r (from 1) of a ranking gets 1 / (k + r) from it, summed
 * over the rankings. Best first; ties keep the order in which the items first appear.
 */
export function reciprocalRankFusion(rankings: ReadonlyArray<readonly string[]>, k = RRF_K): FusedItem[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    const seen = new Set<string>();
    let rank = 0;
    for (const identifier of ranking) {
      if (seen.has(identifier)) continue;
      seen.add(identifier);
      rank += 1;
      scores.set(identifier, (scores.get(identifier) ?? 0) + 1 / (k + rank));
    }
  }
  return Array.from(scores, ([identifier, score]) => ({ identifier, score })).sort(
    (a, b) => b.score - a.score,
  );
}
