import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server.mjs';
import { createLocalStorage, createS3Storage, type ObjectStorage, StorageNotFoundError } from './storage';

const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);
const BAD_KEYS = [
  '../x',
  '/etc/passwd',
  'a/../../b',
  'user-documents/../../../etc/passwd',
  '..',
  '.',
  './a',
  'a/./b',
  '',
  'a//b',
  'a/',
  'a\\..\\b',
  'a b',
  '%2e%2e/x',
  'é',
  'a\0b',
  'x'.repeat(1025),
];

const docKey = (userId = 'u1') => `user-documents/${userId}/${randomUUID()}`;
const bytes = (text: string) => new TextEncoder().encode(text);
const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('createLocalStorage', () => {
  let base: string;
  let root: string;
  let storage: ObjectStorage;

  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'brocardo-storage-'));
    root = path.join(base, 'uploads');
    storage = createLocalStorage(root);
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('round-trips bytes, creating private directories and files', async () => {
    const key = docKey();
    await storage.put(key, ALL_BYTES, 'application/octet-stream');
    expect(storage.kind).toBe('local');
    expect(same(await storage.get(key), ALL_BYTES)).toBe(true);
    if (process.platform !== 'win32') {
      expect((await stat(path.join(root, key))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(root, 'user-documents', 'u1'))).mode & 0o777).toBe(0o700);
      expect((await stat(root)).mode & 0o777).toBe(0o700);
    }
  });

  it('round-trips an empty object', async () => {
    const key = docKey();
    await storage.put(key, new Uint8Array(0), 'text/plain');
    expect((await storage.get(key)).length).toBe(0);
  });

  it('overwrites an existing object', async () => {
    const key = docKey();
    await storage.put(key, bytes('first version, longer than the second'), 'text/plain');
    await storage.put(key, bytes('second'), 'text/plain');
    expect(new TextDecoder().decode(await storage.get(key))).toBe('second');
  });

  it('deletes idempotently', async () => {
    const key = docKey();
    await storage.put(key, bytes('x'), 'text/plain');
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.delete(key);
    await storage.delete(docKey('never-created'));
    await storage.delete(`${key}/below-a-file`);
  });

  it('throws StorageNotFoundError for missing objects', async () => {
    const key = docKey();
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.put(key, bytes('x'), 'text/plain');
    // A directory and a path below a file are not objects either.
    await expect(storage.get('user-documents/u1')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.get(`${key}/child`)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses keys that are not plain relative paths, touching nothing', async () => {
    for (const key of BAD_KEYS) {
      await expect(storage.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(await readdir(base)).toEqual([]);
  });

  it('leaves no temporary files behind, even when the rename fails', async () => {
    const keys = [docKey(), docKey(), docKey('u2')];
    for (const key of keys) await storage.put(key, ALL_BYTES, 'application/pdf');
    await storage.put(keys[0]!, bytes('again'), 'application/pdf');
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => storage.put(keys[1]!, bytes(`v${i}`), 'text/plain')),
    );
    expect(new TextDecoder().decode(await storage.get(keys[1]!))).toMatch(/^v\d$/);
    // `user-documents/u1` is a directory: renaming a file onto it fails.
    await expect(storage.put('user-documents/u1', bytes('x'), 'text/plain')).rejects.toThrow();
    expect(await listFiles(root)).toEqual(keys.map((key) => path.join(...key.split('/'))).sort());
  });
});

describe('createS3Storage', () => {
  const bucket = 'brocardo-docs';
  let server: S3Server;
  let storage: ObjectStorage;

  beforeAll(async () => {
    server = await startS3Server();
    storage = createS3Storage({
      bucket,
      region: 'eu-south-1',
      endpoint: server.url,
      forcePathStyle: true,
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret-key',
    });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('round-trips every byte value with path-style requests to the bucket', async () => {
    const key = docKey();
    await storage.put(key, ALL_BYTES, 'application/pdf');
    expect(storage.kind).toBe('s3');
    expect(same(server.objects.get(`${bucket}/${key}`)!, ALL_BYTES)).toBe(true);
    expect(same(await storage.get(key), ALL_BYTES)).toBe(true);
    expect(server.requests).toEqual([
      { method: 'PUT', path: `/${bucket}/${key}` },
      { method: 'GET', path: `/${bucket}/${key}` },
    ]);
  });

  it('overwrites an existing object', async () => {
    const key = docKey();
    await storage.put(key, bytes('first'), 'text/plain');
    await storage.put(key, bytes('second'), 'text/plain');
    expect(new TextDecoder().decode(await storage.get(key))).toBe('second');
  });

  it('deletes idempotently', async () => {
    const key = docKey();
    await storage.put(key, bytes('x'), 'text/plain');
    await storage.delete(key);
    expect(server.objects.has(`${bucket}/${key}`)).toBe(false);
    await storage.delete(key);
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/${bucket}/${key}` },
      { method: 'DELETE', path: `/${bucket}/${key}` },
    ]);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('throws StorageNotFoundError for missing objects', async () => {
    const error = await storage.get(docKey()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageNotFoundError);
    expect((error as Error).cause).toMatchObject({ name: 'NoSuchKey' });
  });

  it('stores keys under the prefix', async () => {
    const prefixed = createS3Storage({
      bucket,
      region: 'eu-south-1',
      endpoint: server.url,
      forcePathStyle: true,
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret-key',
      prefix: 'tenant-a/',
    });
    const key = docKey();
    await prefixed.put(key, bytes('x'), 'text/plain');
    expect(server.requests).toEqual([{ method: 'PUT', path: `/${bucket}/tenant-a/${key}` }]);
    expect(new TextDecoder().decode(await prefixed.get(key))).toBe('x');
  });

  it('refuses invalid keys without sending a request', async () => {
    for (const key of BAD_KEYS) {
      await expect(storage.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(server.requests).toEqual([]);
  });

  it('wants both halves of a static credential or neither', () => {
    expect(() => createS3Storage({ bucket, region: 'eu-south-1', accessKeyId: 'only-the-id' })).toThrow(
      /both accessKeyId and secretAccessKey/,
    );
  });
});
