import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { usePreparedStatements } from './pglite-prepared-statements';
import { pgliteReadCache, type ReadCache, uncachedReads } from './read-cache';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repo uses: the same on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly engine: Engine;
  readonly db: Database;
  /** Frequent reads kept until the next write: on PGlite only (read-cache.ts says why). */
  readonly readCache: ReadCache;
  /** Throws unless the database answers a trivial query. */
  ping(): Promise<void>;
  /** Runs `work` on one dedicated connection (session-level advisory locks need that). */
  withConnection<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (for test templates and backups). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. */
  pgliteDir: string;
  /** A PGlite data-directory dump to start an in-memory database from (tests: a pre-migrated template). */
  pgliteTemplate?: Blob | undefined;
  poolMax?: number;
  onPoolError?: (error: Error) => void;
  /** Operational notices worth a log line (e.g. an interrupted first boot set aside). */
  onNotice?: (message: string) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options)
    : openPglite(options.pgliteDir, options.pgliteTemplate, options.onNotice);
}

async function listOrNull(dir: string): Promise<string[] | null> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which never
 * shrinks: 16 MB hold this database's working set (the corpus is read once per version, the rest are
 * indexed lookups that the operating system's page cache serves) and take the idle server from
 * 465 to 356 MiB.
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * Creates the embedded database on first use. PGlite's initdb writes many files: a process killed
 * half-way would leave a folder PGlite cannot open. A marker beside the folder records that initdb
 * finished; a folder without it is an interrupted first boot, holding no data yet, and is set aside
 * (renamed, never deleted) so the next start begins cleanly.
 */
async function createPgliteOnDisk(dataDir: string, onNotice?: (message: string) => void): Promise<PGlite> {
  const marker = `${dataDir}.initialised`;
  const markerPresent = (await listOrNull(path.dirname(marker)))?.includes(path.basename(marker)) ?? false;
  const contents = await listOrNull(dataDir);
  if (contents && contents.length > 0 && !markerPresent) {
    const aside = `${dataDir}.incomplete-${Date.now()}`;
    await rename(dataDir, aside);
    onNotice?.(
      `an interrupted first start left ${dataDir} incomplete: moved it to ${aside}, starting afresh`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  if (!markerPresent) await writeFile(marker, `${new Date().toISOString()}\n`);
  return client;
}

async function openPglite(dataDir: string, template?: Blob, onNotice?: (message: string) => void) {
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = async () => {};
  if (!inMemory) {
    await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
    // PGlite is a single-process engine: a second server on the same folder would corrupt it.
    releaseLock = await acquireDataDirLock(path.join(path.dirname(path.resolve(dataDir)), 'pglite.lock'));
  }
  let client: PGlite;
  try {
    client = inMemory
      ? await PGlite.create(template ? { ...PGLITE_OPTIONS, loadDataDir: template } : PGLITE_OPTIONS)
      : await createPgliteOnDisk(dataDir, onNotice);
  } catch (error) {
    await releaseLock();
    throw error;
  }
  usePreparedStatements(client);
  const readCache = pgliteReadCache(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    engine: 'pglite',
    db,
    readCache,
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite has a single connection: every query already runs on it.
    withConnection: (work) => work(db),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
      await releaseLock();
    },
  };
  return handle;
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  // Loaded only here: a server on the embedded database starts without the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server went away emits 'error'; unhandled, it would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    engine: 'postgres',
    db,
    readCache: uncachedReads,
    ping: async () => {
      await pool.query('select 1');
    },
    withConnection: async (work) => {
      const connection = await pool.connect();
      try {
        return await work(drizzlePg({ client: connection, schema }) as unknown as Database);
      } finally {
        connection.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Rows of a raw query, whichever driver ran it. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Database,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A `real[]` column read as text (`{0.1,0.2,…}`): Drizzle's array parser costs seconds on millions
 * of values, JSON.parse a fraction of that.
 */
export function realArrayFromText(text: string): Float32Array {
  return Float32Array.from(JSON.parse(`[${text.slice(1, -1)}]`) as number[]);
}

/**
 * Wide results read as JSON arrays: `select json_agg(${jsonRow(columns)} order by …) as rows …`, then
 * `jsonRows(result.rows).map((row) => fromJsonRow(columns, row))`. PGlite decodes every field of a
 * result on its own (about 1 µs each): 10,000 rows of 15 columns took 200 ms in fields alone, 90 ms
 * as one array per row and 60 ms as one aggregate (issue 22, the admin's user spending). Cast exact
 * decimals to text in `columns`: JSON numbers are doubles.
 */
export function jsonRow<K extends string>(columns: Record<K, SQL>): SQL {
  return sql`json_build_array(${sql.join(Object.values<SQL>(columns), sql`, `)})`;
}

/** A json column's value (node-postgres and PGlite parse json; a driver that does not gives text). */
function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** The rows of a json_agg: null (no row aggregated) is none. */
export function jsonRows(value: unknown): unknown[] {
  return (parsedJson(value) as unknown[] | null) ?? [];
}

export function fromJsonRow<K extends string>(columns: Record<K, SQL>, value: unknown): Record<K, unknown> {
  const values = parsedJson(value) as unknown[];
  const row = {} as Record<K, unknown>;
  (Object.keys(columns) as K[]).forEach((key, index) => {
    row[key] = values[index];
  });
  return row;
}
