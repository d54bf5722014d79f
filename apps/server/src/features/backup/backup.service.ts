import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { type DatabaseFacts, readDatabaseFacts } from './backup.repo';
import { type ArchiveWriter, createArchiveWriter } from './backup-archive';
import { BackupError } from './backup-error';
import {
  APP_VERSION,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  S3_NOTE,
  UPLOADS_INDEX_ENTRY,
  UPLOADS_PREFIX,
  type UploadsIndex,
} from './backup-manifest';
import { pgliteLockOwner, requestDumpFromServer } from './backup-requests';
import { dumpOpenPglite, withPgliteDump } from './pglite-dump';
import { dumpPostgres } from './postgres-dump';

export interface BackupOptions {
  config: Config;
  /** The archive to write; by default DATA_DIR/backups/brocardo-backup-<time>.tar.gz. */
  output?: string | undefined;
  /** An open PGlite to dump in-process (tests); otherwise the command finds the database from config. */
  database?: DatabaseHandle | undefined;
  progress?: (line: string) => void;
}

export interface BackupSummary {
  archive: string;
  bytes: number;
  manifest: BackupManifest;
  uploads: UploadsIndex;
  /** How the database was dumped. */
  via: 'pg_dump' | 'running-server' | 'direct';
}

export function defaultArchivePath(config: Pick<Config, 'DATA_DIR'>, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:]/g, '').replace(/\..*$/, '');
  return path.join(config.DATA_DIR, 'backups', `brocardo-backup-${stamp}.tar.gz`);
}

/**
 * Writes one archive: the manifest, the database (pg_dump, or the PGlite data directory), the
 * uploaded files of local storage, and last the index of the files copied. The files are copied
 * after the database: one deleted meanwhile is listed in the index, and the restore marks its
 * document failed. The archive appears under its name only once complete.
 */
export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  const { config } = options;
  const progress = options.progress ?? (() => {});
  const output = path.resolve(options.output ?? defaultArchivePath(config));
  if (existsSync(output)) throw new BackupError(`${output} esiste già: scegli un altro nome per l'archivio`);
  await mkdir(path.dirname(output), { recursive: true });
  const scratch = await mkdtemp(path.join(tmpdir(), 'brocardo-backup-'));
  const partial = `${output}.${randomUUID()}.part`;
  try {
    const database = await dumpDatabase(options, scratch, progress);
    const { facts } = database;
    progress(
      `Database salvato (${database.via === 'pg_dump' ? 'pg_dump' : 'PGlite'}): ` +
        `${facts.rows.users} utenti, ${facts.rows.conversations} conversazioni, ` +
        `${facts.rows.points_ledger} movimenti punti, ${facts.rows.user_documents} documenti.`,
    );
    const manifest: BackupManifest = {
      format: 'brocardo-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      engine: config.DATABASE_URL ? 'postgres' : 'pglite',
      database: {
        entry: config.DATABASE_URL ? DATABASE_ENTRY.postgres : DATABASE_ENTRY.pglite,
        migrations: facts.migrations,
        rows: facts.rows,
        pointsBalanceTotal: facts.pointsBalanceTotal,
        ledgerDeltaTotal: facts.ledgerDeltaTotal,
        liveDocuments: facts.liveDocuments.length,
      },
      uploads: config.S3_BUCKET
        ? { storage: 's3', bucket: config.S3_BUCKET, prefix: config.S3_PREFIX ?? '', note: S3_NOTE }
        : { storage: 'local' },
    };
    const writer = createArchiveWriter(partial);
    let uploads: UploadsIndex;
    try {
      await writer.addBytes(MANIFEST_ENTRY, json(manifest));
      await database.write(writer, manifest.database.entry);
      uploads = config.S3_BUCKET
        ? { files: 0, bytes: 0, documentsWithoutFile: [] }
        : await copyUploads(writer, path.join(config.DATA_DIR, 'uploads'), facts);
      await writer.addBytes(UPLOADS_INDEX_ENTRY, json(uploads));
    } catch (error) {
      await writer.close().catch(() => {});
      throw error;
    }
    await writer.close();
    await rename(partial, output);
    return { archive: output, bytes: (await stat(output)).size, manifest, uploads, via: database.via };
  } finally {
    await rm(partial, { force: true });
    await rm(scratch, { recursive: true, force: true });
  }
}

