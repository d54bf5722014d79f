import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from '@brocardo/shared';
import packageJson from '../../../package.json' with { type: 'json' };
import { migrationsFolder } from '../../db/migrate';
import { COUNTED_TABLES } from './backup.repo';

export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** Written after the files were copied: what was copied and what was already gone. */
export const UPLOADS_INDEX_ENTRY = 'uploads.json';
export const DATABASE_ENTRY = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;
export const UPLOADS_PREFIX = 'uploads/';

export const S3_NOTE =
  'I file caricati sono nel bucket S3, non in questo archivio: proteggili con gli strumenti del ' +
  'servizio (versioning, replica o copia del bucket) e ripristina il bucket con lo stesso S3_PREFIX.';

const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal('brocardo-backup'),
  version: z.number().int().positive(),
  createdAt: z.string(),
  appVersion: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  database: z.object({
    entry: z.string(),
    migrations: z.object({ applied: count, lastCreatedAt: z.number().nullable() }),
    rows: z.object(
      Object.fromEntries(COUNTED_TABLES.map((table) => [table, count])) as Record<
        (typeof COUNTED_TABLES)[number],
        typeof count
      >,
    ),
    pointsBalanceTotal: z.number().int(),
    ledgerDeltaTotal: z.number().int(),
    liveDocuments: count,
  }),
  uploads: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local') }),
    z.object({ storage: z.literal('s3'), bucket: z.string(), prefix: z.string(), note: z.string() }),
  ]),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const uploadsIndexSchema = z.object({
  files: count,
  bytes: count,
  /** Documents of the database dump whose file was deleted before it could be copied. */
  documentsWithoutFile: z.array(z.string()),
});
export type UploadsIndex = z.infer<typeof uploadsIndexSchema>;

export const APP_VERSION: string = packageJson.version;

/** The newest migration this build knows (drizzle records each applied one by its journal time). */
export async function latestKnownMigration(): Promise<{ count: number; lastCreatedAt: number }> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ when: number }>;
  };
  return {
    count: journal.entries.length,
    lastCreatedAt: Math.max(...journal.entries.map((entry) => entry.when)),
  };
}
