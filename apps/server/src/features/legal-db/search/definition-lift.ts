import { analyse, analyseQueryWords, foldAccents } from '../../../retrieval/text-analysis';
import type { AnalysedQuery } from './legal-query';

/**
 * Questions that ask what a term means: "Come viene definito…", "Cosa si intende per…", "Che
 * cos'è…", "Nozione di…", "Chi è il deployer…". Matched on the question folded to lower case
 * without accents.
 */
const ASKS_A_DEFINITION = new RegExp(
  [
    String.raw`\b(?:defini(?:to|ta|ti|te|sce|scono|zione|zioni)|si intende|si intendono|intendersi|nozione|significato|(?:cosa|che) significa)\b`,
    // "Che cos'è la SCIA", "Chi è il deployer": followed by an article, not "Cosa è successo", "Chi è responsabile".
    String.raw`(?:^|[.?!:;]\s*)(?:e\s+|ma\s+)?(?:che\s+)?(?:cos['’ ]\s?e|cosa e|cosa sono|chi e|chi sono)\s+(?:il|lo|la|l['’]|i|gli|le|un|una|uno|un['’])`,
  ].join('|'),
);

/** A rubric of an article that defines an act's terms ("Definizioni", "Ambito di applicazione e definizioni"). */
const DEFINITIONS_RUBRIC = /\bdefinizioni\b/i;

/** The terms such an article defines: «quoted», "quoted", or listed as "a) term: …" / "1) term: …". */
const QUOTED_TERM = /[«“"]([^»”"\n]{2,80})[»”"]/g;
const LISTED_TERM =
  /(?:^|\n|;\s*)\s*(?:\d{1,3}(?:-?[a-z]+)?|[a-z]{1,2}(?:-[a-z]+)?)\)\s*([^:;\n«»"“”]{2,80}?)\s*:/g;
/** "consumatore o utente": either word is the term. */
const ALTERNATIVES = /\s+(?:o|oppure|ovvero|ossia)\s+/;
/** A defined term longer than this many words is a phrase of the text, not a term. */
const MAX_TERM_WORDS = 6;

/**
 * What the definitions article of the term a question asks about gains, as a share of the best score
 * after every other lift (acts named included). See `liftDefinitions`.
 */
const DEFINITION_BONUS = 0.6;
/** What an act's later definitions articles gain of it (the first holds its general definitions). */
const LATER_DEFINITIONS_SHARE = 0.5;

interface DefinedTerm {
  doc: number;
  terms: readonly string[];
  /** A one-word term's length as written: the stem alone joins "operatore" and "opera". */
  length?: number;
}

/** How far a one-word term and the question's word may differ in length (plural, gender: "dati", "dato"). */
const WORD_LENGTH_SLACK = 2;

interface Searchable {
  searchable: ReadonlyArray<{ act: string; heading?: string | null | undefined; text: string }>;
}

const tables = new WeakMap<object, readonly DefinedTerm[]>();

/** The terms every definitions article of the index defines, read once per index. */
function definedTerms(index: Searchable): readonly DefinedTerm[] {
  let table = tables.get(index.searchable);
  if (table) return table;
  const found: DefinedTerm[] = [];
  index.searchable.forEach((article, doc) => {
    if (!DEFINITIONS_RUBRIC.test(article.heading ?? '')) return;
    const seen = new Set<string>();
    for (const pattern of [QUOTED_TERM, LISTED_TERM]) {
      for (const match of article.text.matchAll(pattern)) {
        for (const alternative of match[1]!.split(ALTERNATIVES)) {
          const terms = analyse(alternative);
          const key = terms.join(' ');
          if (terms.length === 0 || terms.length > MAX_TERM_WORDS || seen.has(key)) continue;
          seen.add(key);
          found.push(terms.length === 1 ? { doc, terms, length: alternative.trim().length } : { doc, terms });
        }
      }
    }
  });
  table = found;
  tables.set(index.searchable, table);
  return table;
}

/**
 * A question that asks what a term means is answered by the article that defines it, which a long
 * list of definitions ranks poorly on words alone: art. 3 of the AI Act defines 68 terms, and "Come
 * viene definito un sistema di intelligenza artificiale?" found it nowhere in the first ten. Each
 * definitions article whose defined term the question holds whole (in any order) gains
 * DEFINITION_BONUS. Where an act defines the term in several articles, the first (its general
 * definitions, "consumatore" in art. 3 cod. cons.) gains that in full and the later ones (a chapter's
 * own definitions) LATER_DEFINITIONS_SHARE of it.
 */
export function liftDefinitions(
  index: Searchable,
  analysed: Pick<AnalysedQuery, 'text' | 'words' | 'terms'>,
  scores: Float64Array,
  allowed: Uint8Array | undefined,
): void {
  if (!ASKS_A_DEFINITION.test(foldAccents(analysed.text.toLowerCase()))) return;
  const held = new Set(analysed.words);
  for (const { term, weight } of analysed.terms) if (weight >= 1 && !term.includes(' ')) held.add(term);
  const lengths = new Map<string, number[]>();
  for (const { term, length } of analyseQueryWords(analysed.text)) {
    const written = lengths.get(term);
    if (written) written.push(length);
    else lengths.set(term, [length]);
  }
  const sameWord = (term: string, length: number) =>
    // A term the question holds only through the vocabulary (IA for intelligenza artificiale) has no written length.
    !lengths.has(term) ||
    lengths.get(term)!.some((written) => Math.abs(written - length) <= WORD_LENGTH_SLACK);
  const matched = new Set<number>();
  for (const { doc, terms, length } of definedTerms(index)) {
    if ((allowed && allowed[doc] === 0) || !terms.every((term) => held.has(term))) continue;
    if (length !== undefined && !sameWord(terms[0]!, length)) continue;
    matched.add(doc);
  }
  if (matched.size === 0) return;
  let best = 0;
  for (const value of scores) if (value > best) best = value;
  const firstOfAct = new Set<string>();
  for (const doc of [...matched].sort((a, b) => a - b)) {
    const act = index.searchable[doc]!.act;
    const share = firstOfAct.has(act) ? LATER_DEFINITIONS_SHARE : 1;
    firstOfAct.add(act);
    scores[doc] = scores[doc]! + DEFINITION_BONUS * best * share;
  }
}
