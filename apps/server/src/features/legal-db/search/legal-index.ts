import { formatLegalReference, LEGAL_ACT_CODES, type LegalActCode } from '@brocardo/shared';
import { Bm25Index, type Bm25Snapshot, topDocuments } from '../../../retrieval/bm25-index';
import { analyse, bigrams } from '../../../retrieval/text-analysis';
import { unaskedAiActs, weighActs, weighActsAgain } from './act-weights';
import { liftDefinitions } from './definition-lift';
import { weighUntoldEvents } from './event-rubric';
import { keepToTheActsOf } from './institute-acts';
import {
  type AnalysedQuery,
  analyseLegalQuery,
  type DoctrineMatch,
  prepareLegalQueryRules,
} from './legal-query';
import { buildTermSequences, liftPhrases, type TermSequences } from './phrase-proximity';
import { liftSoftDoctrine } from './soft-doctrine-lift';

export interface LegalArticle {
  identifier: string;
  act: LegalActCode;
  article: string;
  heading: string | null;
  /** Libro / Titolo / Capo … headings, outermost first. */
  path: string[];
  text: string;
  abrogated: boolean;
}

/** `art. 2043 c.c. — Risarcimento per fatto illecito` */
export function articleTitle(article: Pick<LegalArticle, 'act' | 'article' | 'heading'>): string {
  const reference = formatLegalReference(article.act, article.article);
  return article.heading ? `${reference} — ${article.heading}` : reference;
}

/**
 * Field weights: the rubric names the article's subject in a few words, so a match there counts
 * three times a match in the text; the Libro/Titolo path places it in context. Adjacent-term
 * pairs (phrases such as "clausola penale", "giusta causa") are fields of their own.
 */
const FIELDS = [
  { name: 'text', weight: 1, b: 0.75 },
  { name: 'heading', weight: 3, b: 0.3 },
  { name: 'path', weight: 0.3, b: 0.3 },
  { name: 'text_phrases', weight: 0.5, b: 0.75 },
  { name: 'heading_phrases', weight: 2, b: 0.3 },
] as const;

const SECTION_FIELDS = [{ name: 'section', weight: 1, b: 0.5 }] as const;

/** A section's match adds up to this share of the best article score to its articles. */
const SECTION_WEIGHT = 0.3;

export interface LegalIndex {
  /** Every article, abrogated ones included (they resolve when cited). */
  byIdentifier: ReadonlyMap<string, LegalArticle>;
  /** Articles in force, in index order (document n of the BM25 index is searchable[n]). */
  searchable: readonly LegalArticle[];
  bm25: Bm25Index;
  /** The act of each searchable document, as its position in LEGAL_ACT_CODES. */
  actOf: Uint8Array;
  /** Sections (an act's innermost Titolo/Capo/Sezione) as documents: their headings and rubrics. */
  sections: Bm25Index;
  sectionOf: Int32Array;
  /** Searchable article identifier → its document number. */
  docOf: ReadonlyMap<string, number>;
  /** Each searchable article's rubric and text as term slots, for phrase and proximity evidence. */
  sequences: TermSequences;
}

export function buildLegalIndex(articles: Iterable<LegalArticle>): LegalIndex {
  const byIdentifier = new Map<string, LegalArticle>();
  const searchable: LegalArticle[] = [];
  const bm25 = new Bm25Index({ fields: FIELDS });
  const texts: string[][] = [];
  for (const article of articles) {
    byIdentifier.set(article.identifier, article);
    if (article.abrogated) continue;
    searchable.push(article);
    const text = analyse(article.text);
    const heading = analyse(article.heading ?? '');
    bm25.add([text, heading, analyse(article.path.join(' ')), bigrams(text), bigrams(heading)]);
    texts.push([...heading, ...text]);
  }
  bm25.finish();
  const sequences = buildTermSequences(texts, bm25);
  const actOf = Uint8Array.from(searchable, (article) => LEGAL_ACT_CODES.indexOf(article.act));
  const { sections, sectionOf } = buildSections(searchable);
  const docOf = new Map(searchable.map((article, doc) => [article.identifier, doc]));
  prepareLegalQueryRules();
  return { byIdentifier, searchable, bm25, actOf, sections, sectionOf, docOf, sequences };
}

/** A built index as plain data, cached by corpus version so a boot need not build it again. */
export interface LegalIndexSnapshot {
  /** Every article (byIdentifier's values). */
  articles: LegalArticle[];
  /** searchable[n] = articles[searchable[n]]. */
  searchable: Int32Array;
  bm25: Bm25Snapshot;
  sections: Bm25Snapshot;
  actOf: Uint8Array;
  sectionOf: Int32Array;
  sequences: TermSequences;
}

