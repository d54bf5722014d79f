import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** postgres:// URL of this test's own database; undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests use, when DATABASE_URL is set; otherwise PGlite in memory. */
export const postgresUrl = process.env.DATABASE_URL || undefined;
export const engineUnderTest = postgresUrl ? 'postgres' : 'pglite';

/** The same server URL with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates an empty database on the PostgreSQL server, so test files run in parallel without sharing rows. */
export function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase(serverUrl);
}

/** A new database on the PostgreSQL server: empty, or a copy of `template`. */
async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `brocardo_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabaseName(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplatePath')).then((bytes) => new Blob([bytes]));
  return template;
}

/**
 * A fresh database of this test's own: PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set. On either it starts from the migrated template (global-setup.ts) unless
 * `empty` is asked for.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (!postgresUrl) {
    const start = options.empty ? undefined : await pgliteTemplate();
    const handle = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: start });
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const created = await createPostgresDatabase(
    postgresUrl,
    options.empty ? undefined : inject('postgresTemplateName') || undefined,
  );
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
