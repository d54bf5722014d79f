import type { BriefDiffPart } from '@brocardo/shared';

/**
 * A quotation compared with the stored text of its article.
 *
 * exact: once whitespace, typographic quotes and apostrophes are normalised, the quotation is a
 * substring of the article; a quotation cut with "[…]", "[...]", "(…)" or "(...)" is exact when its
 * pieces appear in that order. differs: the article's closest passage (the window of words sharing
 * the most words with the quotation) shares at least SIMILARITY_THRESHOLD of the quotation's words;
 * the passage returned is an exact substring of the stored text, with the differences word by word.
 * not_found: nothing that close.
 */

export type QuotationComparison =
  | { status: 'exact' }
  | {
      status: 'differs';
      passage: string;
      passage_cut_before: boolean;
      passage_cut_after: boolean;
      diff: BriefDiffPart[];
    }
  | { status: 'not_found' };

export const SIMILARITY_THRESHOLD = 0.6;

const CUT = /\s*(?:\[\s*(?:…|\.\.\.)\s*\]|\(\s*(?:…|\.\.\.)\s*\))\s*/u;

/** Typographic quotes and apostrophes as plain ones, runs of whitespace as one space. */
export function normaliseForComparison(text: string): string {
  return text
    .replace(/[‘’‚‛`´]/g, "'")
    .replace(/[“”„‟«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function isExact(quotation: string, article: string): boolean {
  const stored = normaliseForComparison(article);
  let from = 0;
  for (const piece of quotation.split(CUT).map(normaliseForComparison).filter(Boolean)) {
    const at = stored.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

interface Word {
  key: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    key: match[0].toLowerCase().replace(/’/g, "'"),
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** The start of the window of `size` article words sharing the most words with the quotation. */
function bestWindow(quoted: Word[], stored: Word[], size: number): { start: number; shared: number } {
  const wanted = new Map<string, number>();
  for (const word of quoted) wanted.set(word.key, (wanted.get(word.key) ?? 0) + 1);
  const held = new Map<string, number>();
  let shared = 0;
  const add = (key: string) => {
    const count = (held.get(key) ?? 0) + 1;
    held.set(key, count);
    if (count <= (wanted.get(key) ?? 0)) shared++;
  };
  const remove = (key: string) => {
    const count = held.get(key) ?? 0;
    if (count <= (wanted.get(key) ?? 0)) shared--;
    held.set(key, count - 1);
  };
  let best = { start: 0, shared: -1 };
  for (let i = 0; i < stored.length; i++) {
    add(stored[i]!.key);
    if (i >= size) remove(stored[i - size]!.key);
    const start = Math.max(0, i - size + 1);
    if (shared > best.shared) best = { start, shared };
  }
  return best;
}

/** Longest common subsequence of two word lists, as aligned index pairs. */
function commonWords(a: readonly string[], b: readonly string[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function pushPart(parts: BriefDiffPart[], kind: BriefDiffPart['kind'], text: string): void {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += ` ${text}`;
  else parts.push({ kind, text });
}

/**
 * A word as its text writes it: with the punctuation stuck to it, before ("(salvo", after a space)
 * and after ("colposo,", "c.c.)"), within [start, end), so that the differences read like the text.
 */
function withPunctuation(source: string, word: Word, start: number, end: number): string {
  const before =
    /(?:^|\s)([^\s\p{L}\p{N}]+)$/u.exec(source.slice(Math.max(start, word.start - 8), word.start))?.[1] ?? '';
  const after = /^[^\s\p{L}\p{N}]+/u.exec(source.slice(word.end, Math.min(end, word.end + 8)))?.[0] ?? '';
  return before + source.slice(word.start, word.end) + after;
}

/** Longest quotation compared word by word: beyond it only the exact check runs. */
const MAX_COMPARED_WORDS = 600;

export function compareQuotation(quotation: string, article: string): QuotationComparison {
  if (isExact(quotation, article)) return { status: 'exact' };
  const quotedSource = quotation.replace(new RegExp(CUT.source, 'gu'), ' ');
  const quoted = wordsOf(quotedSource);
  const stored = wordsOf(article);
  if (quoted.length === 0 || stored.length === 0 || quoted.length > MAX_COMPARED_WORDS) {
    return { status: 'not_found' };
  }
  const size = Math.min(stored.length, quoted.length);
  const window = bestWindow(quoted, stored, size);
  if (window.shared / quoted.length < SIMILARITY_THRESHOLD) return { status: 'not_found' };
  // A few words of slack on each side, so that words added or dropped still line up.
  const slack = Math.ceil(quoted.length / 4) + 2;
  const from = Math.max(0, window.start - slack);
  const candidate = stored.slice(from, Math.min(stored.length, window.start + size + slack));
  const pairs = commonWords(
    candidate.map((word) => word.key),
    quoted.map((word) => word.key),
  );
  if (pairs.length / quoted.length < SIMILARITY_THRESHOLD) return { status: 'not_found' };
  const first = pairs[0]![0];
  const last = pairs.at(-1)![0];
  const passageWords = candidate.slice(first, last + 1);
  const passageStart = passageWords[0]!.start;
  const passageEnd = passageWords.at(-1)!.end;
  const passage = article.slice(passageStart, passageEnd);
  const diff: BriefDiffPart[] = [];
  let i = first;
  let j = 0;
  // The passage is the article's text from its first word to its last: nothing around it is shown.
  const storedText = (word: Word) => withPunctuation(article, word, passageStart, passageEnd);
  const quotedText = (word: Word) => withPunctuation(quotedSource, word, 0, quotedSource.length);
  for (const [si, qi] of pairs) {
    for (; i < si; i++) pushPart(diff, 'removed', storedText(candidate[i]!));
    for (; j < qi; j++) pushPart(diff, 'added', quotedText(quoted[j]!));
    pushPart(diff, 'same', storedText(candidate[si]!));
    i = si + 1;
    j = qi + 1;
  }
  for (; j < quoted.length; j++) pushPart(diff, 'added', quotedText(quoted[j]!));
  return {
    status: 'differs',
    passage,
    // Punctuation alone after the last word is no cut.
    passage_cut_before: /[\p{L}\p{N}]/u.test(article.slice(0, passageStart)),
    passage_cut_after: /[\p{L}\p{N}]/u.test(article.slice(passageEnd)),
    diff,
  };
}
