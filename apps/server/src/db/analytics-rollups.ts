import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './client';

export interface RollupTimeZoneChange {
  from: string | null;
  to: string;
  ms: number;
}

/**
 * The analytics rollups (schema/analytics.ts, kept by the triggers of migration 0013) count days in
 * analytics_settings.time_zone. A server booting with another POINTS_TIME_ZONE stores it and rebuilds
 * every rollup from the records, in one transaction: the three source tables are locked in SHARE mode
 * first, so no record is written (nor counted in the old zone) between the truncate and the recompute.
 * Runs under the migration lock (prepareDatabase); returns the change, or null when there was none.
 */
export async function syncAnalyticsTimeZone(
  db: Database,
  timeZone: string,
): Promise<RollupTimeZoneChange | null> {
  const stored = await storedZone(db);
  if (stored === timeZone) return null;
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table usage_records, activity_log, points_ledger in share mode`);
    await tx.execute(
      sql`insert into analytics_settings (id, time_zone) values (1, ${timeZone})
          on conflict (id) do update set time_zone = excluded.time_zone`,
    );
    await tx.execute(sql`select analytics_rebuild()`);
  });
  return { from: stored, to: timeZone, ms: Math.round(performance.now() - started) };
}

async function storedZone(db: Database): Promise<string | null> {
  const [row] = await queryRows<{ time_zone: string }>(
    db,
    sql`select time_zone from analytics_settings where id = 1`,
  );
  return row?.time_zone ?? null;
}
