import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_CORPUS_DIR } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { scanCorpusFiles } from '../src/features/legal-db/corpus/corpus-files';
import { loadCorpusIntoDatabase } from '../src/features/legal-db/corpus/corpus-loader';
import { createPostgresDatabase } from './postgres-databases';

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
    const template = await createPostgresDatabase(postgresUrl, { prefix: 'brocardo_template' });
    try {
      // No connection may stay open to a template: the handle is closed before any file copies it.
      await migrateWithCorpus(await openDatabase({ url: template.url, pgliteDir: 'memory://', poolMax: 1 }));
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide('postgresTemplateName', template.name);
    return () => template.drop();
  }
  project.provide('postgresTemplateName', '');
  const dir = await mkdtemp(path.join(tmpdir(), 'brocardo-template-'));
  const file = path.join(dir, 'migrated.tar');
  await migrateWithCorpus(await openDatabase({ pgliteDir: 'memory://' }), async (handle) => {
    const dump = await handle.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  });
  project.provide('pgliteTemplatePath', file);
  return async () => rm(dir, { recursive: true, force: true });
}

/** Migrates the database and loads the legal corpus, then (optionally) reads it, then closes it. */
async function migrateWithCorpus(
  handle: DatabaseHandle,
  then?: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  try {
    const corpus = await scanCorpusFiles(DEFAULT_CORPUS_DIR);
    await migrateDatabase(handle, (db) => loadCorpusIntoDatabase(db, corpus).then(() => {}));
    await then?.(handle);
  } finally {
    await handle.close();
  }
}
