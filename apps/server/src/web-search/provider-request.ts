import { AppError, type z } from '@brocardo/shared';

export interface ProviderCall {
  fetchImpl: typeof fetch;
  timeoutMs: number;
  /** The caller's signal: aborting it rejects with an AbortError, never an AppError. */
  signal?: AbortSignal | undefined;
}

/** The reason an aborted call rejects with: the caller's own AbortError, or a standard one. */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'AbortError'
    ? reason
    : new DOMException('This operation was aborted', 'AbortError');
}

/** The AppError, with what went wrong as its cause for the logs (never a URL: it may hold a key). */
function failure(
  code: 'WEB_SEARCH_FAILED' | 'WEB_SEARCH_TIMEOUT' | 'WEB_SEARCH_RATE_LIMITED',
  detail: string,
) {
  const error = new AppError(code);
  error.cause = detail;
  return error;
}

/**
 * One request to a search provider, its JSON body checked against `schema`. 429 → rate limited;
 * the deadline → timeout; a network error, another error status, malformed JSON or a body of
 * the wrong shape → failed.
 */
export async function fetchProviderJson<T>(
  call: ProviderCall,
  url: URL,
  init: RequestInit,
  schema: z.ZodType<T>,
): Promise<T> {
  const { signal } = call;
  if (signal?.aborted) throw abortError(signal);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), call.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  const interrupted = (error: unknown) => {
    if (signal?.aborted) return abortError(signal);
    if (deadline.signal.aborted)
      return failure('WEB_SEARCH_TIMEOUT', `no answer within ${call.timeoutMs} ms`);
    return failure('WEB_SEARCH_FAILED', error instanceof Error ? error.message : 'request failed');
  };
  try {
    let response: Response;
    try {
      response = await call.fetchImpl(url, { ...init, signal: combined });
    } catch (error) {
      throw interrupted(error);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 429) throw failure('WEB_SEARCH_RATE_LIMITED', 'HTTP 429');
      throw failure('WEB_SEARCH_FAILED', `HTTP ${response.status}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw interrupted(error);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw failure('WEB_SEARCH_FAILED', 'malformed JSON');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw failure('WEB_SEARCH_FAILED', `unexpected body: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  } finally {
    clearTimeout(timer);
  }
}