export function snapshotLegalIndex(index: LegalIndex): LegalIndexSnapshot {
  const { byIdentifier, searchable, bm25, sections, actOf, sectionOf, sequences } = index;
  const articles = [...byIdentifier.values()];
  const position = new Map(articles.map((article, at) => [article, at]));
  return {
    articles,
    searchable: Int32Array.from(searchable, (article) => position.get(article) ?? -1),
    bm25: bm25.snapshot(),
    sections: sections.snapshot(),
    actOf,
    sectionOf,
    sequences,
  };
}

/** The index `snapshotLegalIndex` was given, without analysing a word again. */
export function restoreLegalIndex(snapshot: LegalIndexSnapshot): LegalIndex {
  const byIdentifier = new Map(snapshot.articles.map((article) => [article.identifier, article]));
  const searchable = Array.from(snapshot.searchable, (at) => {
    const article = snapshot.articles[at];
    if (!article) throw new Error('legal index snapshot: unknown article');
    return article;
  });
  const docOf = new Map(searchable.map((article, doc) => [article.identifier, doc]));
  // The query rules are prepared after the server listens (LegalDbService.prepareQueries).
  return {
    byIdentifier,
    searchable,
    bm25: Bm25Index.restore(FIELDS, snapshot.bm25),
    actOf: snapshot.actOf,
    sections: Bm25Index.restore(SECTION_FIELDS, snapshot.sections),
    sectionOf: snapshot.sectionOf,
    docOf,
    sequences: snapshot.sequences,
  };
}

/**
 * The hierarchy as context: each section (the articles sharing an act and a path) becomes one
 * document made of its path and its articles' rubrics, so a question about "comunione legale"
 * also lifts the articles of the section that deals with it, whatever words each one uses.
 */
function buildSections(searchable: readonly LegalArticle[]): { sections: Bm25Index; sectionOf: Int32Array } {
  const keys = new Map<string, number>();
  const members: LegalArticle[][] = [];
  const sectionOf = new Int32Array(searchable.length);
  searchable.forEach((article, doc) => {
    const key = `${article.act}|${article.path.join('|')}`;
    let section = keys.get(key);
    if (section === undefined) {
      section = members.length;
      keys.set(key, section);
      members.push([]);
    }
    members[section]!.push(article);
    sectionOf[doc] = section;
  });
  const sections = new Bm25Index({ fields: SECTION_FIELDS });
  for (const group of members) {
    const words = [group[0]!.path.slice(-2).join(' '), ...group.map((article) => article.heading ?? '')];
    sections.add([analyse(words.join(' '))]);
  }
  return { sections: sections.finish(), sectionOf };
}

export interface LegalSearchOptions {
  limit: number;
  /** Only these acts (empty or absent: all). */
  acts?: readonly LegalActCode[] | undefined;
}

export interface LegalHit {
  article: LegalArticle;
  /**
   * 1 for a cited article; otherwise the share of the best score the query could reach (the sum of
   * each of its own terms' best contribution), so 0.3 means the same thing for every question; the
   * phrase and doctrine lifts add shares of that same yardstick, and the sum is capped at 1.
   */
  score: number;
  /** The query cites this article. */
  cited: boolean;
}

/**
 * What naming an institute adds to the articles that govern it, in shares of the attainable score:
 * up to DOCTRINE_BONUS when the name is the whole question ("usucapione"), half that when it is a
 * small part of a long story; less for each later article.
 */
const DOCTRINE_BONUS = 0.5;
const DOCTRINE_DECAY = 0.85;
/**
 * A lawyer's name for an institute inside a quiz item, or inside a question whose own words already
 * reach WORDS_FIND_IT of the attainable score ("…se la messa alla prova ha avuto esito positivo?"),
 * sets the subject; the other words say which of its provisions is asked, so the name alone lifts a
 * quarter, not half. Blind quiz stems MRR 0.828 → 0.856 (tuned) and 0.883 → 0.899 (held out), the
 * lawyer's "Fonti principali" unchanged (82.8 %; lowering it for every question cost 6 points there).
 * Otherwise, and for a client's wording of a situation (often all that ties a story to its
 * article), half.
 */
const INSTITUTE_FLOOR = 0.25;
const NAME_FLOOR = 0.5;
const WORDS_FIND_IT = 0.55;
/**
 * A name with at most this many other words is the question itself ("presunzione di innocenza
 * dell'imputato", "legittimo interesse come base giuridica"), not the subject of a quiz item: its
 * articles are lifted fully, by its words and their pairs, even where the words find one article
 * well. Concept questions MRR +0.006 to +0.026 on five blind sets, dev 0.883 → 0.888; exam and
 * fresh-blind13 −0.001 (one question each), no other set lower (bench/retrieval-inprocess.mts).
 */
