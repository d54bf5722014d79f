import {
  formatLegalReference,
  LEGAL_SOURCE_TYPE,
  SOURCE_TAG_PATTERN,
  splitLegalIdentifier,
  WEB_SOURCE_TYPE,
} from '@brocardo/shared';

const BOLD_OR_ITALIC = /\*\*|__/g;
/** A heading's or a quotation's marker at the start of a line (the piece's own start: `^`). */
const LINE_MARKER = /(^|\n)[ \t]*(?:#{1,6}[ \t]+|>[ \t]?)/g;
const INNER_LINE_MARKER = /(\n)[ \t]*(?:#{1,6}[ \t]+|>[ \t]?)/g;
/** Markdown's backslash escapes: any ASCII punctuation (`1\)` in a numbered clause, `\*`). */
const ESCAPE = /\\([!-/:-@[-`{-~])/g;

function reference(sourceType: string, identifier: string): string {
  if (sourceType === LEGAL_SOURCE_TYPE) {
    const parts = splitLegalIdentifier(identifier);
    return parts ? formatLegalReference(parts.act, parts.article) : identifier;
  }
  if (sourceType === WEB_SOURCE_TYPE) return `fonte web ${identifier}`;
  return 'documento';
}

/**
 * A piece of an answer's snippet as the chat shows the answer: its `@source:` tags as the references
 * their chips read ('art. 1325 c.c.'), without Markdown's marks (bold, headings, quotation markers,
 * escapes). The words are the stored ones. A question is shown as typed: only answers are Markdown.
 * `startsLine`: the piece begins where a line of the message does.
 */
export function readableSnippetPiece(
  text: string,
  role: 'user' | 'assistant' | null,
  startsLine = false,
): string {
  if (role !== 'assistant') return text;
  return (
    text
      .replace(SOURCE_TAG_PATTERN, (_tag, sourceType: string, identifier: string) =>
        reference(sourceType, identifier),
      )
      .replace(BOLD_OR_ITALIC, '')
      // A piece after a highlighted word starts mid-line: its «>» is a sign, not a marker.
      .replace(startsLine ? LINE_MARKER : INNER_LINE_MARKER, '$1')
      .replace(ESCAPE, '$1')
  );
}
