import { describe, expect, it } from 'vitest';
import { costUnits, dollarAmount, dollars, sumUnits } from './exact-costs';

describe('costUnits', () => {
  it('reads numeric text as whole 10⁻⁸ dollars', () => {
    expect(costUnits('0.00445000')).toBe(445_000);
    expect(costUnits('12')).toBe(1_200_000_000);
    expect(costUnits('.5')).toBe(50_000_000);
    expect(costUnits('0.000000010000')).toBe(1);
  });

  it('goes to BigInt where a number would no longer be exact', () => {
    expect(costUnits('90071992.54740991')).toBe(9_007_199_254_740_991);
    expect(costUnits('90071992.54740992')).toBe(9_007_199_254_740_992n);
    expect(costUnits('123456789012.12345678')).toBe(12_345_678_901_212_345_678n);
  });

  it('refuses what is not a non-negative decimal, or would lose a digit', () => {
    for (const text of ['-1', '1e-5', '', '.', 'abc', '0.000000001']) {
      expect(() => costUnits(text), text).toThrow();
    }
  });
});

describe('sumUnits', () => {
  it('adds exactly, crossing into BigInt when the sum would not be exact', () => {
    expect(sumUnits(1, 2, 3)).toBe(6);
    expect(sumUnits(9_007_199_254_740_991, 1)).toBe(9_007_199_254_740_992n);
    expect(sumUnits(1n, 2)).toBe(3n);
  });
});

describe('dollars', () => {
  it('rounds half up, exactly', () => {
    expect(dollars(costUnits('0.00445000'), 4)).toBe('$0.0045');
    expect(dollars(costUnits('0.00444999'), 4)).toBe('$0.0044');
    expect(dollars(costUnits('0.00009999'), 4)).toBe('$0.0001');
    expect(dollars(costUnits('0.00005'), 4)).toBe('$0.0001');
    expect(dollars(costUnits('9.99995'), 4)).toBe('$10.0000');
    expect(dollars(costUnits('12'), 4)).toBe('$12.0000');
    expect(dollars(0, 6)).toBe('$0.000000');
    expect(dollars(costUnits('0.5'), 0)).toBe('$1');
  });

  it('divides before rounding: per request, per 1,000 tokens', () => {
    // $0.005 over 3 requests is $0.0016666…, over 7 it is $0.000714285…
    expect(dollars(costUnits('0.005'), 6, { per: 3 })).toBe('$0.001667');
    expect(dollars(costUnits('0.005'), 6, { per: 7 })).toBe('$0.000714');
    // $0.0003 over 1,500 tokens, per 1,000: $0.0002.
    expect(dollars(costUnits('0.0003'), 6, { times: 1000, per: 1500 })).toBe('$0.000200');
    // $0.000001 over 2 requests is $0.0000005: a half at the 7th decimal goes up, a hair less does not.
    expect(dollars(costUnits('0.000001'), 6, { per: 2 })).toBe('$0.000001');
    expect(dollars(costUnits('0.00000099'), 6, { per: 2 })).toBe('$0.000000');
  });

  it('gives the same figures through BigInt as through numbers', () => {
    const big = costUnits('123456789012.12345678');
    expect(dollars(big, 4)).toBe('$123456789012.1235');
    expect(dollars(big, 6, { per: 3 })).toBe('$41152263004.041152');
    // Beyond exact numbers only through the multiplication: $100,000 × 1000 ÷ 3 tokens.
    expect(dollars(costUnits('100000'), 6, { times: 1000, per: 3 })).toBe('$33333333.333333');
    for (const [text, per] of [
      ['0.00445000', 1],
      ['1.00445', 3],
      ['0.005', 7],
      ['12345.6789', 11],
    ] as const) {
      const units = costUnits(text) as number;
      expect(dollars(BigInt(units), 6, { per }), text).toBe(dollars(units, 6, { per }));
    }
  });
});

describe('dollarAmount', () => {
  it('is the double nearest the exact amount', () => {
    expect(dollarAmount(costUnits('0.20659991'))).toBe(0.20659991);
    expect(dollarAmount(costUnits('1234.56789012'))).toBe(1234.56789012);
  });
});
