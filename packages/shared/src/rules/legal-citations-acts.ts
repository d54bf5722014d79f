import type { LegalActCode } from './legal-acts';

/**
 * How an act can be designated in Italian legal writing, as regular-expression sources (matched
 * case-insensitively, with the `u` flag).
 * - `letters`: letter abbreviations that may be written with or without dots (`c.c.`, `cc`, `c.p.c.`);
 * - `abbr`: `cod. civ.`, `codice civile`, `Cost.` — the code forms;
 * - `name`: names that are not code abbreviations (`Costituzione`, `GDPR`, `codice in materia di …`);
 * - `decree`: the act's number and year (`d.lgs. 231/2001`, `Reg. (UE) 2016/679`).
 */
export type DesignationKind = 'letters' | 'abbr' | 'name' | 'decree';

export interface Designation {
  act: LegalActCode;
  kind: DesignationKind;
  source: string;
}

const APOSTROPHE = "['’]";
const COD = String.raw`(?:cod(?:ice)?\.?|c\.)\s*`;
const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const DLGS = String.raw`(?:d\.?\s?lgs\.?|d\.?\s?l(?:eg)?\.?\s?vo\.?|decreto\s+legislativo)`;

const LAW = String.raw`(?:legge|l\.?)`;

/** `cpc` → `c\.?\s?p\.?\s?c\.?`; the trailing `(?!\.)` stops `c.p` from matching the start of `c.p.c.`. */
function letters(abbreviation: string): string {
  return `${[...abbreviation].map((ch) => `${ch}\\.?`).join(String.raw`\s?`)}(?!\\.)`;
}

function date(year: string): string {
  return String.raw`\d{1,2}°?\s+(?:${MONTHS})\s+${year}`;
}

/** `d.lgs. 231/2001`, `D.Lgs. n. 231 del 2001`, `decreto legislativo 8 giugno 2001, n. 231`, `d.lgs. 231/01`. */
function decree(number: string, year: string): string {
  const yearOrDate = `(?:${date(year)}|${year})`;
  return String.raw`${DLGS}\s*(?:${date(year)}\s*(?:,\s*)?)?(?:n(?:r?\.|°)?\s*)?${number}(?:\s*\/\s*(?:${year}|${year.slice(2)})|\s*(?:,\s*)?del(?:l${APOSTROPHE})?\s*${yearOrDate})?(?![\d/])(?!\s*(?:,\s*)?del(?:l${APOSTROPHE})?\s*\d)`;
}

/**
 * `L. 241/1990`, `l. n. 241 del 1990`, `legge 7 agosto 1990, n. 241`, `L. 241/90`: unlike a decree,
 * a law needs its year (many laws share a number).
 */
function law(number: string, year: string): string {
  const n = String.raw`(?:n(?:r?\.|°)?\s*)?`;
  const yearAfter = String.raw`\s*\/\s*(?:${year}|${year.slice(2)})|\s*(?:,\s*)?del(?:l${APOSTROPHE})?\s*(?:${date(year)}|${year})`;
  return String.raw`${LAW}\s*(?:${date(year)}\s*(?:,\s*)?${n}${number}|${n}${number}(?:${yearAfter}))(?![\d/])`;
}

/** `Reg. (UE) 2024/1689`, `Regolamento UE n. 1689/2024`. */
function regulation(year: string, number: string): string {
  return String.raw`reg(?:olamento|\.)?\s*(?:\(\s*(?:ue|ce|eu)\s*\)\s*|(?:ue|ce|eu|europeo|generale)\s+)?(?:n(?:r?\.|°)?\s*)?(?:${year}\s*\/\s*${number}|${number}\s*\/\s*(?:${year}|${year.slice(2)}))(?![\d/])`;
}

const CPC_ABBR = String.raw`${COD}(?:di\s+)?proc(?:edura|\.)?\s*civ(?:ile|\.)?`;
const CPP_ABBR = String.raw`${COD}(?:di\s+)?proc(?:edura|\.)?\s*pen(?:ale|\.)?`;
const CC_ABBR = String.raw`${COD}civ(?:ile|\.)?`;

/**
 * `disp. att. c.p.c.`, `disposizioni di attuazione del codice di procedura civile`, `norme att. c.p.p.`,
 * `disp. att. e trans. c.c.`. Listed before the codes so that the code inside it is never taken alone.
 */
function implementing(code: string, abbr: string): string {
  return String.raw`(?:disp(?:osizioni|\.)?|norme)\s*(?:di\s+|per\s+l${APOSTROPHE}\s*)?att(?:uazione|\.)?(?:\s*(?:e\s+|,\s*)?(?:di\s+)?(?:coord(?:inamento|\.)\s*(?:e\s+)?)?trans(?:itorie|\.)?)?\s*(?:(?:del|al)\s+|dell${APOSTROPHE}\s*)?(?:${letters(code)}|${abbr})`;
}

