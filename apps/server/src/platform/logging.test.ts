import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestIdGenerator } from './logging';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/email/verify?id=4&token=abc123&x=1')).toBe(
      '/api/email/verify?id=4&token=[redacted]&x=1',
    );
    expect(redactUrl('/x?Signature=zzz')).toBe('/x?Signature=[redacted]');
    expect(redactUrl('/api/conversations?page=2')).toBe('/api/conversations?page=2');
  });
});

describe('requestIdGenerator', () => {
  const withHeader = (value?: string) =>
    ({ headers: value ? { 'x-request-id': value } : {} }) as IncomingMessage;
  const ownId = /^[A-Za-z0-9_-]{8}-[0-9a-z]+$/;

  it('ignores a client-supplied id unless a trusted proxy sets it', () => {
    expect(requestIdGenerator(false)(withHeader('forged-by-client-123'))).toMatch(ownId);
    expect(requestIdGenerator(true)(withHeader('lb-1234567890'))).toBe('lb-1234567890');
  });

  it('replaces a missing or malformed id with a fresh, unique one', () => {
    const generate = requestIdGenerator(true);
    const ids = new Set(Array.from({ length: 1000 }, () => generate(withHeader())));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(ownId);
    expect(generate(withHeader('bad id\nwith newline'))).toMatch(ownId);
  });
});
