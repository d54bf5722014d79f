import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A message from the landing page's contact form (spec 2 §2.3). Stored before it is e-mailed to
 * CONTACT_EMAIL, so a mail failure loses nothing; `emailed_at` says whether the e-mail went out.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    studio: varchar({ length: 255 }),
    interest: varchar({ length: 50 }),
    message: text().notNull(),
    /** When the sender ticked the privacy consent (required to send). */
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created').on(table.createdAt)],
);