function json(value: unknown): Uint8Array {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
}

interface DatabaseDump {
  facts: DatabaseFacts;
  via: BackupSummary['via'];
  write(writer: ArchiveWriter, entry: string): Promise<void>;
}

async function dumpDatabase(
  options: BackupOptions,
  scratch: string,
  progress: (line: string) => void,
): Promise<DatabaseDump> {
  const { config } = options;
  if (config.DATABASE_URL) {
    const file = path.join(scratch, 'postgres.dump');
    const facts = await dumpPostgres(config.DATABASE_URL, file, readDatabaseFacts);
    return {
      facts,
      via: 'pg_dump',
      async write(writer, entry) {
        const handle = await open(file, 'r');
        try {
          await writer.addFile(entry, handle, (await handle.stat()).size);
        } finally {
          await handle.close();
        }
      },
    };
  }
  const { dump, via } = await dumpPglite(options, progress);
  // Counted in a copy opened from the dump itself: the numbers are the archive's, and the dump opens.
  const facts = await withPgliteDump(dump, readDatabaseFacts);
  return {
    facts,
    via,
    write: async (writer, entry) => writer.addBytes(entry, new Uint8Array(await dump.arrayBuffer())),
  };
}

async function dumpPglite(
  options: BackupOptions,
  progress: (line: string) => void,
): Promise<{ dump: Blob; via: BackupSummary['via'] }> {
  if (options.database) return { dump: await dumpOpenPglite(options.database), via: 'direct' };
  const dataDir = options.config.DATA_DIR;
  if (dataDir.startsWith('memory://')) {
    throw new BackupError('DATA_DIR=memory:// è un database temporaneo: non c\u2019è nulla da salvare');
  }
  const owner = await pgliteLockOwner(dataDir);
  if (owner) {
    progress(`Il server (processo ${owner}) sta usando il database: gli chiedo di salvarlo…`);
    return { dump: await requestDumpFromServer(dataDir, owner), via: 'running-server' };
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(`${pgliteDir}.initialised`)) {
    throw new BackupError(`nessun database Brocardo in ${path.resolve(pgliteDir)}: controlla DATA_DIR`);
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ pgliteDir });
  } catch (error) {
    if (await pgliteLockOwner(dataDir)) {
      throw new BackupError('un server si è avviato su DATA_DIR durante il backup: rilancia il comando');
    }
    throw error;
  }
  try {
    return { dump: await dumpOpenPglite(handle), via: 'direct' };
  } finally {
    await handle.close();
  }
}

/** Storage keys of the files under `root` (names starting with a dot are uploads not yet complete). */
async function listUploadKeys(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await listUploadKeys(root, key)));
    else if (entry.isFile()) keys.push(key);
  }
  return keys;
}

async function copyUploads(writer: ArchiveWriter, root: string, facts: DatabaseFacts): Promise<UploadsIndex> {
  const copied = new Set<string>();
  let bytes = 0;
  for (const key of await listUploadKeys(root)) {
    const handle = await open(path.join(root, key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) continue;
    try {
      const { size } = await handle.stat();
      await writer.addFile(`${UPLOADS_PREFIX}${key}`, handle, size);
      copied.add(key);
      bytes += size;
    } finally {
      await handle.close();
    }
  }
  const documentsWithoutFile = facts.liveDocuments
    .filter((document) => !copied.has(document.storageKey))
    .map((document) => document.id);
  return { files: copied.size, bytes, documentsWithoutFile };
}
