import { spawn } from 'node:child_process';
import type pg from 'pg';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';

export class PostgresToolError extends Error {}

/**
 * pg_dump and pg_restore take the URL without its password (a command line is visible to every
 * user of the machine in `ps`); the password travels in PGPASSWORD.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** The URL as it may be printed: without its password. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function runTool(tool: string, args: string[], url: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  const password = decodeURIComponent(new URL(url).password);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-4_000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new PostgresToolError(
          error.code === 'ENOENT'
            ? `${tool} non trovato: installa il client PostgreSQL (pacchetto postgresql-client, stessa versione principale del server o più recente)`
            : `${tool} non avviato: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const detail = (password ? stderr.split(password).join('***') : stderr).trim();
      reject(new PostgresToolError(`${tool} terminato con codice ${code}: ${detail}`));
    });
  });
}

/** One connection, as a client and as the same connection under Drizzle. */
async function withClient<T>(url: string, work: (client: pg.Client, db: Database) => Promise<T>): Promise<T> {
  const [{ default: driver }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const client = new driver.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client, drizzle({ client, schema }) as unknown as Database);
  } finally {
    await client.end();
  }
}

/** Runs `work` on one connection to the database at `url`. */
export function withPostgres<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  return withClient(url, (_client, db) => work(db));
}

/**
 * pg_dump (custom format) into `file`, and `inspect` run on exactly the data dumped: a read-only
 * repeatable-read transaction exports its snapshot and pg_dump uses it, so the counts recorded
 * beside the dump are the dump's, however many writes the running servers make meanwhile.
 */
export function dumpPostgres<T>(
  url: string,
  file: string,
  inspect: (db: Database) => Promise<T>,
): Promise<T> {
  return withClient(url, async (client, db) => {
    await client.query('begin isolation level repeatable read, read only');
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const facts = await inspect(db);
      await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`], url);
      return facts;
    } finally {
      await client.query('rollback').catch(() => {});
    }
  });
}

/** Restores a custom-format dump in one transaction: on any error nothing is left in the database. */
export function restorePostgres(url: string, file: string): Promise<void> {
  return runTool(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', file],
    url,
  );
}
