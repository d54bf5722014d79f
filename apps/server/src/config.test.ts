import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong and never echoes its value', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://secret-password@host/db' });
      expect.unreachable('loadConfig accepted a bad PORT');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL/);
      expect(message).not.toContain('secret-password');
    }
  });

  it('rejects a weak ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'password' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('parses booleans and numbers', () => {
    const config = loadConfig({ TRUST_PROXY: 'true', PORT: '8080', SHUTDOWN_TIMEOUT_MS: '2500' });
    expect(config).toMatchObject({
      TRUST_PROXY: 'loopback,linklocal,uniquelocal',
      PORT: 8080,
      SHUTDOWN_TIMEOUT_MS: 2500,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).TRUST_PROXY).toBe(
      '10.0.0.5,10.1.0.0/16,::1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('registration, bot check and e-mail settings', () => {
  it('defaults to ALTCHA, the outbox and links on localhost', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config).toMatchObject({
      CAPTCHA_PROVIDER: 'altcha',
      PUBLIC_URL: 'http://localhost:8080',
      MAIL_FROM: 'Brocardo <noreply@brocardo.local>',
      EMAIL_VERIFICATION_TTL_HOURS: 24,
      RECAPTCHA_MIN_SCORE: 0.5,
      RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
    });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('switches to reCAPTCHA when its secret is set, unless a provider is chosen', () => {
    expect(loadConfig({ RECAPTCHA_SECRET_KEY: 's' }).CAPTCHA_PROVIDER).toBe('recaptcha');
    expect(loadConfig({ RECAPTCHA_SECRET_KEY: 's', CAPTCHA_PROVIDER: 'none' }).CAPTCHA_PROVIDER).toBe('none');
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET_KEY/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
  });

  it('rejects bad values, naming the variable', () => {
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '1.5' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'brocardo.it' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'ftp://x' })).toThrow(/RECAPTCHA_VERIFY_URL/);
    expect(() => loadConfig({ RECAPTCHA_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/RECAPTCHA_SCRIPT_URL/);
    expect(() => loadConfig({ RECAPTCHA_SCRIPT_URL: '/api.js' })).toThrow(/RECAPTCHA_SCRIPT_URL/);
  });

  it('requires EMBEDDINGS_MODEL with EMBEDDINGS_BASE_URL, and leaves embeddings off by default', () => {
    expect(loadConfig({}).EMBEDDINGS_BASE_URL).toBeUndefined();
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      /EMBEDDINGS_MODEL: obbligatorio/,
    );
    const config = loadConfig({
      EMBEDDINGS_BASE_URL: 'http://localhost:11434/v1',
      EMBEDDINGS_MODEL: 'bge-m3',
      EMBEDDINGS_DIMENSIONS: '256',
    });
    expect(config).toMatchObject({ EMBEDDINGS_MODEL: 'bge-m3', EMBEDDINGS_DIMENSIONS: 256 });
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'ollama:11434' })).toThrow(/EMBEDDINGS_BASE_URL/);
    expect(() => loadConfig({ EMBEDDINGS_DIMENSIONS: '0' })).toThrow(/EMBEDDINGS_DIMENSIONS/);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://brocardo.studio.it/' }).PUBLIC_URL).toBe(
      'https://brocardo.studio.it',
    );
  });
});
