import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR } from '../../../config';
import { readCorpusFiles } from '../corpus/corpus-files';
import { buildLegalIndex, type LegalIndex, searchLegalIndex } from './legal-index';

let corpusIndex: Promise<LegalIndex> | undefined;

/** The whole corpus's index, built once per worker: these files share a module graph (isolate: false). */
export function wholeCorpusIndex(): Promise<LegalIndex> {
  corpusIndex ??= readCorpusFiles(DEFAULT_CORPUS_DIR).then(({ articles }) => buildLegalIndex(articles));
  return corpusIndex;
}

/**
 * The two checks of a table of clients' situations, inside the caller's describe: each story (told in
 * other words than the table's names, never taken from an evaluation set) finds its article in the
 * first three; each everyday sentence using the names' words stays under the spec's 0.4.
 */
export function checkClientStories(
  stories: ReadonlyArray<readonly [story: string, identifier: string]>,
  everydaySentences: readonly string[],
): void {
  let index: LegalIndex;
  beforeAll(async () => {
    index = await wholeCorpusIndex();
  }, 60_000);

  it.each(stories)('%s → %s in the first three', (story, identifier) => {
    const rank =
      searchLegalIndex(index, story, { limit: 10 }).findIndex(
        (hit) => hit.article.identifier === identifier,
      ) + 1;
    expect(rank).toBeGreaterThan(0);
    expect(rank).toBeLessThanOrEqual(3);
  });

  it.each(everydaySentences)('%s: no article above 0.4', (sentence) => {
    const scores = searchLegalIndex(index, sentence, { limit: 5 }).map((hit) => hit.score);
    expect(Math.max(0, ...scores)).toBeLessThan(0.4);
  });
}
