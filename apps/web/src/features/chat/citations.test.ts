import { describe, expect, it } from 'vitest';
import type { MdNode } from './citation-context';
import { findCitations, remarkCitations } from './citations';

/** Mdast as remark-parse builds it: a root of blocks holding inline nodes. */
const text = (value: string): MdNode => ({ type: 'text', value });
const node = (type: string, ...children: MdNode[]): MdNode => ({ type, children });
const root = (...blocks: MdNode[]) => node('root', ...blocks);
const paragraph = (...inline: (MdNode | string)[]) =>
  node('paragraph', ...inline.map((item) => (typeof item === 'string' ? text(item) : item)));

function citationsOf(tree: MdNode, references?: string[]) {
  remarkCitations({ references })(tree);
  const found: { properties: Record<string, unknown>; text: string }[] = [];
  const walk = (node: MdNode) => {
    if (node.type === 'citation') {
      const data = node.data as { hProperties: Record<string, unknown>; hChildren: { value: string }[] };
      found.push({ properties: data.hProperties, text: data.hChildren[0]?.value ?? '' });
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return found;
}

describe('remarkCitations', () => {
  it('finds @source tags, not in links, and keeps the sentence around each', () => {
    expect(findCitations('Vedi @source:legal:cc-2043. E @source:user:12#3')).toEqual([
      { sourceType: 'legal', identifier: 'cc-2043' },
      { sourceType: 'user', identifier: '12#3' },
    ]);
    const found = citationsOf(
      root(
        paragraph(
          'Premessa generale. Chi cagiona un danno ingiusto deve risarcirlo @source:legal:cc-2043. Altro.',
        ),
        paragraph({ type: 'link', children: [text('link @source:legal:cc-1')] }),
      ),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.properties).toMatchObject({
      dataSourceType: 'legal',
      dataIdentifier: 'cc-2043',
      dataKind: 'tag',
      dataContext: 'Chi cagiona un danno ingiusto deve risarcirlo.',
    });
  });

  it('a personal document’s passage is `{documentId}:{chunk}`; a colon or full stop after a tag is not taken', () => {
    const id = '3f2b8c1e-0a4d-4c6b-9e1f-0123456789ab';
    expect(findCitations(`Penale @source:user:${id}:4. Poi @source:legal:cc-2043: il danno.`)).toEqual([
      { sourceType: 'user', identifier: `${id}:4` },
      { sourceType: 'legal', identifier: 'cc-2043' },
    ]);
    const [found] = citationsOf(root(paragraph(`La penale è del 2% per settimana @source:user:${id}:12.`)));
    expect(found?.properties).toMatchObject({ dataSourceType: 'user', dataIdentifier: `${id}:12` });
    expect(found?.text).toBe(`user:${id}:12`);
  });

  it('a tag after the full stop takes the sentence before it', () => {
    const [found] = citationsOf(
      root(paragraph('Il contratto si risolve per inadempimento grave. @source:legal:cc-1453')),
    );
    expect(found?.properties.dataContext).toBe('Il contratto si risolve per inadempimento grave.');
  });

  it('wraps the plain references given, first occurrence each and in order, across formatting', () => {
    const found = citationsOf(
      root(
        paragraph(
          'Secondo l’art. 1453 c.c. il contratto si risolve; l’',
          node('strong', text('art. 2043 c.c.')),
          ' riguarda l’illecito, e ancora l’art. 1453 c.c. torna.',
        ),
      ),
      ['art. 1453 c.c.', 'art. 2043 c.c.', 'art. 1453 c.c.', 'art. 9999 c.c.'],
    );
    expect(found.map((item) => [item.text, item.properties.dataKind, item.properties.dataRef])).toEqual([
      ['art. 1453 c.c.', 'reference', 0],
      ['art. 2043 c.c.', 'reference', 1],
      ['art. 1453 c.c.', 'reference', 2],
    ]);
    // `art.` and `c.c.` do not end the sentence.
    expect(found[0]?.properties.dataContext).toContain('il contratto si risolve');
  });

  it('leaves inline code alone', () => {
    const tree = root(paragraph({ type: 'inlineCode', value: 'art. 1453 c.c.' }, ' e @source:legal:cc-1'));
    expect(citationsOf(tree, ['art. 1453 c.c.'])).toHaveLength(1);
  });
});
