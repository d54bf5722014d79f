import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR } from '../../../config';
import { readCorpusFiles } from './corpus-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'brocardo-corpus-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const shipped = (name: string) => readFile(path.join(DEFAULT_CORPUS_DIR, name), 'utf8');

/** A corpus directory with these acts' shipped files and these acts.json entries. */
async function corpusWith(files: string[], described: Record<string, object>) {
  for (const code of files) await writeFile(path.join(dir, `${code}.jsonl`), await shipped(`${code}.jsonl`));
  await writeFile(path.join(dir, 'acts.json'), JSON.stringify({ acts: described }));
}

const meta = (extra: object = {}) => ({ vigente_al: '31 dicembre 2025', source: 'Normattiva', ...extra });

describe('readCorpusFiles', () => {
  it('loads every act file that has its metadata, in the order of acts.json, with its note', async () => {
    const note = 'Testo copiato a mano: verificare su Normattiva prima di citarlo.';
    await corpusWith(['l132', 'preleggi'], { preleggi: meta({ note }), l132: meta() });
    const corpus = await readCorpusFiles(dir);
    expect(corpus.acts.map(({ code, note }) => ({ code, note }))).toEqual([
      { code: 'preleggi', note },
      { code: 'l132', note: null },
    ]);
    expect(corpus.articles).toHaveLength(31 + 28);
    expect(corpus.articles.find((article) => article.identifier === 'l132-13')?.heading).toMatch(
      /professioni/i,
    );
  });

  it('stops on an act file without metadata, naming it', async () => {
    await corpusWith(['l132', 'l241'], { l132: meta() });
    await expect(readCorpusFiles(dir)).rejects.toThrow('l241.jsonl has no entry in acts.json');
  });

  it('stops on metadata without its file, naming it', async () => {
    await corpusWith(['l132'], { l132: meta(), aiact: meta() });
    await expect(readCorpusFiles(dir)).rejects.toThrow(
      'acts.json describes "aiact" but aiact.jsonl is missing',
    );
  });

  it('stops on an act the registry does not know, saying where to add it', async () => {
    await corpusWith([], { l392: meta() });
    await writeFile(
      path.join(dir, 'l392.jsonl'),
      (await shipped('l132.jsonl')).replaceAll('"l132"', '"l392"'),
    );
    await expect(readCorpusFiles(dir)).rejects.toThrow(
      /act "l392" is not in the registry: add it to LEGAL_ACT_CODES/,
    );
  });

  it('stops on a malformed acts.json or a line that is not JSON, with file and line', async () => {
    await corpusWith(['l132'], { l132: { vigente_al: '' } });
    await expect(readCorpusFiles(dir)).rejects.toThrow('acts.json in');
    await corpusWith(['l132'], { l132: meta() });
    const lines = (await shipped('l132.jsonl')).split('\n');
    lines[1] = '{not json';
    await writeFile(path.join(dir, 'l132.jsonl'), lines.join('\n'));
    await expect(readCorpusFiles(dir)).rejects.toThrow('l132.jsonl line 2');
  });
});
