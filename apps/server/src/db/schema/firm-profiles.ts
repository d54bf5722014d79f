import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * «Profilo dello studio» (one row per user, absent until first saved): what the generator's templates
 * and the exports' letterhead and signature reuse. Unset fields are empty strings.
 */
export const firmProfiles = pgTable('firm_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firmName: varchar('firm_name', { length: 200 }).notNull().default(''),
  address: varchar({ length: 300 }).notNull().default(''),
  pec: varchar({ length: 254 }).notNull().default(''),
  phone: varchar({ length: 20 }).notNull().default(''),
  /** Eleven digits, without the IT prefix. */
  vatNumber: varchar('vat_number', { length: 20 }).notNull().default(''),
  lawyerName: varchar('lawyer_name', { length: 120 }).notNull().default(''),
  foro: varchar({ length: 80 }).notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
