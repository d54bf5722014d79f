import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/client';
import * as schema from '../../db/schema';

/**
 * The data directory of an open PGlite as a tarball. PGlite runs one query at a time and the dump
 * takes the query lock, so no statement is half-applied; a transaction still open between two of
 * its statements is left out, as after a crash (PostgreSQL's recovery rolls it back on load). The
 * checkpoint first keeps that recovery short.
 */
export async function dumpOpenPglite(handle: DatabaseHandle): Promise<Blob> {
  if (!handle.dumpDataDir) throw new Error('the database is not PGlite');
  await handle.db.execute(sql`checkpoint`);
  return handle.dumpDataDir();
}

/** Opens a dump in memory (nothing written to disk) for `work`: what a backup holds is read from the backup itself. */
export async function withPgliteDump<T>(dump: Blob, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: dump });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Unpacks a dump into a new on-disk folder, runs `work` on it, and closes it cleanly. */
export async function loadPgliteDumpInto<T>(
  dir: string,
  dump: Blob,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { loadDataDir: dump });
  try {
    return await work(drizzle({ client, schema }) as unknown as Database);
  } finally {
    await client.close();
  }
}
