import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Bearer-token sessions. Only the SHA-256 of a token is stored; a stolen table gives no usable token.
 * A session ends by revocation (`revoked_reason`: superseded by a newer login, logout) or by idling
 * past the configured expiry (checked against `last_used_at`).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 20 }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Consecutive failed sign-ins per e-mail address (known or not, so the answer never reveals which
 * accounts exist), the attempts in flight, and the lock the failures caused. In the database, so every replica sees the same count.
 */
export const loginThrottles = pgTable('login_throttles', {
  email: varchar({ length: 255 }).primaryKey(),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  /**
   * Attempts whose password is being checked right now: with the failures they may not pass the
   * maximum, so concurrent guesses never check more passwords than allowed, yet only failures lock.
   */
  pendingAttempts: smallint('pending_attempts').notNull().default(0),
  /** When the oldest pending attempt began: pending counts older than a minute are a crash's, forgotten. */
  pendingSince: timestamp('pending_since', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
