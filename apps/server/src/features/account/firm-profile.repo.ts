import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firmProfiles } from '../../db/schema';

export type FirmProfileRow = typeof firmProfiles.$inferSelect;
export type FirmProfileValues = Omit<FirmProfileRow, 'userId' | 'updatedAt'>;

export function createFirmProfileRepo(db: Database) {
  return {
    async find(userId: number): Promise<FirmProfileRow | undefined> {
      const [row] = await db.select().from(firmProfiles).where(eq(firmProfiles.userId, userId));
      return row;
    },

    /** Inserts the user's profile or replaces every field of it. */
    async save(userId: number, values: FirmProfileValues, updatedAt: Date): Promise<FirmProfileRow> {
      const [row] = await db
        .insert(firmProfiles)
        .values({ userId, ...values, updatedAt })
        .onConflictDoUpdate({ target: firmProfiles.userId, set: { ...values, updatedAt } })
        .returning();
      return row!;
    },
  };
}
