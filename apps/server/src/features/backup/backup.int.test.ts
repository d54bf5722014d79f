import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testConfig } from '../../../test/build-test-app';
import { writeSmallCorpus } from '../../../test/small-corpus';
import { createEmptyPostgresDatabase, postgresUrl } from '../../../test/test-database';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { messages } from '../../db/schema';
import { createLocalStorage } from '../../platform/storage';
import { createBackup } from './backup.service';
import {
  databaseUrlOf,
  expectLedgersMatchBalances,
  runCli,
  type Seeded,
  seed,
  snapshot,
} from './backup.test-support';
import { answerBackupRequests } from './backup-requests';
import { MISSING_FILE_REASON, restoreBackup } from './restore.service';

const SLOW = 180_000;
let scratch: string;
let sourceDir: string;
let t: TestApp;
let seeded: Seeded;
let before: Awaited<ReturnType<typeof snapshot>>;
const dropAfter: Array<() => Promise<void>> = [];

/** A fresh restore target: a new DATA_DIR, and on PostgreSQL a new empty database. */
async function freshTarget(name: string): Promise<{ DATA_DIR: string; DATABASE_URL?: string | undefined }> {
  const DATA_DIR = path.join(scratch, name);
  if (!postgresUrl) return { DATA_DIR };
  const created = await createEmptyPostgresDatabase(postgresUrl);
  dropAfter.push(created.drop);
  return { DATA_DIR, DATABASE_URL: created.url };
}

async function openTarget(target: { DATA_DIR: string; DATABASE_URL?: string | undefined }) {
  return openDatabase({ url: target.DATABASE_URL, pgliteDir: path.join(target.DATA_DIR, 'pglite') });
}

/** The restored target holds every row, the ledgers add up, and the kept file has the same bytes. */
async function expectRestored(target: { DATA_DIR: string; DATABASE_URL?: string | undefined }) {
  const restored = await openTarget(target);
  try {
    const after = await snapshot(restored.db);
    expect(after.users).toEqual(before.users);
    expect(after.conversations).toEqual(before.conversations);
    expect(after.messages).toEqual(before.messages);
    expect(after.ledger).toEqual(before.ledger);
    const orphan = (documents: typeof after.documents) => documents.find((d) => d.id === seeded.orphan.id);
    expect(after.documents.filter((d) => d.id !== seeded.orphan.id)).toEqual(
      before.documents.filter((d) => d.id !== seeded.orphan.id),
    );
    expect(orphan(after.documents)).toMatchObject({ ...orphan(before.documents), status: 'failed' });
    await expectLedgersMatchBalances(restored.db);
    const file = await readFile(path.join(target.DATA_DIR, 'uploads', seeded.processed.storageKey));
    expect(new Uint8Array(file)).toEqual(seeded.processed.bytes);
    return after;
  } finally {
    await restored.close();
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'brocardo-backup-test-'));
  sourceDir = path.join(scratch, 'source');
  // What is backed up is the users' data: the legal corpus only makes the database to dump larger.
  t = await buildTestApp({
    emptyDatabase: true,
    storage: createLocalStorage(path.join(sourceDir, 'uploads')),
    env: {
      LOGIN_RATE_LIMIT_PER_MINUTE: '100',
      CORPUS_DIR: await writeSmallCorpus(path.join(scratch, 'corpus')),
    },
  });
  seeded = await seed(t);
  before = await snapshot(t.database.db);
  expect(before.users.length).toBeGreaterThanOrEqual(3);
  expect(before.ledger.length).toBeGreaterThanOrEqual(6);
}, SLOW);

