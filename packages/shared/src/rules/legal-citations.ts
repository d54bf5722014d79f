import { type LegalActCode, legalIdentifier } from './legal-acts';
import {
  ACT_AFTER_RE,
  ACT_ANYWHERE_RE,
  ACT_BEFORE_RE,
  CODE_ACTS,
  type Designation,
  isActMention,
  joinSuffix,
  matchedDesignation,
  normaliseParagraph,
  ORDINALS,
  ROMAN_NUMERALS,
  SUFFIX,
  startsWord,
} from './legal-citations-acts';

/** A reference to an article of a corpus act, as found in free text. */
export interface LegalCitation {
  /** The reference as written, e.g. `art. 2043 c.c.` (for lists, the whole `artt. 1453 e 1455 cod. civ.`). */
  text: string;
  /** Offsets in the input ([start, end)) of `text`. */
  start: number;
  end: number;
  act: LegalActCode;
  /** Normalised article: `2043`, `612-bis`, `473-bis.1`, `xviii` (Constitution transitional provisions). */
  article: string;
  /** `comma 2` / `co. 2` / `secondo comma` when written. */
  paragraph?: string;
  /** `{act}-{article}`, lower case: `cc-2043`. */
  identifier: string;
}

const APOSTROPHE = "['’]";
const ORDINAL = Object.keys(ORDINALS).join('|');
const MARKER = String.raw`art(?:t|icol[oi])?(?![\p{L}])\.?`;
const DISP = String.raw`disp(?:\.|osizion[ei])\s*trans(?:\.|itori[ae])(?:\s*(?:e\s*)?fin(?:\.|al[ei]))?`;
const LETTER_DETAIL = String.raw`\s*(?:,\s*)?(?:lett(?:era|\.)?|let\.)\s*[a-z]{1,2}(?:[-\s]?(?:bis|ter))?\s*\)?(?![\p{L}\d])`;

/** An article marker, the start of a transitional provision of the Constitution, or a bare number (check `startsWord`). */
const TRIGGER_RE = new RegExp(
  String.raw`(?:(${MARKER})|([ivx]{1,5}\s+${DISP}|${DISP})|[1-9]\d{0,3}(?!\d))`,
  'giu',
);
const TRANSITIONAL_RE = new RegExp(
  String.raw`(?:([ivx]{1,5})\s+${DISP}|${DISP}\s*(?:,\s*)?(?:n\.\s*)?([ivx]{1,5}))(?![\p{L}\d])`,
  'iuy',
);
// `2.043` and `2043/2020` are not articles; `5.1` is article 5, paragraph 1 (`art. 5.1 GDPR`).
const NUMBER_RE = new RegExp(
  String.raw`\s*(?:nn?\.\s*)?([1-9]\d{0,3})(?:\s*(?:[-–]\s*)?(${SUFFIX}))?(?:\.(\d{1,2})(?![\d.,]))?(?![\d/]|[.,]\d)`,
  'iuy',
);
const PARAGRAPH_RE = new RegExp(
  String.raw`\s*(?:,\s*)?(?:commi\s*(\d{1,3})°?(?:\s*(?:,|e|ed)\s*\d{1,3}°?(?!\d))*|(?:comma|co\.|c\.|par\.|paragrafo|§)\s*(\d{1,3})°?(?:\s*(?:[-–]\s*)?(${SUFFIX}))?|(${ORDINAL}|\d{1,2}°|[ivx]{1,4})\s+(?:comma|co\.))(?![\p{L}\d])`,
  'iuy',
);
const DETAIL_RE = new RegExp(
  String.raw`(?:${LETTER_DETAIL}|\s*(?:,\s*)?(?:nn?\.|nr\.|num\.|numero|punto|pt\.)\s*\d{1,2}(?:[-\s]?(?:bis|ter))?\s*\)?(?![\p{L}\d/]))+`,
  'iuy',
);
const FOLLOWING_RE = /\s*(?:,\s*)?(?:e\s+)?(?:ss|segg?|sgg|seguenti)(?![\p{L}])\.?/iuy;
const SEPARATOR_RE = new RegExp(
  String.raw`\s*(?:,\s*(?:(?:e|ed|nonché|oppure|o)(?![\p{L}]))?|(?:e|ed|nonché|oppure|o)(?![\p{L}])|[-–—])\s*(?:(?:(?:gli|agli|degli|negli|dagli)\s+|(?:l|dell|all|nell|dall)${APOSTROPHE}\s*)?(${MARKER}))?`,
  'iuy',
);
/** `secondo comma dell'art. 2051 c.c.`, `comma 2, lett. a), dell'art. 6`: run on the text before a marker. */
const PARAGRAPH_BEFORE_RE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(${ORDINAL}|\d{1,2}°|[ivx]{1,4})\s+comma|(?:comma|co\.)\s*(\d{1,3})°?(?:\s*(?:[-–]\s*)?(${SUFFIX}))?)(?:${LETTER_DETAIL})?\s*(?:,\s*)?(?:dell|all|nell)${APOSTROPHE}\s*$`,
  'iu',
);
/** After an article without an act, words that name another act (`della legge`, `disp. att.`). */
const OTHER_ACT_RE =
  /\s*(?:,\s*)?(?:del(?:la|lo)?|dei|degli|dell['’]|l\.|legge|d\.|decreto|reg|dir|disp|t\.\s?u\.)/iuy;
const PARAGRAPH_OF_NEXT_RE = /\s*(?:,\s*)?(?:del(?:la|lo)?(?![\p{L}])|dell['’])/iuy;
/** The first letters of the designations and of the connectors before them (`del`, `nell'`). */
const ACT_FIRST_CHARS = 'acdglnpr';
const BARE_PREFIX_WORDS: ReadonlySet<string> = new Set([
  'ex',
  'del',
  'dal',
  'al',
  'nel',
  'il',
  'sul',
  'cfr.',
  'v.',
  'vedi',
]);

