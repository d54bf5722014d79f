import type { LegalCitation } from './legal-citations';

/** A reference to an act the corpus does not hold (`art. 5 L. 392/1978`, `Direttiva 93/13/CEE`). */
export interface OutsideActReference {
  /** As written, with the article before it when there is one (`art. 5 della L. 392/1978`). */
  text: string;
  start: number;
  end: number;
  /** The act's normalised name: `L. 392/1978`, `D.Lgs. 81/2008`, `Reg. (UE) 1215/2012`. */
  act: string;
}

const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const N = String.raw`(?:n(?:r?\.|°)?\s*)?`;
const DATE = String.raw`\d{1,2}°?\s+(?:${MONTHS})\s+(\d{4})`;

/** The kinds of national act, longest first, each with the name it is normalised to. */
const NATIONAL: ReadonlyArray<[string, string]> = [
  ['L. cost.', String.raw`(?:legge|l\.?)\s*cost(?:ituzionale|\.)`],
  ['D.Lgs.', String.raw`d\.?\s?lgs\.?|d\.?\s?l(?:eg)?\.?\s?vo\.?|decreto\s+legislativo`],
  ['D.P.R.', String.raw`d\.?\s?p\.?\s?r\.?|decreto\s+del\s+presidente\s+della\s+repubblica`],
  ['D.L.', String.raw`d\.\s?l\.|dl|decreto[\s-]legge`],
  ['D.M.', String.raw`d\.\s?m\.|dm|decreto\s+ministeriale`],
  ['R.D.', String.raw`r\.\s?d\.|regio\s+decreto`],
  ['L.', String.raw`legge|l\.|l(?=\s+n)`],
];
const NATIONAL_NAME = NATIONAL.map(([, source]) => `(${source})`).join('|');
/** `392/1978`, `n. 392/78`, `n. 392 del 1978`, `27 luglio 1978, n. 392`, `n. 81 del 9 aprile 2008`. */
const NUMBER_YEAR = String.raw`(?:${DATE}\s*(?:,\s*)?${N}(\d{1,4})|${N}(\d{1,4})\s*(?:\/\s*(\d{4}|\d{2})|(?:,\s*)?del(?:l['’])?\s*(?:${DATE}|(\d{4}))))(?![\d/])`;
const EU = String.raw`(?:\(\s*(ue|ce|cee|eu)\s*\)|(ue|ce|cee|eu)(?![\p{L}]))`;
const REGULATION = String.raw`reg(?:olamento|\.)?\s*${EU}\s*${N}(\d{1,4})\s*\/\s*(\d{1,4})(?![\d/])`;
const DIRECTIVE = String.raw`dir(?:ettiva|\.)\s*(?:${EU}\s*)?${N}(\d{1,4})\s*\/\s*(\d{1,4})(?:\s*\/\s*(ue|ce|cee))?(?![\d/])`;

const ACT_RE = new RegExp(
  String.raw`(?:(?:${NATIONAL_NAME})\s*${NUMBER_YEAR}|${REGULATION}|${DIRECTIVE})(?![\p{L}\d])`,
  'giu',
);
/** Capturing groups: one per national kind, then NUMBER_YEAR's six, then the regulation's four. */
const NUMBER_GROUP = NATIONAL.length + 1;
const REGULATION_GROUP = NUMBER_GROUP + 6;
const DIRECTIVE_GROUP = REGULATION_GROUP + 4;

/** The acts the corpus holds, as they are numbered: written so, they are corpus acts, never outside. */
const HELD: ReadonlySet<string> = new Set([
  'L. 241/1990',
  'L. 132/2025',
  'D.Lgs. 104/2010',
  'D.Lgs. 206/2005',
  'D.Lgs. 285/1992',
  'D.Lgs. 196/2003',
  'D.Lgs. 231/2001',
  'D.Lgs. 271/1989',
  'D.P.R. 447/1988',
  'R.D. 262/1942',
  'R.D. 318/1942',
  'R.D. 1443/1940',
  'R.D. 1368/1941',
  'R.D. 1398/1930',
  'Reg. 679/2016',
  'Reg. 1689/2024',
]);

/** `78` → `1978`, `08` → `2008`: two-digit years after this century's current ones are the last century's. */
function fullYear(written: string): string {
  if (written.length === 4) return written;
  const year = Number(written);
  return String(year <= new Date().getFullYear() % 100 ? 2000 + year : 1900 + year);
}

