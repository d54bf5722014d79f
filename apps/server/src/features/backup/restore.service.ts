import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Engine } from '../../db/client';
import { acquireDataDirLock } from '../../db/data-dir-lock';
import { assertValidKey } from '../../platform/storage';
import {
  COUNTED_TABLES,
  countUserTables,
  type DatabaseFacts,
  failDocumentsWithoutFile,
  readDatabaseFacts,
} from './backup.repo';
import { type ArchiveEntry, ArchiveFormatError, readArchive } from './backup-archive';
import { BackupError } from './backup-error';
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  latestKnownMigration,
  MANIFEST_ENTRY,
  manifestSchema,
  UPLOADS_INDEX_ENTRY,
  UPLOADS_PREFIX,
  type UploadsIndex,
  uploadsIndexSchema,
} from './backup-manifest';
import { pgliteLockFile, pgliteLockOwner } from './backup-requests';
import { loadPgliteDumpInto } from './pglite-dump';
import { redactedUrl, restorePostgres, withPostgres } from './postgres-dump';

export const MISSING_FILE_REASON =
  'Il file di questo documento non era nel backup da cui i dati sono stati ripristinati: ' +
  'eliminalo e caricalo di nuovo.';

export interface RestoreOptions {
  config: Config;
  archive: string;
  progress?: (line: string) => void;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: DatabaseFacts['rows'];
  uploadsRestored: number;
  /** Documents whose file the archive lacked, now failed with MISSING_FILE_REASON. */
  documentsMarkedFailed: string[];
  /** Migrations this build will apply at the next start. */
  pendingMigrations: number;
}

interface Unpacked {
  manifest: BackupManifest;
  uploads: UploadsIndex | null;
  databaseFile: string;
  uploadKeys: Set<string>;
}

