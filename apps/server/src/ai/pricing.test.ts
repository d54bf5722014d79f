import { describe, expect, it } from 'vitest';
import { costOf, pricesFromConfig, toDecimal } from './pricing';

const prices = { inputCacheHit: 0.07, inputCacheMiss: 0.27, inputCacheWrite: 0.3375, output: 1.1 };

describe('costOf', () => {
  it('splits the prompt into cache hits and misses, and prices the output', () => {
    const cost = costOf({ promptTokens: 10_000, cachedPromptTokens: 4_000, completionTokens: 1_000 }, prices);
    expect(cost.inputCacheHit).toBeCloseTo(0.00028, 12);
    expect(cost.inputCacheMiss).toBeCloseTo(0.00162, 12);
    expect(cost.inputCacheWrite).toBe(0);
    expect(cost.output).toBeCloseTo(0.0011, 12);
    expect(cost.total).toBeCloseTo(0.003, 12);
  });

  it('prices a prompt with nothing cached entirely as misses', () => {
    const cost = costOf({ promptTokens: 1_000_000, cachedPromptTokens: 0, completionTokens: 0 }, prices);
    expect(cost).toEqual({
      inputCacheHit: 0,
      inputCacheMiss: 0.27,
      inputCacheWrite: 0,
      output: 0,
      total: 0.27,
    });
  });

  it('prices cache writes apart: they are part of the prompt, so misses are prompt − cached − written', () => {
    const cost = costOf(
      {
        promptTokens: 10_000,
        cachedPromptTokens: 4_000,
        cacheWritePromptTokens: 5_000,
        completionTokens: 1_000,
      },
      prices,
    );
    // 4,000 × 0.07 + 1,000 × 0.27 + 5,000 × 0.3375 + 1,000 × 1.1, per million.
    expect(cost.inputCacheHit).toBeCloseTo(0.00028, 12);
    expect(cost.inputCacheMiss).toBeCloseTo(0.00027, 12);
    expect(cost.inputCacheWrite).toBeCloseTo(0.0016875, 12);
    expect(cost.output).toBeCloseTo(0.0011, 12);
    expect(cost.total).toBeCloseTo(0.0033375, 12);
  });

  it('never goes negative when a provider reports more cached than prompt tokens', () => {
    const cost = costOf({ promptTokens: 100, cachedPromptTokens: 150, completionTokens: 0 }, prices);
    expect(cost.inputCacheMiss).toBe(0);
    expect(cost.inputCacheHit).toBeCloseTo(0.000007, 12);
  });

  it('clamps cache writes to what the cached tokens leave of the prompt', () => {
    const cost = costOf(
      { promptTokens: 100, cachedPromptTokens: 60, cacheWritePromptTokens: 70, completionTokens: 0 },
      { inputCacheHit: 1_000_000, inputCacheMiss: 1_000_000, inputCacheWrite: 1_000_000, output: 0 },
    );
    expect(cost).toEqual({
      inputCacheHit: 60,
      inputCacheMiss: 0,
      inputCacheWrite: 40,
      output: 0,
      total: 100,
    });
  });

  it('ignores negative counts', () => {
    const cost = costOf(
      { promptTokens: 100, cachedPromptTokens: -5, cacheWritePromptTokens: -5, completionTokens: -1 },
      prices,
    );
    expect(cost.inputCacheHit).toBe(0);
    expect(cost.inputCacheWrite).toBe(0);
    expect(cost.output).toBe(0);
    expect(cost.inputCacheMiss).toBeCloseTo(0.000027, 12);
  });

  it('is zero with the default (zero) prices', () => {
    const zero = pricesFromConfig({
      LLM_PRICE_INPUT_CACHE_HIT: 0,
      LLM_PRICE_INPUT_CACHE_MISS: 0,
      LLM_PRICE_OUTPUT: 0,
    });
    expect(
      costOf(
        { promptTokens: 500, cachedPromptTokens: 100, cacheWritePromptTokens: 50, completionTokens: 50 },
        zero,
      ).total,
    ).toBe(0);
  });
});

describe('pricesFromConfig', () => {
  it('prices cache writes as misses when LLM_PRICE_INPUT_CACHE_WRITE is unset', () => {
    const base = { LLM_PRICE_INPUT_CACHE_HIT: 0.3, LLM_PRICE_INPUT_CACHE_MISS: 3, LLM_PRICE_OUTPUT: 15 };
    expect(pricesFromConfig(base)).toEqual({
      inputCacheHit: 0.3,
      inputCacheMiss: 3,
      inputCacheWrite: 3,
      output: 15,
    });
    expect(pricesFromConfig({ ...base, LLM_PRICE_INPUT_CACHE_WRITE: 3.75 }).inputCacheWrite).toBe(3.75);
    expect(pricesFromConfig({ ...base, LLM_PRICE_INPUT_CACHE_WRITE: 0 }).inputCacheWrite).toBe(0);
  });
});

describe('toDecimal', () => {
  it('writes the 8 decimals of the numeric(14, 8) columns', () => {
    expect(toDecimal(0.00028)).toBe('0.00028000');
    expect(toDecimal(0)).toBe('0.00000000');
    expect(toDecimal(12.5)).toBe('12.50000000');
  });
});
