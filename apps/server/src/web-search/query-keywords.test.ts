import { describe, expect, it } from 'vitest';
import { buildSearchQuery, extractKeywords, SEARCH_QUERY_MAX_LENGTH } from './query-keywords';

const PREFERRED = ['cortedicassazione.it', 'normattiva.it'];

describe('extractKeywords', () => {
  it.each([
    [
      "Qual è l'ultima sentenza della Cassazione sull'art. 2051 c.c.?",
      ['sentenza', 'Cassazione', 'art. 2051 c.c.'],
    ],
    [
      'Cosa dicono gli artt. 1453 e 1455 c.c. sulla risoluzione per inadempimento?',
      ['artt. 1453 e 1455 c.c.', 'risoluzione', 'inadempimento'],
    ],
    ['Mi sai dire cosa ha deciso Cass. n. 12345/2024?', ['Cass. n. 12345/2024']],
    [
      'Cass. civ., sez. III, n. 1234/2023: cosa dice sul danno da cose in custodia?',
      ['Cass. civ., sez. III, n. 1234/2023', 'danno', 'cose', 'custodia'],
    ],
    [
      'Quali sono le ultime novità sulla responsabilità degli enti ex d.lgs. 231/2001?',
      ['novità', 'responsabilità', 'enti', 'd.lgs. 231/2001'],
    ],
    ['Il D.Lgs. n. 231 del 2001 si applica alle srl?', ['D.Lgs. n. 231 del 2001', 'applica', 'srl']],
    ['Quanti giorni di permesso prevede la l. 104/1992?', ['giorni', 'permesso', 'l. 104/1992']],
    [
      'Cosa prevede la legge 20 maggio 1970, n. 300 sul licenziamento?',
      ['legge 20 maggio 1970, n. 300', 'licenziamento'],
    ],
    ['Come funziona la sanatoria nel d.P.R. 380/2001?', ['sanatoria', 'd.P.R. 380/2001']],
    ['Il Reg. UE 2016/679 vale per i condomini?', ['Reg. UE 2016/679', 'vale', 'condomini']],
    ['GDPR e videosorveglianza condominiale: cosa sapere?', ['GDPR', 'videosorveglianza', 'condominiale']],
    [
      'Sentenze recenti del TAR Lazio sugli appalti pubblici',
      ['Sentenze', 'TAR Lazio', 'appalti', 'pubblici'],
    ],
    [
      "Cosa ha stabilito il Consiglio di Stato sulla revoca dell'aggiudicazione?",
      ['stabilito', 'Consiglio di Stato', 'revoca', 'aggiudicazione'],
    ],
    [
      'Mi puoi spiegare come funziona il risarcimento del danno da infiltrazioni in condominio?',
      ['risarcimento', 'danno', 'infiltrazioni', 'condominio'],
    ],
    ['Qual è il termine per impugnare un licenziamento?', ['termine', 'impugnare', 'licenziamento']],
    ["Cos'è l'usucapione?", ['usucapione']],
    ['Entro quanto si prescrive il diritto al risarcimento?', ['prescrive', 'diritto', 'risarcimento']],
    [
      'Orientamento giurisprudenziale sul mantenimento dei figli maggiorenni nel 2024',
      ['Orientamento', 'giurisprudenziale', 'mantenimento', 'figli', 'maggiorenni', '2024'],
    ],
    ['Cosa dice il tribunale di recente sul mobbing?', ['tribunale', 'mobbing']],
  ])('%s', (question, expected) => {
    expect(extractKeywords(question)).toEqual(expected);
  });

  it('keeps each keyword once, whatever its case', () => {
    expect(extractKeywords('Condominio: il condominio e il CONDOMINIO')).toEqual(['Condominio']);
  });

  it('returns nothing for a question made only of fillers', () => {
    expect(extractKeywords('Qual è? Mi sai dire cosa?')).toEqual([]);
    expect(extractKeywords('   ')).toEqual([]);
  });

  it('keeps references when a long question has more words than fit', () => {
    const question = `Nel caso ${'contratto locazione immobile conduttore locatore canone morosità sfratto cauzione deposito garanzia riconsegna chiavi '.repeat(2)} si applica l'art. 1591 c.c.?`;
    const keywords = extractKeywords(question);
    expect(keywords.length).toBeLessThanOrEqual(12);
    expect(keywords).toContain('art. 1591 c.c.');
  });
});

