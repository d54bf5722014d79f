import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { shouldRetryQuery } from './providers';

describe('shouldRetryQuery', () => {
  it('never retries client errors', () => {
    for (const status of [400, 401, 402, 404, 409, 422, 429]) {
      expect(shouldRetryQuery(0, new ApiError({ status, message: 'x' }))).toBe(false);
    }
  });

  it('retries server and network errors twice', () => {
    const serverError = new ApiError({ status: 503, message: 'x' });
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, serverError)).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 0, message: 'x' }))).toBe(true);
  });
});
