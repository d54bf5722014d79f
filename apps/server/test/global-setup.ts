import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DEFAULT_CORPUS_DIR } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { scanCorpusFiles } from '../src/features/legal-db/corpus/corpus-files';
import { loadCorpusIntoDatabase } from '../src/features/legal-db/corpus/corpus-loader';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite database; empty string on PostgreSQL. */
    pgliteTemplatePath: string;
    /** On PostgreSQL, a freshly migrated database to copy (CREATE DATABASE … TEMPLATE); empty string on PGlite. */
    postgresTemplateName: string;
  }
}

/**
 * PGlite's initdb costs seconds; loading a dump costs a fraction of that. Migrate one database
 * (with the legal corpus loaded) here, dump it, and let each test file start from a copy (tests of migrations themselves still
 * start from an empty database). On PostgreSQL likewise: one database is migrated here and each
 * test database is created as a copy of it (CREATE DATABASE … TEMPLATE), instead of every file
 * migrating and loading the corpus into an empty one.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.DATABASE_URL || undefined;
  if (postgresUrl) {
    project.provide('pgliteTemplatePath', '');
    const name = await createPostgresTemplate(postgresUrl);
    project.provide('postgresTemplateName', name);
    return () => dropPostgresDatabase(postgresUrl, name);
  }
  project.provide('postgresTemplateName', '');
  const dir = await mkdtemp(path.join(tmpdir(), 'brocardo-template-'));
  const file = path.join(dir, 'migrated.tar');
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    const corpus = await scanCorpusFiles(DEFAULT_CORPUS_DIR);
    await migrateDatabase(handle, (db) => loadCorpusIntoDatabase(db, corpus).then(() => {}));
    const dump = await handle.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplatePath', file);
  return async () => rm(dir, { recursive: true, force: true });
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

function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  return adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}

/** A migrated PostgreSQL database with the legal corpus loaded, no connection left open to it. */
async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `brocardo_template_${process.pid}_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), pgliteDir: 'memory://', poolMax: 1 });
    try {
      const corpus = await scanCorpusFiles(DEFAULT_CORPUS_DIR);
      await migrateDatabase(handle, (db) => loadCorpusIntoDatabase(db, corpus).then(() => {}));
    } finally {
      await handle.close();
    }
  } catch (error) {
    await dropPostgresDatabase(serverUrl, name);
    throw error;
  }
  return name;
}