afterAll(async () => {
  await t?.close();
  for (const drop of dropAfter) await drop();
  await rm(scratch, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let archive: string;
  let restoredDir: { DATA_DIR: string; DATABASE_URL?: string | undefined };

  it(
    'backs up the database and the uploads into one archive, and restores every row and file',
    async () => {
      const config = testConfig({ DATA_DIR: sourceDir, DATABASE_URL: await databaseUrlOf(t.database.db) });
      archive = path.join(scratch, 'first.tar.gz');
      const backup = await createBackup({ config, output: archive, database: t.database });
      expect(backup.manifest.engine).toBe(postgresUrl ? 'postgres' : 'pglite');
      expect(backup.manifest.database.rows.users).toBe(before.users.length);
      expect(backup.manifest.database.rows.points_ledger).toBe(before.ledger.length);
      expect(backup.uploads).toMatchObject({ files: 1, documentsWithoutFile: [seeded.orphan.id] });

      restoredDir = await freshTarget('restored');
      const restore = await restoreBackup({ config: testConfig(restoredDir), archive });
      expect(restore.documentsMarkedFailed).toEqual([seeded.orphan.id]);
      expect(restore.rows.messages).toBe(before.messages.length);
      await expectRestored(restoredDir);

      const restored = await openTarget(restoredDir);
      const [orphan] = await restored.db
        .execute(sql`select failure_reason from user_documents where id = ${seeded.orphan.id}::uuid`)
        .then((result) => (result as unknown as { rows: Array<{ failure_reason: string }> }).rows);
      await restored.close();
      expect(orphan!.failure_reason).toBe(MISSING_FILE_REASON);
    },
    SLOW,
  );

  it(
    'refuses to restore over a target that already holds a database, touching nothing',
    async () => {
      const config = testConfig(restoredDir);
      await expect(restoreBackup({ config, archive })).rejects.toThrow(/contiene già/);
      const cli = await runCli(['restore', archive], restoredDir, scratch);
      expect(cli.code).toBe(1);
      expect(cli.stderr).toMatch(/^Ripristino non riuscito: .*contiene già/);
      await expectRestored(restoredDir);
    },
    SLOW,
  );

  it(
    'runs as a command: backup then restore into a fresh target, in child processes',
    async () => {
      const cliArchive = path.join(scratch, 'cli.tar.gz');
      const backup = await runCli(['backup', cliArchive], restoredDir, scratch);
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toContain('Backup completato');
      expect(backup.code).toBe(0);
      const target = await freshTarget('cli-restored');
      const restore = await runCli(['restore', cliArchive], target, scratch);
      expect(restore.stdout).toMatch(/Ripristinati: \d+ utenti/);
      expect(restore.code).toBe(0);
      await expectRestored(target);
      const missing = await runCli(['restore', path.join(scratch, 'nessuno.tar.gz')], target, scratch);
      expect(missing).toMatchObject({ code: 1, stderr: expect.stringMatching(/archivio non trovato/) });
      if (target.DATABASE_URL) expect(restore.stdout + restore.stderr).not.toContain('postgres://');
    },
    SLOW,
  );

  it(
    'takes a consistent archive while the app keeps writing',
    async () => {
      const config = testConfig({ DATA_DIR: sourceDir, DATABASE_URL: await databaseUrlOf(t.database.db) });
      let writing = true;
      let written = 0;
      const writes = (async () => {
        while (writing) {
          await setImmediate();
          await t.database.db.insert(messages).values({
            conversationId: before.conversations[1]!.id,
            role: 'user',
            content: `scritto durante il backup ${++written}`,
          });
        }
      })();
      const archiveWhileWriting = path.join(scratch, 'while-writing.tar.gz');
      let backup: Awaited<ReturnType<typeof createBackup>>;
      try {
        backup = await createBackup({ config, output: archiveWhileWriting, database: t.database });
      } finally {
        writing = false;
        await writes;
      }
      expect(written).toBeGreaterThan(0);
      const inArchive = backup.manifest.database.rows.messages;
      expect(inArchive).toBeGreaterThanOrEqual(before.messages.length);
      expect(inArchive).toBeLessThanOrEqual(before.messages.length + written);
      // The restore compares every count with the manifest: it would fail on a torn dump.
      const restore = await restoreBackup({
        config: testConfig(await freshTarget('while-writing')),
        archive: archiveWhileWriting,
      });
      expect(restore.rows.messages).toBe(inArchive);
    },
    SLOW,
  );

  it.skipIf(Boolean(postgresUrl))(
    'asks the server holding the PGlite folder for the dump, while it keeps writing, and refuses to restore under it',
    async () => {
      // This process plays the running server: it holds DATA_DIR's lock and answers backup requests.
      const server: DatabaseHandle = await openDatabase({
        pgliteDir: path.join(restoredDir.DATA_DIR, 'pglite'),
      });
      const stopAnswering = answerBackupRequests(restoredDir.DATA_DIR, server, { info() {}, error() {} });
      let writing = true;
      const writes = (async () => {
        let written = 0;
        while (writing) {
          // One write per turn of the event loop, as requests arrive (a bare loop of PGlite queries never yields).
          await setImmediate();
          await server.db.insert(messages).values({
            conversationId: before.conversations[0]!.id,
            role: 'user',
            content: `scritto durante il backup ${++written}`,
          });
        }
        return written;
      })();
      try {
        const liveArchive = path.join(scratch, 'live.tar.gz');
        const backup = await runCli(['backup', liveArchive], restoredDir, scratch);
        writing = false;
        expect(await writes).toBeGreaterThan(0);
        expect(backup.stdout).toContain('sta usando il database: gli chiedo di salvarlo');
        expect(backup.code).toBe(0);

        const refused = await runCli(['restore', liveArchive], restoredDir, scratch);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`processo ${process.pid}`);

        // The archive is consistent: the restore checks its counts against the manifest.
        const target = await freshTarget('live-restored');
        const restore = await runCli(['restore', liveArchive], target, scratch);
        expect(restore.code, restore.stderr).toBe(0);
        const restored = await openTarget(target);
        const after = await snapshot(restored.db);
        await restored.close();
        expect(after.messages.length).toBeGreaterThan(before.messages.length);
        expect(after.users).toEqual(before.users);
        expect(after.ledger).toEqual(before.ledger);
      } finally {
        writing = false;
        await writes;
        await stopAnswering();
        await server.close();
      }
    },
    SLOW,
  );
});
