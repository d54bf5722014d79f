import { describe, expect, it } from 'vitest';
import { cacheHitPercentage } from './user-spending.service';

describe('cacheHitPercentage', () => {
  it('is cached ÷ prompt × 100 with one decimal, 0 without prompt tokens', () => {
    expect(cacheHitPercentage(1900, 4000)).toBe(47.5);
    expect(cacheHitPercentage(1, 3)).toBe(33.3);
    expect(cacheHitPercentage(2, 3)).toBe(66.7);
    expect(cacheHitPercentage(0, 0)).toBe(0);
    expect(cacheHitPercentage(5, 5)).toBe(100);
  });
});
