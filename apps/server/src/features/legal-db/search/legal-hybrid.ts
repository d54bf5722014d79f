import type { DenseHit } from '../../../retrieval/dense-index';
import { reciprocalRankFusion } from '../../../retrieval/hybrid-search';
import type { LegalArticle, LegalHit } from './legal-index';

/**
 * The lexical hits (cited articles first, then the BM25F ranking) fused with the dense neighbours,
 * both already limited to the articles allowed. Cited articles keep the top places with score 1, as
 * on the lexical path; the others follow in RRF order. Their score is the better of their two
 * relative scores (BM25F / best BM25F, cosine / best cosine): RRF values relative to the best stay
 * between ~0.3 and 1 for the first forty places, so the spec's thresholds (§9) would filter nothing.
 */
export function fuseLegalHits(
  lexical: readonly LegalHit[],
  dense: readonly DenseHit[],
  articles: ReadonlyMap<string, LegalArticle>,
  limit: number,
): LegalHit[] {
  const hits = lexical.filter((hit) => hit.cited).slice(0, limit);
  const cited = new Set(hits.map((hit) => hit.article.identifier));
  const fused = reciprocalRankFusion([
    lexical.filter((hit) => !cited.has(hit.article.identifier)).map((hit) => hit.article.identifier),
    dense.map((hit) => hit.identifier).filter((identifier) => !cited.has(identifier)),
  ]);
  const relative = new Map<string, number>();
  for (const hit of lexical) if (!hit.cited) relative.set(hit.article.identifier, hit.score);
  const bestCosine = dense[0]?.score ?? 0;
  if (bestCosine > 0) {
    for (const hit of dense) {
      const score = Math.max(0, hit.score / bestCosine);
      relative.set(hit.identifier, Math.max(relative.get(hit.identifier) ?? 0, score));
    }
  }
  for (const { identifier } of fused) {
    if (hits.length >= limit) break;
    const article = articles.get(identifier);
    if (!article || article.abrogated) continue;
    hits.push({ article, score: relative.get(identifier) ?? 0, cited: false });
  }
  return hits;
}
