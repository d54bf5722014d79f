import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorTable } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDocuments } from '../../src/db/schema';
import { listDocuments, upload, uploaded } from '../../src/features/documents/documents.test-support';
import { createStorageFromConfig, type ObjectStorage } from '../../src/platform/storage';
import { buildTestApp, type TestApp, testConfig } from '../build-test-app';
import { type Caller, signedInUser } from '../sessions';
import { ITALIAN } from './fault-support';

// DATA_DIR/uploads on a filesystem of 1 MiB of its own (tmpfs, mounted here: the tests run as root
// in CI and in the dev container). Where mounting is refused, the storage's writes go to /dev/full
// instead, which fails every write with the same ENOSPC from the kernel: the seam is the storage's
// file write, the route, service and error mapping above it are the real ones.

let dataDir: string;
let uploadsDir: string;
let mounted = false;
/** Fallback only: writes fail with ENOSPC while true. */
let diskFull = false;
let t: TestApp;
let caller: Caller;
const logLines: string[] = [];

function tryMount(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', dir], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    return true;
  } catch {
    return false;
  }
}

/** The real local storage; in the fallback, its writes fail with ENOSPC while `diskFull`. */
function storageUnderTest(): ObjectStorage {
  const local = createStorageFromConfig(testConfig({ DATA_DIR: dataDir }));
  if (mounted) return local;
  return {
    ...local,
    async put(key, body, contentType) {
      if (diskFull) await writeFile('/dev/full', body); // rejects with ENOSPC
      return local.put(key, body, contentType);
    },
  };
}

async function freeBytes(): Promise<number> {
  const stats = await statfs(uploadsDir);
  return stats.bavail * stats.bsize;
}

/** Every file under the uploads folder, relative to it (temporary files included). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A file the upload route takes as a PDF (the type comes from its first bytes). */
function pdfBytes(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.set(Buffer.from('%PDF-1.7\n'), 0);
  return bytes;
}

const FILLER = 'riempitivo.bin';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'brocardo-full-disk-'));
  uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  mounted = tryMount(uploadsDir);
  if (!mounted) console.warn('[full-disk] tmpfs mount refused: writes fail through /dev/full instead');
  t = await buildTestApp({
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000', DOCUMENT_WORKER_CONCURRENCY: '0', LOG_LEVEL: 'warn' },
    logStream: { write: (line) => logLines.push(line) },
    storage: storageUnderTest(),
  });
  caller = await signedInUser(t);
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    if (mounted) execFileSync('umount', [uploadsDir], { stdio: 'ignore', timeout: 10_000 });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
});

describe('uploads when the disk under DATA_DIR is full', () => {
  it('refuses with a clear Italian 503, leaves no row and no partial file, and works again once space is freed', async () => {
    const first = await uploaded(t, caller, 'prima.pdf', pdfBytes(50 * 1024));
    const before = await filesUnder(uploadsDir);
    expect(before).toEqual([`user-documents/${caller.id}/${first.id}`]);

    // Leave about 150 KB free, then send 400 KB.
    if (mounted) {
      await writeFile(
        path.join(uploadsDir, FILLER),
        Buffer.alloc(Math.max(0, (await freeBytes()) - 150 * 1024)),
      );
      expect(await freeBytes()).toBeLessThan(200 * 1024);
    } else diskFull = true;
    const big = pdfBytes(400 * 1024);
    const refused = await upload(t, caller, 'grande.pdf', big);

    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error_code: 'DOCUMENT_STORAGE_FAILED',
      message: errorTable.DOCUMENT_STORAGE_FAILED.message,
    });
    expect(refused.json().message).toMatch(ITALIAN);
    expect(refused.body).not.toMatch(/ENOSPC|stack|at \w+ \(/);
    // The cause, for the operator: the kernel's ENOSPC, in the log only.
    expect(
      logLines.some((line) => line.includes('document upload not stored') && line.includes('ENOSPC')),
    ).toBe(true);
    // Nothing half-written: neither the object nor its temporary file.
    expect((await filesUnder(uploadsDir)).filter((file) => file !== FILLER)).toEqual(before);
    // No row, and the user's documents are those of before.
    const rows = await t.database.db
      .select({ id: userDocuments.id })
      .from(userDocuments)
      .where(eq(userDocuments.userId, caller.id));
    expect(rows.map((row) => row.id)).toEqual([first.id]);
    expect((await listDocuments(t, caller)).map((document) => document.id)).toEqual([first.id]);

    // Space freed: the same file goes in, whole.
    if (mounted) await rm(path.join(uploadsDir, FILLER));
    else diskFull = false;
    const second = await uploaded(t, caller, 'grande.pdf', big);
    const stored = await readFile(path.join(uploadsDir, `user-documents/${caller.id}/${second.id}`));
    expect(Buffer.compare(stored, Buffer.from(big))).toBe(0);
    expect((await listDocuments(t, caller)).map((document) => document.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(await filesUnder(uploadsDir)).toHaveLength(2);
  });
});
