import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('agrees the noun with the number, written the Italian way', () => {
    expect(countOf(1, 'colonna', 'colonne')).toBe('1 colonna');
    expect(countOf(0, 'documento', 'documenti')).toBe('0 documenti');
    expect(countOf(12000, 'documento', 'documenti')).toBe('12.000 documenti');
  });
});
