import { describe, expect, it } from 'vitest';
import { analyseQueryWords, type QueryWord } from '../../../retrieval/text-analysis';
import {
  buildDoctrineModel,
  doctrineVotes,
  partialDoctrine,
  type SoftDoctrineRule,
} from './doctrine-soft-match';
import { LEGAL_DOCTRINE } from './legal-doctrine';
import { buildLegalIndex, type LegalArticle, searchLegalIndex } from './legal-index';
import { analyseLegalQuery } from './legal-query';

const rule = (name: string, articles: string[]): SoftDoctrineRule => {
  const words = analyseQueryWords(name);
  return { words, terms: words.map((word) => word.term), articles };
};
const sameTerm = (asked: QueryWord, listed: QueryWord) => asked.term === listed.term;

describe('soft doctrine matching', () => {
  const model = buildDoctrineModel([
    rule('grondaia scarica acqua cortile', ['cc-908']),
    rule('vicino rumore notte', ['cc-844']),
    rule('vicino albero confine radici', ['cc-892']),
    rule('vicino cane abbaia', ['cc-844', 'cc-2052']),
  ]);
  const partial = (story: string, exact: { terms: string[]; articles: string[] }[] = []) =>
    partialDoctrine(model, analyseQueryWords(story), sameTerm, exact).map((match) => match.articles[0]);

  it('finds an entry whose name the story holds all but one word of, by their specificity', () => {
    // "terrazzo" stands where the name says "cortile".
    expect(partial('la grondaia scarica tutta l’acqua sul mio terrazzo')).toEqual(['cc-908']);
  });

  it('needs two words of a name, and at least half its weight', () => {
    expect(partial('la grondaia è rotta')).toEqual([]);
    // "vicino" is in three names of four: it adds little weight to "confine".
    expect(partial('il vicino abita sul confine')).toEqual([]);
  });

  it('leaves whole names to the exact match', () => {
    const whole = rule('grondaia scarica acqua cortile', ['cc-908']);
    expect(
      partial('la grondaia scarica acqua nel cortile', [{ terms: [...whole.terms], articles: ['cc-908'] }]),
    ).toEqual([]);
    // Nor do the words of a whole name hint at another entry's name.
    const exactNoise = {
      terms: analyseQueryWords('vicino rumore').map((word) => word.term),
      articles: ['cc-1'],
    };
    expect(partial('il vicino fa rumore', [exactNoise])).toEqual([]);
    expect(partial('il vicino fa rumore')).toEqual(['cc-844']);
  });

  it('lets the telling words vote for their entries’ articles, common words hardly', () => {
    const votes = doctrineVotes(
      model,
      analyseQueryWords('il vicino ha la grondaia rotta').map((word) => word.term),
    );
    const best = [...votes].sort((a, b) => b[1] - a[1])[0];
    expect(best?.[0]).toBe('cc-908');
    expect(best?.[1]).toBeGreaterThan(0.8);
  });
});

describe('a client’s story told in words no doctrine name has', () => {
  const story = "Il compratore si è tirato indietro all'ultimo momento";
  const article = (identifier: string, heading: string, text: string): LegalArticle => ({
    identifier,
    act: 'cc',
    article: identifier.slice(3),
    heading,
    path: [],
    text,
    abrogated: false,
  });
  const index = buildLegalIndex([
    article(
      'cc-1385',
      'Caparra confirmatoria',
      'Se alla conclusione del contratto una parte dà all’altra una somma di danaro, questa deve essere restituita.',
    ),
    article(
      'cc-1470',
      'Nozione',
      'La vendita è il contratto che ha per oggetto il trasferimento della proprietà di una cosa verso il corrispettivo di un prezzo.',
    ),
    article(
      'cc-1476',
      'Obbligazioni principali del venditore',
      'Le obbligazioni principali del venditore sono quella di consegnare la cosa al compratore.',
    ),
  ]);

  it('still finds the article of the entry whose name it almost tells', () => {
    const entry = LEGAL_DOCTRINE.find((candidate) =>
      candidate.names.includes('venditore si è tirato indietro'),
    );
    expect(entry?.articles[0]).toBe('cc-1385');
    expect(entry?.names.some((name) => name.includes('compratore'))).toBe(false);
    const analysed = analyseLegalQuery(story);
    expect(analysed.doctrine.flatMap((match) => match.articles)).not.toContain('cc-1385');
    expect(analysed.partialDoctrine.flatMap((match) => match.articles)).toContain('cc-1385');

    const found = searchLegalIndex(index, story, { limit: 3 }).map((hit) => hit.article.identifier);
    expect(found).toContain('cc-1385');
  });
});
