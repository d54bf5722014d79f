import { SOURCE_RELEVANCE_BAR } from '@brocardo/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { termOf } from '../../../retrieval/text-analysis';
import { unaskedAiActs } from './act-weights';
import { wholeCorpusIndex } from './legal-doctrine-stories.test-support';
import { type LegalIndex, searchLegalIndex } from './legal-index';

let index: LegalIndex;
beforeAll(async () => {
  index = await wholeCorpusIndex();
}, 60_000);

const ranked = (question: string) =>
  searchLegalIndex(index, question, { limit: 10 }).map((hit) => hit.article.identifier);

describe('articles whose rubric names an event (a death, a fire, the loss of the thing)', () => {
  it('do not come first for a question about their relationship that tells of no such event', () => {
    const tenant = ranked("Il mio inquilino non paga l'affitto da tre mesi, cosa posso fare?");
    expect(tenant[0]).not.toBe('cc-1614');
    expect(tenant.indexOf('cpc-658')).toBeLessThan(tenant.indexOf('cc-1614'));
    expect(tenant.indexOf('cc-1587')).toBeLessThan(tenant.indexOf('cc-1614'));
    // Nor among the main sources the lawyer sees first.
    const hits = searchLegalIndex(
      index,
      "Il mio inquilino non paga l'affitto da tre mesi, cosa posso fare?",
      {
        limit: 10,
      },
    );
    const death = hits.find((hit) => hit.article.identifier === 'cc-1614');
    expect(death?.score ?? 0).toBeLessThan(SOURCE_RELEVANCE_BAR.share * hits[0]!.score);
  });

  it('keep their place when the question tells of the event, in its own words', () => {
    expect(ranked("L'inquilino è morto: i suoi eredi possono recedere dal contratto?")[0]).toBe('cc-1614');
    expect(ranked("L'inquilino è deceduto: cosa succede al contratto di affitto?")[0]).toBe('cc-1614');
    expect(ranked("È morto l'affittuario del fondo rustico, il contratto continua con gli eredi?")[0]).toBe(
      'cc-1627',
    );
  });

  it('are not weighed down when the event is only one of their alternatives (morte o lesioni)', () => {
    const surgery = ranked(
      "Durante l'intervento il chirurgo ha lesionato un nervo a mia madre: che responsabilità penale ha?",
    );
    expect(surgery.slice(0, 3)).toContain('cp-590-sexies');
  });
});

describe('a question that names its proceedings', () => {
  it("finds that code's rule before another code's rule in the same words", () => {
    const penal = ranked('Quali sono i termini per proporre appello nel processo penale?');
    expect(penal[0]?.startsWith('cpp-')).toBe(true);
    expect(penal).toContain('cpp-585');
    const civil = penal.indexOf('cpc-325');
    expect(civil === -1 || penal.indexOf('cpp-585') < civil).toBe(true);
  });
});

describe('a question about what is missing', () => {
  const firstThree = (question: string) => ranked(question).slice(0, 3);

  it('finds the rules of that absence, not those of the missing thing', () => {
    expect(firstThree('Come funziona la successione senza testamento?')).toContain('cc-565');
    expect(firstThree("Come funziona l'eredità senza testamento?")).toContain('cc-565');
  });

  it('keeps the article that defines what is missing when that is the question (senza giusta causa)', () => {
    expect(firstThree('Sono stato licenziato senza giusta causa')[0]).toBe('cc-2119');
    expect(firstThree('Guidava senza patente e ha causato un incidente')[0]).toBe('cds-116');
  });
});

describe('a short question that a name holds whole', () => {
  it('gets the articles of that name before those that only share its words', () => {
    expect(ranked("Chi eredita se non c'è testamento?").slice(0, 3)).toEqual(['cc-565', 'cc-566', 'cc-581']);
    const debt = ranked('Quando si prescrive un debito?');
    expect(debt[0]).toBe('cc-2946');
    expect(debt.indexOf('cc-2946')).toBeLessThan(debt.indexOf('cp-157'));
  });

  it('leaves the question alone when its words say more than the name', () => {
    expect(ranked('Quando si prescrive il reato?')[0]).toBe('cp-157');
    expect(ranked("Cos'è il testamento?")[0]).toBe('cc-587');
  });
});

describe('the acts on artificial intelligence', () => {
  it('do not come first for a question that says nothing of it, through their everyday words', () => {
    const goods = ranked('Il fornitore mi ha mandato la merce sbagliata');
    expect(goods[0]).toBe('cc-1453');
    expect(unaskedAiActs('Il fornitore mi ha mandato la merce sbagliata', [], [])).toEqual(['aiact', 'l132']);
    // Nor through a name of theirs told in everyday words (a chatbot's «senza dirmelo»).
    const power = ranked('Il fornitore della luce mi ha cambiato il contratto senza dirmelo');
    expect(power.slice(0, 5).filter((id) => id.startsWith('aiact-'))).toEqual([]);
  });

  it('keep their weight when the question speaks of it, in any of its words or through a name', () => {
    for (const question of [
      'Il fornitore di un sistema di intelligenza artificiale quali obblighi ha?',
      'Sul sito della banca una chat sembra una persona vera: devono dirmelo?',
      "Posso usare l'AI per selezionare i candidati?",
      'Hanno diffuso un video finto di me',
    ])
      expect(unaskedAiActs(question, [], [])).toEqual([]);
    expect(unaskedAiActs('Cosa dice sul fornitore?', ['aiact'], [])).toEqual([]);
    expect(unaskedAiActs('Cosa deve fare il fornitore?', [], [{ articles: ['aiact-16'] }])).toEqual([]);
    // "ai" is an everyday word: only the capitals say artificial intelligence.
    expect(unaskedAiActs('Ai sensi del codice, il fornitore risponde?', [], [])).toEqual(['aiact', 'l132']);
  });
});

describe('words the stemmer would join', () => {
  it('keeps «mercato» apart from «merce»: a theft at the market is not stolen goods', () => {
    expect(termOf('mercato')).not.toBe(termOf('merce'));
    expect(ranked('Hanno rubato i soldi a mio padre al mercato')[0]).toBe('cp-624');
    expect(ranked('Ho comprato merce rubata').slice(0, 3)).toContain('cp-648');
  });
});
