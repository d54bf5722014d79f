import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import {
  buildLegalIndex,
  type LegalIndex,
  type LegalIndexSnapshot,
  restoreLegalIndex,
  snapshotLegalIndex,
} from '../search/legal-index';
import { scanCorpusFiles } from './corpus-files';

/** Bump when the snapshot's shape changes (the code stamp below also changes with any new build). */
const FORMAT = 2;
const SUFFIX = '.v8';

export interface LegalIndexCache {
  /** The index of this corpus version as built by this code, or null (absent, stale, unreadable). */
  load(version: string): Promise<LegalIndex | null>;
  /** Stores it for the next boot, replacing other versions; failures are only logged. */
  save(version: string, index: LegalIndex): Promise<void>;
}

/**
 * Where `npm run build` puts the snapshot of the shipped corpus: `legal-index/` beside the bundle
 * (dist/legal-index). Read only; a boot that finds its version there builds nothing, even the first.
 */
export const RELEASE_INDEX_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'legal-index');

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

async function fileNameOf(version: string): Promise<string> {
  const hash = createHash('sha256').update(`${FORMAT}\0${version}\0${await stampOfCode()}`);
  return `${hash.digest('hex').slice(0, 32)}${SUFFIX}`;
}

async function readSnapshot(file: string, log: CacheLog): Promise<LegalIndex | null> {
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
}

/** Writes the snapshot atomically (a reader never sees half a file); returns its path. */
async function writeSnapshot(dir: string, version: string, index: LegalIndex): Promise<string> {
  const name = await fileNameOf(version);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `${name}.${process.pid}.tmp`);
  await writeFile(temporary, serialize(snapshotLegalIndex(index)));
  await rename(temporary, path.join(dir, name));
  return name;
}

/**
 * The built search index kept in DATA_DIR/legal-index, one file keyed by the corpus version and the
 * code's stamp: a boot on the same corpus and build restores it (typed arrays copied, no text
 * analysed) instead of building it again. The release's snapshot (`releaseDir`) is read first and
 * never written. Each replica keeps its own; the database stays the source of the articles, the
 * files only save work.
 */
export function createLegalIndexCache(
  dir: string | null,
  log: CacheLog,
  releaseDir: string | null = null,
): LegalIndexCache {
  return {
    async load(version) {
      const name = await fileNameOf(version);
      for (const folder of [releaseDir, dir]) {
        const index = folder ? await readSnapshot(path.join(folder, name), log) : null;
        if (index) return index;
      }
      return null;
    },

    async save(version, index) {
      if (!dir) return;
      try {
        const name = await writeSnapshot(dir, version, index);
        for (const other of await readdir(dir))
          if (other !== name && other.endsWith(SUFFIX)) await rm(path.join(dir, other), { force: true });
      } catch (error) {
        log.warn(`legal index cache not written in ${dir}: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * The cache of a DATA_DIR (its legal-index folder) behind the release's snapshot; an in-memory
 * database (tests) only reads the release's.
 */
export function legalIndexCacheIn(dataDir: string, log: CacheLog): LegalIndexCache {
  const own = dataDir.startsWith('memory://') ? null : path.join(path.resolve(dataDir), 'legal-index');
  return createLegalIndexCache(own, log, RELEASE_INDEX_DIR);
}

/**
 * The release step (`node dist/main.js build-legal-index [CORPUS_DIR]`, run by `npm run build` on
 * data/corpus): builds the corpus's index with this bundle and writes it into RELEASE_INDEX_DIR,
 * so that every replica's first boot restores it instead of building it.
 */
export async function buildReleaseIndex(
  corpusDir: string,
  releaseDir = RELEASE_INDEX_DIR,
): Promise<{ file: string; articles: number }> {
  const corpus = (await scanCorpusFiles(corpusDir)).parse();
  const name = await writeSnapshot(releaseDir, corpus.version, buildLegalIndex(corpus.articles));
  return { file: path.join(releaseDir, name), articles: corpus.articles.length };
}
