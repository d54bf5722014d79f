import { describe, expect, it } from 'vitest';
import { buildLegalIndex, type LegalArticle, searchLegalIndex } from './legal-index';
import { analyseLegalQuery } from './legal-query';

const articlesOf = (question: string) =>
  analyseLegalQuery(question).doctrine.flatMap((match) => match.articles);

describe('analyseLegalQuery', () => {
  it('does not search "parlare", whose stem is the Parlamento\'s', () => {
    expect(analyseLegalQuery('Il medico può parlare della mia malattia?').words).toEqual(
      analyseLegalQuery('Il medico può della mia malattia?').words,
    );
  });

  it('reads "cosa prescrive" as asking what a provision says, "si prescrive" as prescription', () => {
    expect(analyseLegalQuery("Cosa prescrive l'art. 2043 c.c.?").terms).toEqual([]);
    expect(analyseLegalQuery('Quando si prescrive un debito?').terms.map((term) => term.term)).toContain(
      'prescrizion',
    );
  });

  it('reads "cosa rischia" as asking for the sanction, and keeps "rischia" elsewhere', () => {
    expect(analyseLegalQuery('Cosa rischia un ladro?').words).toEqual(analyseLegalQuery('un ladro').words);
    expect(analyseLegalQuery('Che cosa rischiano i ladri?').words).toEqual(
      analyseLegalQuery('i ladri').words,
    );
    expect(analyseLegalQuery('Rischia qualcosa anche la società?').words.length).toBe(
      analyseLegalQuery('qualcosa anche la società').words.length + 1,
    );
  });

  it('does not search the words that only ask what a provision says', () => {
    const analysed = analyseLegalQuery("Cosa prevede l'art. 2043 c.c.?");
    expect(analysed.citations.map((citation) => citation.identifier)).toEqual(['cc-2043']);
    expect(analysed.terms).toEqual([]);
    expect(analyseLegalQuery('Che cosa dispone e stabilisce la norma?').terms).toEqual([]);
  });

  it('recognises doctrine names and clients’ words for an institute', () => {
    expect(articlesOf('Quando sorge la responsabilità precontrattuale?')).toContain('cc-1337');
    expect(articlesOf('Il cane del vicino mi ha morso mentre passeggiavo')).toContain('cc-2052');
    expect(articlesOf('Che cos’è l’usucapione?')).toContain('cc-1158');
  });

  it('searches the abbreviation a text of the corpus uses for the words of the question, as its own word', () => {
    const weightOf = (query: string, term: string) =>
      analyseLegalQuery(query).terms.find((candidate) => candidate.term === term)?.weight;
    // The AI Act's Italian text says "IA": a question in full words must reach it at full weight.
    expect(weightOf("Quali usi dell'intelligenza artificiale sono vietati?", 'ia')).toBe(1);
    expect(weightOf("Un'intelligenza fuori dal comune, un fiore artificiale", 'ia')).toBeUndefined();
  });

  it('reads the abbreviations lawyers write with the words the corpus spells out, keeping the abbreviation', () => {
    const words = (query: string) => analyseLegalQuery(query).words;
    expect(words('Il PM ha chiesto l’archiviazione')).toEqual(
      expect.arrayContaining(['pm', 'pubblic', 'minister', 'archiv']),
    );
    expect(words('la nomina del C.T.P.')).toEqual(expect.arrayContaining(['consulent', 'tecnic', 'part']));
    expect(words('Il GIP e il GUP')).toEqual(expect.arrayContaining(['indagin', 'udienz', 'preliminar']));
    expect(words('La P.A. non risponde')).toEqual(expect.arrayContaining(['pubblic', 'amministr']));
    // Not inside another abbreviation ("c.p.a.", "s.p.a."), nor an everyday word written in lower case.
    expect(words('Ai sensi del c.p.a. il ricorso')).not.toContain('pubblic');
    expect(words('La S.p.A. ha sede a Milano')).not.toContain('pubblic');
    expect(words('Un pa di pane')).not.toContain('pubblic');
    expect(words('Ho aperto una SCIA per il negozio')).toEqual(
      expect.arrayContaining(['segnal', 'certific']),
    );
  });

  it('does not search a quiz’s frame, only the statement it asks about', () => {
    const statement = 'Il giudice può disporre la perizia.';
    for (const frame of [
      'Quale delle seguenti affermazioni è corretta?',
      'Quale tra le seguenti è errata?',
      'Quale delle seguenti affermazioni è conforme al codice di procedura penale?',
      'Indicare quale affermazione è esatta.',
      'Quale affermazione è corretta?',
      'È vero che',
    ]) {
      const framed = analyseLegalQuery(`${frame} ${statement}`);
      expect(framed.words).toEqual(analyseLegalQuery(statement).words);
      expect(framed.quizForm).toBe(true);
    }
    // Not a frame in the middle of a question.
    expect(analyseLegalQuery('Il mio avvocato dice che è vero che il giudice può decidere?').quizForm).toBe(
      false,
    );
  });

  it('tells a quiz item (a frame, a stem left for completion) from a question', () => {
    expect(
      analyseLegalQuery('Quale delle seguenti affermazioni è corretta? Il giudice decide.').quizForm,
    ).toBe(true);
    expect(
      analyseLegalQuery('A norma del c.p.p., accolta la ricusazione, il giudice interessato…').quizForm,
    ).toBe(true);
    expect(analyseLegalQuery('Chi abbandona un minore è punito con:').quizForm).toBe(true);
    expect(analyseLegalQuery('Quando il giudice può essere ricusato?').quizForm).toBe(false);
  });

  it('reads an article number a quiz masks as its frame: a quiz item, the code named, no word searched', () => {
    const statement = 'chi abbandona un minore degli anni quattordici è punito';
    for (const masked of [
      "Ai sensi dell'art. ___ c.p.,",
      'Secondo l’art. […] c.p.,',
      "A norma dell'articolo … c.p.,",
    ]) {
      const analysed = analyseLegalQuery(`${masked} ${statement}`);
      expect(analysed.quizForm).toBe(true);
      expect(analysed.namedActs).toEqual(['cp']);
      expect(analysed.citations).toEqual([]);
      expect(analysed.words).not.toContain('art');
    }
    // A real citation is still one, and an article named in words is no mask.
    expect(analyseLegalQuery("Cosa prevede l'art. 591 c.p.?").citations.map((c) => c.identifier)).toEqual([
      'cp-591',
    ]);
    expect(analyseLegalQuery('Quali articoli del codice penale puniscono l’abbandono?').quizForm).toBe(false);
  });

  it('reads the proceedings a question names as a hint of their code, unless the code is named', () => {
    expect(analyseLegalQuery('Nel processo amministrativo chi decide sulla correzione?').hintedActs).toEqual([
      'cpa',
    ]);
    expect(analyseLegalQuery('Nel giudizio civile i testimoni possono astenersi?').hintedActs).toEqual([
      'cpc',
    ]);
    const named = analyseLegalQuery(
      'Secondo il codice di procedura penale, nel procedimento penale chi indaga?',
    );
    expect(named.namedActs).toEqual(['cpp']);
    expect(named.hintedActs).toEqual([]);
    expect(analyseLegalQuery('Il contratto di locazione si rinnova?').hintedActs).toEqual([]);
  });

  it('matches a name only when its words are close together', () => {
    expect(articlesOf('cane morso')).toContain('cc-2052');
    const far =
      'Il mio cane ieri pomeriggio al parco giochi comunale vicino alla scuola elementare del quartiere ha morso un pallone';
    expect(articlesOf(far)).not.toContain('cc-2052');
  });
});

