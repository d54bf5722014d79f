import { parseLegalCitations } from '@brocardo/shared';

/** Longest rewrite used: a line of terms and references, not an answer. */
export const ENRICHMENT_MAX_LENGTH = 300;
const ENRICHMENT_MAX_WORDS = 40;
/** Letters, digits, spaces and the punctuation of terms and references (`art. 1576 c.c.`, `612-bis`). */
const TERMS_AND_REFERENCES = /^[\p{L}\p{N}\s.,;'’()/§-]+$/u;

/**
 * The model's rewrite of a question, used and shown only if it is what was asked for: one line of
 * terms and references, of bounded length, every cited article existing in the corpus. Anything
 * else (an answer, markdown, a link, an invented article) is discarded: null.
 */
export function checkedEnrichment(
  raw: string | null,
  articleExists: (identifier: string) => boolean,
): string | null {
  if (!raw) return null;
  const lines = raw
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length !== 1) return null;
  const line = lines[0]!.replace(/\s+/g, ' ');
  if (line.length > ENRICHMENT_MAX_LENGTH || !TERMS_AND_REFERENCES.test(line)) return null;
  if (line.split(' ').length > ENRICHMENT_MAX_WORDS) return null;
  const citations = parseLegalCitations(line);
  if (citations.some((citation) => !articleExists(citation.identifier))) return null;
  return line;
}
