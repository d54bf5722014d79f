import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Links sent to confirm an e-mail address. Only the SHA-256 of a token is stored. A token is good
 * once (`used_at`), until `expires_at`, and only while it is the user's latest: a resend sets
 * `superseded_at` on the older ones.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    index('email_verification_tokens_user_id_idx').on(table.userId),
    index('email_verification_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * ALTCHA challenges already redeemed, by signature, until they expire: the primary key makes each
 * challenge single-use across every replica, even when two requests race with the same solution.
 */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    signature: varchar({ length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('used_captcha_challenges_expires_at_idx').on(table.expiresAt)],
);