/** Three-letter abbreviations come before two-letter ones: the first alternative that matches wins. */
export const DESIGNATIONS: readonly Designation[] = [
  { act: 'dispattcpc', kind: 'name', source: implementing('cpc', CPC_ABBR) },
  { act: 'dispattcpp', kind: 'name', source: implementing('cpp', CPP_ABBR) },
  { act: 'dispattcc', kind: 'name', source: implementing('cc', CC_ABBR) },
  {
    act: 'preleggi',
    kind: 'name',
    source: String.raw`preleggi|disp(?:osizioni|\.)?\s*prel(?:iminari|\.)?(?:\s*(?:al\s+|del\s+)?(?:${letters('cc')}|${CC_ABBR}))?|disposizioni\s+sulla\s+legge\s+in\s+generale`,
  },
  { act: 'cpc', kind: 'letters', source: letters('cpc') },
  { act: 'cpp', kind: 'letters', source: letters('cpp') },
  { act: 'cpa', kind: 'letters', source: letters('cpa') },
  { act: 'cds', kind: 'letters', source: String.raw`(?:n\.?\s?)?${letters('cds')}` },
  { act: 'cc', kind: 'letters', source: letters('cc') },
  { act: 'cp', kind: 'letters', source: letters('cp') },
  { act: 'cpc', kind: 'abbr', source: CPC_ABBR },
  { act: 'cpp', kind: 'abbr', source: CPP_ABBR },
  {
    act: 'cpa',
    kind: 'abbr',
    source: String.raw`${COD}(?:del\s+)?proc(?:esso|\.)?\s*amm(?:inistrativo|\.)?`,
  },
  { act: 'cc', kind: 'abbr', source: CC_ABBR },
  { act: 'cp', kind: 'abbr', source: String.raw`${COD}pen(?:ale|\.)?` },
  { act: 'consumo', kind: 'abbr', source: String.raw`${COD}(?:del\s+)?cons(?:umo|\.)?` },
  { act: 'cds', kind: 'abbr', source: String.raw`(?:nuovo\s+)?${COD}(?:della\s+)?strada` },
  { act: 'privacy', kind: 'abbr', source: String.raw`${COD}(?:della\s+)?privacy` },
  { act: 'cost', kind: 'abbr', source: String.raw`cost\.?` },
  {
    act: 'cost',
    kind: 'name',
    source: String.raw`costituzione(?:\s+della\s+repubblica(?:\s+italiana)?|\s+italiana)?|carta\s+costituzionale`,
  },
  {
    act: 'privacy',
    kind: 'name',
    source: String.raw`codice\s+in\s+materia\s+di\s+protezione\s+dei\s+dati\s+personali`,
  },
  {
    act: 'gdpr',
    kind: 'name',
    source: String.raw`gdpr|rgpd|regolamento\s+generale\s+(?:sulla|per\s+la)\s+protezione\s+dei\s+dati(?:\s+personali)?`,
  },
  { act: 'gdpr', kind: 'decree', source: regulation('2016', '679') },
  {
    act: 'aiact',
    kind: 'name',
    source: String.raw`ai\s+act|artificial\s+intelligence\s+act|regolamento\s+(?:(?:europeo|ue)\s+)?(?:(?:sull${APOSTROPHE}\s*|sulla\s+|dell${APOSTROPHE}\s*)?(?:ia|intelligenza\s+artificiale))`,
  },
  { act: 'aiact', kind: 'decree', source: regulation('2024', '1689') },
  {
    act: 'l132',
    kind: 'name',
    source: String.raw`legge\s+(?:italiana\s+)?sull${APOSTROPHE}\s*(?:ia|intelligenza\s+artificiale)`,
  },
  { act: 'l132', kind: 'decree', source: law('132', '2025') },
  { act: 'l241', kind: 'decree', source: law('241', '1990') },
  { act: 'cpa', kind: 'decree', source: decree('104', '2010') },
  { act: 'consumo', kind: 'decree', source: decree('206', '2005') },
  { act: 'cds', kind: 'decree', source: decree('285', '1992') },
  { act: 'privacy', kind: 'decree', source: decree('196', '2003') },
  { act: 'dlgs231', kind: 'decree', source: decree('231', '2001') },
  { act: 'dispattcpp', kind: 'decree', source: decree('271', '1989') },
];

/** One capturing group per designation, so the matching group's index gives the designation. */
const DESIGNATION_ALTERNATION = `(?:${DESIGNATIONS.map((d) => `(${d.source})`).join('|')})(?![\\p{L}\\d])`;
const WORD_START = String.raw`(?<![\p{L}\d])`;

