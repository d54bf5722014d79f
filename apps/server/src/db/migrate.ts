import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client';

/** Checked-in SQL from drizzle-kit; copied beside the bundle by build.mjs, so the same relative path works. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every Brocardo process: serialises migrations and seeding. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Applies pending migrations, then runs `afterMigrate` (seeding), all under one session-level
 * advisory lock: two servers booting at once take turns, and the second finds nothing to do.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  afterMigrate?: (db: Database) => Promise<void>,
): Promise<void> {
  await handle.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      if (handle.engine === 'pglite') {
        await migratePglite(db as unknown as PgliteDatabase<never>, { migrationsFolder });
      } else {
        const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
        await migratePg(db as unknown as NodePgDatabase<never>, { migrationsFolder });
      }
      await afterMigrate?.(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
