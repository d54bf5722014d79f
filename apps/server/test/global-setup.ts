import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  }
}

/**
 * PGlite's initdb costs seconds; loading a dump costs a fraction of that. Migrate one database
 * (with the legal corpus loaded) here, dump it, and let each test file start from a copy (tests of migrations themselves still
 * start from an empty database).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
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
