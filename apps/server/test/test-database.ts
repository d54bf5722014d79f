import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createPostgresDatabase, type PostgresDatabase } from './postgres-databases';

export { withDatabaseName } from './postgres-databases';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** postgres:// URL of this test's own database; undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests use, when DATABASE_URL is set; otherwise PGlite in memory. */
export const postgresUrl = process.env.DATABASE_URL || undefined;
export const engineUnderTest = postgresUrl ? 'postgres' : 'pglite';

/** Creates an empty database on the PostgreSQL server, so test files run in parallel without sharing rows. */
export function createEmptyPostgresDatabase(serverUrl: string): Promise<PostgresDatabase> {
  return createPostgresDatabase(serverUrl);
}

const dumps = new Map<'pgliteTemplatePath' | 'pgliteEmptyPath', Promise<Blob>>();
function pgliteDump(name: 'pgliteTemplatePath' | 'pgliteEmptyPath'): Promise<Blob> {
  let dump = dumps.get(name);
  if (!dump) {
    dump = readFile(inject(name)).then((bytes) => new Blob([bytes]));
    dumps.set(name, dump);
  }
  return dump;
}

/**
 * A fresh database of this test's own: PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set. On either it starts from the migrated template (global-setup.ts) unless
 * `empty` is asked for.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (!postgresUrl) {
    const start = await pgliteDump(options.empty ? 'pgliteEmptyPath' : 'pgliteTemplatePath');
    const handle = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: start });
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const created = await createPostgresDatabase(postgresUrl, {
    template: options.empty ? undefined : inject('postgresTemplateName') || undefined,
  });
  const handle = await openDatabase({ url: created.url, pgliteDir: 'memory://', poolMax: 5 });
  return {
    handle,
    url: created.url,
    async drop() {
      await handle.close();
      await created.drop();
    },
  };
}
