import { describe, expect, it } from 'vitest';
import { checkedDocument } from './checked-document';

const reply = () => ({
  type: 'XLS',
  pageCount: 1,
  ocrPages: 0,
  blocks: [
    { page: 1, text: 'Foglio: Pratiche', kind: 'heading' },
    { page: 1, text: '| Cliente |\n| Rossi |', kind: 'table' },
  ],
});

describe('checkedDocument', () => {
  it('returns what a parse produces, rebuilt from its own fields', () => {
    const value = reply();
    const checked = checkedDocument(value, 'XLS');
    expect(checked).toEqual(value);
    expect(checked).not.toBe(value);
    expect(checked?.blocks[0]).not.toBe(value.blocks[0]);
    expect(
      checkedDocument(
        { ...value, type: 'DOCX', blocks: [{ page: null, text: 'x', kind: 'paragraph' }] },
        'DOCX',
      ),
    ).toMatchObject({ blocks: [{ page: null }] });
  });

  it('keeps only the expected fields: extra keys and a cloned `__proto__` key stay behind', () => {
    // A structured clone of `{ "__proto__": … }` arrives as an own property, as JSON.parse makes it.
    const value = JSON.parse(
      '{"type":"XLS","pageCount":1,"ocrPages":0,"__proto__":{"isAdmin":true},"extra":"x",' +
        '"blocks":[{"page":1,"text":"a","kind":"paragraph","__proto__":{"polluted":1},"html":"<b>"}]}',
    );
    const checked = checkedDocument(value, 'XLS');
    expect(checked).toEqual({
      type: 'XLS',
      pageCount: 1,
      ocrPages: 0,
      blocks: [{ page: 1, text: 'a', kind: 'paragraph' }],
    });
    expect(Object.keys(checked!)).toEqual(['type', 'pageCount', 'ocrPages', 'blocks']);
    expect(Object.keys(checked!.blocks[0]!)).toEqual(['page', 'text', 'kind']);
    expect(Object.getPrototypeOf(checked)).toBe(Object.prototype);
    expect((checked as unknown as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('never reads an inherited field', () => {
    const inherited = Object.create(reply());
    expect(checkedDocument(inherited, 'XLS')).toBeNull();
    const block = Object.create({ page: 1, text: 'a', kind: 'paragraph' });
    expect(checkedDocument({ ...reply(), blocks: [block] }, 'XLS')).toBeNull();
  });

  it('refuses anything else', () => {
    const broken: unknown[] = [
      null,
      'XLS',
      [],
      { ...reply(), type: 'PDF' },
      { ...reply(), pageCount: -1 },
      { ...reply(), pageCount: 1.5 },
      { ...reply(), ocrPages: '0' },
      { ...reply(), blocks: 'Foglio' },
      { ...reply(), blocks: [null] },
      { ...reply(), blocks: [{ page: 1, text: 42, kind: 'paragraph' }] },
      { ...reply(), blocks: [{ page: 1, text: 'a', kind: 'script' }] },
      { ...reply(), blocks: [{ page: 0, text: 'a', kind: 'paragraph' }] },
      { ...reply(), blocks: [{ page: '1', text: 'a', kind: 'paragraph' }] },
      { ...reply(), blocks: [{ text: 'a', kind: 'paragraph' }] },
    ];
    for (const value of broken) expect(checkedDocument(value, 'XLS'), JSON.stringify(value)).toBeNull();
  });
});
