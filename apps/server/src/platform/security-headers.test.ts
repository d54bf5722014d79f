import { describe, expect, it } from 'vitest';
import { isApiPath } from './paths';
import { apiSecurityHeaders, documentSecurityHeaders } from './security-headers';

describe('document security headers', () => {
  const headers = documentSecurityHeaders();

  it('carry a strict CSP with no inline code or third-party origins', () => {
    const csp = headers['content-security-policy'] ?? '';
    expect(csp.split(';')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "object-src 'none'",
      ]),
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
  });

  it('set the usual hardening headers', () => {
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('API security headers', () => {
  it('forbid loading and framing anything, and caching by default', () => {
    expect(apiSecurityHeaders()).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
  });
});

describe('isApiPath', () => {
  it.each([
    ['/api/conversations', true],
    ['/api/conversations?page=2', true],
    ['/rag-api/rag-chat', true],
    ['/sanctum/csrf-cookie', true],
    ['/healthz', true],
    ['/readyz?full=1', true],
    ['/', false],
    ['/login', false],
    ['/apis', false],
    ['/assets/index-abc.js', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});
