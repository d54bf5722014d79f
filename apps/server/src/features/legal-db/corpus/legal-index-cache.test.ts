import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR } from '../../../config';
import { buildLegalIndex, type LegalIndex, searchLegalIndex } from '../search/legal-index';
import { readCorpusFiles, scanCorpusFiles } from './corpus-files';
import { buildReleaseIndex, createLegalIndexCache } from './legal-index-cache';

let index: LegalIndex;
beforeAll(async () => {
  const { articles } = await readCorpusFiles(DEFAULT_CORPUS_DIR);
  // Three acts are enough to compare rankings, and quick to build.
  index = buildLegalIndex(articles.filter((article) => ['cc', 'l241', 'l132'].includes(article.act)));
});

let dir: string;
const warnings: string[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'brocardo-index-cache-'));
  warnings.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const cache = () => createLegalIndexCache(dir, { warn: (message) => warnings.push(message) });
const ranking = (from: LegalIndex, query: string) =>
  searchLegalIndex(from, query, { limit: 10 }).map((hit) => `${hit.article.identifier} ${hit.score}`);

describe('the legal index cache', () => {
  it('restores the index it saved: the same articles, the same rankings and scores', async () => {
    await cache().save('v1', index);
    const restored = await cache().load('v1');
    expect(restored).not.toBeNull();
    expect(restored!.byIdentifier.size).toBe(index.byIdentifier.size);
    expect(restored!.searchable.map((article) => article.identifier)).toEqual(
      index.searchable.map((article) => article.identifier),
    );
    for (const query of [
      'danno ingiusto da fatto illecito',
      'accesso ai documenti amministrativi',
      'art. 13 L. 132/2025',
      'usucapione del fondo',
      // A quoted clause: the phrase evidence reads the restored term sequences.
      'chi ha la proprietà del suolo ha la proprietà di ciò che vi si trova sopra o sotto',
    ])
      expect(ranking(restored!, query)).toEqual(ranking(index, query));
  });

  it('answers null for another corpus version, and keeps only the latest version on disk', async () => {
    await cache().save('v1', index);
    expect(await cache().load('v2')).toBeNull();
    await cache().save('v2', index);
    expect(await readdir(dir)).toHaveLength(1);
    expect(await cache().load('v1')).toBeNull();
  });

  it('builds again (null, one warning) when the file is unreadable', async () => {
    await cache().save('v1', index);
    const [file] = await readdir(dir);
    await writeFile(path.join(dir, file!), 'not a snapshot');
    expect(await cache().load('v1')).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe("the release's index (npm run build)", () => {
  it('is read before the own cache and never written: a first boot restores it and builds nothing', async () => {
    const corpusDir = path.join(dir, 'corpus');
    const releaseDir = path.join(dir, 'release');
    await mkdir(corpusDir);
    for (const code of ['l241', 'l132'])
      await copyFile(path.join(DEFAULT_CORPUS_DIR, `${code}.jsonl`), path.join(corpusDir, `${code}.jsonl`));
    const acts = JSON.parse(await readFile(path.join(DEFAULT_CORPUS_DIR, 'acts.json'), 'utf8')).acts;
    await writeFile(
      path.join(corpusDir, 'acts.json'),
      JSON.stringify({ acts: { l241: acts.l241, l132: acts.l132 } }),
    );

    const { file, articles } = await buildReleaseIndex(corpusDir, releaseDir);
    expect(path.dirname(file)).toBe(releaseDir);
    const { version } = await scanCorpusFiles(corpusDir);
    const release = createLegalIndexCache(null, { warn: (message) => warnings.push(message) }, releaseDir);
    const restored = await release.load(version);
    expect(restored?.byIdentifier.size).toBe(articles);
    expect(ranking(restored!, 'accesso ai documenti amministrativi')[0]).toMatch(/^l241-22 /);
    expect(await release.load('another corpus')).toBeNull();

    await release.save(version, restored!);
    expect(await readdir(releaseDir)).toEqual([path.basename(file)]);
    expect(warnings).toEqual([]);
  });
});
