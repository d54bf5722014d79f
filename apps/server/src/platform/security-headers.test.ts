import { describe, expect, it } from 'vitest';
import { captchaCspAdditions } from './captcha';
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

describe('the CSP with a reCAPTCHA bot check', () => {
  const withRecaptcha = (scriptUrl: string) =>
    documentSecurityHeaders(
      captchaCspAdditions({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SCRIPT_URL: scriptUrl }),
    )['content-security-policy'] ?? '';

  it("allows Google's script folder, its code on gstatic and its frames, nothing else of google.com", () => {
    const csp = withRecaptcha('https://www.google.com/recaptcha/api.js').split(';');
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("style-src 'self'");
  });

  it('allows only the folder of a self-hosted or stand-in script', () => {
    const csp = withRecaptcha('http://127.0.0.1:4100/finto/api.js').split(';');
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4100/finto/");
    expect(csp.some((directive) => directive.startsWith('frame-src'))).toBe(false);
  });

  it('adds nothing with ALTCHA or no bot check', () => {
    for (const provider of ['altcha', 'none'] as const) {
      const additions = captchaCspAdditions({
        CAPTCHA_PROVIDER: provider,
        RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
      });
      expect(additions).toEqual({});
      expect(documentSecurityHeaders(additions)).toEqual(documentSecurityHeaders());
    }
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
