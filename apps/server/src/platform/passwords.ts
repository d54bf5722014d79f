import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline (19 MiB, 2 passes). The native module hashes on libuv's thread pool,
// so the event loop stays free while a password is checked. `Algorithm` is a const enum, which
// isolated modules cannot read: 2 is its Argon2id member, and the test checks the $argon2id$ prefix.
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashing is CPU-bound. Unbounded, a burst of sign-ins occupies every core through the thread pool and
 * starves the event loop (and the embedded database, which runs on it): with 50 sign-ins at once,
 * GET /api/user's p99 went from 20 ms to 403 ms on 2 cores (bench/login-latency.mjs). At most
 * cores − 1 hashes run at once; further sign-ins wait their turn instead of slowing everyone.
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A readable password that satisfies the registration policy (lower, upper, digit, ≥ 8). */
export function generatePassword(): string {
  const body = randomBytes(18).toString('base64url');
  return `Br${body}7a`;
}
