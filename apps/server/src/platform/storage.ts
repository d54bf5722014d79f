import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Config } from '../config';

/** Where uploaded user documents live: the local disk or an S3(-compatible) bucket. */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Throws StorageNotFoundError when there is no object under `key`. */
  get(key: string): Promise<Uint8Array>;
  /** Idempotent: deleting a missing object succeeds. */
  delete(key: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string, options?: ErrorOptions) {
    super(`Object not found: ${key}`, options);
    this.name = 'StorageNotFoundError';
  }
}

const MAX_KEY_LENGTH = 1024;
const KEY_PATTERN = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/**
 * Keys are relative, slash-separated paths such as `user-documents/<userId>/<uuid>`. Anything that
 * could name a different place on disk than in a bucket (`..`, `.`, empty segments, a leading `/`)
 * is refused, so a key can never escape the storage root.
 */
export function assertValidKey(key: string): void {
  if (
    key.length > MAX_KEY_LENGTH ||
    !KEY_PATTERN.test(key) ||
    key.includes('..') ||
    key.split('/').includes('.')
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined;
}

export function createLocalStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);

  function resolveKey(key: string): string {
    assertValidKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return file;
  }

  return {
    kind: 'local',

    async put(key, body) {
      const file = resolveKey(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Same directory as the target so the rename is atomic (same filesystem); the dot prefix and
      // suffix keep it out of anything that lists real objects.
      const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const handle = await open(temp, 'wx', 0o600);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      // Persist the rename itself: without syncing the directory a crash may forget it.
      const dirHandle = await open(dir, 'r');
      try {
        await dirHandle.sync();
      } finally {
        await dirHandle.close();
      }
    },

    async get(key) {
      const file = resolveKey(key);
      try {
        return await readFile(file);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') {
          throw new StorageNotFoundError(key, { cause: error });
        }
        throw error;
      }
    },

    async delete(key) {
      const file = resolveKey(key);
      try {
        await unlink(file);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'ENOENT' || code === 'ENOTDIR') return;
        throw error;
      }
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); the AWS endpoint when absent. */
  endpoint?: string;
  /** Both or neither; when absent the SDK's default credential chain is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Prepended to every key as `<prefix>/<key>`. */
  prefix?: string;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket, accessKeyId, secretAccessKey } = options;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3 storage: give both accessKeyId and secretAccessKey, or neither');
  }
  const prefix = options.prefix?.replace(/\/+$/, '') ?? '';
  if (prefix) assertValidKey(prefix);

  const config: S3ClientConfig = { region: options.region, forcePathStyle: options.forcePathStyle ?? false };
  if (options.endpoint) config.endpoint = options.endpoint;
  if (accessKeyId && secretAccessKey) config.credentials = { accessKeyId, secretAccessKey };
  // The SDK is loaded on the first request: a server storing on its own disk starts without it.
  let connection: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(config) })));

  function objectKey(key: string): string {
    assertValidKey(key);
    return prefix ? `${prefix}/${key}` : key;
  }

  return {
    kind: 's3',

    async put(key, body, contentType) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const response = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
        if (!response.Body) throw new Error(`S3 returned no body for ${Key}`);
        return await response.Body.transformToByteArray();
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key, { cause: error });
        throw error;
      }
    },

    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        // S3 answers 204 for a missing key, but some compatible services say 404.
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

/** S3-compatible storage when S3_BUCKET is set, otherwise files under DATA_DIR/uploads. */
export function createStorageFromConfig(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_PREFIX'
  >,
): ObjectStorage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
