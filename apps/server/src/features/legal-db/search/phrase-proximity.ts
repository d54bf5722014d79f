import type { Bm25Index } from '../../../retrieval/bm25-index';

/**
 * Phrase and proximity evidence. BM25 counts words as a bag, so an article that states the
 * question's clause word for word ranks no higher than one with the same words scattered over a
 * long text; competition-quiz questions quote the code's own words, and the article they quote is
 * the one whose text holds them in order. Each searchable article's rubric and text are kept as
 * one sequence of term slots (stop words removed, 4 bytes a word: ~2.2 MB for the corpus), and the
 * best candidates of the BM25 ranking are scored by the heaviest chain of the question's words
 * found in the same order, close together.
 */
export interface TermSequences {
  /** Document d's terms are slots[starts[d] .. starts[d + 1]). */
  starts: Int32Array<ArrayBuffer>;
  slots: Int32Array<ArrayBuffer>;
}

export function buildTermSequences(texts: readonly (readonly string[])[], index: Bm25Index): TermSequences {
  const starts = new Int32Array(texts.length + 1);
  let total = 0;
  texts.forEach((terms, doc) => {
    starts[doc] = total;
    total += terms.length;
  });
  starts[texts.length] = total;
  const slots = new Int32Array(total);
  let at = 0;
  for (const terms of texts) for (const term of terms) slots[at++] = index.slotOf(term);
  return { starts, slots };
}

/**
 * A chain counts from this many links (three words): two adjacent words are already a phrase term
 * of the BM25F index (text_phrases), and a pair such as "intelligenza artificiale" names a whole
 * act's subject rather than one article's clause.
 */
const MIN_LINKS = 2;
/** Two chained words may stand this many other words apart in the article (an inserted adjective). */
const ARTICLE_GAP = 2;
/** …and this many of the question's words may be skipped between them (a reworded word). */
const QUESTION_GAP = 1;

/** The question's words, ready to be matched against articles' sequences. */
export interface PhraseQuery {
  /** The question's positions (each word once per occurrence) and their slots. */
  slots: Int32Array;
  /** Per question position, its word's inverse document frequency. */
  weights: Float64Array;
  /** The sum of `weights`: a chain covering the whole question in order. */
  total: number;
}

export function preparePhraseQuery(words: readonly string[], index: Bm25Index): PhraseQuery | null {
  const unigrams = words.filter((word) => !word.includes(' '));
  const slots = Int32Array.from(unigrams, (word) => index.slotOf(word));
  // A word no article holds cannot be chained; it still counts in the total (it could have been).
  const weights = Float64Array.from(unigrams, (word) => index.inverseFrequency(word));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return unigrams.length >= 2 && total > 0 ? { slots, weights, total } : null;
}

/**
 * Per slot, the last question position holding it (-1: none), and per position the previous one
 * with the same word; one table per index, filled for a question and cleared after it (searches
 * run one at a time), so reading an article costs one array read per word.
 */
const lastPositionTables = new WeakMap<Bm25Index, Int32Array>();

/**
 * Each candidate's share (0 … 1) of the question's weight carried by its best chain: words of the
 * question met in the article in the question's order, each within ARTICLE_GAP words of the
 * previous and at most QUESTION_GAP question words later; shorter than MIN_LINKS + 1 words: 0.
 */
export function phraseShares(
  query: PhraseQuery,
  index: Bm25Index,
  sequences: TermSequences,
  candidates: Int32Array,
): Float64Array {
  let lastPosition = lastPositionTables.get(index);
  if (!lastPosition) {
    lastPosition = new Int32Array(index.termCount).fill(-1);
    lastPositionTables.set(index, lastPosition);
  }
  const length = query.slots.length;
  const previousSame = new Int32Array(length).fill(-1);
  query.slots.forEach((slot, at) => {
    if (slot < 0) return;
    previousSame[at] = lastPosition[slot]!;
    lastPosition[slot] = at;
  });
  try {
    const shares = new Float64Array(candidates.length);
    const scratch = {
      lastSeen: new Int32Array(length),
      chain: new Float64Array(length),
      links: new Int32Array(length),
    };
    candidates.forEach((doc, at) => {
      shares[at] = bestChain(query, previousSame, lastPosition, sequences, doc, scratch) / query.total;
    });
    return shares;
  } finally {
    for (const slot of query.slots) if (slot >= 0) lastPosition[slot] = -1;
  }
}