/**
 * Restores an archive into the configured target, which must be new: PGlite into a DATA_DIR with no
 * database (the lock is held throughout, so no server starts meanwhile), PostgreSQL into an empty
 * database. Everything is unpacked and the database restored and checked in a staging folder (or
 * one pg_restore transaction) before anything appears in the target.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const { config } = options;
  const progress = options.progress ?? (() => {});
  const engine: Engine = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (!existsSync(options.archive)) throw new BackupError(`archivio non trovato: ${options.archive}`);
  if (config.DATA_DIR.startsWith('memory://'))
    throw new BackupError('DATA_DIR=memory:// non è una destinazione');
  await mkdir(config.DATA_DIR, { recursive: true });
  const release = engine === 'pglite' ? await lockDataDir(config.DATA_DIR) : async () => {};
  const staging = path.join(config.DATA_DIR, `.restore-${randomUUID()}`);
  try {
    await assertFreshTarget(config);
    await mkdir(staging, { mode: 0o700 });
    const unpacked = await unpack(options.archive, staging, config, engine);
    progress(`Archivio del ${unpacked.manifest.createdAt} letto (${unpacked.manifest.engine}).`);
    const missing = (facts: DatabaseFacts) =>
      unpacked.manifest.uploads.storage === 'local'
        ? facts.liveDocuments.filter((d) => !unpacked.uploadKeys.has(d.storageKey)).map((d) => d.id)
        : [];
    const checkAndRepair = async (db: Parameters<typeof readDatabaseFacts>[0]) => {
      const facts = await readDatabaseFacts(db);
      assertMatchesManifest(facts, unpacked.manifest);
      const failed = missing(facts);
      await failDocumentsWithoutFile(db, failed, MISSING_FILE_REASON);
      return { facts, failed };
    };
    let checked: Awaited<ReturnType<typeof checkAndRepair>>;
    if (config.DATABASE_URL) {
      await restorePostgres(config.DATABASE_URL, unpacked.databaseFile);
      checked = await withPostgres(config.DATABASE_URL, checkAndRepair).catch((error: unknown) => {
        throw new BackupError(
          `${error instanceof Error ? error.message : String(error)}; il database è già stato scritto: ` +
            'eliminalo e ricrealo vuoto prima di riprovare',
          { cause: error },
        );
      });
    } else {
      const dump = new Blob([await readFile(unpacked.databaseFile)]);
      checked = await loadPgliteDumpInto(path.join(staging, 'pglite'), dump, checkAndRepair);
    }
    progress('Database ripristinato e verificato.');
    await moveInto(path.join(staging, 'uploads'), path.join(config.DATA_DIR, 'uploads'));
    if (engine === 'pglite') {
      await moveInto(path.join(staging, 'pglite'), path.join(config.DATA_DIR, 'pglite'));
      // The marker makes the folder a database the server opens (without it, it is set aside as incomplete).
      await writeFile(path.join(config.DATA_DIR, 'pglite.initialised'), `${new Date().toISOString()}\n`);
    }
    const known = await latestKnownMigration();
    return {
      manifest: unpacked.manifest,
      rows: checked.facts.rows,
      uploadsRestored: unpacked.uploadKeys.size,
      documentsMarkedFailed: checked.failed,
      pendingMigrations: Math.max(0, known.count - unpacked.manifest.database.migrations.applied),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const owner = await pgliteLockOwner(dataDir);
  if (owner) {
    throw new BackupError(
      `un server Brocardo (processo ${owner}) sta usando ${dataDir}: fermalo prima del ripristino`,
    );
  }
  try {
    return await acquireDataDirLock(pgliteLockFile(dataDir));
  } catch {
    throw new BackupError(`un altro processo ha appena preso ${dataDir}: fermalo prima del ripristino`);
  }
}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

async function assertFreshTarget(config: Config): Promise<void> {
  if (config.DATABASE_URL) {
    const tables = await withPostgres(config.DATABASE_URL, countUserTables).catch(
      (error: { code?: string }) => {
        if (error.code !== '3D000') throw error;
        throw new BackupError(
          `il database ${redactedUrl(config.DATABASE_URL!)} non esiste: crealo vuoto (ad esempio con createdb)`,
        );
      },
    );
    if (tables > 0) {
      throw new BackupError(
        `il database ${redactedUrl(config.DATABASE_URL)} contiene già ${tables} tabelle: ` +
          'il ripristino va fatto in un database vuoto (ad esempio creato con createdb)',
      );
    }
  } else {
    const pgliteDir = path.join(config.DATA_DIR, 'pglite');
    if (!(await isEmptyOrAbsent(pgliteDir)) || existsSync(`${pgliteDir}.initialised`)) {
      throw new BackupError(
        `${path.resolve(config.DATA_DIR)} contiene già un database: il ripristino va fatto in una DATA_DIR nuova`,
      );
    }
  }
  if (!config.S3_BUCKET && !(await isEmptyOrAbsent(path.join(config.DATA_DIR, 'uploads')))) {
    throw new BackupError(
      `${path.resolve(config.DATA_DIR, 'uploads')} contiene già dei file: il ripristino va fatto in una DATA_DIR nuova`,
    );
  }
}

async function unpack(archive: string, staging: string, config: Config, engine: Engine): Promise<Unpacked> {
  let manifest: BackupManifest | undefined;
  let uploads: UploadsIndex | null = null;
  const uploadKeys = new Set<string>();
  try {
    for await (const entry of readArchive(archive)) {
      if (!manifest) {
        if (entry.name !== MANIFEST_ENTRY) throw new BackupError('non è un archivio di backup di Brocardo');
        manifest = await checkedManifest(await entryText(entry), config, engine);
      } else if (entry.name === manifest.database.entry) {
        await saveEntry(entry, path.join(staging, entry.name));
      } else if (entry.name === UPLOADS_INDEX_ENTRY) {
        uploads = uploadsIndexSchema.parse(JSON.parse(await entryText(entry)));
      } else if (entry.name.startsWith(UPLOADS_PREFIX)) {
        const key = entry.name.slice(UPLOADS_PREFIX.length);
        assertValidKey(key);
        await saveEntry(entry, path.join(staging, 'uploads', key));
        uploadKeys.add(key);
      } else {
        throw new BackupError(`voce inattesa nell'archivio: ${entry.name}`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = error instanceof ArchiveFormatError ? error.message : String(error);
    throw new BackupError(`archivio illeggibile o danneggiato (${reason})`, { cause: error });
  }
  const databaseFile = manifest && path.join(staging, manifest.database.entry);
  if (!manifest || !databaseFile || !existsSync(databaseFile)) {
    throw new BackupError('archivio incompleto: manca il database');
  }
  if (!uploads) throw new BackupError("archivio incompleto: manca l'elenco dei file (backup interrotto?)");
  return { manifest, uploads, databaseFile, uploadKeys };
}

async function entryText(entry: ArchiveEntry): Promise<string> {
  if (entry.size > 64 * 1024 * 1024) throw new BackupError(`voce troppo grande: ${entry.name}`);
  const parts: Buffer[] = [];
  for await (const chunk of entry.chunks()) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

async function saveEntry(entry: ArchiveEntry, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const handle = await open(file, 'wx', 0o600);
  try {
    for await (const chunk of entry.chunks()) await handle.write(chunk);
  } finally {
    await handle.close();
  }
}

async function checkedManifest(text: string, config: Config, engine: Engine): Promise<BackupManifest> {
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError('manifest.json non valido: non è un archivio di Brocardo');
  const manifest = parsed.data;
  if (manifest.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`archivio in un formato più recente (${manifest.version}): aggiorna Brocardo`);
  }
  if (manifest.engine !== engine) {
    throw new BackupError(
      manifest.engine === 'postgres'
        ? 'l\u2019archivio è di un database PostgreSQL: imposta DATABASE_URL su un database vuoto'
        : 'l\u2019archivio è del database integrato (PGlite): togli DATABASE_URL e indica una DATA_DIR nuova',
    );
  }
  const known = await latestKnownMigration();
  if ((manifest.database.migrations.lastCreatedAt ?? 0) > known.lastCreatedAt) {
    throw new BackupError(
      `l'archivio viene da una versione più recente di Brocardo (${manifest.appVersion}): aggiorna prima di ripristinare`,
    );
  }
  if (manifest.uploads.storage === 'local' && config.S3_BUCKET) {
    throw new BackupError(
      "l'archivio contiene i file caricati su disco, ma è configurato S3_BUCKET: ripristina senza S3_BUCKET",
    );
  }
  if (manifest.uploads.storage === 's3' && !config.S3_BUCKET) {
    throw new BackupError(
      `i file dell'archivio sono nel bucket S3 "${manifest.uploads.bucket}": configura S3_BUCKET prima di ripristinare`,
    );
  }
  return manifest;
}

function assertMatchesManifest(facts: DatabaseFacts, manifest: BackupManifest): void {
  const expected = manifest.database;
  const differences = COUNTED_TABLES.filter((table) => facts.rows[table] !== expected.rows[table]).map(
    (table) => `${table}: ${facts.rows[table]} invece di ${expected.rows[table]}`,
  );
  if (facts.pointsBalanceTotal !== expected.pointsBalanceTotal) differences.push('somma dei saldi punti');
  if (facts.ledgerDeltaTotal !== expected.ledgerDeltaTotal) differences.push('somma dei movimenti punti');
  if (facts.migrations.applied !== expected.migrations.applied) differences.push('migrazioni applicate');
  if (differences.length > 0) {
    throw new BackupError(`il database ripristinato non corrisponde al manifest (${differences.join('; ')})`);
  }
}

/** Renames a staged folder into place; an empty folder already there (a volume's mount point's child) gives way. */
async function moveInto(staged: string, target: string): Promise<void> {
  if (!existsSync(staged)) return;
  if (existsSync(target)) await rmdir(target);
  await rename(staged, target);
}
