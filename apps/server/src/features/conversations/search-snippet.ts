import type { SnippetSegment } from '@brocardo/shared';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from './conversation-search.repo';

/** Without a headline to place, the text's opening: this many characters. */
const FALLBACK_LENGTH = 200;

/**
 * The snippet as exact pieces of the stored `text`. The database cut `headline` from `source` (the
 * text as the search reads it, markers blanked: one character for one), so the headline's plain
 * text sits in `source` at the offset where the same characters of `text` are: the pieces are sliced
 * from `text` there, never from the headline (which may have lost the accents).
 */
export interface Snippet {
  segments: SnippetSegment[];
  /** Whether text of the message lies before / after the snippet: the web marks each cut with «[…]». */
  cutBefore: boolean;
  cutAfter: boolean;
}

export function snippetSegments(text: string, source: string, headline: string): Snippet {
  const pieces: SnippetSegment[] = [];
  let highlighted = false;
  let current = '';
  const flush = () => {
    if (current !== '') pieces.push({ text: current, highlighted });
    current = '';
  };
  for (const character of headline) {
    if (character === HIGHLIGHT_START || character === HIGHLIGHT_STOP) {
      flush();
      highlighted = character === HIGHLIGHT_START;
    } else {
      current += character;
    }
  }
  flush();
  const plain = pieces.map((piece) => piece.text).join('');
  const start = plain === '' || source.length !== text.length ? -1 : source.indexOf(plain);
  if (start < 0) {
    const opening = Array.from(text).slice(0, FALLBACK_LENGTH).join('');
    return {
      segments: opening === '' ? [] : [{ text: opening, highlighted: false }],
      cutBefore: false,
      cutAfter: opening.length < text.length,
    };
  }
  let offset = start;
  const segments = pieces.map((piece) => {
    const exact = text.slice(offset, offset + piece.text.length);
    offset += piece.text.length;
    return { text: exact, highlighted: piece.highlighted };
  });
  return {
    segments,
    cutBefore: text.slice(0, start).trim() !== '',
    cutAfter: text.slice(offset).trim() !== '',
  };
}
