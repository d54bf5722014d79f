import {
  formatLegalReference,
  LEGAL_SOURCE_TYPE,
  SOURCE_TAG_PATTERN,
  splitLegalIdentifier,
  WEB_SOURCE_TYPE,
} from '@brocardo/shared';

const BOLD_OR_ITALIC = /\*\*|__/g;
const LINE_MARKER = /(^|\n)[ \t]*(?:#{1,6}[ \t]+|>[ \t]?)/g;
const ESCAPE = /\\([[\]*_#>\\`-])/g;

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
 */
export function readableSnippetPiece(text: string, role: 'user' | 'assistant' | null): string {
  if (role !== 'assistant') return text;
  return text
    .replace(SOURCE_TAG_PATTERN, (_tag, sourceType: string, identifier: string) =>
      reference(sourceType, identifier),
    )
    .replace(BOLD_OR_ITALIC, '')
    .replace(LINE_MARKER, '$1')
    .replace(ESCAPE, '$1');
}
