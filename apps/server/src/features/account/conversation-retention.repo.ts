import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The user's conversation retention (users.conversation_retention_days); erased accounts have none. */
export function createConversationRetentionRepo(db: Database) {
  return {
    async get(userId: number) {
      const [row] = await db
        .select({ days: users.conversationRetentionDays })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row;
    },
    async set(userId: number, days: number | null, now: Date) {
      const [row] = await db
        .update(users)
        .set({ conversationRetentionDays: days, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ days: users.conversationRetentionDays });
      return row;
    },
  };
}