const NAME_IS_THE_QUESTION = 3;
/**
 * A name that holds every word of a short question (the «senza» a missing thing reads as included)
 * names what it asks: its articles come before any article that only shares those words, however
 * often. «Chi eredita se non c'è testamento?» put arts. 623 and 683 c.c. (a notary's notice, a later
 * will) before art. 565; «Quando si prescrive un debito?» put art. 157 c.p. before art. 2946 c.c.
 * No question of any set moves (bench/retrieval-inprocess.mts): they are the rare short questions
 * whose words alone find the wrong article better.
 */
const WHOLE_COVERAGE = 0.99;
const ABOVE_THE_WORDS = 0.1;

function nameIsTheQuestion(analysed: AnalysedQuery, match: DoctrineMatch): boolean {
  const otherWords = new Set(analysed.words.filter((word) => !match.terms.includes(word)));
  return otherWords.size <= NAME_IS_THE_QUESTION;
}

/**
 * Articles the query cites come first (in the order cited, abrogated ones excluded), then the
 * BM25F ranking, with the acts the query names boosted, each section's match lifting its
 * articles and the articles of the institutes the query names lifted, less those of the institutes
 * it names in part or its words point at through the doctrine names (soft-doctrine-lift.ts). Other
 * articles must share the query's own words or a doctrine name's: a question made only of a
 * citation and "cosa prevede" gets the article.
 */
export function searchLegalIndex(
  index: LegalIndex,
  query: string | AnalysedQuery,
  { limit, acts }: LegalSearchOptions,
): LegalHit[] {
  const analysed = typeof query === 'string' ? analyseLegalQuery(query) : query;
  const allowedActs = acts && acts.length > 0 ? new Set(acts) : null;
  const hits: LegalHit[] = [];
  const seen = new Set<string>();
  for (const citation of analysed.citations) {
    const article = index.byIdentifier.get(citation.identifier);
    if (!article || article.abrogated || seen.has(article.identifier)) continue;
    if (allowedActs && !allowedActs.has(article.act)) continue;
    seen.add(article.identifier);
    hits.push({ article, score: 1, cited: true });
  }
  if (hits.length >= limit) return hits.slice(0, limit);

  const { bm25, actOf, searchable } = index;
  let allowed: Uint8Array | undefined;
  if (allowedActs) {
    const codes = new Set([...allowedActs].map((act) => LEGAL_ACT_CODES.indexOf(act)));
    allowed = Uint8Array.from(actOf, (act) => (codes.has(act) ? 1 : 0));
  }
  const scores = new Float64Array(bm25.size);
  const maxima = bm25.accumulate(analysed.terms, scores, allowed);
  let attainable = 0;
  // The user's own words and phrases; a phrase the corpus never uses is no evidence either way.
  const maximum = new Map<string, number>();
  analysed.terms.forEach(({ term, weight }, at) => {
    if (weight < 1 || (term.includes(' ') && bm25.documentFrequency(term) === 0)) return;
    attainable += maxima[at]!;
    maximum.set(term, maxima[at]!);
  });
  const unasked = unaskedAiActs(analysed.text, analysed.namedActs, analysed.doctrine);
  weighActs(actOf, analysed.namedActs, analysed.hintedActs, allowedActs, scores, unasked);
  const quiz = analysed.quizForm ? QUIZ_ITEM : ANY_QUESTION;
  if (quiz.sections) liftSections(index, analysed, scores);
  if (attainable > 0) {
    for (let doc = 0; doc < scores.length; doc += 1) scores[doc] = scores[doc]! / attainable;
    liftPhrases(analysed.readings, index.bm25, index.sequences, scores, quiz.phraseBonus);
  }
  // How well the question's own words already find an article, before any doctrine lift.
  let bestShare = 0;
  if (attainable > 0) for (const value of scores) if (value > bestShare) bestShare = value;
  liftDoctrine(
    index,
    analysed,
    scores,
    allowed,
    (term) => (attainable > 0 ? (maximum.get(term) ?? 0) / attainable : 1),
    bestShare,
    quiz.doctrineBonus,
  );
  liftSoftDoctrine(index, analysed, scores, allowed, Math.min(1, bestShare));
  keepToTheActsOf(
    analysed.doctrine.filter((match) => match.institute && nameIsTheQuestion(analysed, match)),
    analysed,
    index,
    scores,
  );
  weighActsAgain(actOf, analysed.namedActs, analysed.hintedActs, allowedActs, scores, unasked);
  liftDefinitions(index, analysed, scores, allowed);
  weighUntoldEvents(index, analysed.text, scores);

  const ranked = topDocuments(scores, limit + hits.length);
  for (const { doc, score } of ranked) {
    const article = searchable[doc]!;
    if (seen.has(article.identifier)) continue;
    hits.push({ article, score: Math.min(1, score), cited: false });
    if (hits.length >= limit) break;
  }
  return hits;
}

