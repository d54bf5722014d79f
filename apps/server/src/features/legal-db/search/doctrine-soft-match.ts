import type { QueryWord } from '../../../retrieval/text-analysis';

/**
 * A client tells a story with one word different from every name the doctrine table holds ("the
 * neighbour's *pine* roots" where the names say "albero", "radici"): the exact match misses it. Two
 * kinds of evidence taken from the table itself, no download: a name most of whose weight the
 * question holds (soft match), and each word's association with the articles of the entries whose
 * names use it (a word → article vote, weighted by how specific the word is across the table).
 */

/** A doctrine name as legal-query.ts reads it. */
export interface SoftDoctrineRule {
  words: readonly QueryWord[];
  terms: readonly string[];
  articles: readonly string[];
}

/** An entry whose name the question holds in part, by the share of the name's weight it holds. */
export interface PartialDoctrineMatch {
  articles: readonly string[];
  share: number;
}

export interface DoctrineModel {
  rules: readonly SoftDoctrineRule[];
  /** Stemmed word → the names holding it (positions in rules). */
  postings: ReadonlyMap<string, readonly number[]>;
  /** Stemmed word → how specific it is across the table's entries (log inverse entry frequency). */
  specificity: ReadonlyMap<string, number>;
  /** Each name's total specificity. */
  ruleWeight: Float64Array;
  /** Stemmed word → the articles it votes for most, by their share of its votes. */
  votes: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/** A later article of an entry counts this much less than the one before it in the votes. */
const VOTE_DECAY = 0.7;
const VOTES_PER_WORD = 24;

export function buildDoctrineModel(rules: readonly SoftDoctrineRule[]): DoctrineModel {
  // An entry is one set of articles: a word that many of its names repeat ("cane" × every event)
  // is one use, so specificity counts entries, not names.
  const entryOf = new Map<string, number>();
  const entriesOfTerm = new Map<string, Set<number>>();
  const postings = new Map<string, number[]>();
  rules.forEach((rule, at) => {
    const key = rule.articles.join(' ');
    let entry = entryOf.get(key);
    if (entry === undefined) {
      entry = entryOf.size;
      entryOf.set(key, entry);
    }
    rule.words.forEach((word) => {
      let entries = entriesOfTerm.get(word.term);
      if (!entries) {
        entries = new Set();
        entriesOfTerm.set(word.term, entries);
      }
      entries.add(entry);
      let list = postings.get(word.term);
      if (!list) {
        list = [];
        postings.set(word.term, list);
      }
      list.push(at);
    });
  });
  const specificity = new Map<string, number>();
  for (const [term, entries] of entriesOfTerm)
    specificity.set(term, Math.log(1 + entryOf.size / entries.size));
  const ruleWeight = Float64Array.from(rules, (rule) =>
    rule.terms.reduce((sum, term) => sum + (specificity.get(term) ?? 0), 0),
  );
  const votes = new Map<string, Map<string, number>>();
  const termsOfEntry = new Map<string, Set<string>>();
  for (const rule of rules) {
    const key = rule.articles.join(' ');
    let seen = termsOfEntry.get(key);
    if (!seen) {
      seen = new Set();
      termsOfEntry.set(key, seen);
    }
    for (const term of rule.terms) {
      if (seen.has(term)) continue;
      seen.add(term);
      let tally = votes.get(term);
      if (!tally) {
        tally = new Map();
        votes.set(term, tally);
      }
      let weight = 1;
      for (const article of rule.articles) {
        tally.set(article, (tally.get(article) ?? 0) + weight);
        weight *= VOTE_DECAY;
      }
    }
  }
  const shares = new Map<string, ReadonlyMap<string, number>>();
  for (const [term, tally] of votes) {
    let total = 0;
    for (const value of tally.values()) total += value;
    // A common word's many faint votes change no ranking; its strongest ones are kept.
    const strongest = [...tally].sort((a, b) => b[1] - a[1]).slice(0, VOTES_PER_WORD);
    shares.set(term, new Map(strongest.map(([article, value]) => [article, value / total])));
  }
  return { rules, postings, specificity, ruleWeight, votes: shares };
}

/** A partial name counts only when the question holds at least half its weight… */
const SOFT_MIN_SHARE = 0.5;
/** …and two of its words or more: one word of a pair ("cane" of "cane morso") says too little. */
const SOFT_MIN_WORDS = 2;

/**
 * The entries whose names the question holds in part (not whole: those are `exact` matches), the
 * best share of each entry, best first.
 */
export function partialDoctrine(
  model: DoctrineModel,
  query: readonly QueryWord[],
  sameWord: (asked: QueryWord, listed: QueryWord) => boolean,
  exact: readonly { terms: readonly string[]; articles: readonly string[] }[],
): PartialDoctrineMatch[] {
  const exactEntries = new Set(exact.map((match) => match.articles.join(' ')));
  const byTerm = new Map<string, QueryWord[]>();
  for (const word of query) {
    const list = byTerm.get(word.term);
    if (list) list.push(word);
    else byTerm.set(word.term, [word]);
  }
  // Tally by stem first; the written forms (sameWord) are checked only for the names that pass.
  const heldWeight = new Float64Array(model.rules.length);
  const heldWords = new Uint8Array(model.rules.length);
  const touched: number[] = [];
  for (const term of byTerm.keys()) {
    const weight = model.specificity.get(term);
    if (weight === undefined) continue;
    for (const rule of model.postings.get(term) ?? []) {
      if (heldWords[rule] === 0) touched.push(rule);
      heldWeight[rule] = heldWeight[rule]! + weight;
      heldWords[rule] = heldWords[rule]! + 1;
    }
  }
  const best = new Map<string, PartialDoctrineMatch>();
  for (const at of touched) {
    const rule = model.rules[at]!;
    const held = heldWords[at]!;
    if (held >= rule.terms.length || held < SOFT_MIN_WORDS) continue;
    if (heldWeight[at]! < SOFT_MIN_SHARE * model.ruleWeight[at]!) continue;
    const key = rule.articles.join(' ');
    if (exactEntries.has(key)) continue;
    let weight = 0;
    const matched: string[] = [];
    for (const listed of rule.words) {
      if (!byTerm.get(listed.term)?.some((asked) => sameWord(asked, listed))) continue;
      weight += model.specificity.get(listed.term) ?? 0;
      matched.push(listed.term);
    }
    const share = weight / model.ruleWeight[at]!;
    if (matched.length < SOFT_MIN_WORDS || share < SOFT_MIN_SHARE) continue;
    // Words a whole name the question holds already accounts for ("intelligenza artificiale" of
    // "intelligenza artificiale vietata") are that name, not a hint of another institute.
    if (exact.some((match) => matched.every((term) => match.terms.includes(term)))) continue;
    const known = best.get(key);
    if (!known || known.share < share) best.set(key, { articles: rule.articles, share });
  }
  return [...best.values()].sort((a, b) => b.share - a.share);
}

/**
 * A story is mostly words many entries share ("vicino", "casa", "soldi"): each word's say grows with
 * the cube of its specificity, so the few telling ones ("grondaia", "caparra") decide.
 */
const SPECIFICITY_EMPHASIS = 3;

/**
 * Each article's vote from the question's words: the sum over its words of the word's say times the
 * article's share of the word's votes, over the question's total say (so 1 means every word the
 * table knows points at that article alone).
 */
export function doctrineVotes(model: DoctrineModel, terms: readonly string[]): Map<string, number> {
  const scores = new Map<string, number>();
  let total = 0;
  for (const term of new Set(terms)) {
    const weight = model.specificity.get(term);
    const tally = model.votes.get(term);
    if (weight === undefined || !tally) continue;
    const emphasis = weight ** SPECIFICITY_EMPHASIS;
    total += emphasis;
    for (const [article, share] of tally) scores.set(article, (scores.get(article) ?? 0) + emphasis * share);
  }
  if (total > 0) for (const [article, value] of scores) scores.set(article, value / total);
  return scores;
}
