import { describe, expect, it } from 'vitest';
import { cacheHitPercentage, roundDecimal } from './usage-metrics.service';

describe('roundDecimal', () => {
  it('rounds a numeric text half up, exactly', () => {
    expect(roundDecimal('0.00445000', 4)).toBe('0.0045');
    expect(roundDecimal('0.00444999', 4)).toBe('0.0044');
    expect(roundDecimal('0.00009999', 4)).toBe('0.0001');
    expect(roundDecimal('9.99995', 4)).toBe('10.0000');
    expect(roundDecimal('0.0016666666666666666667', 6)).toBe('0.001667');
    expect(roundDecimal('12', 4)).toBe('12.0000');
    expect(roundDecimal('0', 6)).toBe('0.000000');
    expect(roundDecimal('.5', 0)).toBe('1');
  });

  it('refuses what is not a non-negative decimal', () => {
    expect(() => roundDecimal('-1', 2)).toThrow();
    expect(() => roundDecimal('1e-5', 2)).toThrow();
  });
});

describe('cacheHitPercentage', () => {
  it('is cached ÷ prompt × 100 with one decimal, 0 without prompt tokens', () => {
    expect(cacheHitPercentage(1900, 4000)).toBe(47.5);
    expect(cacheHitPercentage(1, 3)).toBe(33.3);
    expect(cacheHitPercentage(2, 3)).toBe(66.7);
    expect(cacheHitPercentage(0, 0)).toBe(0);
    expect(cacheHitPercentage(5, 5)).toBe(100);
  });
});
