import { describe, expect, it } from 'vitest';
import { ARREARS_CASE } from './case-strategies.test-support';
import { caseKeyTerms, relevantPrecedents, scorePrecedent } from './precedent-relevance';

// Results as a web search returns them for a tenant in arrears: one on point, the others on
// subjects that share a word or two with the case but not its subject.
const ARREARS_JUDGMENT = {
  title: 'Cassazione civile, sez. III, ordinanza n. 4567/2023 — sfratto per morosità del conduttore',
  text:
    'In tema di locazione ad uso abitativo, la morosità del conduttore nel pagamento dei canoni giustifica ' +
    'la convalida dello sfratto e la risoluzione del contratto per inadempimento (art. 1453 c.c.; art. 658 c.p.c.).',
};
const LABOUR_EXPLOITATION = {
  title: 'Cassazione penale, sez. IV, n. 7890/2022: caporalato',
  text:
    'Intermediazione illecita e sfruttamento del lavoro (art. 603-bis c.p.): il datore di lavoro che impiega ' +
    'manodopera reclutata da caporali risponde del reato anche senza violenza o minaccia.',
};
const FIRE_IN_RENTED_FLAT = {
  title: 'Cass. civ. n. 1234/2021: incendio dell’immobile locato',
  text:
    'Il conduttore risponde dell’incendio della cosa locata ai sensi dell’art. 1588 c.c. se non prova che è ' +
    'avvenuto per causa a lui non imputabile; il contratto di locazione non esclude la responsabilità.',
};
const CUSTODIAN_LIABILITY = {
  title: 'Cassazione civile, sez. III, sentenza n. 12345/2024',
  text: "La responsabilità del custode ai sensi dell'art. 2051 c.c. ha natura oggettiva e prescinde dalla colpa.",
};

describe('caseKeyTerms', () => {
  it('takes the subject from the title and area, leaving out names and words every case carries', () => {
    const terms = caseKeyTerms(ARREARS_CASE);
    expect(terms.subject).toEqual(['sfratt', 'moros', 'locazion']);
    // The facts' words, most frequent first ("paga", "pagamento"), without the subject's, amounts or fillers.
    expect(terms.facts.slice(0, 4)).toEqual(['pag', 'canon', 'contratt', 'conduttor']);
    expect(terms.facts).not.toContain('locazion');
    expect(terms.facts).not.toContain('ross');
    expect(terms.facts).not.toContain('mes');
  });

  it('treats the parties of "X contro Y" and the opposing party as names', () => {
    const terms = caseKeyTerms({
      case_title: 'Rossi contro Beta S.r.l.: licenziamento disciplinare',
      legal_area: 'Diritto del lavoro',
      case_facts: 'Il lavoratore è stato licenziato senza contestazione disciplinare scritta.',
      opposing_party: 'Beta S.r.l.',
    });
    expect(terms.subject).toEqual(['licenz', 'disciplin', 'lavor']);
  });
});

describe('relevantPrecedents', () => {
  it('keeps, for a tenant in arrears, the judgment on arrears and eviction, and drops the others', () => {
    const kept = relevantPrecedents(ARREARS_CASE, [
      LABOUR_EXPLOITATION,
      ARREARS_JUDGMENT,
      FIRE_IN_RENTED_FLAT,
      CUSTODIAN_LIABILITY,
    ]);
    expect(kept).toEqual([ARREARS_JUDGMENT]);
  });

  it('scores a result sharing one subject word and a few facts words below the bar', () => {
    const terms = caseKeyTerms(ARREARS_CASE);
    const fire = scorePrecedent(terms, FIRE_IN_RENTED_FLAT);
    expect(fire.subjectShare).toBeCloseTo(1 / 3);
    expect(fire.relevant).toBe(false);
    const arrears = scorePrecedent(terms, ARREARS_JUDGMENT);
    expect(arrears).toMatchObject({ subjectShare: 1, relevant: true });
    expect(arrears.factsShare).toBeGreaterThan(0.4);
    expect(scorePrecedent(terms, LABOUR_EXPLOITATION)).toEqual({
      subjectShare: 0,
      factsShare: 0,
      relevant: false,
    });
  });

  it('reads accents and inflections alike, in the title or the text', () => {
    const kept = relevantPrecedents(ARREARS_CASE, [
      {
        title: 'Sfratti per morosita: la convalida',
        text: 'Il locatore intima lo sfratto quando i conduttori non pagano il canone previsto dal contratto.',
      },
    ]);
    expect(kept).toHaveLength(1);
  });

  it('keeps the results of a case whose title names only the parties on the facts alone', () => {
    const namesOnly = {
      case_title: 'Bianchi contro Verdi',
      legal_area: 'Diritto civile',
      case_facts:
        'Il vicino ha costruito un muro sul confine a distanza inferiore a tre metri dalla finestra.',
      opposing_party: 'Verdi',
    };
    expect(caseKeyTerms(namesOnly).subject).toEqual([]);
    expect(
      relevantPrecedents(namesOnly, [
        {
          title: 'Cass. civ. n. 321/2020: distanze legali tra costruzioni',
          text: 'Il muro costruito sul confine deve rispettare la distanza dalle finestre del vicino (art. 907 c.c.).',
        },
        ARREARS_JUDGMENT,
      ]),
    ).toHaveLength(1);
  });
});
