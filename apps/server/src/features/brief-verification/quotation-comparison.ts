import type { BriefDiffPart } from '@brocardo/shared';

/**
 * A quotation compared with the stored text of its article.
 *
 * exact: once whitespace, typographic quotes and apostrophes are normalised, the quotation is a
 * substring of the article; a quotation cut with "[…]", "[...]", "(…)" or "(...)" is exact when its
 * pieces appear in that order. Accepted practice when a quotation is woven into a sentence is
 * allowed too, and nothing else: quotation marks and whitespace around it, a final full stop, and
 * the case of its very first letter ("qualunque fatto…" for "Qualunque fatto…"). Any other change,
 * a letter's case inside it included, is a difference. differs: the article's closest passage (the
 * window of words sharing the most words with the quotation) shares at least SIMILARITY_THRESHOLD of
 * the quotation's words; the passage returned is an exact substring of the stored text, with the
 * differences word by word. The diff tells words and punctuation apart by the same rules as the
 * exact check, so a quotation that differs always has at least one word marked in its diff.
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
const CUT_AT_START = new RegExp(`^${CUT.source}`, 'u');

/** Typographic quotes and apostrophes as plain ones, runs of whitespace as one space. */
function normaliseMarks(text: string): string {
  return text
    .replace(/[‘’‚‛`´]/g, "'")
    .replace(/[“”„‟«»]/g, '"')
    .replace(/\s+/g, ' ');
}

/** Typographic quotes and apostrophes as plain ones, runs of whitespace as one space, trimmed. */
export function normaliseForComparison(text: string): string {
  return normaliseMarks(text).trim();
}

/** Marks and whitespace around a quotation: never part of what it quotes. */
const AROUND = /^[\s"“”„‟«»]+|[\s"“”„‟«»]+$/gu;

/**
 * The quotation as compared: without the marks and whitespace around it, nor a final full stop (one,
 * not an ellipsis), which a quotation may close with where the article's sentence goes on.
 */
function prepareQuotation(quotation: string): string {
  let prepared = quotation.replace(AROUND, '');
  if (/[^.]\.$/u.test(prepared)) prepared = prepared.slice(0, -1).replace(AROUND, '');
  return prepared;
}

/** The text with its first letter as written, in lower case and in upper case. */
function firstLetterVariants(text: string): string[] {
  const [first = '', ...rest] = Array.from(text);
  const tail = rest.join('');
  return [...new Set([text, first.toLowerCase() + tail, first.toUpperCase() + tail])];
}

/** Whether two words are the same, or — `relaxed` — the same but for the case of their first letter. */
function sameWord(stored: string, quoted: string, relaxed: boolean): boolean {
  return stored === quoted || (relaxed && firstLetterVariants(quoted).includes(stored));
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;

/**
 * Where `piece` first occurs in `text` from `from` on, not starting or ending inside a word of the
 * text, a number's "." and "," included: "1.000 euro" is not in "11.000 euro", nor "euro 50" in
 * "euro 50.000", nor "anno" in "danno".
 */
function indexOfWhole(text: string, piece: string, from: number): number {
  const startsWord = LETTER_OR_DIGIT.test(piece.at(0) ?? '');
  const endsWord = LETTER_OR_DIGIT.test(piece.at(-1) ?? '');
  const startsNumber = DIGIT.test(piece.at(0) ?? '');
  const endsNumber = DIGIT.test(piece.at(-1) ?? '');
  for (let at = text.indexOf(piece, from); at >= 0; at = text.indexOf(piece, at + 1)) {
    const end = at + piece.length;
    if (startsWord && LETTER_OR_DIGIT.test(text[at - 1] ?? '')) continue;
    if (endsWord && LETTER_OR_DIGIT.test(text[end] ?? '')) continue;
    if (startsNumber && /[.,]/.test(text[at - 1] ?? '') && DIGIT.test(text[at - 2] ?? '')) continue;
    if (endsNumber && /[.,]/.test(text[end] ?? '') && DIGIT.test(text[end + 1] ?? '')) continue;
    return at;
  }
  return -1;
}

function isExact(quotation: string, article: string): boolean {
  const stored = normaliseForComparison(article);
  let from = 0;
  const pieces = quotation.split(CUT).map(normaliseForComparison).filter(Boolean);
  for (const [index, piece] of pieces.entries()) {
    // Only the quotation's first letter may change case, not the first letter after a cut.
    const variants = index === 0 && !CUT_AT_START.test(quotation) ? firstLetterVariants(piece) : [piece];
    const found = variants.map((variant) => indexOfWhole(stored, variant, from)).filter((at) => at >= 0);
    if (found.length === 0) return false;
    from = Math.min(...found) + piece.length;
  }
  return true;
}

interface Word {
  /** As written, apostrophes made plain: what the comparison holds the quotation to. */
  text: string;
  /** In lower case: what locates and lines up the passage, so that a word changed in case still lines up. */
  key: string;
  start: number;
  end: number;
}

/** A word: letters and digits, joined by apostrophes ("l'altro") or, between digits, by "." or "," ("10.000"). */
const WORD = /[\p{L}\p{N}]+(?:(?:['‘’‚‛`´]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}]+)*/gu;

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => {
    const written = match[0].replace(/[‘’‚‛`´]/g, "'");
    return {
      text: written,
      key: written.toLowerCase(),
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
    };
  });
}

/** The text between a word and the next one (or the end), normalised as the exact check does. */
function gapAfter(source: string, words: readonly Word[], index: number): string {
  return normaliseMarks(source.slice(words[index]!.end, words[index + 1]?.start ?? source.length));
}

/** The text between the previous word (or the start) and a word, normalised as the exact check does. */
function gapBefore(source: string, words: readonly Word[], index: number): string {
  return normaliseMarks(source.slice(words[index - 1]?.end ?? 0, words[index]!.start));
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

/** The diff as it is built: a run of removed and added words is flushed before the next same word. */
class DiffBuilder {
  readonly parts: BriefDiffPart[] = [];
  private removed: string[] = [];
  private added: string[] = [];

  remove(text: string): void {
    this.removed.push(text);
  }

  add(text: string): void {
    this.added.push(text);
  }

  same(text: string): void {
    this.flush();
    const last = this.parts.at(-1);
    if (last?.kind === 'same') last.text += ` ${text}`;
    else this.parts.push({ kind: 'same', text });
  }

  flush(): BriefDiffPart[] {
    if (this.removed.length > 0) this.parts.push({ kind: 'removed', text: this.removed.join(' ') });
    if (this.added.length > 0) this.parts.push({ kind: 'added', text: this.added.join(' ') });
    this.removed = [];
    this.added = [];
    return this.parts;
  }
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

/** A word with the text up to the next word, as when only the punctuation between them changed. */
function withGap(source: string, words: readonly Word[], index: number, end: number): string {
  const upTo = Math.min(end, words[index + 1]?.start ?? source.length);
  // The next word's own punctuation ("(salvo") is shown with it, not here.
  return normaliseForComparison(source.slice(words[index]!.start, upTo).replace(/[^\s\p{L}\p{N}]+$/u, ''));
}

export function compareQuotation(quotation: string, article: string): QuotationComparison {
  const prepared = prepareQuotation(quotation);
  if (isExact(prepared, article)) return { status: 'exact' };
  // Each cut as one space; the gaps holding one may hold anything (the cut's pieces keep their order).
  const pieces = prepared.split(CUT);
  const quotedSource = pieces.join(' ');
  const cutsAt: number[] = [];
  for (let at = 0, index = 0; index < pieces.length - 1; index++) {
    at += pieces[index]!.length;
    cutsAt.push(at);
    at += 1;
  }
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
  // The passage is the article's text from its first word to its last: nothing around it is shown.
  const storedText = (si: number) => withPunctuation(article, candidate[si]!, passageStart, passageEnd);
  const quotedText = (qi: number) => withPunctuation(quotedSource, quoted[qi]!, 0, quotedSource.length);
  const shows = (k: number) => {
    const [si, qi] = pairs[k]!;
    return normaliseForComparison(storedText(si)) !== normaliseForComparison(quotedText(qi));
  };
  const cutBetween = (qi: number) =>
    cutsAt.some((at) => at >= quoted[qi]!.end && at < (quoted[qi + 1]?.start ?? quotedSource.length + 1));

  // The words lined up are held to the rules of the exact check: the same letters in the same case
  // (the quotation's first letter aside) and the same punctuation between them and around them.
  const changed = pairs.map(
    ([si, qi]) => !sameWord(candidate[si]!.text, quoted[qi]!.text, qi === 0 && quoted[0]!.start === 0),
  );
  /** Pairs whose words are shown with the punctuation up to the next one: only it changed, unseen. */
  const gapShown = new Set<number>();
  for (const [k, [si, qi]] of pairs.entries()) {
    const storedIndex = from + si;
    if (qi === 0 && !cutsAt.includes(0)) {
      // What the quotation opens with ("(salvo") must end what comes before the word in the article.
      const lead = gapBefore(quotedSource, quoted, 0);
      if (!gapBefore(article, stored, storedIndex).endsWith(lead)) changed[k] = true;
    }
    if (qi === quoted.length - 1) {
      // What the quotation closes with ("danno,") must begin what comes after the word in the article.
      const trail = gapAfter(quotedSource, quoted, qi);
      if (!cutBetween(qi) && !gapAfter(article, stored, storedIndex).startsWith(trail)) changed[k] = true;
      continue;
    }
    const next = pairs[k + 1];
    if (!next || next[0] !== si + 1 || next[1] !== qi + 1 || cutBetween(qi)) continue;
    if (gapAfter(article, stored, storedIndex) === gapAfter(quotedSource, quoted, qi)) continue;
    const here = shows(k);
    const there = shows(k + 1);
    if (here || !there) changed[k] = true;
    if (there) changed[k + 1] = true;
    if (!here && !there) gapShown.add(k);
  }

  const diff = new DiffBuilder();
  let i = first;
  let j = 0;
  for (const [k, [si, qi]] of pairs.entries()) {
    for (; i < si; i++) diff.remove(storedText(i));
    for (; j < qi; j++) diff.add(quotedText(j));
    if (!changed[k]) diff.same(storedText(si));
    else if (gapShown.has(k)) {
      diff.remove(withGap(article, stored, from + si, passageEnd));
      diff.add(withGap(quotedSource, quoted, qi, quotedSource.length));
    } else {
      diff.remove(storedText(si));
      diff.add(quotedText(qi));
    }
    i = si + 1;
    j = qi + 1;
  }
  for (; j < quoted.length; j++) diff.add(quotedText(j));
  let parts = diff.flush();
  if (parts.every((part) => part.kind === 'same')) {
    // Never reached while the checks above mirror the exact one; should they drift apart, the
    // quotation is still shown as differing, whole, rather than as a diff with nothing marked.
    parts = [
      { kind: 'removed', text: normaliseForComparison(passage) },
      { kind: 'added', text: normaliseForComparison(quotedSource) },
    ];
  }
  return {
    status: 'differs',
    passage,
    // Punctuation alone after the last word is no cut.
    passage_cut_before: /[\p{L}\p{N}]/u.test(article.slice(0, passageStart)),
    passage_cut_after: /[\p{L}\p{N}]/u.test(article.slice(passageEnd)),
    diff: parts,
  };
}
