import { Bm25Index, type QueryTerm, topDocuments } from '../../retrieval/bm25-index';
import { analyse, analyseQuery, bigrams } from '../../retrieval/text-analysis';

/** A stretch of a chunk's text, as stored: `text` is `chunk.text.slice(start, end)`. */
export interface ReviewPassage<C> {
  chunk: C;
  text: string;
  /** The chunk's heading and, when the passage opens with one, its clause's own title line. */
  heading: string;
}

interface PassageSource {
  heading: string | null;
  text: string;
}

/** A passage ends with a line that ends a sentence or a clause. */
const SENTENCE_END = /[.;:!?…]["»”)]?$/;
/** …or once it is this long, at a line's end (a text with no stops at all). */
const PASSAGE_MAX_CHARS = 1_200;
/** A first line this short that ends no sentence is the clause's title ("Art. 3 – Canone", "DURATA"). */
const TITLE_MAX_CHARS = 80;

/**
 * A chunk's passages: runs of lines up to one that ends a sentence, so a clause's title line goes
 * with its paragraph and a PDF's hard-wrapped lines make whole sentences again. Every passage is an
 * exact substring of the chunk, so a quotation of it is verbatim.
 */
export function passagesOf<C extends PassageSource>(chunk: C): ReviewPassage<C>[] {
  const passages: ReviewPassage<C>[] = [];
  let first: { start: number; end: number } | null = null;
  let last: { start: number; end: number } | null = null;
  const close = () => {
    if (!first || !last) return;
    const firstLine = chunk.text.slice(first.start, first.end);
    const title = first !== last && firstLine.length <= TITLE_MAX_CHARS && !SENTENCE_END.test(firstLine);
    passages.push({
      chunk,
      text: chunk.text.slice(first.start, last.end),
      heading: [chunk.heading ?? '', title ? firstLine : ''].filter(Boolean).join(' '),
    });
    first = null;
    last = null;
  };
  for (const match of chunk.text.matchAll(/[^\n]+/g)) {
    const leading = match[0].length - match[0].trimStart().length;
    const trimmed = match[0].trim();
    if (!trimmed) continue;
    const line = { start: match.index + leading, end: match.index + leading + trimmed.length };
    first ??= line;
    last = line;
    if (SENTENCE_END.test(trimmed) || line.end - first.start >= PASSAGE_MAX_CHARS) close();
  }
  close();
  return passages;
}

/** The items ranked by BM25 for the question (text and heading fields), best first, scoring ones only. */
export function rankedForQuestion<T>(
  items: readonly T[],
  fields: (item: T) => { text: string; heading: string | null },
  question: string,
): { item: T; score: number }[] {
  const index = new Bm25Index({
    fields: [
      { name: 'text', weight: 1, b: 0.75 },
      { name: 'heading', weight: 2, b: 0.5 },
    ],
  });
  for (const item of items) {
    const { text, heading } = fields(item);
    index.add([analyse(text), heading ? analyse(heading) : []]);
  }
  index.finish();
  const terms = analyseQuery(question);
  const query: QueryTerm[] = [...terms, ...bigrams(terms)].map((term) => ({ term, weight: 1 }));
  const scores = new Float64Array(index.size);
  index.accumulate(query, scores);
  return topDocuments(scores, items.length)
    .filter((hit) => hit.score > 0)
    .map((hit) => ({ item: items[hit.doc]!, score: hit.score }));
}
