import { describe, expect, it } from 'vitest';
import { costOf, pricesFromConfig, toDecimal } from './pricing';

const prices = { inputCacheHit: 0.07, inputCacheMiss: 0.27, output: 1.1 };

describe('costOf', () => {
  it('splits the prompt into cache hits and misses, and prices the output', () => {
    const cost = costOf({ promptTokens: 10_000, cachedPromptTokens: 4_000, completionTokens: 1_000 }, prices);
    expect(cost.inputCacheHit).toBeCloseTo(0.00028, 12);
    expect(cost.inputCacheMiss).toBeCloseTo(0.00162, 12);
    expect(cost.output).toBeCloseTo(0.0011, 12);
    expect(cost.total).toBeCloseTo(0.003, 12);
  });

  it('prices a prompt with nothing cached entirely as misses', () => {
    const cost = costOf({ promptTokens: 1_000_000, cachedPromptTokens: 0, completionTokens: 0 }, prices);
    expect(cost).toEqual({ inputCacheHit: 0, inputCacheMiss: 0.27, output: 0, total: 0.27 });
  });

  it('never goes negative when a provider reports more cached than prompt tokens', () => {
    const cost = costOf({ promptTokens: 100, cachedPromptTokens: 150, completionTokens: 0 }, prices);
    expect(cost.inputCacheMiss).toBe(0);
    expect(cost.inputCacheHit).toBeCloseTo(0.000007, 12);
  });

  it('is zero with the default (zero) prices', () => {
    const zero = pricesFromConfig({
      LLM_PRICE_INPUT_CACHE_HIT: 0,
      LLM_PRICE_INPUT_CACHE_MISS: 0,
      LLM_PRICE_OUTPUT: 0,
    });
    expect(costOf({ promptTokens: 500, cachedPromptTokens: 100, completionTokens: 50 }, zero).total).toBe(0);
  });
});

describe('toDecimal', () => {
  it('writes the 8 decimals of the numeric(14, 8) columns', () => {
    expect(toDecimal(0.00028)).toBe('0.00028000');
    expect(toDecimal(0)).toBe('0.00000000');
    expect(toDecimal(12.5)).toBe('12.50000000');
  });
});
