import {
  formatLegalReference,
  LEGAL_ACT_CODES,
  LEGAL_ACTS,
  type LegalActCode,
  type LegalCitation,
  mentionedLegalActs,
  parseLegalCitations,
} from '@brocardo/shared';
import { Bm25Index, type QueryTerm, topDocuments } from './bm25-index';
import { LEGAL_SYNONYMS } from './legal-vocabulary';
import { analyse, analyseQuery, bigrams } from './text-analysis';

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

/** Legal-vocabulary expansions and phrases count less than the user's own words. */
const EXPANSION_WEIGHT = 0.4;
const PHRASE_WEIGHT = 1;
/** Articles of an act the query names (`nel codice civile`) score this much more. */
const NAMED_ACT_BOOST = 1.5;
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
}

export function buildLegalIndex(articles: Iterable<LegalArticle>): LegalIndex {
  const byIdentifier = new Map<string, LegalArticle>();
  const searchable: LegalArticle[] = [];
  const bm25 = new Bm25Index({ fields: FIELDS });
  for (const article of articles) {
    byIdentifier.set(article.identifier, article);
    if (article.abrogated) continue;
    searchable.push(article);
    const text = analyse(article.text);
    const heading = analyse(article.heading ?? '');
    bm25.add([text, heading, analyse(article.path.join(' ')), bigrams(text), bigrams(heading)]);
  }
  bm25.finish();
  const actOf = Uint8Array.from(searchable, (article) => LEGAL_ACT_CODES.indexOf(article.act));
  const { sections, sectionOf } = buildSections(searchable);
  return { byIdentifier, searchable, bm25, actOf, sections, sectionOf };
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
  const sections = new Bm25Index({ fields: [{ name: 'section', weight: 1, b: 0.5 }] });
  for (const group of members) {
    const words = [group[0]!.path.slice(-2).join(' '), ...group.map((article) => article.heading ?? '')];
    sections.add([analyse(words.join(' '))]);
  }
  return { sections: sections.finish(), sectionOf };
}

interface SynonymRule {
  match: string[];
  add: string[];
  label: string;
}
let synonymRules: SynonymRule[] | undefined;
function rules(): SynonymRule[] {
  synonymRules ??= LEGAL_SYNONYMS.map(([words, legal]) => ({
    match: analyse(words),
    add: analyse(legal),
    label: legal,
  })).filter((rule) => rule.match.length > 0);
  return synonymRules;
}

function containsSequence(terms: readonly string[], sequence: readonly string[]): boolean {
  outer: for (let start = 0; start + sequence.length <= terms.length; start += 1) {
    for (let offset = 0; offset < sequence.length; offset += 1) {
      if (terms[start + offset] !== sequence[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** What the query asks for, once read: its terms, the legal vocabulary added, the articles it cites. */
export interface AnalysedQuery {
  /** The query as written (dense retrieval embeds it). */
  text: string;
  terms: QueryTerm[];
  /** The legal terms added to the user's words (shown in the expanded query). */
  expansions: string[];
  citations: LegalCitation[];
  namedActs: LegalActCode[];
}

export function analyseLegalQuery(query: string): AnalysedQuery {
  const citations = parseLegalCitations(query);
  // The citations' own words (`art.`, `c.c.`) are not searched as text.
  let rest = query;
  for (const citation of [...citations].reverse()) {
    rest = `${rest.slice(0, citation.start)} ${rest.slice(citation.end)}`;
  }
  const namedActs = mentionedLegalActs(rest);
  // "nel codice civile" selects an act; its words are not what the article is about.
  const actWords = new Set(namedActs.flatMap((act) => analyse(LEGAL_ACTS[act].name)));
  const words = analyseQuery(rest).filter((term) => !actWords.has(term));
  const weights = new Map<string, number>();
  for (const term of words) weights.set(term, 1);
  for (const pair of bigrams(words)) weights.set(pair, PHRASE_WEIGHT);
  const expansions: string[] = [];
  for (const rule of rules()) {
    if (!containsSequence(words, rule.match)) continue;
    expansions.push(rule.label);
    for (const term of rule.add) if (!weights.has(term)) weights.set(term, EXPANSION_WEIGHT);
    for (const pair of bigrams(rule.add)) if (!weights.has(pair)) weights.set(pair, EXPANSION_WEIGHT);
  }
  return {
    text: query,
    terms: Array.from(weights, ([term, weight]) => ({ term, weight })),
    expansions,
    citations,
    namedActs,
  };
}

export interface LegalSearchOptions {
  limit: number;
  /** Only these acts (empty or absent: all). */
  acts?: readonly LegalActCode[] | undefined;
}

export interface LegalHit {
  article: LegalArticle;
  /** 1 for the best match (and for cited articles); the others relative to it. */
  score: number;
  /** The query cites this article. */
  cited: boolean;
}

/**
 * Articles the query cites come first (in the order cited, abrogated ones excluded), then the
 * BM25F ranking, with the acts the query names boosted. Scores are relative to the best match.
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
  bm25.accumulate(analysed.terms, scores, allowed);
  if (analysed.namedActs.length > 0) {
    const named = new Set(analysed.namedActs.map((act) => LEGAL_ACT_CODES.indexOf(act)));
    for (let doc = 0; doc < scores.length; doc += 1)
      if (named.has(actOf[doc]!)) scores[doc] = scores[doc]! * NAMED_ACT_BOOST;
  }
  {
    const sectionScores = new Float64Array(index.sections.size);
    index.sections.accumulate(analysed.terms, sectionScores);
    let top = 0;
    for (const value of sectionScores) if (value > top) top = value;
    let bestDoc = 0;
    for (const value of scores) if (value > bestDoc) bestDoc = value;
    if (top > 0 && bestDoc > 0) {
      for (let doc = 0; doc < scores.length; doc += 1) {
        if (scores[doc] === 0) continue;
        scores[doc] = scores[doc]! + (SECTION_WEIGHT * bestDoc * sectionScores[index.sectionOf[doc]!]!) / top;
      }
    }
  }
  const ranked = topDocuments(scores, limit + hits.length);
  const best = ranked[0]?.score ?? 0;
  for (const { doc, score } of ranked) {
    const article = searchable[doc]!;
    if (seen.has(article.identifier)) continue;
    hits.push({ article, score: score / best, cited: false });
    if (hits.length >= limit) break;
  }
  return hits;
}
