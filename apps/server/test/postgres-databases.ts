import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server URL with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface PostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server, empty or a copy of `template` (CREATE DATABASE …
 * TEMPLATE), named `${prefix}_<pid>_<random>` so parallel test files and runs never share one.
 * No vitest import: global setup uses it too.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  { template, prefix = 'brocardo_test' }: { template?: string; prefix?: string } = {},
): Promise<PostgresDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(5).toString('hex')}`;
  await adminQuery(
    serverUrl,
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  return {
    name,
    url: withDatabaseName(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