/** Connectors allowed between an article and its act: `art. 2043 del codice civile`, `art. 3, della Costituzione`. */
const CONNECTOR = String.raw`\s*(?:,\s*)?(?:(?:del(?:la|lo|le)?|dei|degli|nel(?:la|le)?)\s+|(?:dell|nell)${APOSTROPHE}\s*)?`;

/** Sticky: an act right at the cursor (after an article). */
export const ACT_AFTER_RE = new RegExp(`${CONNECTOR}${WORD_START}${DESIGNATION_ALTERNATION}`, 'iuy');
/** An act written just before an article: `codice civile, art. 2043`. Run on a short slice. */
export const ACT_BEFORE_RE = new RegExp(`${WORD_START}${DESIGNATION_ALTERNATION}\\s*(?:[,:]\\s*)?$`, 'iu');
/** Every designation in a text, for `mentionedLegalActs`; check `startsWord` on each match. */
export const ACT_ANYWHERE_RE = new RegExp(DESIGNATION_ALTERNATION, 'giu');

const WORD_CHAR_RE = /[\p{L}\d]/u;

/**
 * Whether a match at `at` starts a word. Scanning regexes check this in code: a lookbehind at the
 * start of a pattern makes V8 try the whole pattern at every position, several times slower.
 */
export function startsWord(text: string, at: number): boolean {
  return at === 0 || !WORD_CHAR_RE.test(text.charAt(at - 1));
}

/** The designation whose group matched, and the designation as written. */
export function matchedDesignation(
  match: RegExpExecArray,
): { designation: Designation; text: string } | undefined {
  for (let i = 0; i < DESIGNATIONS.length; i++) {
    const text = match[i + 1];
    const designation = DESIGNATIONS[i];
    if (text !== undefined && designation) return { designation, text };
  }
  return undefined;
}

/** The articles of the acts that are codes: a bare number may precede their abbreviation (`ex 2043 c.c.`). */
export const CODE_ACTS: ReadonlySet<LegalActCode> = new Set([
  'cost',
  'cc',
  'cp',
  'cpc',
  'cpp',
  'cpa',
  'consumo',
  'cds',
]);

// `Costituzione di parte civile`, `Costituzione in mora`, `Costituzione del rapporto` are not the Constitution.
const NOT_THE_CONSTITUTION_RE = /^\s+(?:di|in|del|dello|della|dei|degli|delle|tra|fra)(?![\p{L}])/iu;

/**
 * Whether a designation found outside an article reference really names the act: letter
 * abbreviations need their dots (`cc` is also the e-mail carbon copy), and the Constitution needs
 * its capital C and must not be the ordinary word (`Costituzione in mora`).
 */
export function isActMention(designation: Designation, matched: string, following: string): boolean {
  if (designation.kind === 'letters') return matched.includes('.');
  if (designation.act !== 'cost') return true;
  if (/^carta/i.test(matched)) return true;
  if (!matched.startsWith('C')) return false;
  if (designation.kind === 'abbr') return matched.endsWith('.');
  return !NOT_THE_CONSTITUTION_RE.test(following);
}

const SUFFIX_UNITS = 'quater|quinquies|sexies|septies|octies|novies|nonies';
/** Latin suffixes, compounds first so that `ter` does not stop short of `terdecies`. */
export const SUFFIX = String.raw`(?:(?:un|duo|ter|(?:${SUFFIX_UNITS})[\s-]?)decies|quindecies|(?:duode|unde)vicies|vicies(?:semel|bis|ter|${SUFFIX_UNITS})?|tricies|bis|ter|${SUFFIX_UNITS}|decies)(?![\p{L}])`;

export const ORDINALS: Readonly<Record<string, string>> = {
  primo: '1',
  secondo: '2',
  terzo: '3',
  quarto: '4',
  quinto: '5',
  sesto: '6',
  settimo: '7',
  ottavo: '8',
  nono: '9',
  decimo: '10',
  undicesimo: '11',
  dodicesimo: '12',
  ultimo: 'ultimo',
  penultimo: 'penultimo',
};

export const ROMAN_NUMERALS: readonly string[] = [
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
  'xvii',
  'xviii',
];

/** `612`, `bis` → `612-bis`; `2`, `sexies-decies` → `2-sexiesdecies`. */
export function joinSuffix(number: string, suffix: string | undefined): string {
  return suffix ? `${number}-${suffix.toLowerCase().replace(/[\s-]/g, '')}` : number;
}

/** `secondo` → `2`, `2°` → `2`, `II` → `2`, `1-bis` stays; `ultimo` stays a word. */
export function normaliseParagraph(written: string): string {
  const lower = written.toLowerCase().replace('°', '');
  const ordinal = ORDINALS[lower];
  if (ordinal) return ordinal;
  const roman = ROMAN_NUMERALS.indexOf(lower);
  return roman >= 0 ? String(roman + 1) : lower;
}
