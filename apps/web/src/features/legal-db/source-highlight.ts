/**
 * Which passage of a cited source the answer relied on (the 'source-highlight' of spec 1 §2).
 * First choice: the excerpt the model was given (the stream's `citations` event), where it is
 * found in the text. Otherwise: the paragraph(s) sharing the most words with the sentence of the
 * answer around the citation.
 */

export interface TextSegment {
  text: string;
  marked: boolean;
}

export interface SourceHighlight {
  segments: TextSegment[];
  /** True when some passage is marked. */
  highlighted: boolean;
}

export interface HighlightHints {
  /** The excerpt given to the model; several pieces may be joined by an ellipsis. */
  excerpt?: string | undefined;
  /** The sentence of the answer around the citation. */
  context?: string | undefined;
}

type Range = [start: number, end: number];

/** Pieces shorter than this could match by chance. */
const MIN_FRAGMENT_LENGTH = 12;
/** Shared words a paragraph needs before it is marked. */
const MIN_SHARED_WORDS = 2;

const STOPWORDS = new Set(
  (
    'art artt comma anche alla alle allo agli dalla dalle dallo dagli della delle dello degli nella nelle ' +
    'nello negli sulla sulle sullo sugli che chi cui con come per tra fra non una uno sono sia essere ' +
    'del dei gli questo questa quello quella ogni suo sua suoi sue loro più può ' +
    'qualora ove nei nel sul dal dai'
  ).split(' '),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const tidy = (fragment: string) => fragment.trim().replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '');

/**
 * Where `fragment` stands in `content`: line breaks and spacing may differ between the two. A
 * fragment shorter than MIN_FRAGMENT_LENGTH is not looked for (it could match by chance).
 */
function findFragment(content: string, fragment: string): Range | null {
  if (fragment.length < MIN_FRAGMENT_LENGTH) return null;
  const pattern = new RegExp(escapeRegExp(fragment).replace(/\s+/g, '\\s+'), 'iu');
  const match = pattern.exec(content);
  return match ? [match.index, match.index + match[0].length] : null;
}

/**
 * Each uncut piece of the excerpt (between "[…]" or "…") is marked whole where the text holds it,
 * so a short numbered clause inside it ("2) la causa;") is marked with its list; a piece the text
 * does not hold as a whole is looked for line by line.
 */
function excerptRanges(content: string, excerpt: string): Range[] {
  const ranges: Range[] = [];
  for (const piece of excerpt.split(/\[…\]|…|\.{3}/).map(tidy)) {
    const whole = findFragment(content, piece);
    if (whole) {
      ranges.push(whole);
      continue;
    }
    for (const line of piece.split(/\n+/).map(tidy)) {
      const found = findFragment(content, line);
      if (found) ranges.push(found);
    }
  }
  return ranges;
}

export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length >= 3 && !STOPWORDS.has(word)));
}

function paragraphRanges(content: string, context: string): Range[] {
  const wanted = contentWords(context);
  if (wanted.size === 0) return [];
  const scored: { range: Range; score: number }[] = [];
  let offset = 0;
  for (const line of content.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (line.trim() === '') continue;
    let score = 0;
    for (const word of contentWords(line)) if (wanted.has(word)) score += 1;
    scored.push({ range: [start, start + line.length], score });
  }
  const best = Math.max(0, ...scored.map((item) => item.score));
  if (best < Math.min(MIN_SHARED_WORDS, wanted.size)) return [];
  return scored.filter((item) => item.score === best).map((item) => item.range);
}

function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

export function highlightSource(content: string, hints: HighlightHints): SourceHighlight {
  let ranges = hints.excerpt ? excerptRanges(content, hints.excerpt) : [];
  if (ranges.length === 0) {
    const words = hints.context?.trim() ? hints.context : hints.excerpt;
    ranges = words ? paragraphRanges(content, words) : [];
  }
  const segments: TextSegment[] = [];
  let last = 0;
  for (const [start, end] of merge(ranges)) {
    if (start > last) segments.push({ text: content.slice(last, start), marked: false });
    segments.push({ text: content.slice(start, end), marked: true });
    last = end;
  }
  if (last < content.length || segments.length === 0)
    segments.push({ text: content.slice(last), marked: false });
  return { segments, highlighted: ranges.length > 0 };
}