function bestChain(
  query: PhraseQuery,
  previousSame: Int32Array,
  lastPosition: Int32Array,
  sequences: TermSequences,
  doc: number,
  { lastSeen, chain, links }: { lastSeen: Int32Array; chain: Float64Array; links: Int32Array },
): number {
  const { weights } = query;
  lastSeen.fill(-1_000_000);
  let best = 0;
  const to = sequences.starts[doc + 1]!;
  for (let at = sequences.starts[doc]!; at < to; at += 1) {
    // Later question positions first, so a word repeated in the question never links to itself here.
    for (let q = lastPosition[sequences.slots[at]!]!; q >= 0; q = previousSame[q]!) {
      let value = weights[q]!;
      let count = 0;
      for (let previous = q - 1; previous >= 0 && previous >= q - 1 - QUESTION_GAP; previous -= 1) {
        const distance = at - lastSeen[previous]!;
        if (distance < 1 || distance > ARTICLE_GAP + 1) continue;
        const linked = chain[previous]! + weights[q]!;
        if (linked > value) {
          value = linked;
          count = links[previous]! + 1;
        }
      }
      chain[q] = value;
      links[q] = count;
      lastSeen[q] = at;
      if (count >= MIN_LINKS && value > best) best = value;
    }
  }
  return best;
}

/** The documents with the `limit` highest scores above zero, in no order (ties at the cut: some). */
export function leadingDocuments(scores: Float64Array, limit: number): Int32Array {
  const docs = new Int32Array(scores.length);
  const values = new Float64Array(scores.length);
  let positive = 0;
  for (let doc = 0; doc < scores.length; doc += 1) {
    const score = scores[doc]!;
    if (score <= 0) continue;
    docs[positive] = doc;
    values[positive] = score;
    positive += 1;
  }
  if (positive <= limit) return docs.slice(0, positive);
  const threshold = kthLargest(values.subarray(0, positive), limit);
  const leading = new Int32Array(limit);
  let count = 0;
  for (let at = 0; at < positive && count < limit; at += 1)
    if (scores[docs[at]!]! > threshold) leading[count++] = docs[at]!;
  for (let at = 0; at < positive && count < limit; at += 1)
    if (scores[docs[at]!] === threshold) leading[count++] = docs[at]!;
  return leading;
}

/** Quickselect (Hoare): the k-th largest value; reorders `values`. */
function kthLargest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  const target = k - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! > pivot) i += 1;
      while (values[j]! < pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else return values[target]!;
  }
  return values[target]!;
}

/** How many of the best-scored articles are read for the question's phrases (the rest keep BM25's order). */
const PHRASE_CANDIDATES = 150;
/**
 * A partial chain gains its share cubed, so the few words in order that any long story shares with
 * many articles add next to nothing, while a quoted clause counts.
 */
const PHRASE_POWER = 3;

/**
 * Articles holding the question's words in its order, close together, are lifted by up to `bonus`
 * (a share of the attainable score) by how much of the question that chain carries; only the
 * leading candidates are read. A quiz item with answer options has one reading per option (its
 * stem, then the option): only the article the right option continues holds a whole reading, where
 * the options read as one query let the wrong ones' own articles rise. MRR on quiz items with
 * options 0.942 → 0.991 and 0.935 → 0.978 (held out), no other set moves (bench/retrieval-inprocess.mts).
 */
export function liftPhrases(
  readings: readonly (readonly string[])[],
  index: Bm25Index,
  sequences: TermSequences,
  scores: Float64Array,
  bonus: number,
): void {
  const queries = readings.flatMap((reading) => preparePhraseQuery(reading, index) ?? []);
  if (queries.length === 0) return;
  const candidates = leadingDocuments(scores, PHRASE_CANDIDATES);
  // Of a quiz's stem-and-option readings, each article keeps the one it holds best.
  const shares = new Float64Array(candidates.length);
  for (const query of queries) {
    phraseShares(query, index, sequences, candidates).forEach((share, at) => {
      if (share > shares[at]!) shares[at] = share;
    });
  }
  const descending = Float64Array.from(shares).sort().reverse();
  candidates.forEach((doc, at) => {
    const share = shares[at]!;
    if (share <= 0) return;
    // A chain many candidates hold as fully is a stock phrase ("proporre ricorso per cassazione"),
    // not the clause the question quotes: its bonus is shared among them.
    let holders = 0;
    while (holders < descending.length && descending[holders]! >= share) holders += 1;
    scores[doc] = scores[doc]! + (bonus * Math.min(1, share) ** PHRASE_POWER) / holders;
  });
}
