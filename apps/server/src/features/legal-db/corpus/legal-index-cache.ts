import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import {
  type LegalIndex,
  type LegalIndexSnapshot,
  restoreLegalIndex,
  snapshotLegalIndex,
} from '../search/legal-index';

/** Bump when the snapshot's shape changes (the code stamp below also changes with any new build). */
const FORMAT = 1;
const SUFFIX = '.v8';

export interface LegalIndexCache {
  /** The index of this corpus version as built by this code, or null (absent, stale, unreadable). */
  load(version: string): Promise<LegalIndex | null>;
  /** Stores it for the next boot, replacing other versions; failures are only logged. */
  save(version: string, index: LegalIndex): Promise<void>;
}

interface CacheLog {
  warn(message: string): void;
}

let codeStamp: Promise<string> | undefined;
/**
 * What the index depends on besides the corpus: the code that analyses and builds it. In the
 * bundle this module is dist/main.js, so any new build (stemmer, stop words, fields) invalidates
 * the cache; under tsx or vitest it is this file's source.
 */
function stampOfCode(): Promise<string> {
  codeStamp ??= readFile(fileURLToPath(import.meta.url))
    .then((code) => createHash('sha256').update(code).digest('hex'))
    .catch(() => 'unknown');
  return codeStamp;
}

async function keyOf(version: string): Promise<string> {
  const hash = createHash('sha256').update(`${FORMAT}\0${version}\0${await stampOfCode()}`);
  return hash.digest('hex').slice(0, 32);
}

/**
 * The built search index kept in DATA_DIR/legal-index, one file keyed by the corpus version and the
 * code's stamp: a boot on the same corpus and build restores it (typed arrays copied, no text
 * analysed) instead of building it again. Each replica keeps its own; the database stays the source
 * of the articles, the file only saves work.
 */
export function createLegalIndexCache(dir: string, log: CacheLog): LegalIndexCache {
  return {
    async load(version) {
      const file = path.join(dir, `${await keyOf(version)}${SUFFIX}`);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch {
        return null;
      }
      try {
        return restoreLegalIndex(deserialize(bytes) as LegalIndexSnapshot);
      } catch (error) {
        log.warn(`legal index cache ${file} unreadable, building the index: ${(error as Error).message}`);
        return null;
      }
    },

    async save(version, index) {
      try {
        const name = `${await keyOf(version)}${SUFFIX}`;
        await mkdir(dir, { recursive: true });
        const temporary = path.join(dir, `${name}.${process.pid}.tmp`);
        await writeFile(temporary, serialize(snapshotLegalIndex(index)));
        await rename(temporary, path.join(dir, name));
        for (const other of await readdir(dir))
          if (other !== name && other.endsWith(SUFFIX)) await rm(path.join(dir, other), { force: true });
      } catch (error) {
        log.warn(`legal index cache not written in ${dir}: ${(error as Error).message}`);
      }
    },
  };
}

/** The cache of a DATA_DIR (its legal-index folder); none for an in-memory database (tests). */
export function legalIndexCacheIn(dataDir: string, log: CacheLog): LegalIndexCache | null {
  return dataDir.startsWith('memory://')
    ? null
    : createLegalIndexCache(path.join(path.resolve(dataDir), 'legal-index'), log);
}
