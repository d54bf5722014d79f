import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './nul-guard';

const findNulCharacter = (value: unknown) => findUnstorableText(value)?.path ?? null;

describe('findNulCharacter', () => {
  it('finds U+0000 in any string or key, and names its path', () => {
    expect(findNulCharacter({ title: 'ok', items: [{ name: 'a' }, { name: 'b\u0000c' }] })).toEqual([
      'items',
      '1',
      'name',
    ]);
    expect(findNulCharacter({ meta: { 'chi\u0000ave': 1 } })).toEqual(['meta', 'chiave']);
    expect(findNulCharacter('\u0000')).toEqual([]);
    expect(findNulCharacter(['x', ['y', '\u0000']])).toEqual(['1', '1']);
  });

  it('passes clean values, other control characters and non-strings', () => {
    expect(findNulCharacter({ a: 'testo\u0001\n\t', b: [1, true, null], c: undefined })).toBeNull();
    expect(findNulCharacter(undefined)).toBeNull();
    expect(findNulCharacter(42)).toBeNull();
  });

  it('walks a very deep body without overflowing the stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    const path = findNulCharacter(deep);
    expect(path).toHaveLength(depth);
    expect(findNulCharacter(JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`))).toBeNull();
  });
});

describe('findUnstorableText', () => {
  it('finds a lone surrogate in a value or a key, and lets well-formed text (emoji included) through', () => {
    expect(findUnstorableText({ a: 'ok', b: ['inizio \ud800 fine'] })).toEqual({
      path: ['b', '0'],
      message: LONE_SURROGATE_MESSAGE,
    });
    expect(findUnstorableText({ meta: { 'chi\udc00ave': 1 } })?.path).toEqual(['meta', 'chiave']);
    expect(findUnstorableText({ a: 'Studio 👩‍⚖️ Rossi — «art. 2043»' })).toBeNull();
    expect(findUnstorableText({ a: 'x\u0000' })?.message).toBe(NUL_CHARACTER_MESSAGE);
  });
});
