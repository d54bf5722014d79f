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
 */
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

const STANDARD_KEYWORDS = [
  'spiegami',
  'spiega',
  'spiegare',
  "cos'e",
  'riassumi',
  'riassunto',
  'sintetizza',
  'traduci',
  'traduzione',
  'scrivi',
  'scrivimi',
  'redigi',
  'aiutami',
  'differenza',
  'differenze',
  'esempio',
  'esempi',
  'suggerisci',
  'correggi',
  'riformula',
  'semplifica',
  'in parole semplici',
  'ciao',
  'grazie',
];

const LEGAL_KEYWORDS = [
  'articolo',
  'articoli',
  'art.',
  'artt.',
  'codice',
  'codice civile',
  'codice penale',
  'codice di procedura civile',
  'codice di procedura penale',
  'costituzione',
  'comma',
  'norma',
  'norme',
  'normativa',
  'normative',
  'legge',
  'leggi',
  'penale',
  'civile',
  'responsabilita',
  'contratto',
  'contratti',
  'risarcimento',
  'danno',
  'danni',
  'prescrizione',
  'decadenza',
  'reato',
  'reati',
  'obbligazione',
  'inadempimento',
  'locazione',
  'successione',
  'testamento',
  'eredita',
  'usucapione',
  'condominio',
  'licenziamento',
  'mobbing',
  'diritto',
  'tribunale',
  'ricorso',
  'appello',
  'sanzione',
  'tar',
  'ctu',
  'iva',
];

const WEB_KEYWORDS = [
  'ultime',
  'ultimi',
  'ultima',
  'ultimo',
  'recente',
  'recenti',
  'notizie',
  'notizia',
  'novita',
  'aggiornamenti',
  'aggiornamento',
  'aggiornato',
  'giurisprudenza recente',
  'oggi',
  'ieri',
  'attuale',
  'attualmente',
  'adesso',
  'nuove',
  'nuova',
  'news',
  'tendenze',
  'cronaca',
];

/** Phrases that always send a question to web search (decision step 1). */
const FORCING_PHRASES = [
  'cerca online',
  'cerca on line',
  'cerca sul web',
  'cerca in rete',
  'cerca su internet',
  'trova online',
  'cercami online',
  'cercare online',
  'cercare sul web',
  'ricerca online',
  'ricerca sul web',
  'ricerca web',
  'su internet',
  'sul web',
  'decreto',
  'decreti',
  'decreto legge',
  'decreto legislativo',
  'd.lgs',
  'd. lgs',
  'dlgs',
  'd.l.',
  'dpcm',
  'sentenza',
  'sentenze',
  'ordinanza',
  'ordinanze',
];

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

/** Lower case, no accents, one kind of apostrophe, single spaces. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
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

const standardKeywords = compileKeywords(STANDARD_KEYWORDS);
const legalKeywords = compileKeywords(LEGAL_KEYWORDS);
const webKeywords = compileKeywords(WEB_KEYWORDS);
const forcingPhrases = compileKeywords(FORCING_PHRASES);

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
  const keywords = keywordScore(findKeywords(text, standardKeywords), 4, 3, 2);
  return keywords + (QUESTION_PATTERN.test(text) ? 2 : 0);
}

function legalScore(text: string): number {
  const keywords = keywordScore(findKeywords(text, legalKeywords), 3, 2, 1);
  const citations = LEGAL_CITATION_PATTERNS.filter((pattern) => pattern.test(text)).length;
  return keywords + citations * 3;
}

function webScore(text: string): number {
  const keywords = keywordScore(findKeywords(text, webKeywords), 4, 2, 1);
  const date = YEAR_PATTERN.test(text) || MONTH_YEAR_PATTERN.test(text) ? 3 : 0;
  const temporal = TEMPORAL_PATTERNS.some((pattern) => pattern.test(text)) ? 2 : 0;
  return keywords + date + temporal;
}

/** Scores each mode for `text` and picks one by the spec's decision order. */
export function detectChatMode(text: string): ModeDetection {
  const normalized = normalize(text);
  const scores: ModeScores = {
    standard: standardScore(normalized),
    rag: legalScore(normalized),
    websearch: webScore(normalized),
  };

  const [forcing] = findKeywords(normalized, forcingPhrases);
  if (forcing) {
    return {
      mode: 'websearch',
      scores,
      forced: true,
      reason: `Ricerca web richiesta dalla frase «${forcing.text}»`,
    };
  }
  if (scores.standard >= MODE_DETECTION_MINIMUM.standard) {
    return { mode: 'standard', scores, forced: false, reason: 'Richiesta generale o esplicativa' };
  }
  if (scores.websearch >= MODE_DETECTION_MINIMUM.websearch && scores.websearch > scores.rag) {
    return { mode: 'websearch', scores, forced: false, reason: 'Riferimenti a informazioni recenti' };
  }
  if (scores.rag >= MODE_DETECTION_MINIMUM.rag) {
    return { mode: 'rag', scores, forced: false, reason: 'Domanda su norme e istituti giuridici' };
  }
  return { mode: 'standard', scores, forced: false, reason: 'Nessun indizio prevalente: chat standard' };
}
