import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR } from '../../../config';
import { buildLegalIndex, type LegalIndex, searchLegalIndex } from '../search/legal-index';
import { readCorpusFiles } from './corpus-files';
import { createLegalIndexCache } from './legal-index-cache';

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
