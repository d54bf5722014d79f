import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CORPUS_DIR } from '../src/config';

/** Two short acts of the shipped corpus (79 articles of its ~8,500). */
const SMALL_ACTS = ['l241', 'l132'] as const;

/**
 * Writes a corpus of a few shipped acts, with their acts.json entries, into `dir` and returns it:
 * for tests whose subject is not the corpus, where loading and dumping the whole of it costs seconds.
 */
export async function writeSmallCorpus(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const { acts } = JSON.parse(await readFile(path.join(DEFAULT_CORPUS_DIR, 'acts.json'), 'utf8')) as {
    acts: Record<string, unknown>;
  };
  for (const code of SMALL_ACTS) {
    await copyFile(path.join(DEFAULT_CORPUS_DIR, `${code}.jsonl`), path.join(dir, `${code}.jsonl`));
  }
  await writeFile(
    path.join(dir, 'acts.json'),
    JSON.stringify({ acts: Object.fromEntries(SMALL_ACTS.map((code) => [code, acts[code]])) }),
  );
  return dir;
}
