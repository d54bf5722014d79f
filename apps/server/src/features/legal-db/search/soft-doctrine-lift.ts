import { LEGAL_ACT_CODES } from '@brocardo/shared';
import { type AnalysedQuery, doctrineArticleVotes } from './legal-query';

/**
 * A name the question holds in part lifts its entry's articles by its share squared times half
 * legal-index.ts's DOCTRINE_BONUS: always less than the least a whole name adds to its first article
 * (DOCTRINE_BONUS × 0.5), so an exact match still ranks first; later articles less, as there. Only
 * the best few partial entries count: a long story holds most of the weight of many short names by
 * chance.
 */
const PARTIAL_BONUS = 0.25;
const PARTIAL_DECAY = 0.85;
const PARTIAL_ENTRIES = 5;
/**
 * The doctrine words' votes (doctrine-soft-match.ts) lift the ten articles they favour most by up
 * to VOTE_BONUS, reached when VOTE_SCALE of the question's known weight points at one article.
 */
const VOTE_BONUS = 0.4;
const VOTE_SCALE = 0.3;
const VOTE_ARTICLES = 10;
/**
 * A question whose own words already find an article (a lawyer's question quoting the code) needs
 * the weaker evidence less: the lifts shrink with the best share the question's words reach, the
 * votes down to nothing, the partial names to half. Without it the votes cost the exam sets up to
 * 0.015 MRR.
 */
const PARTIAL_CONFIDENCE_DAMPING = 0.5;
const VOTE_CONFIDENCE_DAMPING = 1;

/** What the lifts read of the index (legal-index.ts's LegalIndex). */
interface IndexedArticles {
  /** Article identifier → its document number. */
  docOf: ReadonlyMap<string, number>;
  /** Each document's act, as its position in LEGAL_ACT_CODES. */
  actOf: Uint8Array;
}

/**
 * The weaker doctrine evidence: institutes whose names the question holds in part, and the
 * articles its words vote for through the names. `confidence` is the best share (0–1) an article
 * reached on the question's own words.
 */
export function liftSoftDoctrine(
  index: IndexedArticles,
  analysed: AnalysedQuery,
  scores: Float64Array,
  allowed: Uint8Array | undefined,
  confidence: number,
) {
  // A question naming an act ("secondo il c.p.p.") takes the weaker evidence from that act only.
  const named =
    analysed.namedActs.length > 0 ? analysed.namedActs.map((act) => LEGAL_ACT_CODES.indexOf(act)) : null;
  const lift = (doc: number, amount: number) => {
    if ((allowed && allowed[doc] === 0) || (named && !named.includes(index.actOf[doc]!))) return;
    scores[doc] = scores[doc]! + amount;
  };
  const partialWeight = PARTIAL_BONUS * (1 - PARTIAL_CONFIDENCE_DAMPING * confidence);
  const lifted = new Set<number>();
  for (const match of analysed.partialDoctrine.slice(0, PARTIAL_ENTRIES)) {
    let decay = 1;
    for (const identifier of match.articles) {
      const doc = index.docOf.get(identifier);
      if (doc === undefined || lifted.has(doc)) continue;
      lifted.add(doc);
      lift(doc, partialWeight * match.share ** 2 * decay);
      decay *= PARTIAL_DECAY;
    }
  }
  const voteWeight = VOTE_BONUS * (1 - VOTE_CONFIDENCE_DAMPING * confidence);
  if (voteWeight <= 0) return;
  const votes = [...doctrineArticleVotes(analysed)].sort((a, b) => b[1] - a[1]).slice(0, VOTE_ARTICLES);
  for (const [identifier, vote] of votes) {
    const doc = index.docOf.get(identifier);
    if (doc !== undefined) lift(doc, voteWeight * Math.min(1, vote / VOTE_SCALE));
  }
}
