/**
 * Quotations in a brief and the article each one is attributed to.
 *
 * A quotation is text between «…», “…” or "…" of at least MIN_QUOTATION_WORDS words: a shorter
 * quoted run ("danno ingiusto") is a term, not a quotation worth comparing.
 *
 * Attribution: the nearest reference in the same sentence, the one before the quotation preferred
 * ("l'art. 2043 c.c. dispone che «…»") over the one after it ("«…» (art. 2043 c.c.)"). A sentence
 * ends at a line break or at ". ", "! ", "? " before a capital letter outside the quotation; a colon
 * or a semicolon does not end it. A reference's own dots ("c.c.") are inside the reference, but its
 * last one may end the sentence too ("…art. 2043 c.c. Il giudice…"), so it is read with the gap.
 */

export interface FoundQuotation {
  /** The words between the marks. */
  text: string;
  start: number;
  end: number;
}

export interface AttributableReference {
  start: number;
  end: number;
}

export const MIN_QUOTATION_WORDS = 3;

const QUOTATION = /«([^«»]{1,4000})»|“([^“”]{1,4000})”|"([^"\n]{1,4000})"/g;

export function findQuotations(text: string): FoundQuotation[] {
  const found: FoundQuotation[] = [];
  for (const match of text.matchAll(QUOTATION)) {
    const inner = match[1] ?? match[2] ?? match[3] ?? '';
    const start = (match.index ?? 0) + 1;
    const leading = inner.length - inner.trimStart().length;
    const trimmed = inner.trim();
    if (trimmed.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length < MIN_QUOTATION_WORDS) continue;
    found.push({ text: trimmed, start: start + leading, end: start + leading + trimmed.length });
  }
  return found;
}

const SENTENCE_END = /\n|[.!?]["»”)]?\s+(?=[«"“(]?\p{Lu})/u;

/** Whether the text between two spans stays within one sentence. */
export function sameSentence(between: string): boolean {
  return !SENTENCE_END.test(between);
}

/**
 * The reference a quotation is attributed to (see the file's comment), or null. `references` are
 * the citable ones, in any order; a reference overlapping the quotation is never its own source.
 */
export function attributeQuotation<R extends AttributableReference>(
  text: string,
  quotation: FoundQuotation,
  references: readonly R[],
): R | null {
  let before: R | null = null;
  let after: R | null = null;
  for (const reference of references) {
    if (reference.end <= quotation.start - 1) {
      if (!before || reference.end > before.end) before = reference;
    } else if (reference.start >= quotation.end + 1) {
      if (!after || reference.start < after.start) after = reference;
    }
  }
  // "c.c." may end the sentence too: its last dot is read with the gap.
  const gapStart = before && text[before.end - 1] === '.' ? before.end - 1 : (before?.end ?? 0);
  if (before && sameSentence(text.slice(gapStart, quotation.start - 1))) return before;
  if (after && sameSentence(text.slice(quotation.end + 1, after.start))) return after;
  return null;
}