describe('searchLegalIndex scores', () => {
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
    article('cc-1', 'Locazione', 'Il locatore consegna la cosa locata al conduttore.'),
    article('cc-2', 'Riparazioni', 'Il conduttore esegue le piccole riparazioni.'),
    article('cc-3', 'Vendita', 'Il venditore consegna la cosa al compratore.'),
  ]);

  it('are shares of the best the query could reach, so a question with foreign words scores lower', () => {
    const [plain] = searchLegalIndex(index, 'locatore conduttore', { limit: 3 });
    const [noisy] = searchLegalIndex(index, 'locatore conduttore carbonara guanciale pecorino', { limit: 3 });
    expect(plain!.article.identifier).toBe('cc-1');
    expect(noisy!.article.identifier).toBe('cc-1');
    expect(plain!.score).toBeGreaterThan(0.5);
    expect(plain!.score).toBeLessThanOrEqual(1);
    expect(noisy!.score).toBeLessThan(plain!.score / 2);
  });

  it('keeps cited articles first with score 1 and returns nothing for a question of function words only', () => {
    expect(searchLegalIndex(index, "Cosa prevede l'art. 2 c.c.?", { limit: 3 })).toEqual([
      { article: index.byIdentifier.get('cc-2'), score: 1, cited: true },
    ]);
    expect(searchLegalIndex(index, 'Cosa dice?', { limit: 3 })).toEqual([]);
  });
});

