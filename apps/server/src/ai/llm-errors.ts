import { AppError } from '@brocardo/shared';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

export type LlmErrorCode = 'LLM_UNAVAILABLE' | 'LLM_TIMEOUT' | 'LLM_RATE_LIMITED' | 'LLM_ERROR';

/** Why we aborted an attempt ourselves (the AbortSignal's reason). */
export class LlmTimeout extends Error {
  constructor(readonly phase: 'first-token' | 'total') {
    super(phase === 'first-token' ? 'no first token in time' : 'the answer took too long');
    this.name = 'LlmTimeout';
  }
}

/** An upstream failure, with the friendly code the user sees and what the logs need. */
export class LlmFailure extends AppError {
  constructor(
    code: LlmErrorCode,
    /** Worth the one retry, if nothing has been streamed yet. */
    readonly retryable: boolean,
    /** What went wrong upstream, for the logs (never shown to the user). */
    readonly detail: string,
    readonly upstreamStatus: number | undefined = undefined,
    /** How long the provider asked us to wait before retrying (429). */
    readonly retryAfterMs: number | undefined = undefined,
  ) {
    super(code);
    this.name = 'LlmFailure';
  }
}

const MAX_RETRY_AFTER_MS = 2_000;
const DEFAULT_RATE_LIMIT_WAIT_MS = 500;

function retryAfterMs(headers: Headers | undefined): number {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.min(ms, MAX_RETRY_AFTER_MS);
  const seconds = Number(headers?.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  return DEFAULT_RATE_LIMIT_WAIT_MS;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const causeText = cause instanceof Error ? ` (${cause.message})` : '';
    return `${error.name}: ${error.message}${causeText}`;
  }
  return String(error);
}

/**
 * Maps whatever an attempt failed with to the user's error code. `abortReason` is the reason we
 * gave when aborting the attempt ourselves (a timeout), which the SDK reports as a plain abort.
 */
export function mapLlmError(error: unknown, abortReason?: unknown): LlmFailure {
  if (error instanceof LlmFailure) return error;
  if (abortReason instanceof LlmTimeout) {
    return new LlmFailure('LLM_TIMEOUT', abortReason.phase === 'first-token', abortReason.message);
  }
  if (error instanceof APIConnectionTimeoutError) return new LlmFailure('LLM_TIMEOUT', true, describe(error));
  if (error instanceof APIConnectionError) return new LlmFailure('LLM_UNAVAILABLE', true, describe(error));
  if (error instanceof APIError) {
    const status = error.status;
    const detail = describe(error);
    if (status === undefined) return new LlmFailure('LLM_ERROR', true, detail); // an error event in the stream
    if (status === 429) {
      return new LlmFailure('LLM_RATE_LIMITED', true, detail, status, retryAfterMs(error.headers));
    }
    if (status === 408 || status === 504) return new LlmFailure('LLM_TIMEOUT', true, detail, status);
    if (status === 502 || status === 503) return new LlmFailure('LLM_UNAVAILABLE', true, detail, status);
    // 500 and the rest of 5xx may pass; 4xx (bad key, unknown model, bad request) will not.
    return new LlmFailure('LLM_ERROR', status >= 500, detail, status);
  }
  // undici's "terminated" / socket errors while reading the body: the connection went away.
  if (error instanceof TypeError) return new LlmFailure('LLM_UNAVAILABLE', true, describe(error));
  return new LlmFailure('LLM_ERROR', true, describe(error));
}
