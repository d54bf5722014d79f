import { describe, expect, it } from 'vitest';
import { formatEuro, formatItalianNumber, italianToday, parseItalianNumber } from './italian-numbers';

describe('Italian numbers', () => {
  it('writes amounts in euro with Italian separators, four digits included', () => {
    expect(formatEuro(12_500)).toBe('€ 12.500,00');
    expect(formatEuro(1_234.5)).toBe('€ 1.234,50');
    expect(formatEuro(0.5)).toBe('€ 0,50');
    expect(formatEuro(1_000_000)).toBe('€ 1.000.000,00');
    expect(formatItalianNumber(1_234.5)).toBe('1.234,5');
    expect(formatItalianNumber(15)).toBe('15');
  });

  it('reads numbers as Italians type them', () => {
    expect(parseItalianNumber('12500')).toBe(12_500);
    expect(parseItalianNumber('12.500')).toBe(12_500);
    expect(parseItalianNumber('12.500,50')).toBe(12_500.5);
    expect(parseItalianNumber('12.500,00')).toBe(12_500);
    expect(parseItalianNumber('12500,5')).toBe(12_500.5);
    expect(parseItalianNumber('12500.50')).toBe(12_500.5);
    expect(parseItalianNumber('€ 1.234.567,89')).toBe(1_234_567.89);
    expect(parseItalianNumber('0.125')).toBe(0.125);
    expect(parseItalianNumber('dodici')).toBeNull();
    expect(parseItalianNumber('1,2,3')).toBeNull();
    expect(parseItalianNumber('')).toBeNull();
  });

  it('takes today in Italy, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome; 22:30 UTC in summer is 00:30 in Rome.
    expect(italianToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(italianToday(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(italianToday(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
  });
});
