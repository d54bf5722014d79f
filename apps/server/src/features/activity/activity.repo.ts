import type { Database } from '../../db/client';
import { activityLog } from '../../db/schema';

export interface NewActivity {
  userId: number | null;
  actionType: string;
  details: Record<string, unknown>;
  ipAddress: string | null;
}

export function createActivityRepo(db: Database) {
  return {
    async insert(activity: NewActivity): Promise<void> {
      await db.insert(activityLog).values(activity);
    },
  };
}
