/**
 * Automatic mode detection (spec 1 §9): which answer mode a question goes to when the user leaves
 * the choice to the app. Pure and deterministic, so the chat screen and its debug panel agree.
 *
 * Readings of the spec, where it leaves room:
 * - "Minimum N" is the score a mode needs to be chosen; it is the same threshold the decision
 *   order names (standard ≥ 2, web ≥ 2, legal database ≥ 1). A score is never raised to it.
 * - Each keyword counts once, however often it appears; a keyword inside a longer one that
 *   matched (e.g. 'codice' in 'codice civile') does not count again.
 * - "Long" web keywords are those longer than 4 characters, as for standard; legal keywords count
 *   as long over 3 characters, as the spec says.
 * - Each citation pattern (and the date and temporal rules) counts once when it matches.
 * - The standard question pattern is a general, explanatory question form at the start of the
 *   text ('come…', 'perché…', 'cosa significa…', 'che cos'è…'). A bare question mark is not one:
 *   since standard wins at a score of 2, it would send every question there.
 * Matching ignores case and accents and respects word boundaries.
 *
 * Refinements (the issue on detection accuracy; measured on mode-detection.cases.ts). The score
 * table is the spec's; the decision order is the spec's with these named steps added:
 * - Only the request is scored: a long quoted passage, or the text after "Riassumi questo testo:",
 *   is what the request works on and does not choose the mode.
 * - A question about Brocardo itself (its points, modes, uploads) is Standard.
 * - The forcing phrases keep online-search requests and decrees, but a decree of the codes of
 *   procedure ("decreto ingiuntivo") and a held act's decree ("d.lgs. 231/2001") force nothing;
 *   "sentenza"/"ordinanza" force web search only when judgments are asked for (ultime sentenze, a
 *   judgment by court, number, date or case), not in "impugnare una sentenza"; asking for case law
 *   ("giurisprudenza", "cosa ha deciso la Cassazione") forces it too.
 * - A writing task (riassumi, scrivi, traduci…) is Standard.
 * - A question that cites or names an act the Database Legale holds goes there, unless it also
 *   asks for recent information (a web score of at least 2).
 * - Standard wins at 2 only through an explanation request (spiegami, cos'è…) or when the
 *   question shows no legal or web signal: a bare question form ("come si…", "differenza tra")
 *   does not beat a procedural or substantive question about Italian law.
 * - Web also wins a tie, or a higher legal score, when the question asks for news outright
 *   ("notizie") or its web score is at least 4 (two signs of recency, or a date and one).
 */
import { LEGAL_ACTS, type LegalActCode } from './legal-acts';
import {
  FORCING_PHRASES,
  NEWS_KEYWORDS,
  STANDARD_EXPLAIN_KEYWORDS,
  STANDARD_TASK_KEYWORDS,
  STANDARD_WEAK_KEYWORDS,
  WEB_KEYWORDS,
} from './mode-detection-keywords';
import { LEGAL_KEYWORDS } from './mode-detection-legal-keywords';
import {
  blankHeldActNumbers,
  caseLawRequest,
  heldActsIn,
  isAppQuestion,
  judgmentRequest,
  PROCEDURAL_DECREE,
  requestPart,
} from './mode-detection-signals';
import type { ChatMode } from './points';

export interface ModeScores {
  standard: number;
  rag: number;
  websearch: number;
}

export interface ModeDetection {
  mode: ChatMode;
  scores: ModeScores;
  /** True when a forcing phrase sent the question to web search regardless of the scores. */
  forced: boolean;
  /** A short Italian explanation, for the Detection Scores panel. */
  reason: string;
}

/** The scores a mode needs to be chosen (the spec's minimums). */
export const MODE_DETECTION_MINIMUM: Readonly<ModeScores> = { standard: 2, rag: 1, websearch: 2 };

const LEGAL_CITATION_PATTERNS: readonly RegExp[] = [
  /\bartt?\.\s*\d+/, // art. 2043, artt. 1218
  /\barticol[oi]\s+\d+/, // articolo 2043
  /(?:^|[^\p{L}])c\.\s?c\./u, // c.c.
  /(?:^|[^\p{L}])c\.\s?p\.(?!\s?[cp]\.)/u, // c.p.
  /(?:^|[^\p{L}])c\.\s?p\.\s?c\./u, // c.p.c.
  /(?:^|[^\p{L}])c\.\s?p\.\s?p\./u, // c.p.p.
  /\bcod\.\s?(?:civ|pen|proc)\b/, // cod. civ., cod. pen., cod. proc. civ.
  /\bcost\.(?:\s|$)/, // Cost.
  /\bd\.\s?lgs\b/, // d.lgs.
  /\bd\.\s?p\.\s?r\./, // d.p.r.
  /\b(?:l\.|legge)\s+(?:n\.\s*)?\d+(?:\/\d{2,4})?/, // l. n. 190/2012, legge 104
];