/** Each section's match (on its headings) adds up to SECTION_WEIGHT of the best article score. */
function liftSections(index: LegalIndex, analysed: AnalysedQuery, scores: Float64Array) {
  const sectionScores = new Float64Array(index.sections.size);
  index.sections.accumulate(analysed.terms, sectionScores);
  let top = 0;
  for (const value of sectionScores) if (value > top) top = value;
  let bestDoc = 0;
  for (const value of scores) if (value > bestDoc) bestDoc = value;
  if (top === 0 || bestDoc === 0) return;
  for (let doc = 0; doc < scores.length; doc += 1) {
    if (scores[doc] === 0) continue;
    scores[doc] = scores[doc]! + (SECTION_WEIGHT * bestDoc * sectionScores[index.sectionOf[doc]!]!) / top;
  }
}

/** The only article holding the whole question in order gains this share of the attainable score (phrase-proximity.ts). */
const PHRASE_BONUS = 0.5;

/**
 * A quiz item (a quiz's frame, or a stem left for completion) quotes the code's own words: which
 * provision it asks is told by those words in order, while the headings of a section and the names
 * of institutes only say which subject it is in. So in a quiz item the phrase evidence counts
 * double, a doctrine name lifts half, and sections lift nothing. Exam-style MRR 0.941 → 0.950 and
 * 0.938 → 0.946 (held out), blind quiz stems 0.861 → 0.864 and 0.896 → 0.902 (held out); no other
 * set moves, their questions not being quiz items (bench/retrieval-inprocess.mts).
 */
const ANY_QUESTION = { sections: true, phraseBonus: PHRASE_BONUS, doctrineBonus: DOCTRINE_BONUS };
const QUIZ_ITEM = { sections: false, phraseBonus: 2 * PHRASE_BONUS, doctrineBonus: DOCTRINE_BONUS / 2 };

/**
 * The articles governing the institutes the query names, the most specific institute first; each
 * lifted by how much of the question its name accounts for (`share`: a term's part of the attainable
 * score).
 */
function liftDoctrine(
  index: LegalIndex,
  analysed: AnalysedQuery,
  scores: Float64Array,
  allowed: Uint8Array | undefined,
  share: (term: string) => number,
  lexicalShare: number,
  bonus: number,
) {
  // The name only sets the subject when the question is a quiz item or its own words already find
  // an article well.
  const subjectOnly = analysed.quizForm || lexicalShare >= WORDS_FIND_IT;
  let decay = 1;
  const lifted = new Set<number>();
  // Of two names as long, the one of rarer words is the more specific ("società … funzionario"
  // before "società … fatto"): in a long story many names match, and each later one lifts less.
  const rarity = (terms: readonly string[]) =>
    terms.reduce((sum, term) => sum + index.bm25.inverseFrequency(term), 0);
  const ordered = [...analysed.doctrine].sort(
    (a, b) => b.support - a.support || rarity(b.terms) - rarity(a.terms),
  );
  for (const match of ordered) {
    const whole = nameIsTheQuestion(analysed, match);
    // A name that is the question accounts for its words in the question's order too.
    const pairs = whole ? bigrams(match.terms) : [];
    const coverage = Math.min(
      1,
      [...match.terms, ...pairs].reduce((sum, term) => sum + share(term), 0),
    );
    const floor = match.institute && subjectOnly && !whole ? INSTITUTE_FLOOR : NAME_FLOOR;
    const namesTheQuestion = whole && coverage >= WHOLE_COVERAGE && !analysed.quizForm;
    for (const identifier of match.articles) {
      const doc = index.docOf.get(identifier);
      if (doc === undefined || lifted.has(doc) || (allowed && allowed[doc] === 0)) continue;
      lifted.add(doc);
      scores[doc] = scores[doc]! + bonus * (floor + (1 - floor) * coverage) * decay;
      // In the name's order, the most central article first.
      if (namesTheQuestion) scores[doc] = Math.max(scores[doc]!, lexicalShare + ABOVE_THE_WORDS * decay);
      decay *= DOCTRINE_DECAY;
    }
  }
}
