import { analyse } from './text-analysis';

/**
 * Quotations of stored text (articles, document passages, web pages). A lawyer files what is
 * quoted, so a quotation is made only of exact substrings of the source, in order, whitespace runs
 * aside; every omission — before, between or after the quoted parts — is marked "[…]". Sentences
 * are cut where Italian legal writing ends them: not after `art.`, `c.c.`, `d.lgs.`, `lett.`, `n.`,
 * `ss.`, not inside `1.234,00` or `12.03.2024`, not after a list marker such as `1.` or `a)`.
 */

export const OMISSION = '[…]';

export interface TextSpan {
  start: number;
  end: number;
}

/** Words written with a final dot that does not end the sentence (lower case, without the dot). */
const ABBREVIATIONS = new Set(
  (
    'art artt a ab abr all alleg amm app avv c cap capo cass cc cfr cit civ co cod comm conv cost cpc cpp ' +
    'd dir disp dl dlgs dm dott dpr ecc es etc ex fig gen gg giur gu l lett lgs lib mod n nn no nr ' +
    'op ord p par pag pagg pen pp proc prof prot reg rif s sec seg segg sent sez sig sigg sg spett ' +
    'ss st succ tab tit trib u ue v vd vol vs'
  ).split(' '),
);

const SENTENCE_END = new Set(['.', ';', ':', '!', '?']);
const CLOSERS = new Set([')', ']', '"', '»', '’', "'", '”']);
const SPACE = /\s/;

function isSpace(char: string | undefined): boolean {
  return char !== undefined && SPACE.test(char);
}

