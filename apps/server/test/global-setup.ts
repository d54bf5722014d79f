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
    /** A dump of a PGlite database before any migration; empty string on PostgreSQL. */
    pgliteEmptyPath: string;
    /** On PostgreSQL, a freshly migrated database to copy (CREATE DATABASE … TEMPLATE); empty string on PGlite. */
    postgresTemplateName: string;
  }
}

/**
 * PGlite's initdb costs seconds; loading a dump costs a fraction of that. Migrate one database
 * (with the legal corpus loaded) here, dump it, and let each test file start from a copy (tests of migrations themselves still
 * start from an empty database: a copy of the same one, dumped before its first migration). On
 * PostgreSQL likewise: one database is migrated here and each test database is created as a copy
 * of it (CREATE DATABASE … TEMPLATE), instead of every file migrating and loading the corpus into
 * an empty one.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.DATABASE_URL || undefined;
  if (postgresUrl) {
    project.provide('pgliteTemplatePath', '');
    project.provide('pgliteEmptyPath', '');
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
  const empty = path.join(dir, 'empty.tar');
  await migrateWithCorpus(await openDatabase({ pgliteDir: 'memory://' }), {
    before: (handle) => saveDump(handle, empty),
    after: (handle) => saveDump(handle, file),
  });
  project.provide('pgliteTemplatePath', file);
  project.provide('pgliteEmptyPath', empty);
  return async () => rm(dir, { recursive: true, force: true });
}

async function saveDump(handle: DatabaseHandle, file: string): Promise<void> {
  const dump = await handle.dumpDataDir!();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

/** Migrates the database and loads the legal corpus, with optional steps before and after, then closes it. */
async function migrateWithCorpus(
  handle: DatabaseHandle,
  steps: {
    before?: (handle: DatabaseHandle) => Promise<void>;
    after?: (handle: DatabaseHandle) => Promise<void>;
  } = {},
): Promise<void> {
  try {
    await steps.before?.(handle);
    const corpus = await scanCorpusFiles(DEFAULT_CORPUS_DIR);
    await migrateDatabase(handle, (db) => loadCorpusIntoDatabase(db, corpus).then(() => {}));
    await steps.after?.(handle);
  } finally {
    await handle.close();
  }
}
