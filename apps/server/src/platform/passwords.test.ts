import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Segreta123');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Segreta123')).toBe(true);
    expect(await verifyPassword(stored, 'segreta123')).toBe(false);
  });

  it('treats a malformed hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false);
  });

  it('generates passwords that meet the registration policy', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const password = generatePassword();
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      seen.add(password);
    }
    expect(seen.size).toBe(50);
  });
});
