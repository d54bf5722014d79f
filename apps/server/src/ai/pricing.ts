import type { LlmUsage } from './llm';

/** Prices per million tokens, in the provider's currency (LLM_PRICE_* in the configuration). */
export interface LlmPrices {
  inputCacheHit: number;
  inputCacheMiss: number;
  output: number;
}

export interface LlmCost {
  /** Prompt tokens served from the provider's cache. */
  inputCacheHit: number;
  /** The other prompt tokens. */
  inputCacheMiss: number;
  output: number;
  total: number;
}

const PER_MILLION = 1_000_000;

/**
 * What one call cost. Prompt tokens include the cached ones (OpenAI's `prompt_tokens`, and
 * DeepSeek's hit + miss), so the cache-miss share is the difference; a provider reporting more
 * cached than prompt tokens is clamped rather than producing a negative cost.
 */
export function costOf(usage: LlmUsage, prices: LlmPrices): LlmCost {
  const cached = Math.min(Math.max(usage.cachedPromptTokens, 0), Math.max(usage.promptTokens, 0));
  const missed = Math.max(usage.promptTokens, 0) - cached;
  const inputCacheHit = (cached * prices.inputCacheHit) / PER_MILLION;
  const inputCacheMiss = (missed * prices.inputCacheMiss) / PER_MILLION;
  const output = (Math.max(usage.completionTokens, 0) * prices.output) / PER_MILLION;
  return { inputCacheHit, inputCacheMiss, output, total: inputCacheHit + inputCacheMiss + output };
}

/** A cost as the usage_records numeric(14, 8) columns store it. */
export function toDecimal(amount: number): string {
  return amount.toFixed(8);
}

export function pricesFromConfig(config: {
  LLM_PRICE_INPUT_CACHE_HIT: number;
  LLM_PRICE_INPUT_CACHE_MISS: number;
  LLM_PRICE_OUTPUT: number;
}): LlmPrices {
  return {
    inputCacheHit: config.LLM_PRICE_INPUT_CACHE_HIT,
    inputCacheMiss: config.LLM_PRICE_INPUT_CACHE_MISS,
    output: config.LLM_PRICE_OUTPUT,
  };
}
