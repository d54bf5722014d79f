import type { SourceRelevance } from '../contracts/chat';

/**
 * Issue 25: of the sources a Database Legale answer was given (spec 1 §9 settings, unchanged), the
 * ones shown first as "Fonti principali". Tuned on bench/data/source-precision.jsonl
 * (bench/source-precision.mjs), never on an evaluation file: below 0.75 the neighbours of the right
 * article come back (precision falls ~5 points per 0.05) for little recall; above it the second
 * governing article of a client's story drops out. A fourth uncited source cost ~6 points of
 * precision for under one of recall.
 */
export const SOURCE_RELEVANCE_BAR = {
  /** A source is principal when it scores at least this share of the best uncited source. */
  share: 0.75,
  /**
   * At most this many uncited principal sources: when the scores are flat (a question that names
   * a whole law), sharing the best score says little.
   */
  maxPrincipal: 3,
} as const;

export interface RankedSource {
  /** The search's relative score (1 for an article the question cites). */
  score: number;
  /** The question cites (or the user pinned) this source. */
  cited: boolean;
}

export interface SourceRelevanceBar {
  share: number;
  maxPrincipal: number;
}

/**
 * Classifies a ranked list of sources (best first): a cited source is always principal; another
 * is principal when its score reaches `share` of the best uncited score, up to `maxPrincipal` of
 * them; at least one source is principal whenever the list is not empty. The result is parallel
 * to the input. The best uncited score sets the bar: a cited article's score of 1 says nothing
 * about how well the others match.
 */
export function classifySourceRelevance(
  sources: readonly RankedSource[],
  bar: SourceRelevanceBar = SOURCE_RELEVANCE_BAR,
): SourceRelevance[] {
  let best = 0;
  for (const source of sources) if (!source.cited && source.score > best) best = source.score;
  let uncited = 0;
  const relevance = sources.map((source): SourceRelevance => {
    if (source.cited) return 'principal';
    if (best <= 0 || source.score < bar.share * best || uncited >= bar.maxPrincipal) return 'other';
    uncited += 1;
    return 'principal';
  });
  if (relevance.length > 0 && !relevance.includes('principal')) relevance[0] = 'principal';
  return relevance;
}

/** The sources principal first, each group in its original order. */
export function principalFirst<T extends { relevance?: SourceRelevance | undefined }>(
  sources: readonly T[],
): T[] {
  return [
    ...sources.filter((source) => source.relevance === 'principal'),
    ...sources.filter((source) => source.relevance !== 'principal'),
  ];
}
