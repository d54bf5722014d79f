import { describe, expect, it } from 'vitest';
import { costUnits, dollarAmount, dollars } from './exact-costs';

describe('costUnits', () => {
  it('reads numeric text as whole 10⁻⁸ dollars', () => {
    expect(costUnits('0.00445000')).toBe(445_000n);
    expect(costUnits('12')).toBe(1_200_000_000n);
    expect(costUnits('.5')).toBe(50_000_000n);
    expect(costUnits('0.000000010000')).toBe(1n);
  });

  it('refuses what is not a non-negative decimal, or would lose a digit', () => {
    for (const text of ['-1', '1e-5', '', '.', 'abc', '0.000000001']) {
      expect(() => costUnits(text), text).toThrow();
    }
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
    expect(dollars(0n, 6)).toBe('$0.000000');
    expect(dollars(costUnits('0.5'), 0)).toBe('$1');
  });

  it('divides before rounding: per request, per 1,000 tokens', () => {
    // $0.005 over 3 requests is $0.0016666…, over 7 it is $0.000714285…
    expect(dollars(costUnits('0.005'), 6, 3n)).toBe('$0.001667');
    expect(dollars(costUnits('0.005'), 6, 7n)).toBe('$0.000714');
    // $0.0003 over 1,500 tokens, per 1,000: $0.0002.
    expect(dollars(costUnits('0.0003') * 1000n, 6, 1500n)).toBe('$0.000200');
    // $0.000001 over 2 requests is $0.0000005: a half at the 7th decimal goes up, a hair less does not.
    expect(dollars(costUnits('0.000001'), 6, 2n)).toBe('$0.000001');
    expect(dollars(costUnits('0.00000099'), 6, 2n)).toBe('$0.000000');
  });
});

describe('dollarAmount', () => {
  it('is the double nearest the exact amount', () => {
    expect(dollarAmount(costUnits('0.20659991'))).toBe(0.20659991);
    expect(dollarAmount(costUnits('1234.56789012'))).toBe(1234.56789012);
  });
});
