/** Token counts the fixture reports in its final usage chunk. */
export interface ScriptedUsage {
  prompt_tokens: number;
  completion_tokens: number;
  /** Reported as prompt_tokens_details.cached_tokens (openai) or prompt_cache_hit_tokens (deepseek). */
  cached_tokens?: number;
  /**
   * Prompt tokens written to the cache (part of prompt_tokens), reported as
   * prompt_tokens_details.cache_write_tokens (openai style, as OpenRouter does) or
   * cache_creation_input_tokens (anthropic style); never in deepseek style.
   */
  cache_write_tokens?: number;
}

/** What the fixture does with one request. */
export interface Scenario {
  /** Text of each content chunk. */
  chunks?: string[];
  /** Or: the text of chunk `index` (with chunkCount chunks). */
  chunk?: (index: number) => string;
  chunkCount?: number;
  /** Delay before the first content chunk (the role chunk goes out at once). */
  firstChunkDelayMs?: number;
  /** Delay between content chunks. */
  chunkDelayMs?: number;
  /** Delay before anything is answered (headers included). */
  headersDelayMs?: number;
  /** The final usage chunk (sent only when the request asks for stream_options.include_usage). */
  usage?: ScriptedUsage;
  usageStyle?: 'openai' | 'deepseek' | 'anthropic' | 'none';
  /** Answer this HTTP error instead of a stream. */
  failure?: { status: number; message?: string; retryAfter?: number };
  /** Never answer ('before-headers') or stop after the headers ('after-headers'). */
  hang?: 'before-headers' | 'after-headers';
  /** Destroy the connection after this many content chunks. */
  dropAfter?: number;
  /** Stop writing after this many content chunks, keeping the connection open (a mid-stream hang). */
  stallAfter?: number;
  /** Send an `{"error": …}` event after this many content chunks, then end. */
  errorAfter?: number;
}

export type ScenarioSource = Scenario | ((body: Record<string, unknown>, index: number) => Scenario);

export interface RecordedRequest {
  index: number;
  body: Record<string, unknown>;
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream: boolean;
  streamOptions: { include_usage?: boolean } | undefined;
  authorization: string | undefined;
  /** performance.now() when the body had arrived. */
  receivedAt: number;
  /** The client closed the connection before the answer was complete. */
  closedEarly: boolean;
  /** The whole answer was written. */
  completed: boolean;
  closedAt?: number;
  /** Resolves when the response closes (finished or cut off). */
  closed: Promise<void>;
}

export interface OpenAiServerOptions {
  /** Default scenario (after the queued ones are used up). */
  scenario?: ScenarioSource;
  /** Keep every request in `requests` (default true; the bench turns it off). */
  record?: boolean;
  port?: number;
  host?: string;
}

export interface OpenAiServer {
  /** http://host:port (append /v1 for an SDK base URL). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  enqueue(...scenarios: ScenarioSource[]): void;
  setDefault(scenario: ScenarioSource): void;
  /** Clears the queue and the recorded requests, and restores the default scenario. */
  reset(): void;
  readonly served: number;
  close(): Promise<void>;
}

export function startOpenAiServer(options?: OpenAiServerOptions): Promise<OpenAiServer>;
