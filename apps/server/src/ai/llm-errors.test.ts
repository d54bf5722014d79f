import { errorTable } from '@brocardo/shared';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { describe, expect, it } from 'vitest';
import { LlmTimeout, mapLlmError } from './llm-errors';

function httpError(status: number, headers: Record<string, string> = {}) {
  return APIError.generate(status, { message: 'upstream says no' }, undefined, new Headers(headers));
}

describe('mapLlmError', () => {
  it.each([
    [429, 'LLM_RATE_LIMITED', true],
    [408, 'LLM_TIMEOUT', true],
    [504, 'LLM_TIMEOUT', true],
    [502, 'LLM_UNAVAILABLE', true],
    [503, 'LLM_UNAVAILABLE', true],
    [500, 'LLM_ERROR', true],
    [400, 'LLM_ERROR', false],
    [401, 'LLM_ERROR', false],
    [404, 'LLM_ERROR', false],
  ] as const)('HTTP %i → %s (retryable: %s)', (status, code, retryable) => {
    const failure = mapLlmError(httpError(status));
    expect(failure).toMatchObject({
      code,
      retryable,
      upstreamStatus: status,
      status: errorTable[code].status,
    });
    expect(failure.message).toBe(errorTable[code].message);
  });

  it('maps connection failures and the SDK timeout', () => {
    expect(mapLlmError(new APIConnectionError({ message: 'ECONNREFUSED' }))).toMatchObject({
      code: 'LLM_UNAVAILABLE',
      retryable: true,
    });
    expect(mapLlmError(new APIConnectionTimeoutError())).toMatchObject({
      code: 'LLM_TIMEOUT',
      retryable: true,
    });
  });

  it('reads our own abort reason: a first-token timeout may be retried, the total one not', () => {
    const aborted = new APIUserAbortError();
    expect(mapLlmError(aborted, new LlmTimeout('first-token'))).toMatchObject({
      code: 'LLM_TIMEOUT',
      retryable: true,
    });
    expect(mapLlmError(aborted, new LlmTimeout('total'))).toMatchObject({
      code: 'LLM_TIMEOUT',
      retryable: false,
    });
    expect(mapLlmError(undefined, new LlmTimeout('first-token')).code).toBe('LLM_TIMEOUT');
  });

  it('treats a dropped connection while reading the body as unavailable', () => {
    expect(mapLlmError(new TypeError('terminated'))).toMatchObject({ code: 'LLM_UNAVAILABLE' });
  });

  it('treats an error event inside the stream as an upstream error', () => {
    expect(
      mapLlmError(new APIError(undefined, { message: 'overloaded' }, undefined, undefined)),
    ).toMatchObject({
      code: 'LLM_ERROR',
      upstreamStatus: undefined,
    });
  });

  it('honours retry-after on a rate limit, capped at 2 s', () => {
    expect(mapLlmError(httpError(429, { 'retry-after': '1' })).retryAfterMs).toBe(1_000);
    expect(mapLlmError(httpError(429, { 'retry-after-ms': '250' })).retryAfterMs).toBe(250);
    expect(mapLlmError(httpError(429, { 'retry-after': '60' })).retryAfterMs).toBe(2_000);
    expect(mapLlmError(httpError(429)).retryAfterMs).toBe(500);
  });
});
