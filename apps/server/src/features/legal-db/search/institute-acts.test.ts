import { classifySourceRelevance } from '@brocardo/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { wholeCorpusIndex } from './legal-doctrine-stories.test-support';
import { type LegalIndex, searchLegalIndex } from './legal-index';

let index: LegalIndex;
beforeAll(async () => {
  index = await wholeCorpusIndex();
}, 60_000);

const ranked = (question: string) =>
  searchLegalIndex(index, question, { limit: 10 }).map((hit) => ({
    id: hit.article.identifier,
    score: hit.score,
    cited: hit.cited,
  }));

describe('a question that is an institute’s name', () => {
  it('keeps to the act of the institute’s articles: a timeshare rubric of the consumer code is not a main source', () => {
    const hits = ranked('Quali sono i requisiti del contratto?');
    // The name's articles, in its order: the contract's requisites, then its cause and its object.
    expect(hits.slice(0, 3).map((hit) => hit.id)).toEqual(['cc-1325', 'cc-1343', 'cc-1346']);
    const relevance = classifySourceRelevance(hits);
    const principal = hits.filter((_, at) => relevance[at] === 'principal').map((hit) => hit.id);
    expect(principal).not.toContain('consumo-72');
  });

  it('puts the Constitution’s article before the civil code’s presumptions', () => {
    const ids = ranked('presunzione di innocenza').map((hit) => hit.id);
    expect(ids.indexOf('cost-27')).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf('cost-27')).toBeLessThan(ids.indexOf('cc-2729'));
  });

  it('reads a code with its implementing provisions', () => {
    const ids = ranked('amministratore condominio ingiunzione contro condomino che non paga le quote').map(
      (hit) => hit.id,
    );
    expect(ids).toContain('dispattcc-63');
  });
});
