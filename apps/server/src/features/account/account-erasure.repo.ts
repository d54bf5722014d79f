import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activityLog,
  caseStrategies,
  contactMessages,
  conversations,
  emailVerificationTokens,
  firmProfiles,
  legalDocuments,
  loginThrottles,
  matters,
  messageFeedback,
  pointsLedger,
  sessions,
  tabularReviews,
  upgradeRequests,
  userDocuments,
  users,
} from '../../db/schema';

/** The name an erased account keeps: the admin portal shows it wherever the account is named. */
export const ERASED_USER_NAME = 'Utente eliminato';

/** A unique, non-deliverable address (RFC 2606 .invalid), so the real one can register again. */
export const erasedEmail = (userId: number) => `eliminato-${userId}@eliminati.invalid`;

/** Not an argon2 hash: verifyPassword answers false for it, whatever the password. */
const UNUSABLE_PASSWORD_HASH = '!account-erased';

export function createAccountErasureRepo(db: Database) {
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    /** The live (not erased) account; under a row lock when given a transaction. */
    async liveAccount(userId: number, tx?: Database) {
      const query = (tx ?? db)
        .select({
          id: users.id,
          email: users.email,
          passwordHash: users.passwordHash,
          isAdmin: users.isAdmin,
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    /** Locks every live administrator's row (this user's too, if one), in id order; counts the others. */
    async lockOtherAdmins(tx: Database, userId: number): Promise<number> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)))
        .orderBy(users.id)
        .for('update');
      return rows.filter((row) => row.id !== userId).length;
    },

    /**
     * Everything personal goes; what the totals need stays under the tombstone. Deleting the
     * conversations takes their messages (feedback keeps its copied texts, its links set null);
     * documents take their chunks and versions; matters unfile the usage records.
     */
    async erase(tx: Database, account: { id: number; email: string }, now: Date): Promise<void> {
      const userId = account.id;
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
      await tx.delete(upgradeRequests).where(eq(upgradeRequests.userId, userId));
      // Unlinked before the conversations go: the cascades' own set-nulls would trip over each other.
      await tx
        .update(messageFeedback)
        .set({ userId: null, messageId: null, conversationId: null })
        .where(eq(messageFeedback.userId, userId));
      await tx.delete(conversations).where(eq(conversations.userId, userId));
      await tx.delete(userDocuments).where(eq(userDocuments.userId, userId));
      await tx.delete(tabularReviews).where(eq(tabularReviews.userId, userId));
      await tx.delete(legalDocuments).where(eq(legalDocuments.userId, userId));
      await tx.delete(caseStrategies).where(eq(caseStrategies.userId, userId));
      await tx.delete(matters).where(eq(matters.userId, userId));
      await tx.delete(firmProfiles).where(eq(firmProfiles.userId, userId));
      // Amounts stay (the admin totals and the balance invariant); the free text may name a case.
      await tx.update(pointsLedger).set({ description: null }).where(eq(pointsLedger.userId, userId));
      // The user's own records: no address, no details but the one figure the rollups read.
      await tx
        .update(activityLog)
        .set({
          ipAddress: null,
          details: sql`case when ${activityLog.details}->'documents_used' is not null
            then jsonb_build_object('documents_used', ${activityLog.details}->'documents_used') end`,
        })
        .where(eq(activityLog.userId, userId));
      // Administrators' records about the account keep the action, not who it was.
      await tx
        .update(activityLog)
        .set({
          details: sql`((${activityLog.details} - 'name') #- '{changes,email}' #- '{changes,name}')
            || jsonb_build_object('target_email', ${erasedEmail(userId)}::text)`,
        })
        .where(
          and(
            sql`jsonb_typeof(${activityLog.details}) = 'object'`,
            sql`${activityLog.details}->>'target_user_id' = ${String(userId)}`,
          ),
        );
      await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${account.email}`);
      await tx.delete(loginThrottles).where(eq(loginThrottles.email, account.email));
      await tx
        .update(users)
        .set({
          name: ERASED_USER_NAME,
          email: erasedEmail(userId),
          passwordHash: UNUSABLE_PASSWORD_HASH,
          isAdmin: false,
          emailVerifiedAt: null,
          conversationRetentionDays: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    },
  };
}
