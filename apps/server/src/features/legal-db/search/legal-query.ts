import {
  LEGAL_ACTS,
  type LegalActCode,
  type LegalCitation,
  mentionedLegalActs,
  parseLegalCitations,
} from '@brocardo/shared';
import type { QueryTerm } from '../../../retrieval/bm25-index';
import { analyse, analyseQueryWords, bigrams, type QueryWord } from '../../../retrieval/text-analysis';
import { hintedActs } from './act-weights';
import { splitCitations } from './cross-references';
import {
  buildDoctrineModel,
  type DoctrineModel,
  doctrineVotes,
  type PartialDoctrineMatch,
  partialDoctrine,
} from './doctrine-soft-match';
import { LEGAL_DOCTRINE, LEGAL_INSTITUTES } from './legal-doctrine';
import { CORPUS_ABBREVIATIONS, LEGAL_SYNONYMS, spelledOut, WORDS_SHARING_A_STEM } from './legal-vocabulary';
import { missingAsSenza, missingTerms } from './missing-words';
import { answerOptions, COMPLETION_STEM, MASKED_ARTICLE, QUIZ_FRAME, QUIZ_LEAD } from './quiz-form';

/** Legal-vocabulary expansions count less than the user's own words. */
export const EXPANSION_WEIGHT = 0.4;
const PHRASE_WEIGHT = 1;

/** An institute the question names (a doctrine name, or the everyday words for it). */
export interface DoctrineMatch {
  /** The name as the vocabulary writes it. */
  name: string;
  /** Its words as the query's terms. */
  terms: readonly string[];
  /** The articles that govern it, the most central first. */
  articles: readonly string[];
  /** A lawyer's name for the institute, not a client's wording of a situation. */
  institute: boolean;
  /**
   * The question's words that names of these same articles hold (this name's and any other's):
   * a story that tells an institute through several of its names points at it more surely.
   */
  support: number;
}

/** What the query asks for, once read: its terms, the legal vocabulary added, the articles it cites. */
export interface AnalysedQuery {
  /** The query as written (dense retrieval embeds it). */
  text: string;
  /** Weight 1: the user's words and their adjacent pairs; less: the vocabulary's expansions. */
  terms: QueryTerm[];
  /** The user's own words as terms, in the order written (repeats kept): phrases are found in it. */
  words: string[];
  /** The legal terms added to the user's words (shown in the expanded query). */
  expansions: string[];
  /** Institutes the question names, the most specific first. */
  doctrine: DoctrineMatch[];
  /** Institutes whose names the question holds in part (most of their weight), best first. */
  partialDoctrine: PartialDoctrineMatch[];
  citations: LegalCitation[];
  namedActs: LegalActCode[];
  /** Acts the question points at by the proceedings it names ("nel processo amministrativo"). */
  hintedActs: LegalActCode[];
  /** Written as a quiz item: a quiz's frame, a stem left for completion (ending in ':' or '…'), answer options. */
  quizForm: boolean;
  /**
   * The runs of the user's words an article may hold in order: the question, or for a quiz item
   * with answer options the stem followed by each option (only one of them continues the stem).
   */
  readings: string[][];
}

interface SynonymRule {
  /** The everyday words as the question must hold them, in order. */
  match: QueryWord[];
  add: string[];
  label: string;
}
interface DoctrineRule {
  /** The name's words as terms, with each word as written. */
  words: QueryWord[];
  terms: string[];
  name: string;
  articles: readonly string[];
  institute: boolean;
}

let synonymRules: SynonymRule[] | undefined;
let doctrineRules: DoctrineRule[] | undefined;
let doctrineRulesByTerm: Map<string, number[]> | undefined;
let doctrineModel: DoctrineModel | undefined;

let abbreviationRules: SynonymRule[] | undefined;

function abbreviations(): SynonymRule[] {
  abbreviationRules ??= vocabularyRules(CORPUS_ABBREVIATIONS);
  return abbreviationRules;
}

function synonyms(): SynonymRule[] {
  synonymRules ??= vocabularyRules(LEGAL_SYNONYMS);
  return synonymRules;
}

/** Each pair of words a question may hold and the terms searched for them, analysed once. */
function vocabularyRules(pairs: ReadonlyArray<readonly [string, string]>): SynonymRule[] {
  return pairs
    .map(([words, searched]) => ({
      match: analyseQueryWords(words),
      add: analyse(searched),
      label: searched,
    }))
    .filter((rule) => rule.match.length > 0);
}

