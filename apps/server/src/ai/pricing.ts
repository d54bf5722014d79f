import type { LlmUsage } from './llm';

/** Prices per million tokens, in the provider's currency (LLM_PRICE_* in the configuration). */
export interface LlmPrices {
  inputCacheHit: number;
  inputCacheMiss: number;
  /** Prompt tokens written to the provider's cache (LLM_PRICE_INPUT_CACHE_WRITE; unset: the miss price). */
  inputCacheWrite: number;
  output: number;
}

export interface LlmCost {
  /** Prompt tokens served from the provider's cache. */
  inputCacheHit: number;
  /** The other prompt tokens, neither read from nor written to the cache. */
  inputCacheMiss: number;
  /** Prompt tokens written to the provider's cache. */
  inputCacheWrite: number;
  output: number;
  total: number;
}

const PER_MILLION = 1_000_000;

const nonNegative = (value: number | undefined) => Math.max(value ?? 0, 0);

/**
 * What one call cost. Prompt tokens include the cached ones and the ones written to the cache
 * (OpenAI's `prompt_tokens`, DeepSeek's hit + miss, OpenRouter's cache writes), so the cache-miss
 * share is what remains: prompt − cached − written. A provider reporting more cached or written than
 * prompt tokens is clamped (cached first, then written) rather than producing a negative cost.
 */
export function costOf(usage: LlmUsage, prices: LlmPrices): LlmCost {
  const prompt = nonNegative(usage.promptTokens);
  const cached = Math.min(nonNegative(usage.cachedPromptTokens), prompt);
  const written = Math.min(nonNegative(usage.cacheWritePromptTokens), prompt - cached);
  const missed = prompt - cached - written;
  const inputCacheHit = (cached * prices.inputCacheHit) / PER_MILLION;
  const inputCacheMiss = (missed * prices.inputCacheMiss) / PER_MILLION;
  const inputCacheWrite = (written * prices.inputCacheWrite) / PER_MILLION;
  const output = (nonNegative(usage.completionTokens) * prices.output) / PER_MILLION;
  return {
    inputCacheHit,
    inputCacheMiss,
    inputCacheWrite,
    output,
    total: inputCacheHit + inputCacheMiss + inputCacheWrite + output,
  };
}

/** A cost as the usage_records numeric(14, 8) columns store it. */
export function toDecimal(amount: number): string {
  return amount.toFixed(8);
}

export function pricesFromConfig(config: {
  LLM_PRICE_INPUT_CACHE_HIT: number;
  LLM_PRICE_INPUT_CACHE_MISS: number;
  LLM_PRICE_INPUT_CACHE_WRITE?: number | undefined;
  LLM_PRICE_OUTPUT: number;
}): LlmPrices {
  return {
    inputCacheHit: config.LLM_PRICE_INPUT_CACHE_HIT,
    inputCacheMiss: config.LLM_PRICE_INPUT_CACHE_MISS,
    inputCacheWrite: config.LLM_PRICE_INPUT_CACHE_WRITE ?? config.LLM_PRICE_INPUT_CACHE_MISS,
    output: config.LLM_PRICE_OUTPUT,
  };
}
