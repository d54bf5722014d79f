import type { SourceRelevance } from '@brocardo/shared';

export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface LlmUsage {
  promptTokens: number;
  /** Prompt tokens the provider served from its cache (billed at the cache-hit price). */
  cachedPromptTokens: number;
  /**
   * Prompt tokens the provider wrote to its cache (billed at the cache-write price), reported by
   * some providers only (OpenRouter, Anthropic); absent means 0.
   */
  cacheWritePromptTokens?: number;
  completionTokens: number;
}

/** A retrieved passage an answer may quote and cite as `@source:{sourceType}:{identifier}`. */
export interface Passage {
  sourceType: string;
  identifier: string;
  title: string;
  text: string;
  /** The question cites this source: it is quoted whole when it fits. */
  cited?: boolean;
  /** Ranked sources (Database Legale): 'principal' ones are named first in an extractive answer. */
  relevance?: SourceRelevance;
  /** A legal article's rubric, for naming it (`art. 1325 c.c. (Indicazione dei requisiti)`). */
  heading?: string;
}

/** Receives the answer's text as it comes; a returned promise pauses the stream until it settles. */
export type OnDelta = (text: string) => void | Promise<void>;

/**
 * Structured output: `json_schema` asks the endpoint to answer JSON matching `schema` (OpenAI's
 * strict structured outputs); `json_object` only asks for a JSON object (JSON mode), which endpoints
 * without structured outputs (DeepSeek, older vLLM) accept. The caller validates the answer either way.
 */
export type ResponseFormat =
  | { type: 'json_schema'; name: string; schema: Record<string, unknown> }
  | { type: 'json_object' };

export interface LlmStreamInput {
  messages: ChatMessage[];
  /** Aborting it stops the upstream request at once; the iteration then ends without an error. */
  signal: AbortSignal;
  /** Passages the mode's retrieval found (the extractive provider answers from them). */
  passages?: Passage[];
  /** A longer cap than LLM_MAX_OUTPUT_TOKENS for a long output (a drafted legal document). */
  maxOutputTokens?: number;
  /**
   * JSON output. The OpenAI-compatible provider sends it as `response_format`; an endpoint that
   * refuses `json_schema` (HTTP 400) is asked once more in JSON mode. The extractive provider ignores it.
   */
  responseFormat?: ResponseFormat;
}

export interface LlmProvider {
  readonly kind: 'openai' | 'extractive';
  /** The configured model; null for the extractive provider. */
  readonly model: string | null;
  /**
   * Streams the answer into `onDelta` and resolves with the usage the provider reported (null if
   * none, or when the caller aborted: then it resolves at once, quietly). Failures reject as
   * AppError (LLM_UNAVAILABLE, LLM_TIMEOUT, LLM_RATE_LIMITED, LLM_ERROR); a failure before the
   * first delta has already been retried once.
   *
   * A callback rather than an async iterator: at thousands of concurrent streams, a promise and a
   * microtask hop per chunk per layer showed up as a large share of the CPU.
   */
  stream(input: LlmStreamInput, onDelta: OnDelta): Promise<LlmUsage | null>;
}