/** The doctrine table's rules read so far, in the table's order, and the next entry to read. */
const rulesRead: DoctrineRule[] = [];
let nextEntry = 0;

function readDoctrineEntries(until: number): void {
  const end = Math.min(until, LEGAL_DOCTRINE.length);
  for (; nextEntry < end; nextEntry += 1) {
    const entry = LEGAL_DOCTRINE[nextEntry]!;
    const institute = LEGAL_INSTITUTES.has(entry);
    for (const name of entry.names) {
      const words = [...new Map(analyseQueryWords(name).map((word) => [word.term, word])).values()];
      if (words.length === 0) continue;
      rulesRead.push({
        words,
        terms: words.map((word) => word.term),
        name,
        articles: entry.articles,
        institute,
      });
    }
  }
}

function doctrine(): DoctrineRule[] {
  if (!doctrineRules) {
    readDoctrineEntries(LEGAL_DOCTRINE.length);
    doctrineRules = rulesRead;
  }
  return doctrineRules;
}

/**
 * Each rule filed under one of its terms, the one fewest rules hold: a rule can match only if the
 * question holds that term, so a question looks at a few dozen rules instead of all ~14,500.
 */
function doctrineByTerm(): Map<string, number[]> {
  if (doctrineRulesByTerm) return doctrineRulesByTerm;
  const rules = doctrine();
  const holding = new Map<string, number>();
  for (const rule of rules) for (const term of rule.terms) holding.set(term, (holding.get(term) ?? 0) + 1);
  const byTerm = new Map<string, number[]>();
  rules.forEach((rule, index) => {
    let key = rule.terms[0]!;
    for (const term of rule.terms) if (holding.get(term)! < holding.get(key)!) key = term;
    const list = byTerm.get(key);
    if (list) list.push(index);
    else byTerm.set(key, [index]);
  });
  doctrineRulesByTerm = byTerm;
  return byTerm;
}

function model(): DoctrineModel {
  doctrineModel ??= buildDoctrineModel(doctrine());
  return doctrineModel;
}

/** Reads the vocabulary and the doctrine table once (at index build or after boot), not on the first question. */
export function prepareLegalQueryRules(): void {
  synonyms();
  doctrineByTerm();
  model();
}

/** Doctrine entries read between two turns of the event loop (~5 ms). */
const ENTRIES_PER_SLICE = 100;

/**
 * prepareLegalQueryRules in slices, yielding to requests between them: a boot that restored its
 * index answers at once and prepares these (~150 ms) meanwhile. A question asked before the end
 * reads the rest at once.
 */
export async function prepareLegalQueryRulesInBackground(): Promise<void> {
  while (!doctrineRules && nextEntry < LEGAL_DOCTRINE.length) {
    readDoctrineEntries(nextEntry + ENTRIES_PER_SLICE);
    await new Promise((resolve) => setImmediate(resolve));
  }
  prepareLegalQueryRules();
}

/** Each article's vote from the question's own words through the doctrine names (doctrine-soft-match.ts). */
export function doctrineArticleVotes(analysed: AnalysedQuery): Map<string, number> {
  return doctrineVotes(model(), analysed.words);
}