const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const YEAR_PATTERN = /(?<!\d)20[12]\d(?!\d)/;
const MONTH_YEAR_PATTERN = new RegExp(`\\b(?:${MONTHS})\\s+(?:del\\s+)?\\d{4}(?!\\d)`);
const TEMPORAL_PATTERNS: readonly RegExp[] = [
  /\bnegli ultimi\s+(?:\d+\s+)?(?:giorni|settimane|mesi|anni)\b/,
  /\bnell'ultimo\s+(?:mese|anno|periodo)\b/,
  /\bquest'anno\b/,
  /\bquesto (?:mese|anno)\b/,
  /\bquesta settimana\b/,
  /\b(?:l'anno|il mese|la settimana) scors[oa]\b/,
  /\bdi recente\b/,
  /\brecentemente\b/,
  /\bad oggi\b/,
  /\bal momento\b/,
  /\bin vigore (?:da|dal)\b/,
];

const QUESTION_PATTERN =
  /^(?:come|perche|cosa significa|cosa vuol dire|cosa si intende|che cos'e|che cosa e|in cosa consiste|qual e la differenza)(?![\p{L}\p{N}])/u;

/** Lower case, no accents, one kind of apostrophe, single spaces; "e'" (a typed "è") as "e". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/(?<![\p{L}'])([aeiou])'(?![\p{L}])/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher for a keyword on word boundaries (only where the keyword starts or ends with a letter/digit). */
function keywordPattern(keyword: string): RegExp {
  const before = WORD_CHARACTER.test(keyword.at(0) ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const after = WORD_CHARACTER.test(keyword.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escapeRegExp(keyword)}${after}`, 'gu');
}

interface Keyword {
  text: string;
  length: number;
  pattern: RegExp;
}

/** Normalized, longest first, so a longer phrase claims its words before a shorter keyword can. */
function compileKeywords(keywords: readonly string[]): Keyword[] {
  return [...new Set(keywords.map(normalize))]
    .sort((a, b) => b.length - a.length)
    .map((text) => ({ text, length: Array.from(text).length, pattern: keywordPattern(text) }));
}

/**
 * The keyword sets, compiled on the first detection rather than when the module loads: thousands of
 * patterns (~70 ms) that a server's boot and a page's first paint need not wait for.
 */
let keywordSets:
  | Record<'task' | 'explain' | 'standard' | 'legal' | 'web' | 'news' | 'forcing', Keyword[]>
  | undefined;
function compiledKeywords() {
  keywordSets ??= {
    task: compileKeywords(STANDARD_TASK_KEYWORDS),
    explain: compileKeywords(STANDARD_EXPLAIN_KEYWORDS),
    standard: compileKeywords([
      ...STANDARD_TASK_KEYWORDS,
      ...STANDARD_EXPLAIN_KEYWORDS,
      ...STANDARD_WEAK_KEYWORDS,
    ]),
    legal: compileKeywords(LEGAL_KEYWORDS),
    web: compileKeywords(WEB_KEYWORDS),
    news: compileKeywords(NEWS_KEYWORDS),
    forcing: compileKeywords(FORCING_PHRASES),
  };
  return keywordSets;
}

/** The keywords found in `text`, each once; a match blanks its span so shorter keywords inside it don't count. */
function findKeywords(text: string, keywords: readonly Keyword[]): Keyword[] {
  let remaining = text;
  const found: Keyword[] = [];
  for (const keyword of keywords) {
    keyword.pattern.lastIndex = 0;
    if (!keyword.pattern.test(remaining)) continue;
    found.push(keyword);
    remaining = remaining.replace(keyword.pattern, (match) => ' '.repeat(match.length));
  }
  return found;
}

function keywordScore(found: readonly Keyword[], longOver: number, long: number, short: number): number {
  return found.reduce((sum, keyword) => sum + (keyword.length > longOver ? long : short), 0);
}

function standardScore(text: string): number {
  const keywords = keywordScore(findKeywords(text, compiledKeywords().standard), 4, 3, 2);
  return keywords + (QUESTION_PATTERN.test(text) ? 2 : 0);
}

function legalScore(text: string): number {
  const keywords = keywordScore(findKeywords(text, compiledKeywords().legal), 3, 2, 1);
  const citations = LEGAL_CITATION_PATTERNS.filter((pattern) => pattern.test(text)).length;
  return keywords + citations * 3;
}

function webScore(text: string): number {
  const keywords = keywordScore(findKeywords(text, compiledKeywords().web), 4, 2, 1);
  const date = YEAR_PATTERN.test(text) || MONTH_YEAR_PATTERN.test(text) ? 3 : 0;
  const temporal = TEMPORAL_PATTERNS.some((pattern) => pattern.test(text)) ? 2 : 0;
  return keywords + date + temporal;
}

function hasKeyword(text: string, keywords: readonly Keyword[]): boolean {
  return findKeywords(text, keywords).length > 0;
}

/** The phrase that forces web search (decision step 1, refined), or undefined. */
function forcingPhrase(request: string): string | undefined {
  const text = blankHeldActNumbers(request).replace(PROCEDURAL_DECREE, (match) => ' '.repeat(match.length));
  return (
    findKeywords(text, compiledKeywords().forcing)[0]?.text ?? judgmentRequest(text) ?? caseLawRequest(text)
  );
}

function decision(mode: ChatMode, scores: ModeScores, reason: string, forced = false): ModeDetection {
  return { mode, scores, forced, reason };
}

const ACT_NAMES = (acts: readonly LegalActCode[]) => acts.map((act) => LEGAL_ACTS[act].name).join(', ');

/** Scores each mode for `text` and picks one by the spec's decision order, refined as described above. */
export function detectChatMode(text: string): ModeDetection {
  const original = requestPart(text, (part) => hasKeyword(normalize(part), compiledKeywords().task));
  const normalized = normalize(original);
  const withoutHeldActNumbers = blankHeldActNumbers(normalized);
  const scores: ModeScores = {
    standard: standardScore(normalized),
    rag: legalScore(normalized),
    websearch: webScore(withoutHeldActNumbers),
  };

  // Refinement: questions about the app itself.
  if (isAppQuestion(normalized)) return decision('standard', scores, 'Domanda sull’uso di Brocardo');

  // 1. Forcing phrases: online-search requests, decrees (not procedural or held ones), judgments and case law asked for.
  const forcing = forcingPhrase(normalized);
  if (forcing) {
    return decision('websearch', scores, `Ricerca web richiesta dalla frase «${forcing}»`, true);
  }

  // Refinement: a writing task on a text is Standard, whatever it cites.
  if (hasKeyword(normalized, compiledKeywords().task)) {
    return decision('standard', scores, 'Richiesta di scrittura o rielaborazione di un testo');
  }

  // Refinement: an act held in the Database Legale, cited or named, unless recent information is asked for.
  const heldActs = heldActsIn(original, normalized);
  if (heldActs.length > 0 && scores.websearch < MODE_DETECTION_MINIMUM.websearch) {
    return decision('rag', scores, `Norma presente nel Database Legale: ${ACT_NAMES(heldActs)}`);
  }

  // 2. Standard at 2, through an explanation request or with no legal or web signal.
  const legalSignal = scores.rag >= 2 || scores.websearch >= MODE_DETECTION_MINIMUM.websearch;
  if (
    scores.standard >= MODE_DETECTION_MINIMUM.standard &&
    (hasKeyword(normalized, compiledKeywords().explain) || !legalSignal)
  ) {
    return decision('standard', scores, 'Richiesta generale o esplicativa');
  }

  // 3. Web above the legal score; also on a tie or below it when news is asked for or recency is clear.
  const newsAsked = hasKeyword(withoutHeldActNumbers, compiledKeywords().news) || scores.websearch >= 4;
  if (scores.websearch >= MODE_DETECTION_MINIMUM.websearch && (scores.websearch > scores.rag || newsAsked)) {
    return decision('websearch', scores, 'Riferimenti a informazioni recenti');
  }

  // 4. Legal database.
  if (scores.rag >= MODE_DETECTION_MINIMUM.rag) {
    return decision('rag', scores, 'Domanda su norme e istituti giuridici');
  }

  // 5. Otherwise standard.
  return decision('standard', scores, 'Nessun indizio prevalente: chat standard');
}
