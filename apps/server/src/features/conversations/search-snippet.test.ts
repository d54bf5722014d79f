import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_STOP as E, HIGHLIGHT_START as S } from './conversation-search.repo';
import { snippetSegments } from './search-snippet';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

describe('snippetSegments', () => {
  it('slices the pieces from the stored text (accents kept) and flags the cuts on both sides', () => {
    const text = 'Premessa lunga. La responsabilità del medico è contrattuale, disse la Corte. Fine.';
    const headline = `La ${S}responsabilita${E} del medico e contrattuale`;
    const snippet = snippetSegments(text, fold(text), headline);
    expect(snippet.segments).toEqual([
      { text: 'La ', highlighted: false },
      { text: 'responsabilità', highlighted: true },
      { text: ' del medico è contrattuale', highlighted: false },
    ]);
    expect(snippet).toMatchObject({ cutBefore: true, cutAfter: true });
  });

  it('flags no cut when the snippet is the whole text', () => {
    const text = 'Perché il contratto è nullo?';
    const snippet = snippetSegments(text, fold(text), `${S}Perche${E} il contratto e nullo?`);
    expect(snippet.segments.map((piece) => piece.text).join('')).toBe(text);
    expect(snippet).toMatchObject({ cutBefore: false, cutAfter: false });
  });

  it('falls back to the opening, flagged as cut after, when the headline cannot be placed', () => {
    const text = 'x'.repeat(250);
    const snippet = snippetSegments(text, text, 'altro testo');
    expect(snippet.segments).toEqual([{ text: 'x'.repeat(200), highlighted: false }]);
    expect(snippet).toMatchObject({ cutBefore: false, cutAfter: true });
  });
});
