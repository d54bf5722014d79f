import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export interface NewContactMessage {
  name: string;
  email: string;
  studio: string | null;
  interest: string | null;
  message: string;
  privacyConsentAt: Date;
  createdAt: Date;
}

export function createContactRepo(db: Database) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return row!;
    },

    async markEmailed(id: number, at: Date): Promise<void> {
      await db.update(contactMessages).set({ emailedAt: at }).where(eq(contactMessages.id, id));
    },

    /** One page, newest first (the id breaks ties between messages of the same instant). */
    async page(limit: number, offset: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(contactMessages),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