/** `Reg. (UE) 2016/679` and `Reg. (CE) 679/2016` are the same act: the held key orders number and year. */
function euKey(a: string, b: string): string {
  const [small, large] = Number(a) < Number(b) ? [a, b] : [b, a];
  return `Reg. ${small}/${large}`;
}

function nameOf(m: RegExpExecArray): { act: string; key: string } | null {
  const kind = NATIONAL.findIndex((_, i) => m[i + 1] !== undefined);
  if (kind >= 0) {
    const g = NUMBER_GROUP;
    const number = m[g + 1] ?? m[g + 2];
    const year = m[g] ?? m[g + 3] ?? m[g + 4] ?? m[g + 5];
    if (!number || !year) return null;
    const act = `${NATIONAL[kind]![0]} ${number}/${fullYear(year)}`;
    return { act, key: act };
  }
  const r = REGULATION_GROUP;
  if (m[r + 2] && m[r + 3]) {
    const union = (m[r] ?? m[r + 1] ?? 'UE').toUpperCase().replace('EU', 'UE');
    return { act: `Reg. (${union}) ${m[r + 2]}/${m[r + 3]}`, key: euKey(m[r + 2]!, m[r + 3]!) };
  }
  const d = DIRECTIVE_GROUP;
  const union = (m[d] ?? m[d + 1])?.toUpperCase().replace('EU', 'UE');
  const suffix = m[d + 4] ? `/${m[d + 4]!.toUpperCase()}` : '';
  const act = `Direttiva ${union ? `(${union}) ` : ''}${m[d + 2]}/${m[d + 3]}${suffix}`;
  return { act, key: act };
}

const ARTICLE_RE = /(?<![\p{L}\d])(?:art(?:t|icol[oi])?(?![\p{L}])\.?)\s*[1-9]\d{0,3}/giu;
/** Words allowed between an article and its act: paragraphs, letters, lists and connectors. */
const GAP_WORDS: ReadonlySet<string> = new Set(
  (
    'e ed o comma commi co c par paragrafo lett lettera let n nn num numero punto primo secondo terzo ' +
    'quarto quinto sesto ultimo penultimo bis ter quater quinquies sexies septies octies novies nonies ' +
    'decies del della dello delle dei degli dell ss segg seguenti'
  ).split(' '),
);

/** Where the article written before the act starts (`art. 5, comma 1, della L. 392/1978`), if any. */
function articleStart(text: string, from: number, actStart: number): number {
  const window = text.slice(from, actStart);
  let last: RegExpExecArray | null = null;
  ARTICLE_RE.lastIndex = 0;
  for (let m = ARTICLE_RE.exec(window); m; m = ARTICLE_RE.exec(window)) last = m;
  if (!last) return actStart;
  const gap = window.slice(last.index + last[0].length);
  if (/[;\n]/.test(gap)) return actStart;
  const words = gap.toLowerCase().match(/\p{L}+/gu) ?? [];
  const fits = words.every((word) => GAP_WORDS.has(word) || word.length === 1);
  return fits ? from + last.index : actStart;
}

/**
 * References to acts the corpus does not hold: a law, decree, regulation or directive named by its
 * number and year, with the article before it when there is one. Acts the corpus holds (L. 241/1990,
 * D.Lgs. 196/2003, Reg. (UE) 2016/679 …) are left to `parseLegalCitations`; `corpus` (its result)
 * keeps an article of a corpus act from being taken as the start of an outside reference.
 */
export function parseOutsideActs(text: string, corpus: readonly LegalCitation[]): OutsideActReference[] {
  const found: OutsideActReference[] = [];
  let lastEnd = 0;
  ACT_RE.lastIndex = 0;
  for (let m = ACT_RE.exec(text); m; m = ACT_RE.exec(text)) {
    if (m.index > 0 && /[\p{L}\d]/u.test(text.charAt(m.index - 1))) {
      ACT_RE.lastIndex = m.index + 1;
      continue;
    }
    const name = nameOf(m);
    const end = m.index + m[0].length;
    if (!name || HELD.has(name.key) || corpus.some((c) => c.start < end && m.index < c.end)) continue;
    const before = corpus.reduce((at, c) => (c.end <= m.index ? Math.max(at, c.end) : at), lastEnd);
    const start = articleStart(text, Math.max(before, m.index - 80), m.index);
    found.push({ text: text.slice(start, end), start, end, act: name.act });
    lastEnd = end;
  }
  return found;
}
