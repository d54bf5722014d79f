import type { Config } from '../config';
import { createExtractiveProvider, type Retrieve } from './extractive';
import type { LlmProvider } from './llm';
import { createOpenAiCompatibleProvider } from './openai-compatible';

export interface LlmProviderDeps {
  config: Config;
  /** Warnings (retries) go here. */
  log?: { warn(details: object, message: string): void };
  /** Retrieval for the extractive provider, once a corpus exists. */
  retrieve?: Retrieve;
}

/** OpenAI-compatible when LLM_BASE_URL is set, otherwise the extractive responder. */
export function createLlmProvider({ config, log, retrieve }: LlmProviderDeps): LlmProvider {
  if (config.LLM_BASE_URL) return createOpenAiCompatibleProvider({ config, log });
  return createExtractiveProvider({ retrieve });
}
