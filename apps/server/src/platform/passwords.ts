import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes). The native module hashes on libuv's thread pool,
// so the event loop stays free while a password is checked. `Algorithm` is a const enum, which
// isolated modules cannot read: 2 is its Argon2id member, and the test checks the $argon2id$ prefix.
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A readable password that satisfies the registration policy (lower, upper, digit, ≥ 8). */
export function generatePassword(): string {
  const body = randomBytes(18).toString('base64url');
  return `Br${body}7a`;
}