/** The run of non-space characters ending just before `end`, without opening brackets or quotes. */
function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && !isSpace(text[start - 1])) start -= 1;
  return text.slice(start, end).replace(/^[([«"“‘']+/, '');
}

function nextVisible(text: string, from: number): string | undefined {
  let at = from;
  while (at < text.length && isSpace(text[at])) at += 1;
  return text[at];
}

/** Whether the dot at `dot` (followed by a space or the end) closes a sentence. */
function dotEndsSentence(text: string, dot: number, segmentStart: number): boolean {
  const word = wordBefore(text, dot);
  // `dell'art.` is `art.`
  const bare = word.toLowerCase().replace(/^.*['’]/, '');
  if (bare === '') return true;
  const next = nextVisible(text, dot + 1);
  // A date or an amount (`12.03.2024.`) ends a sentence before a capital; `c.c.`, `d.lgs.` go on.
  if (bare.includes('.')) return /^[\d.,]+$/.test(bare) && next !== undefined && /\p{Lu}/u.test(next);
  if (ABBREVIATIONS.has(bare)) return false;
  // Initials and list markers: `A. Rossi`, `lett. b.`, `1. Il contratto …` at the start of a segment.
  if (/^\p{L}$/u.test(bare)) return false;
  if (/^(\d+|[ivxlcdm]+)$/i.test(bare) && dot - word.length <= segmentStart) return false;
  // A sentence starts with a capital, a digit of a new paragraph or a quotation; not in lower case.
  if (next !== undefined && /\p{Ll}/u.test(next)) return false;
  return true;
}

/**
 * The sentences (and lines, and list items ended by `;`) of a text as offsets into it, in order,
 * covering every non-space character.
 */
export function sentenceSpans(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let start = 0;
  const close = (end: number) => {
    let from = start;
    while (from < end && isSpace(text[from])) from += 1;
    let to = end;
    while (to > from && isSpace(text[to - 1])) to -= 1;
    if (to > from) spans.push({ start: from, end: to });
    start = end;
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === '\n') {
      close(at);
      continue;
    }
    if (!SENTENCE_END.has(char)) continue;
    let end = at + 1;
    while (end < text.length && CLOSERS.has(text[end]!)) end += 1;
    if (end < text.length && !isSpace(text[end])) continue;
    let segmentStart = start;
    while (segmentStart < at && isSpace(text[segmentStart])) segmentStart += 1;
    if (char === '.' && !dotEndsSentence(text, at, segmentStart)) continue;
    close(end);
    at = end - 1;
  }
  close(text.length);
  return spans;
}

/** Whitespace runs as one space, line breaks kept (a quotation keeps the source's paragraphs). */
const collapse = (text: string) =>
  text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim();

/** Tokens that belong with the word after them: a cut never falls right after one of them. */
const BINDS_FORWARD =
  /^(euro|eur|€|\$|£|art\.|artt\.|n\.|nn\.|comma|commi|lett\.|lettera|numero|l\.|d\.lgs\.|d\.l\.|d\.p\.r\.|c\.c\.|il|la|lo|le|gli|i|di|del|della|dei|delle|e|o|a|da|in|con|su|per|tra|fra)$/i;

/**
 * A cut inside one long span, at a space at most `budget` characters after its start, never before
 * a number or after a word that binds to what follows (an amount stays whole with its currency).
 */
function cutSpan(text: string, span: TextSpan, budget: number): TextSpan {
  const limit = Math.min(span.end, span.start + budget);
  for (let at = limit; at > span.start + budget / 3; at -= 1) {
    if (!isSpace(text[at])) continue;
    const before = wordBefore(text, at);
    const after = text.slice(at).trimStart();
    if (BINDS_FORWARD.test(before) || /^[\d€$£]/.test(after)) continue;
    let end = at;
    while (end > span.start && isSpace(text[end - 1])) end -= 1;
    return { start: span.start, end };
  }
  // No safe space: keep whole words up to the budget (the mark still shows the cut).
  let end = limit;
  while (end > span.start && !isSpace(text[end])) end -= 1;
  return { start: span.start, end: end > span.start ? end : span.end };
}

/** Joins chosen spans of `text`, marking every gap, beginning and end that is not quoted. */
function renderQuotation(text: string, spans: readonly TextSpan[]): string {
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let previousEnd = 0;
  for (const span of ordered) {
    if (text.slice(previousEnd, span.start).trim() !== '') parts.push(OMISSION);
    parts.push(collapse(text.slice(span.start, span.end)));
    previousEnd = span.end;
  }
  if (ordered.length > 0 && text.slice(previousEnd).trim() !== '') parts.push(OMISSION);
  return parts.join(' ');
}

export interface QuoteOptions {
  /** Longest quotation, in characters (the marks aside). */
  maxLength: number;
}

/**
 * A quotation of `text` for `query`: the whole text when it fits; otherwise the sentence sharing
 * most terms with the query (the opening when none does), the sentences around it while they fit,
 * then other matching sentences, each gap marked "[…]".
 */
export function quoteForQuery(text: string, query: string, { maxLength }: QuoteOptions): string {
  const whole = collapse(text);
  if (whole.length <= maxLength) return whole;
  const spans = sentenceSpans(text);
  const wanted = new Set(analyse(query));
  const scores = spans.map((span) => {
    let score = 0;
    for (const term of new Set(analyse(text.slice(span.start, span.end)))) if (wanted.has(term)) score += 1;
    return score;
  });
  let best = 0;
  scores.forEach((score, index) => {
    if (score > scores[best]!) best = index;
  });
  // Each sentence as quoted, plus the space that joins it to the next (measured when first needed:
  // most of a long article's sentences are never considered).
  const lengths: Array<number | undefined> = new Array(spans.length);
  const lengthOf = (index: number): number | undefined => {
    const span = spans[index];
    if (!span) return undefined;
    lengths[index] ??= collapse(text.slice(span.start, span.end)).length + 1;
    return lengths[index];
  };
  const bestSpan = spans[best]!;
  if (lengthOf(best)! > maxLength) return renderQuotation(text, [cutSpan(text, bestSpan, maxLength)]);

  const chosen = new Set([best]);
  let used = lengthOf(best)!;
  const tryAdd = (index: number) => {
    if (chosen.has(index)) return false;
    const length = lengthOf(index);
    if (length === undefined || used + length > maxLength) return false;
    chosen.add(index);
    used += length;
    return true;
  };
  // The sentences after the best one (a list's items follow its opening), then before it.
  let next = best + 1;
  while (tryAdd(next)) next += 1;
  let previous = best - 1;
  while (tryAdd(previous)) previous -= 1;
  const others = scores
    .map((score, index) => ({ score, index }))
    .filter(({ score, index }) => score > 0 && !chosen.has(index))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  for (const { index } of others) tryAdd(index);
  return renderQuotation(
    text,
    [...chosen].map((index) => spans[index]!),
  );
}

/** Longest excerpt shown with a citation (chips, the citations event). */
export const EXCERPT_MAX_LENGTH = 320;

/** The short quotation shown with a citation. */
export function excerptFor(text: string, query: string): string {
  return quoteForQuery(text, query, { maxLength: EXCERPT_MAX_LENGTH });
}
