import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentMarkdown } from './document-markdown';

// The end of the AI disclosure (informativa-uso-ia): art. 13 L. 132/2025 quoted, a paragraph a line.
const DISCLOSURE_END = `## Testo della norma

Art. 13 della legge 23 settembre 2025, n. 132 (Disposizioni in materia di professioni intellettuali):

> 1. L'utilizzo di sistemi di intelligenza artificiale nelle professioni intellettuali è finalizzato al solo esercizio delle attività strumentali.
>
> 2. Per assicurare il rapporto fiduciario tra professionista e cliente, le informazioni sono comunicate con linguaggio chiaro.

Roma, 1 marzo 2026
`;

/** A list item's text nodes of white space only (shown as lines of their own: whitespace-pre-line). */
function blankTextNodes(item: Element): ChildNode[] {
  return [...item.childNodes].filter(
    (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '',
  );
}

describe('DocumentMarkdown', () => {
  it("puts a quoted article's paragraph number and its text on one line", () => {
    render(<DocumentMarkdown text={DISCLOSURE_END} />);
    const content = screen.getByTestId('document-content');
    const items = within(content).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.closest('blockquote ol')).not.toBeNull();
    for (const item of items) {
      // A list item keeps its line breaks: a "\n" before its paragraph put the number on a line alone.
      expect(blankTextNodes(item)).toEqual([]);
      expect(item.firstChild?.nodeName).toBe('P');
    }
    expect(items[0]?.textContent).toBe(
      "L'utilizzo di sistemi di intelligenza artificiale nelle professioni intellettuali è finalizzato al solo esercizio delle attività strumentali.",
    );
    expect(items[1]?.textContent).toMatch(/^Per assicurare il rapporto fiduciario/);
  });

  it('keeps the line breaks and the spaces inside a list item', () => {
    render(
      <DocumentMarkdown text={'- **Avv.** **Rossi**\n  Via Roma 1\n\n1. primo\n\n   seguito\n2. secondo'} />,
    );
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first?.textContent).toBe('Avv. Rossi\nVia Roma 1');
    // Two paragraphs of a loose item, with nothing between them.
    expect([...(second?.childNodes ?? [])].map((node) => node.nodeName)).toEqual(['P', 'P']);
    expect(second?.textContent).toBe('primoseguito');
    expect(third?.textContent).toBe('secondo');
  });
});