interface Item {
  number: string;
  article: string;
  paragraph?: string;
  decimal?: string;
  act?: LegalActCode;
  designation?: Designation;
  written?: string;
}

function execAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** The first character after `at` that is not a space or comma, lower case: a cheap filter before a regex. */
function peek(text: string, at: number): string {
  let i = at;
  while (i < text.length && (isSpace(text.charCodeAt(i)) || text[i] === ',')) i++;
  return i < text.length ? text.charAt(i).toLowerCase() : '#';
}

function paragraphOf(m: RegExpExecArray): string {
  if (m[1]) return m[1];
  if (m[2]) return joinSuffix(m[2], m[3]);
  return normaliseParagraph(m[4] ?? '');
}

/** `cc-2506.1` is an article of its own; elsewhere `5.1` means paragraph 1 of article 5. */
const DECIMAL_ARTICLES: ReadonlySet<string> = new Set(['cc-2506.1']);

function resolveDecimal(item: Item): void {
  if (!item.decimal || !item.act) return;
  if (DECIMAL_ARTICLES.has(`${item.act}-${item.number}.${item.decimal}`)) {
    item.article = `${item.number}.${item.decimal}`;
  } else {
    item.paragraph ??= item.decimal;
  }
}

/** A bare number (`ex 2043 c.c.`) counts only before a code abbreviation, after `ex`, `del`, `ai sensi del` …. */
function bareContext(text: string, at: number): 'none' | 'word' | 'ex' {
  if (at === 0) return 'word';
  let end = at;
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
  if (end === at) return 'none';
  let start = end;
  while (start > 0 && end - start <= 5 && !isSpace(text.charCodeAt(start - 1))) start--;
  if (start === end) return 'word';
  if (start > 0 && !isSpace(text.charCodeAt(start - 1))) return 'none';
  const word = text.slice(start, end).toLowerCase();
  if (!BARE_PREFIX_WORDS.has(word)) return 'none';
  return word === 'ex' ? 'ex' : 'word';
}

/** Whitespace or `(`: what may stand before a bare number and the word before it. */
function isSpace(code: number): boolean {
  return code <= 32 || code === 40 || code === 160;
}

function acceptsBare(item: Item, context: 'word' | 'ex'): boolean {
  const d = item.designation;
  if (!d || !CODE_ACTS.has(d.act) || (d.kind !== 'letters' && d.kind !== 'abbr')) return false;
  return d.kind === 'abbr' || context === 'ex' || (item.written ?? '').includes('.');
}

/**
 * One reference: numbers separated by `,` `e` `-` …, each with an optional paragraph, and acts
 * that apply to the numbers before them not yet resolved (`artt. 1453 c.c. e 640 c.p.`).
 */
