import type { Config } from '../config';
import { createChatCompletionRequest } from './chat-completion-request';
import { consumeCompletionBody, type ReportedUsage } from './chat-completion-stream';
import type { LlmProvider, LlmStreamInput, LlmUsage, OnDelta, ResponseFormat } from './llm';
import { LlmTimeout, mapLlmError } from './llm-errors';

export interface OpenAiCompatibleDeps {
  config: Pick<
    Config,
    | 'LLM_BASE_URL'
    | 'LLM_API_KEY'
    | 'LLM_MODEL'
    | 'LLM_TIMEOUT_MS'
    | 'LLM_FIRST_TOKEN_TIMEOUT_MS'
    | 'LLM_MAX_OUTPUT_TOKENS'
    | 'LLM_TEMPERATURE'
  >;
  log?: { warn(details: object, message: string): void } | undefined;
}

export function readUsage(usage: ReportedUsage): LlmUsage {
  return {
    promptTokens: usage.prompt_tokens ?? 0,
    cachedPromptTokens: usage.prompt_tokens_details?.cached_tokens ?? usage.prompt_cache_hit_tokens ?? 0,
    cacheWritePromptTokens:
      usage.prompt_tokens_details?.cache_write_tokens ?? usage.cache_creation_input_tokens ?? 0,
    completionTokens: usage.completion_tokens ?? 0,
  };
}

/** The request's `response_format`: strict structured output for a schema, or JSON mode. */
export function responseFormatParam(format: ResponseFormat | undefined) {
  if (!format) return {};
  if (format.type === 'json_object') return { response_format: { type: 'json_object' as const } };
  return {
    response_format: {
      type: 'json_schema' as const,
      json_schema: { name: format.name, schema: format.schema, strict: true },
    },
  };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, DeepSeek, Mistral, vLLM, Ollama…), with the
 * official SDK's error classes (chat-completion-request.ts). Exactly one retry happens here, and only
 * while nothing has been streamed, so a retry can never repeat text the user already saw.
 */
export function createOpenAiCompatibleProvider({ config, log }: OpenAiCompatibleDeps): LlmProvider {
  const request = createChatCompletionRequest({
    baseUrl: config.LLM_BASE_URL ?? 'https://api.openai.com/v1',
    // Local servers (Ollama, llama.cpp) take any key.
    apiKey: config.LLM_API_KEY ?? 'none',
  });
  const model = config.LLM_MODEL;
  /** The endpoint refused json_schema and then answered in JSON mode: later calls go straight to it. */
  let jsonSchemaRefused = false;

  async function stream(
    { messages, signal, maxOutputTokens, responseFormat }: LlmStreamInput,
    onDelta: OnDelta,
  ): Promise<LlmUsage | null> {
    const deadline = performance.now() + config.LLM_TIMEOUT_MS;
    let format: ResponseFormat | undefined =
      responseFormat?.type === 'json_schema' && jsonSchemaRefused ? { type: 'json_object' } : responseFormat;
    let fellBack = false;
    for (let attempt = 1; ; attempt += 1) {
      const attemptAbort = new AbortController();
      const onCallerAbort = () => attemptAbort.abort(signal.reason);
      signal.addEventListener('abort', onCallerAbort, { once: true });
      const remaining = deadline - performance.now();
      const totalTimer = setTimeout(() => attemptAbort.abort(new LlmTimeout('total')), remaining);
      let firstTokenTimer: NodeJS.Timeout | undefined = setTimeout(
        () => attemptAbort.abort(new LlmTimeout('first-token')),
        Math.min(config.LLM_FIRST_TOKEN_TIMEOUT_MS, remaining),
      );
      let streamed = false;
      try {
        if (signal.aborted) return null;
        // An error status rejects as the SDK's error for it; the body is read by
        // consumeCompletionBody (see there why).
        const response = await request(
          {
            model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: Math.max(maxOutputTokens ?? 0, config.LLM_MAX_OUTPUT_TOKENS),
            temperature: config.LLM_TEMPERATURE,
            ...responseFormatParam(format),
          },
          attemptAbort.signal,
        );
        let usage: ReportedUsage | undefined;
        await consumeCompletionBody(response, (chunk) => {
          if (chunk.usage) usage = chunk.usage;
          const delta = chunk.choices?.[0]?.delta;
          if (!delta) return;
          // A reasoning model thinking out loud is alive: it is not waiting for a first token.
          if (firstTokenTimer && (delta.content || delta.reasoning_content)) {
            clearTimeout(firstTokenTimer);
            firstTokenTimer = undefined;
          }
          if (!delta.content) return;
          streamed = true;
          return onDelta(delta.content);
        });
        // An abort may also end the body quietly: say why.
        if (attemptAbort.signal.aborted) {
          if (signal.aborted) return null;
          throw mapLlmError(undefined, attemptAbort.signal.reason);
        }
        if (fellBack) jsonSchemaRefused = true;
        return usage ? readUsage(usage) : null;
      } catch (error) {
        if (signal.aborted) return null;
        const failure = mapLlmError(error, attemptAbort.signal.reason);
        // An endpoint without structured outputs answers 400 to json_schema: ask once in JSON mode
        // (not counted as the one retry of a transient failure).
        if (!streamed && !fellBack && format?.type === 'json_schema' && failure.upstreamStatus === 400) {
          log?.warn(
            { detail: failure.detail },
            'the endpoint refused response_format json_schema: asking again in JSON mode',
          );
          format = { type: 'json_object' };
          fellBack = true;
          attempt -= 1;
          continue;
        }
        const timeLeft = deadline - performance.now();
        if (streamed || attempt > 1 || !failure.retryable || timeLeft <= 0) throw failure;
        log?.warn(
          {
            attempt,
            error_code: failure.code,
            upstream_status: failure.upstreamStatus,
            detail: failure.detail,
          },
          'LLM request failed before the first token: retrying once',
        );
        await wait(Math.min(failure.retryAfterMs ?? 0, timeLeft), signal);
        if (signal.aborted) return null;
      } finally {
        clearTimeout(totalTimer);
        clearTimeout(firstTokenTimer);
        signal.removeEventListener('abort', onCallerAbort);
      }
    }
  }

  return { kind: 'openai', model, stream };
}
