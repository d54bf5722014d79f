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
    expect(config).toMatchObject({ TRUST_PROXY: true, PORT: 8080, SHUTDOWN_TIMEOUT_MS: 2500 });
  });
});