function containsSequence(query: readonly QueryWord[], sequence: readonly QueryWord[]): boolean {
  outer: for (let start = 0; start + sequence.length <= query.length; start += 1) {
    for (let offset = 0; offset < sequence.length; offset += 1) {
      if (!sameWord(query[start + offset]!, sequence[offset]!)) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * A name's words may be this many places apart beyond their own number (other words between). In a
 * long story (more than LONG_STORY_WORDS content words) the client tells who before what, with details
 * between ("mia mamma ha 84 anni, vive da sola … adesso con la demenza firma…"), so the window widens:
 * clients' stories written blind MRR 0.621 → 0.655 (fresh-blind3) and 0.761 → 0.771 (fresh-blind2),
 * every other set unchanged; widening it for every question cost the concept questions 0.01.
 */
const DOCTRINE_WINDOW_SLACK = 4;
const LONG_STORY_WORDS = 15;
const LONG_STORY_SLACK = 12;
const windowSlack = (words: number) => (words > LONG_STORY_WORDS ? LONG_STORY_SLACK : DOCTRINE_WINDOW_SLACK);

/**
 * Two words with one stem are the same word only if their lengths are close: the Snowball stemmer
 * reduces "testamento" and "test", "giudicato" and "giudice" alike.
 */
const SAME_WORD_LENGTH_RATIO = 0.6;
const closeLengths = (a: number, b: number) => Math.min(a, b) / Math.max(a, b) >= SAME_WORD_LENGTH_RATIO;

let senseOfWord: ((word: string) => string | undefined) | undefined;

/** Which of the senses `WORDS_SHARING_A_STEM` lists a written word has, if any ("2.1" for "motivi"). */
function senseOf(word: string): string | undefined {
  senseOfWord ??= (() => {
    const exact = new Map<string, string>();
    const prefixes: { prefix: string; sense: string }[] = [];
    WORDS_SHARING_A_STEM.forEach((senses, group) => {
      senses.forEach((forms, index) => {
        for (const form of forms) {
          if (form.endsWith('*')) prefixes.push({ prefix: form.slice(0, -1), sense: `${group}.${index}` });
          else exact.set(form, `${group}.${index}`);
        }
      });
    });
    prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
    return (written) =>
      exact.get(written) ?? prefixes.find((entry) => written.startsWith(entry.prefix))?.sense;
  })();
  return senseOfWord(word);
}

/** A question's word and a rule's word are the same word: one term, close lengths, no other sense. */
function sameWord(asked: QueryWord, listed: QueryWord): boolean {
  if (asked.term !== listed.term || !closeLengths(asked.length, listed.length)) return false;
  const askedSense = senseOf(asked.word);
  const listedSense = senseOf(listed.word);
  return askedSense === undefined || listedSense === undefined || askedSense === listedSense;
}

/**
 * The shortest run of the query holding a word for each of the rule's words (Infinity when one is
 * missing): the positions of each, then a sliding window over them in order.
 */
function shortestWindow(
  positions: ReadonlyMap<string, readonly number[]>,
  query: readonly QueryWord[],
  rule: DoctrineRule,
): number {
  const hits: { at: number; word: number }[] = [];
  for (const [index, word] of rule.words.entries()) {
    const found = (positions.get(word.term) ?? []).filter((at) => sameWord(query[at]!, word));
    if (found.length === 0) return Number.POSITIVE_INFINITY;
    for (const at of found) hits.push({ at, word: index });
  }
  hits.sort((a, b) => a.at - b.at);
  const counts = new Int32Array(rule.words.length);
  let covered = 0;
  let best = Number.POSITIVE_INFINITY;
  let start = 0;
  for (const hit of hits) {
    if (counts[hit.word] === 0) covered += 1;
    counts[hit.word] = (counts[hit.word] ?? 0) + 1;
    while (covered === rule.words.length) {
      const first = hits[start]!;
      best = Math.min(best, hit.at - first.at + 1);
      counts[first.word] = (counts[first.word] ?? 1) - 1;
      if (counts[first.word] === 0) covered -= 1;
      start += 1;
    }
  }
  return best;
}

/**
 * A shorter name made of words of a longer one the question names is that name read less
 * specifically ('preavviso' in 'preavviso di rigetto', 'assemblea straordinaria' in 'assemblea
 * straordinaria del condominio'): it lifts nothing of its own.
 */
function isPartOf(shorter: readonly string[], longer: readonly string[]): boolean {
  return shorter.length < longer.length && shorter.every((term) => longer.includes(term));
}

/**
 * The institutes a question names: every rule whose words all occur in it close together (in any
 * order), the rules with more words first (they are more specific), one match per set of articles,
 * none whose words all belong to a longer match.
 */
function matchDoctrine(query: readonly QueryWord[]): DoctrineMatch[] {
  const positions = new Map<string, number[]>();
  query.forEach(({ term }, at) => {
    const list = positions.get(term);
    if (list) list.push(at);
    else positions.set(term, [at]);
  });
  const rules = doctrine();
  const byTerm = doctrineByTerm();
  // The candidates in the table's order, so that equally long names keep their order below.
  const candidates = [...positions.keys()]
    .flatMap((term) => byTerm.get(term) ?? [])
    .sort((a, b) => a - b)
    .map((index) => rules[index]!);
  const matched = candidates
    .filter(
      (rule) =>
        rule.terms.every((term) => positions.has(term)) &&
        shortestWindow(positions, query, rule) <= rule.terms.length + windowSlack(query.length),
    )
    .sort((a, b) => b.terms.length - a.terms.length);
  const byArticles = new Map<string, { match: DoctrineMatch; words: Set<string> }>();
  const found: DoctrineMatch[] = [];
  for (const rule of matched) {
    const key = rule.articles.join(' ');
    const same = byArticles.get(key);
    if (same) {
      for (const term of rule.terms) same.words.add(term);
      same.match.support = same.words.size;
      continue;
    }
    if (found.some((longer) => isPartOf(rule.terms, longer.terms))) continue;
    const match = {
      name: rule.name,
      terms: rule.terms,
      articles: rule.articles,
      institute: rule.institute,
      support: rule.terms.length,
    };
    byArticles.set(key, { match, words: new Set(rule.terms) });
    found.push(match);
  }
  return found;
}

export function analyseLegalQuery(query: string): AnalysedQuery {
  const found = parseLegalCitations(query);
  // An article cited only to be set aside («Salvo quanto previsto dall'art. 406 c.p.p.») is not asked.
  const { asked: citations, setAside } = splitCitations(query, found);
  // The citations' own words (`art.`, `c.c.`) are not searched as text.
  let rest = query;
  for (const citation of [...found].reverse()) {
    rest = `${rest.slice(0, citation.start)} ${rest.slice(citation.end)}`;
  }
  rest = spelledOut(rest);
  const framed = rest.replace(QUIZ_FRAME, ' ').replace(QUIZ_LEAD, ' ').replace(MASKED_ARTICLE, ' ');
  const answers = answerOptions(framed);
  const quizForm = framed !== rest || answers !== null || COMPLETION_STEM.test(rest);
  rest = framed;
  const namedActs = [...new Set([...mentionedLegalActs(rest), ...setAside.map((citation) => citation.act)])];
  // "nel codice civile" selects an act; its words are not what the article is about.
  const actWords = new Set(namedActs.flatMap((act) => analyse(LEGAL_ACTS[act].name)));
  const ownWords = (text: string) => analyseQueryWords(text).filter((word) => !actWords.has(word.term));
  const queryWords = ownWords(rest);
  const words = queryWords.map((word) => word.term);
  const readings = answers
    ? answers.options.map((option) => ownWords(`${answers.stem} ${option}`).map((word) => word.term))
    : [words];
  const weights = new Map<string, number>();
  for (const term of words) weights.set(term, 1);
  for (const pair of bigrams(words)) weights.set(pair, PHRASE_WEIGHT);
  for (const rule of abbreviations()) {
    if (containsSequence(queryWords, rule.match)) for (const term of rule.add) weights.set(term, 1);
  }
  const expansions: string[] = [];
  // A word the question says is missing ("senza testamento") is not expanded into its subject's terms.
  const missing = missingTerms(rest);
  for (const rule of synonyms()) {
    if (!containsSequence(queryWords, rule.match) || rule.match.some((word) => missing.has(word.term)))
      continue;
    expansions.push(rule.label);
    for (const term of rule.add) if (!weights.has(term)) weights.set(term, EXPANSION_WEIGHT);
    for (const pair of bigrams(rule.add)) if (!weights.has(pair)) weights.set(pair, EXPANSION_WEIGHT);
  }
  // Nor is a name made only of such words ("testamento") taken for the question's subject.
  // Read again only when the question says something is missing: most questions share their words.
  const withSenza = missingAsSenza(rest);
  const doctrineWords = withSenza === rest ? queryWords : ownWords(withSenza);
  const doctrineMatches = matchDoctrine(doctrineWords).filter(
    (match) => !match.terms.every((term) => missing.has(term)),
  );
  return {
    text: query,
    terms: Array.from(weights, ([term, weight]) => ({ term, weight })),
    words,
    expansions,
    doctrine: doctrineMatches,
    partialDoctrine: partialDoctrine(model(), doctrineWords, sameWord, doctrineMatches),
    citations,
    namedActs,
    hintedActs: hintedActs(rest, namedActs),
    quizForm,
    readings,
  };
}
