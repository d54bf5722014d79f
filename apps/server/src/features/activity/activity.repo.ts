import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityLog, users } from '../../db/schema';

export interface NewActivity {
  userId: number | null;
  actionType: string;
  details: Record<string, unknown>;
  ipAddress: string | null;
}

/** The log's filters; `fromDay`/`toDay` are inclusive calendar days ('YYYY-MM-DD') in `timeZone`. */
export interface ActivityFilters {
  userId?: number;
  actionType?: string;
  fromDay?: string;
  toDay?: string;
  timeZone: string;
}

export interface ActivityRow {
  id: number;
  actionType: string;
  createdAt: Date;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  details: Record<string, unknown> | null;
  ipAddress: string | null;
}

/**
 * The filters as one condition. Each end of the range is local midnight in the time zone, turned
 * into an instant by PostgreSQL (`timestamp at time zone`), so a day is 23 or 25 hours long across a
 * DST change and rows stay comparable on the bare created_at indexes.
 */
function whereOf(filters: ActivityFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.userId !== undefined) conditions.push(eq(activityLog.userId, filters.userId));
  if (filters.actionType !== undefined) conditions.push(eq(activityLog.actionType, filters.actionType));
  if (filters.fromDay !== undefined) {
    conditions.push(
      sql`${activityLog.createdAt} >= (${filters.fromDay}::date)::timestamp at time zone ${filters.timeZone}`,
    );
  }
  if (filters.toDay !== undefined) {
    conditions.push(
      sql`${activityLog.createdAt} < (${filters.toDay}::date + 1)::timestamp at time zone ${filters.timeZone}`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createActivityRepo(db: Database) {
  return {
    async insert(activity: NewActivity, executor: Database = db): Promise<void> {
      await executor.insert(activityLog).values(activity);
    },

    /** One page, newest first (created_at, then id, both descending), and the count over the same filter. */
    async page(
      filters: ActivityFilters,
      limit: number,
      offset: number,
    ): Promise<{ rows: ActivityRow[]; total: number }> {
      const where = whereOf(filters);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: activityLog.id,
            actionType: activityLog.actionType,
            createdAt: activityLog.createdAt,
            userId: activityLog.userId,
            userName: users.name,
            userEmail: users.email,
            details: activityLog.details,
            ipAddress: activityLog.ipAddress,
          })
          .from(activityLog)
          .leftJoin(users, eq(users.id, activityLog.userId))
          .where(where)
          .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(activityLog).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