describe('doctrine names and the stemmer', () => {
  it('does not take a word for another that only shares its stem ("alcol test" is not "testamento")', () => {
    expect(
      analyseLegalQuery("Mi hanno fermato e l'alcol test segnava 0,9").doctrine.map((match) => match.name),
    ).not.toContain('testamento');
    expect(articlesOf('Mio padre ha fatto testamento?')).toContain('cc-587');
  });

  it('does not expand a word into the vocabulary of another with the same stem', () => {
    const expansionsOf = (question: string) => analyseLegalQuery(question).expansions;
    expect(expansionsOf('In questo caso il giudice può decidere?')).not.toContain('immobile abitazione');
    expect(expansionsOf('Ho comprato casa')).toContain('immobile abitazione');
    expect(expansionsOf('Quali sono i motivi di ricorso?')).not.toContain('motoveicolo veicolo');
    expect(expansionsOf('Mi hanno rubato la moto')).toContain('motoveicolo veicolo');
    expect(expansionsOf('Il vicino ha chiuso il cancello')).not.toContain('cancellazione oblio');
    expect(expansionsOf('Voglio cancellare i miei dati')).toContain('cancellazione oblio');
    expect(expansionsOf('Il pubblico ministero ha chiesto l’archiviazione')).not.toContain(
      'comunicazioni commerciali marketing',
    );
  });
});

describe('clients’ narratives', () => {
  it('find the governing articles from the facts as a client tells them', () => {
    expect(articlesOf("Il mio inquilino non paga l'affitto da tre mesi")).toContain('cpc-658');
    expect(articlesOf('Il vicino ha costruito un muro a un metro dal mio confine')).toContain('cc-873');
    expect(articlesOf('Il gatto del vicino mi ha graffiato')).toContain('cc-2052');
    expect(articlesOf('La lavatrice comprata a marzo ha smesso di funzionare')).toContain('consumo-133');
  });

  it('pair a subject with an event only when both are told', () => {
    expect(articlesOf('Il mio gatto dorme sul divano')).not.toContain('cc-2052');
    expect(articlesOf('Ho comprato una lavatrice nuova')).not.toContain('consumo-133');
  });
});

describe('institutes named inside longer ones', () => {
  it('lifts only the longer institute when a shorter name is made of its words', () => {
    const names = analyseLegalQuery('Il comune non mi ha mandato il preavviso di rigetto').doctrine.map(
      (match) => match.name,
    );
    expect(names).toContain('preavviso di rigetto');
    expect(names).not.toContain('preavviso');
    expect(articlesOf('Quanto preavviso spetta al lavoratore licenziato?')).toContain('cc-2118');
  });
});

describe('the implementing provisions of the codes', () => {
  const article = (identifier: string, act: LegalArticle['act'], heading: string): LegalArticle => ({
    identifier,
    act,
    article: identifier.slice(identifier.indexOf('-') + 1),
    heading,
    path: [],
    text: 'La motivazione della sentenza espone i fatti e le ragioni della decisione.',
    abrogated: false,
  });
  const index = buildLegalIndex([
    article('dispattcpc-118', 'dispattcpc', 'Motivazione'),
    article('cpc-132', 'cpc', 'Motivazione'),
  ]);
  const first = (query: string, acts?: LegalArticle['act'][]) =>
    searchLegalIndex(index, query, { limit: 2, acts })[0]?.article.identifier;

  it('come after the code article on equal evidence, unless named or picked', () => {
    expect(first('motivazione della sentenza')).toBe('cpc-132');
    expect(
      first('motivazione della sentenza nelle disposizioni di attuazione del codice di procedura civile'),
    ).toBe('dispattcpc-118');
    expect(first('motivazione della sentenza', ['dispattcpc'])).toBe('dispattcpc-118');
  });
});
