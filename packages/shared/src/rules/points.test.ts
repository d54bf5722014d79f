import { describe, expect, it } from 'vitest';
import { DEFAULT_POINT_COSTS, formatPoints, isPointsAction, USAGE_ACTIONS } from './points';

describe('formatPoints', () => {
  it('shows numbers under a thousand as they are', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(2)).toBe('2');
    expect(formatPoints(999)).toBe('999');
  });

  it('shows thousands as K with at most one decimal and a decimal comma', () => {
    expect(formatPoints(1_000)).toBe('1K');
    expect(formatPoints(1_500)).toBe('1,5K');
    expect(formatPoints(12_345)).toBe('12,3K');
    expect(formatPoints(250_000)).toBe('250K');
  });

  it('shows millions as M with at most one decimal', () => {
    expect(formatPoints(1_000_000)).toBe('1M');
    expect(formatPoints(2_500_000)).toBe('2,5M');
    expect(formatPoints(1_250_000)).toBe('1,2M');
  });

  it('cuts the decimal rather than rounding, so a balance is never shown higher than it is', () => {
    expect(formatPoints(1_099)).toBe('1K');
    expect(formatPoints(1_999)).toBe('1,9K');
    // Rounding would show '1000K' (or '1M') for a balance short of a million.
    expect(formatPoints(999_999)).toBe('999,9K');
    expect(formatPoints(1_299_999)).toBe('1,2M');
  });

  it('keeps the sign of a negative balance', () => {
    expect(formatPoints(-5)).toBe('-5');
    expect(formatPoints(-1_500)).toBe('-1,5K');
    expect(formatPoints(-2_000_000)).toBe('-2M');
  });
});

describe('usage actions', () => {
  it('are the chargeable actions plus query enrichment, which has no cost', () => {
    expect(USAGE_ACTIONS.filter(isPointsAction)).toEqual(Object.keys(DEFAULT_POINT_COSTS));
    expect(isPointsAction('query_enrichment')).toBe(false);
    expect('query_enrichment' in DEFAULT_POINT_COSTS).toBe(false);
  });
});