function parseReference(
  text: string,
  start: number,
  cursor: number,
  lastEnd: number,
  bare: boolean,
  scanned: { listEnd: number },
): LegalCitation[] {
  const items: Item[] = [];
  let pendingFrom = 0;
  let resolvedEnd = -1;
  let cur = cursor;
  let lastItemEnd = cursor;
  for (;;) {
    const num = execAt(NUMBER_RE, text, cur);
    if (!num) break;
    const number = num[1] ?? '';
    const item: Item = { number, article: joinSuffix(number, num[2]) };
    if (num[3] && num[2]) item.article += `.${num[3]}`;
    else if (num[3]) item.decimal = num[3];
    cur = NUMBER_RE.lastIndex;
    const paragraph = execAt(PARAGRAPH_RE, text, cur);
    if (paragraph) {
      item.paragraph = paragraphOf(paragraph);
      cur = PARAGRAPH_RE.lastIndex;
    }
    if ('lnp'.includes(peek(text, cur)) && execAt(DETAIL_RE, text, cur)) cur = DETAIL_RE.lastIndex;
    if ('es'.includes(peek(text, cur)) && execAt(FOLLOWING_RE, text, cur)) cur = FOLLOWING_RE.lastIndex;
    items.push(item);
    lastItemEnd = cur;
    const act = ACT_FIRST_CHARS.includes(peek(text, cur)) ? execAt(ACT_AFTER_RE, text, cur) : null;
    const found = act && matchedDesignation(act);
    if (found) {
      for (const pending of items.slice(pendingFrom)) {
        pending.act = found.designation.act;
        pending.designation = found.designation;
        pending.written = found.text;
      }
      pendingFrom = items.length;
      cur = ACT_AFTER_RE.lastIndex;
      const trailing = item.paragraph === undefined && execAt(PARAGRAPH_RE, text, cur);
      if (trailing && !execAt(PARAGRAPH_OF_NEXT_RE, text, PARAGRAPH_RE.lastIndex)) {
        item.paragraph = paragraphOf(trailing);
        cur = PARAGRAPH_RE.lastIndex;
      }
      resolvedEnd = cur;
    }
    const separator = execAt(SEPARATOR_RE, text, cur);
    // `art. 2043 c.c. e art. 2059 c.c.` are two references; `art. 2043 e art. 2059 c.c.` one.
    if (!separator || (separator[1] && pendingFrom === items.length)) break;
    cur = SEPARATOR_RE.lastIndex;
  }
  scanned.listEnd = lastItemEnd;
  const first = items[0];
  if (!first) return [];

  let from = start;
  if (!bare) {
    const window = Math.max(lastEnd, start - 60);
    const preceding = text.slice(window, start);
    const before = /comm|co\./i.test(preceding) ? PARAGRAPH_BEFORE_RE.exec(preceding) : null;
    if (before) {
      first.paragraph ??= before[2] ? joinSuffix(before[2], before[3]) : normaliseParagraph(before[1] ?? '');
      from = window + before.index;
    }
    // `dell'art.`, `l'art.`: no act can end just before the marker.
    const elided = /['’]\s*$/.test(text.slice(Math.max(0, from - 3), from));
    if (resolvedEnd < 0 && !elided && !execAt(OTHER_ACT_RE, text, lastItemEnd)) {
      const actWindow = Math.max(lastEnd, from - 60);
      const actBefore = ACT_BEFORE_RE.exec(text.slice(actWindow, from));
      const found = actBefore && matchedDesignation(actBefore);
      if (actBefore && found && isActMention(found.designation, found.text, ',')) {
        for (const item of items) {
          item.act = found.designation.act;
          item.designation = found.designation;
        }
        from = actWindow + actBefore.index;
        resolvedEnd = lastItemEnd;
      }
    }
  }
  if (resolvedEnd < 0) return [];

  const context = bare ? bareContext(text, start) : 'none';
  const citations: LegalCitation[] = [];
  for (const item of items) {
    if (!item.act || (bare && (context === 'none' || !acceptsBare(item, context)))) continue;
    resolveDecimal(item);
    const citation: LegalCitation = {
      text: text.slice(from, resolvedEnd),
      start: from,
      end: resolvedEnd,
      act: item.act,
      article: item.article,
      identifier: legalIdentifier(item.act, item.article),
    };
    if (item.paragraph !== undefined) citation.paragraph = item.paragraph;
    citations.push(citation);
  }
  return citations;
}

/** `disp. trans. XIII Cost.`, `XIII disposizione transitoria`: only the Constitution numbers them in Roman. */
function parseTransitional(text: string, at: number): LegalCitation[] {
  const m = execAt(TRANSITIONAL_RE, text, at);
  const written = m?.[1] ?? m?.[2] ?? '';
  const roman = written.toLowerCase();
  // Upper case only: `vi`, `i` are also ordinary words.
  if (!m || written !== written.toUpperCase() || !ROMAN_NUMERALS.includes(roman)) return [];
  let end = TRANSITIONAL_RE.lastIndex;
  const act = execAt(ACT_AFTER_RE, text, end);
  const found = act && matchedDesignation(act);
  if (found) {
    if (found.designation.act !== 'cost') return [];
    end = ACT_AFTER_RE.lastIndex;
  }
  return [
    {
      text: text.slice(at, end),
      start: at,
      end,
      act: 'cost',
      article: roman,
      identifier: legalIdentifier('cost', roman),
    },
  ];
}

/**
 * The article references in `text`, one per article, in text order. Articles of a list share the
 * list's `text`, `start` and `end` (`artt. 1453 e 1455 cod. civ.` gives cc-1453 and cc-1455, both
 * with that whole text); `artt. 2043 ss.` gives 2043 only, `artt. 1453-1455` the two endpoints.
 */
export function parseLegalCitations(text: string): LegalCitation[] {
  const citations: LegalCitation[] = [];
  let lastEnd = 0;
  TRIGGER_RE.lastIndex = 0;
  for (let m = TRIGGER_RE.exec(text); m; m = TRIGGER_RE.exec(text)) {
    const at = m.index;
    if (!startsWord(text, at)) {
      TRIGGER_RE.lastIndex = at + 1;
      continue;
    }
    const resume = TRIGGER_RE.lastIndex;
    const scanned = { listEnd: resume };
    let found: LegalCitation[];
    if (m[1] !== undefined) found = parseReference(text, at, resume, lastEnd, false, scanned);
    else if (m[2] !== undefined) found = parseTransitional(text, at);
    else found = bareContext(text, at) === 'none' ? [] : parseReference(text, at, at, lastEnd, true, scanned);
    const last = found[found.length - 1];
    if (last) {
      citations.push(...found);
      lastEnd = last.end;
    }
    // A list of numbers no act resolved is not read again from each of its own markers
    // (`artt. 1, 2 e artt. 3, 4 e …` made the reading quadratic in the text's length).
    TRIGGER_RE.lastIndex = Math.max(resume, lastEnd, last ? 0 : scanned.listEnd);
  }
  return citations;
}

/** Acts named in the text without an article (`nel codice civile`, `ai sensi del GDPR`). */
export function mentionedLegalActs(text: string): LegalActCode[] {
  const hits: Array<{ at: number; act: LegalActCode }> = parseLegalCitations(text).map((c) => ({
    at: c.start,
    act: c.act,
  }));
  ACT_ANYWHERE_RE.lastIndex = 0;
  for (let m = ACT_ANYWHERE_RE.exec(text); m; m = ACT_ANYWHERE_RE.exec(text)) {
    if (!startsWord(text, m.index)) {
      ACT_ANYWHERE_RE.lastIndex = m.index + 1;
      continue;
    }
    const found = matchedDesignation(m);
    const end = ACT_ANYWHERE_RE.lastIndex;
    if (found && isActMention(found.designation, found.text, text.slice(end, end + 20))) {
      hits.push({ at: m.index, act: found.designation.act });
    }
  }
  hits.sort((a, b) => a.at - b.at);
  return [...new Set(hits.map((h) => h.act))];
}

/**
 * The corpus spells `nonies` as its source does (`l241-21-novies`, `cpp-33-nonies`) while lawyers
 * write either: the identifier with the other spelling, to look up when the written one is missing.
 */
export function otherSpelling(identifier: string): string | null {
  if (identifier.includes('-nonies')) return identifier.replace('-nonies', '-novies');
  if (identifier.includes('-novies')) return identifier.replace('-novies', '-nonies');
  return null;
}
