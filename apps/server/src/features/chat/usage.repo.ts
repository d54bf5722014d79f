import type { Database } from '../../db/client';
import { usageRecords } from '../../db/schema';

export type NewUsageRecord = typeof usageRecords.$inferInsert;

/** The server's own record of every model call: one row per chat, whatever its outcome. */
export function createUsageRepo(db: Database) {
  return {
    async insert(record: NewUsageRecord): Promise<void> {
      await db.insert(usageRecords).values(record);
    },
  };
}

export type UsageRepo = ReturnType<typeof createUsageRepo>;
