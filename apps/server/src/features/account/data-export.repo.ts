import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activityLog,
  caseStrategies,
  conversations,
  firmProfiles,
  legalDocuments,
  legalDocumentVersions,
  matters,
  messageFeedback,
  messages,
  pointsLedger,
  subscriptionPlans,
  usageRecords,
  users,
} from '../../db/schema';

/** The user's rows, table by table, as the data export writes them (no secrets: see `account`). */
export function createDataExportRepo(db: Database) {
  return {
    /** The account without its password hash (never exported), with its plan's name. */
    async account(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          isAdmin: users.isAdmin,
          emailVerifiedAt: users.emailVerifiedAt,
          tutorialCompleted: users.tutorialCompleted,
          subscriptionPlan: subscriptionPlans.name,
          pointsBalance: users.pointsBalance,
          pointsPeriod: users.pointsPeriod,
          conversationRetentionDays: users.conversationRetentionDays,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, users.subscriptionPlanId))
        .where(eq(users.id, userId));
      return row;
    },

    async conversationsWithMessages(userId: number) {
      const owned = await db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(asc(conversations.createdAt), asc(conversations.id));
      if (owned.length === 0) return [];
      const rows = await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            owned.map((conversation) => conversation.id),
          ),
        )
        .orderBy(asc(messages.id));
      return owned.map((conversation) => ({
        ...conversation,
        messages: rows.filter((message) => message.conversationId === conversation.id),
      }));
    },

    async legalDocumentsWithVersions(userId: number) {
      const owned = await db
        .select()
        .from(legalDocuments)
        .where(eq(legalDocuments.userId, userId))
        .orderBy(asc(legalDocuments.id));
      if (owned.length === 0) return [];
      const versions = await db
        .select()
        .from(legalDocumentVersions)
        .where(
          inArray(
            legalDocumentVersions.documentId,
            owned.map((document) => document.id),
          ),
        )
        .orderBy(asc(legalDocumentVersions.documentId), asc(legalDocumentVersions.version));
      return owned.map((document) => ({
        ...document,
        versions: versions.filter((version) => version.documentId === document.id),
      }));
    },

    caseStrategies(userId: number) {
      return db
        .select()
        .from(caseStrategies)
        .where(eq(caseStrategies.userId, userId))
        .orderBy(asc(caseStrategies.id));
    },

    matters(userId: number) {
      return db.select().from(matters).where(eq(matters.userId, userId)).orderBy(asc(matters.id));
    },

    pointsLedger(userId: number) {
      return db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(asc(pointsLedger.id));
    },

    usageRecords(userId: number) {
      return db
        .select()
        .from(usageRecords)
        .where(eq(usageRecords.userId, userId))
        .orderBy(asc(usageRecords.id));
    },

    feedback(userId: number) {
      return db
        .select()
        .from(messageFeedback)
        .where(eq(messageFeedback.userId, userId))
        .orderBy(asc(messageFeedback.id));
    },

    activity(userId: number) {
      return db.select().from(activityLog).where(eq(activityLog.userId, userId)).orderBy(asc(activityLog.id));
    },

    async firmProfile(userId: number) {
      const [row] = await db.select().from(firmProfiles).where(eq(firmProfiles.userId, userId));
      return row ?? null;
    },
  };
}