describe('buildSearchQuery', () => {
  it('quotes multi-word references and adds "giurisprudenza" to a case-law question', () => {
    const question = "Qual è l'ultima sentenza della Cassazione sull'art. 2051 c.c.?";
    const built = buildSearchQuery(question, extractKeywords(question), PREFERRED);
    expect(built).toEqual({
      searchQuery: 'sentenza Cassazione "art. 2051 c.c." giurisprudenza',
      extractedKeywords: 'sentenza, Cassazione, art. 2051 c.c.',
      enhancementNote:
        'Parole chiave estratte dalla domanda; riferimenti normativi e giurisprudenziali mantenuti interi; aggiunto «giurisprudenza» per privilegiare le decisioni; risultati dei siti istituzionali italiani in evidenza.',
    });
  });

  it('adds nothing to a question about legislation', () => {
    const question = 'Cosa prevede la legge 20 maggio 1970, n. 300 sul licenziamento?';
    expect(buildSearchQuery(question, extractKeywords(question), []).searchQuery).toBe(
      '"legge 20 maggio 1970, n. 300" licenziamento',
    );
  });

  it('never uses site: operators nor date filters', () => {
    for (const question of [
      'Sentenze recenti del TAR Lazio sugli appalti',
      'ultime novità sul d.lgs. 231/2001',
      'Cassazione 2024 licenziamento',
    ]) {
      const { searchQuery } = buildSearchQuery(question, extractKeywords(question), PREFERRED);
      expect(searchQuery).not.toMatch(/site:|after:|before:|\bOR\b/);
    }
  });

  it('does not add "giurisprudenza" twice', () => {
    const question = 'giurisprudenza sulla Cassazione e il mobbing';
    expect(buildSearchQuery(question, extractKeywords(question), []).searchQuery).toBe(
      'giurisprudenza Cassazione mobbing',
    );
  });

  it('leaves the words of a model unquoted but quotes its legal references', () => {
    const built = buildSearchQuery(
      'danni da buche stradali',
      ['responsabilità del custode', 'art. 2051 c.c.', 'buche stradali'],
      [],
    );
    expect(built.searchQuery).toBe('responsabilità del custode "art. 2051 c.c." buche stradali');
  });

  it('searches the question itself when no keyword remains', () => {
    const built = buildSearchQuery('Qual è?', [], PREFERRED);
    expect(built.searchQuery).toBe('Qual è?');
    expect(built.extractedKeywords).toBe('');
    expect(built.enhancementNote).toMatch(/^Domanda cercata così come è scritta/);
  });

  it(`stays within ${SEARCH_QUERY_MAX_LENGTH} characters, references first`, () => {
    const words = Array.from({ length: 40 }, (_, index) => `parolalunga${index}`);
    const built = buildSearchQuery('sentenza lunga', [...words, 'Cass. civ., sez. III, n. 1234/2023'], []);
    expect(built.searchQuery.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
    expect(built.searchQuery).toContain('"Cass. civ., sez. III, n. 1234/2023"');
    expect(built.searchQuery.startsWith('parolalunga0 ')).toBe(true);
    expect(built.searchQuery.endsWith(' giurisprudenza')).toBe(true);

    const longQuestion = `${'parola '.repeat(60)}fine`;
    expect(buildSearchQuery(longQuestion, [], []).searchQuery.length).toBeLessThanOrEqual(
      SEARCH_QUERY_MAX_LENGTH,
    );
  });

  it('mentions preferred sites only when there are some', () => {
    const built = buildSearchQuery('usucapione', ['usucapione'], []);
    expect(built.enhancementNote).toBe('Parole chiave estratte dalla domanda.');
  });
});
