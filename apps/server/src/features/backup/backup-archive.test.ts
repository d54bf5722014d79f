import { execFileSync } from 'node:child_process';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArchiveWriter, readArchive } from './backup-archive';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'brocardo-archive-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const longName = `uploads/user-documents/42/${'è'.repeat(60)}-${'a'.repeat(80)}`;

async function entriesOf(file: string) {
  const found: Array<{ name: string; bytes: Buffer }> = [];
  for await (const entry of readArchive(file)) {
    const parts: Buffer[] = [];
    for await (const chunk of entry.chunks()) parts.push(chunk);
    found.push({ name: entry.name, bytes: Buffer.concat(parts) });
  }
  return found;
}

describe('the backup archive', () => {
  it('round-trips entries of any size and long non-ASCII names, and reads as a standard tar.gz', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const source = path.join(dir, 'big.bin');
    await writeFile(source, big);
    const archive = path.join(dir, 'a.tar.gz');
    const writer = createArchiveWriter(archive);
    await writer.addBytes('manifest.json', Buffer.from('{"a":1}'));
    const handle = await open(source, 'r');
    await writer.addFile('database/pglite.tar', handle, big.length);
    await handle.close();
    await writer.addBytes(longName, Buffer.from('lungo'));
    await writer.addBytes('uploads/empty', Buffer.alloc(0));
    await writer.close();

    const entries = await entriesOf(archive);
    expect(entries.map((entry) => entry.name)).toEqual([
      'manifest.json',
      'database/pglite.tar',
      longName,
      'uploads/empty',
    ]);
    expect(entries[1]!.bytes.equals(big)).toBe(true);
    expect(entries[2]!.bytes.toString()).toBe('lungo');
    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toContain(longName);
  });

  it('refuses a file that is not an archive, and a truncated one', async () => {
    const junk = path.join(dir, 'junk.tar.gz');
    await writeFile(junk, 'not gzip');
    await expect(entriesOf(junk)).rejects.toThrow();
    const archive = path.join(dir, 'cut.tar.gz');
    const writer = createArchiveWriter(archive);
    await writer.addBytes('manifest.json', Buffer.alloc(100_000, 1));
    await writer.close();
    const bytes = await readFile(archive);
    const cut = path.join(dir, 'cut-short.tar.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(entriesOf(cut)).rejects.toThrow();
  });
});
