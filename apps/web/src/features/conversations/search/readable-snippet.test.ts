import { describe, expect, it } from 'vitest';
import { readableSnippetPiece } from './readable-snippet';

describe('readableSnippetPiece', () => {
  it('shows an answer as the chat does: references for the tags, no Markdown marks', () => {
    expect(
      readableSnippetPiece(
        'nullità. @source:legal:cc-1325 **art. 72 cod. cons. — Requisiti** \\[…\\]\n### Passaggi\n> Qualunque fatto',
        'assistant',
        true,
      ),
    ).toBe('nullità. art. 1325 c.c. art. 72 cod. cons. — Requisiti […]\nPassaggi\nQualunque fatto');
    expect(readableSnippetPiece('### Norme', 'assistant', true)).toBe('Norme');
    // After a highlighted word the piece is mid-line: «> 100» is a sign.
    expect(readableSnippetPiece(' > 100 euro', 'assistant')).toBe(' > 100 euro');
    expect(readableSnippetPiece('vedi @source:web:2.', 'assistant')).toBe('vedi fonte web 2.');
    expect(readableSnippetPiece('nel @source:user:0b6f3a52-1c2d:3 si legge', 'assistant')).toBe(
      'nel documento si legge',
    );
  });

  it('drops every Markdown escape: the numbered clauses read «1)», not «1\\)»', () => {
    expect(
      readableSnippetPiece(
        "requisiti del contratto sono: 1\\) l'accordo delle parti; 2\\) la causa \\(art\\. 1325\\)!",
        'assistant',
      ),
    ).toBe("requisiti del contratto sono: 1) l'accordo delle parti; 2) la causa (art. 1325)!");
    // A backslash before a letter is not an escape: it stays.
    expect(readableSnippetPiece('C:\\documenti', 'assistant')).toBe('C:\\documenti');
  });

  it('leaves a question and a title as typed', () => {
    const typed = 'Perché **non** @source:legal:cc-1 # ok';
    expect(readableSnippetPiece(typed, 'user')).toBe(typed);
    expect(readableSnippetPiece(typed, null)).toBe(typed);
  });
});
