import { describe, expect, it } from 'vitest';
import { type LegalCitation, mentionedLegalActs, parseLegalCitations } from './legal-citations';

const ids = (text: string) => parseLegalCitations(text).map((c) => c.identifier);

function expectOffsets(text: string, citations: LegalCitation[]): void {
  for (const c of citations) {
    expect(c.start).toBeGreaterThanOrEqual(0);
    expect(c.end).toBeLessThanOrEqual(text.length);
    expect(text.slice(c.start, c.end)).toBe(c.text);
  }
}

// [input, identifier, paragraph]; identifiers were checked against the corpus files by hand.
const SINGLE: Array<[string, string, string | undefined]> = [
  // Codice civile, markers and elisions
  ['art. 2043 c.c.', 'cc-2043', undefined],
  ['art 2043 cc', 'cc-2043', undefined],
  ["l'art. 2043 del codice civile", 'cc-2043', undefined],
  ["dell'art. 1337 c.c.", 'cc-1337', undefined],
  ["all'articolo 1341 del codice civile", 'cc-1341', undefined],
  ["nell'art. 1218 cod. civ.", 'cc-1218', undefined],
  ['dell’art. 2059 c.c.', 'cc-2059', undefined],
  ['Art. 1218 Codice Civile', 'cc-1218', undefined],
  ['ART. 2043 C.C.', 'cc-2043', undefined],
  ['art. 2043 c.c', 'cc-2043', undefined],
  ['art. 1453 cod.civ.', 'cc-1453', undefined],
  ['art. 1418 c. civ.', 'cc-1418', undefined],
  ['art.2043 c.c.', 'cc-2043', undefined],
  ['art. 2043\nc.c.', 'cc-2043', undefined],
  ['art. 2409-noviesdecies c.c.', 'cc-2409-noviesdecies', undefined],
  ['art. 2506.1 c.c.', 'cc-2506.1', undefined],
  // paragraphs
  ['art. 2051, comma 2, c.c.', 'cc-2051', '2'],
  ['art. 2 co. 1 c.c.', 'cc-2', '1'],
  ["secondo comma dell'art. 2051 c.c.", 'cc-2051', '2'],
  ['secondo comma dell’art. 2051 c.c.', 'cc-2051', '2'],
  ["comma 2 dell'art. 2043 c.c.", 'cc-2043', '2'],
  ['art. 2051, secondo comma, c.c.', 'cc-2051', '2'],
  ['art. 2043, 2° comma, c.c.', 'cc-2043', '2'],
  ['art. 2043 comma 2° c.c.', 'cc-2043', '2'],
  ['art. 2043, II comma, c.c.', 'cc-2043', '2'],
  ['art. 1284, ultimo comma, c.c.', 'cc-1284', 'ultimo'],
  ['art. 2 comma 1-bis c.c.', 'cc-2', '1-bis'],
  // Codice penale
  ['art. 640 c.p.', 'cp-640', undefined],
  ['art. 612-bis c.p.', 'cp-612-bis', undefined],
  ['art. 612 bis cp', 'cp-612-bis', undefined],
  ['art. 612bis c.p.', 'cp-612-bis', undefined],
  ['art. 612 - bis c.p.', 'cp-612-bis', undefined],
  ['art. 612-BIS C.P.', 'cp-612-bis', undefined],
  ['art. 416-bis.1 c.p.', 'cp-416-bis.1', undefined],
  ['art. 640-ter cod. pen.', 'cp-640-ter', undefined],
  ['art. 575 del codice penale', 'cp-575', undefined],
  ['art. 589-bis c. pen.', 'cp-589-bis', undefined],
  // Codice di procedura civile
  ['art. 163 c.p.c.', 'cpc-163', undefined],
  ['art. 702-bis cpc', 'cpc-702-bis', undefined],
  ['art. 183, comma 6, c.p.c.', 'cpc-183', '6'],
  ['art. 473-bis.1 c.p.c.', 'cpc-473-bis.1', undefined],
  ['art. 281-sexies cod. proc. civ.', 'cpc-281-sexies', undefined],
  ['art. 360, primo comma, n. 5, c.p.c.', 'cpc-360', '1'],
  ['art. 360 n. 3 c.p.c.', 'cpc-360', undefined],
  ['art. 615 del codice di procedura civile', 'cpc-615', undefined],
  ['art. 5 c. p. c.', 'cpc-5', undefined],
  // Codice di procedura penale
  ['art. 299 c.p.p.', 'cpp-299', undefined],
  ['art. 415-bis cpp', 'cpp-415-bis', undefined],
  ['art. 581 cod. proc. pen.', 'cpp-581', undefined],
  ['art. 63 del codice di procedura penale', 'cpp-63', undefined],
  ['art. 33-nonies c.p.p.', 'cpp-33-nonies', undefined],
  // Codice del processo amministrativo
  ['art. 29 c.p.a.', 'cpa-29', undefined],
  ['art. 120 cod. proc. amm.', 'cpa-120', undefined],
  ['art. 30 del codice del processo amministrativo', 'cpa-30', undefined],
  ['art. 40 d.lgs. 104/2010', 'cpa-40', undefined],
  // Codice del consumo
  ['art. 33 cod. cons.', 'consumo-33', undefined],
  ['art. 33 c.cons.', 'consumo-33', undefined],
  ['art. 130 del codice del consumo', 'consumo-130', undefined],
  ['art. 66-bis d.lgs. 206/2005', 'consumo-66-bis', undefined],
  ['art. 52 d.lgs. n. 206 del 2005', 'consumo-52', undefined],
  ['art. 67-viciessemel cod. consumo', 'consumo-67-viciessemel', undefined],
  // Codice della strada
  ['art. 186 c.d.s.', 'cds-186', undefined],
  ['art. 142 cds', 'cds-142', undefined],
  ['art. 186-bis del codice della strada', 'cds-186-bis', undefined],
  ['art. 126-bis cod. strada', 'cds-126-bis', undefined],
  ['art. 187 del nuovo codice della strada', 'cds-187', undefined],
  ['art. 2 d.lgs. 285/1992', 'cds-2', undefined],
  // Codice privacy
  ['art. 167 del codice privacy', 'privacy-167', undefined],
  ['art. 2-quinquiesdecies codice della privacy', 'privacy-2-quinquiesdecies', undefined],
  ['art. 2-ter d.lgs. 196/2003', 'privacy-2-ter', undefined],
  ['art. 15 D.Lgs. n. 196/2003', 'privacy-15', undefined],
  ['art. 1 del Codice in materia di protezione dei dati personali', 'privacy-1', undefined],
  ['art. 2 c. 1 d.lgs. 196/2003', 'privacy-2', '1'],
  // GDPR
  ['art. 6 GDPR', 'gdpr-6', undefined],
  ['art. 82 RGPD', 'gdpr-82', undefined],
  ['art. 17 del Regolamento (UE) 2016/679', 'gdpr-17', undefined],
  ['art. 5 Reg. UE 2016/679', 'gdpr-5', undefined],
  ['art. 13 reg. 679/2016', 'gdpr-13', undefined],
  ['art. 6, par. 1, lett. b), GDPR', 'gdpr-6', '1'],
  ['art. 6.1 GDPR', 'gdpr-6', '1'],
  ['art. 4 del Regolamento generale sulla protezione dei dati', 'gdpr-4', undefined],
  // D.Lgs. 231/2001
  ['art. 6 d.lgs. 231/2001', 'dlgs231-6', undefined],
  ['art. 5 D.Lgs. n. 231 del 2001', 'dlgs231-5', undefined],
  ['art. 25-septies del decreto legislativo 8 giugno 2001, n. 231', 'dlgs231-25-septies', undefined],
  ['art. 24 d.lgs. 231/01', 'dlgs231-24', undefined],
  ['art. 1 comma 1 lett. a) d.lgs. 231/2001', 'dlgs231-1', '1'],
  ["il comma 3, lett. a), dell'art. 6 d.lgs. 231/2001", 'dlgs231-6', '3'],
  ['art. 6 d.lgs. 231/2001, comma 1', 'dlgs231-6', '1'],
  // Costituzione
  ['art. 3 Cost.', 'cost-3', undefined],
  ['art. 24 della Costituzione', 'cost-24', undefined],
  ['art. 111 Cost', 'cost-111', undefined],
  ['art. 32 cost.', 'cost-32', undefined],
  ['art. 117, secondo comma, lett. e), Cost.', 'cost-117', '2'],
  ['disp. trans. XIII Cost.', 'cost-xiii', undefined],
  ['XIII disposizione transitoria', 'cost-xiii', undefined],
  ['XVIII disp. trans. fin. della Costituzione', 'cost-xviii', undefined],
  // a bare number before a code abbreviation
  ['ex 2043 c.c.', 'cc-2043', undefined],
  ['ai sensi del 2051 c.c.', 'cc-2051', undefined],
  ['ex 24 Cost.', 'cost-24', undefined],
  ['ex 2043 cc', 'cc-2043', undefined],
  ['2043 c.c. danno ingiusto', 'cc-2043', undefined],
  // the act before the article
  ['codice civile, art. 2043', 'cc-2043', undefined],
  ['c.c. art. 2043', 'cc-2043', undefined],
];

describe('parseLegalCitations — single references', () => {
  it.each(SINGLE)('%s → %s', (text, identifier, paragraph) => {
    const citations = parseLegalCitations(text);
    expect(citations.map((c) => c.identifier)).toEqual([identifier]);
    expect(citations[0]?.paragraph).toBe(paragraph);
    expectOffsets(text, citations);
  });

  it('splits the identifier into act and article', () => {
    expect(parseLegalCitations('art. 612 bis c.p.')[0]).toMatchObject({
      act: 'cp',
      article: '612-bis',
      identifier: 'cp-612-bis',
    });
    expect(parseLegalCitations('disp. trans. XVIII Cost.')[0]).toMatchObject({
      act: 'cost',
      article: 'xviii',
    });
    expect(parseLegalCitations('art. 2 sexies decies codice privacy')[0]?.article).toBe('2-sexiesdecies');
  });

  it('finds a reference inside a sentence, with the offsets of the reference', () => {
    const text = 'Il danno ex art. 2043 c.c. va provato dal danneggiato.';
    const [citation] = parseLegalCitations(text);
    expect(citation).toMatchObject({ text: 'art. 2043 c.c.', start: 12, end: 26, identifier: 'cc-2043' });
  });

  it('includes a paragraph written before the article in the text', () => {
    const [citation] = parseLegalCitations("Si applica il secondo comma dell'art. 2051 c.c.");
    expect(citation?.text).toBe("secondo comma dell'art. 2051 c.c.");
  });
});

const LISTS: Array<[string, string[]]> = [
  ['artt. 1453 e 1455 cod. civ.', ['cc-1453', 'cc-1455']],
  ['artt. 1175, 1375 e 1453 c.c.', ['cc-1175', 'cc-1375', 'cc-1453']],
  ['artt. 2043 ss. c.c.', ['cc-2043']],
  ['art. 2043 e ss. c.c.', ['cc-2043']],
  ['artt. 1453 e seguenti cod. civ.', ['cc-1453']],
  ['art. 2043 e segg. c.c.', ['cc-2043']],
  ['artt. 1453-1455 c.c.', ['cc-1453', 'cc-1455']],
  ['artt. 1453 c.c. e 640 c.p.', ['cc-1453', 'cp-640']],
  ['articoli 1341 e 1342 c.c.', ['cc-1341', 'cc-1342']],
  ['artt. 3 e 24 Cost.', ['cost-3', 'cost-24']],
  ['art. 2043 e art. 2059 c.c.', ['cc-2043', 'cc-2059']],
  ['ex artt. 2043 e 2059 c.c.', ['cc-2043', 'cc-2059']],
  ['ex 2043 e 2059 c.c.', ['cc-2043', 'cc-2059']],
  ['artt. 5, commi 1 e 2, e 6 c.c.', ['cc-5', 'cc-6']],
  ['art. 3 c.p.c. e 5 c.p.p.', ['cpc-3', 'cpp-5']],
  ['artt. 1, 2 e 3 Cost. e 6 CEDU', ['cost-1', 'cost-2', 'cost-3']],
  ['artt. 2043 c.c. e 2059', ['cc-2043']],
];

describe('parseLegalCitations — lists', () => {
  it.each(LISTS)('%s → %j', (text, expected) => {
    const citations = parseLegalCitations(text);
    expect(citations.map((c) => c.identifier)).toEqual(expected);
    expectOffsets(text, citations);
  });

  it('gives every article of a list the whole list as its text', () => {
    const text = 'Violati gli artt. 1453 e 1455 cod. civ. dal convenuto.';
    const citations = parseLegalCitations(text);
    expect(citations.map((c) => c.text)).toEqual([
      'artt. 1453 e 1455 cod. civ.',
      'artt. 1453 e 1455 cod. civ.',
    ]);
    expect(new Set(citations.map((c) => c.start))).toEqual(new Set([12]));
  });

  it('keeps the paragraph of each article of a list', () => {
    const citations = parseLegalCitations('artt. 5, commi 1 e 2, e 6 c.c.');
    expect(citations.map((c) => c.paragraph)).toEqual(['1', undefined]);
  });

  it('treats an article marker after a complete reference as a new reference', () => {
    const text = 'art. 2043 c.c. e art. 2059 c.c.';
    expect(parseLegalCitations(text).map((c) => c.text)).toEqual(['art. 2043 c.c.', 'art. 2059 c.c.']);
  });

  it('returns the references of a longer text in text order with consistent offsets', () => {
    const text = [
      "Il ricorrente lamenta la violazione dell'art. 2043 c.c. e degli artt. 1175, 1375 e 1453 cod. civ.,",
      "nonché dell'art. 24 Cost. e dell'art. 360, primo comma, n. 3, c.p.c.; la sentenza n. 2043/2020",
      'del 12 marzo 2020 liquidava € 2.043,00. Si richiama il d.lgs. 231/2001, art. 6, comma 1, lett. a),',
      'la costituzione di parte civile ex 2051 c.c. e la XIII disposizione transitoria.',
    ].join('\n');
    const citations = parseLegalCitations(text);
    expect(citations.map((c) => c.identifier)).toEqual([
      'cc-2043',
      'cc-1175',
      'cc-1375',
      'cc-1453',
      'cost-24',
      'cpc-360',
      'dlgs231-6',
      'cc-2051',
      'cost-xiii',
    ]);
    expectOffsets(text, citations);
    const starts = citations.map((c) => c.start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });
});

const NOT_CITATIONS: string[] = [
  'art. 3',
  "Ai sensi dell'art. 5 del contratto",
  'art. 5 della legge 300/1970',
  'art. 18 dello Statuto dei lavoratori',
  'Secondo la Costituzione, art. 5 della legge 300/1970',
  'Il 12 marzo 2020 il giudice ha deciso',
  'sentenza 2043/2020',
  'art. 2043/2020 c.c.',
  'ha pagato € 2.043 di spese',
  'una somma di 1.453,00 euro',
  'la sentenza n. 2043',
  'n. 2043 c.c.',
  'legge n. 689 del 1981',
  'pag. 2043 c.c.',
  'tel. 02 2043 2059',
  'Cass. civ. n. 1234/2020',
  'Cass. civ., sez. III, 12 marzo 2020, n. 2043',
  'il comma 2',
  "l'arte, l'artigiano e la parte",
  'in cc Mario Rossi',
  'il codice civile',
  'la Costituzione',
  'art. 32 c.c.n.l.',
  'art. 5 del c.d. decreto sicurezza',
  'art. 7 d.lgs. 81/2008',
  'art. 1 d.lgs. 231/2005',
  'art. 14 CEDU',
  '5 cc di farmaco',
  'il 125 cc',
  'XIX disp. trans.',
  'vi disposizione transitoria',
];

describe('parseLegalCitations — not references to a corpus article', () => {
  it.each(NOT_CITATIONS)('%s', (text) => {
    expect(ids(text)).toEqual([]);
  });
});

describe('mentionedLegalActs', () => {
  it.each([
    ['Cosa prevede il codice civile?', ['cc']],
    ['nel codice civile', ['cc']],
    ['secondo il GDPR', ['gdpr']],
    ['il codice di procedura penale prevede', ['cpp']],
    ['il codice di procedura civile', ['cpc']],
    ['cod. proc. civ.', ['cpc']],
    ['c.p.c. e c.p.', ['cpc', 'cp']],
    ['la Costituzione', ['cost']],
    ['Carta costituzionale', ['cost']],
    ['secondo la Costituzione della Repubblica', ['cost']],
    ['il d.lgs. 231/2001 e il GDPR, poi la Costituzione', ['dlgs231', 'gdpr', 'cost']],
    ['Codice del consumo e codice della strada', ['consumo', 'cds']],
    ['il Regolamento (UE) 2016/679', ['gdpr']],
    ['D.Lgs. n. 196/2003', ['privacy']],
    ['art. 2043 c.c. e il codice penale', ['cc', 'cp']],
    ['art. 2043 cc', ['cc']],
  ] as Array<[string, string[]]>)('%s → %j', (text, expected) => {
    expect(mentionedLegalActs(text)).toEqual(expected);
  });

  it.each([
    'la costituzione di parte civile',
    'Costituzione di parte civile nel processo penale',
    'la costituzione in mora del debitore',
    'Costituzione in mora',
    'la costituzione del rapporto di lavoro',
    'la Corte costituzionale',
    'in cc Mario Rossi',
    'cp e cc',
    'nessun riferimento normativo',
  ])('%s → none', (text) => {
    expect(mentionedLegalActs(text)).toEqual([]);
  });
});

describe('parseLegalCitations — performance', () => {
  it('parses a 4,000-character text 1,000 times in well under 2 seconds', () => {
    const paragraph =
      "Il ricorrente lamenta la violazione dell'art. 2043 c.c. e degli artt. 1175, 1375 e 1453 cod. civ., " +
      "nonché dell'art. 24 Cost.; la Corte d'appello, con sentenza n. 2043/2020 del 12 marzo 2020, aveva " +
      'liquidato € 2.043,00 applicando la legge n. 689 del 1981. La responsabilità extracontrattuale sorge ' +
      'quando un fatto doloso o colposo cagiona ad altri un danno ingiusto; il danneggiato deve provare il nesso ' +
      'causale, la colpa e il pregiudizio subito, anche ai sensi del 2051 c.c. e del d.lgs. 231/2001. ';
    const text = paragraph.repeat(Math.ceil(4000 / paragraph.length)).slice(0, 4000);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) parseLegalCitations(text);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stays linear on long runs of separators and spaces', () => {
    const started = performance.now();
    parseLegalCitations(`art. 1${' '.repeat(4000)}x`);
    parseLegalCitations(`artt. ${'1 e '.repeat(1000)}`);
    mentionedLegalActs('c. '.repeat(1300));
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('parseLegalCitations — hostile text', () => {
  it('reads a long run of lists no act resolves in time proportional to its length', () => {
    // Each `artt.` of the run used to read the whole rest of it again: 100,000 characters took 15 s.
    const run = 'artt. 1, 2, 3 e '.repeat(6_250);
    const started = performance.now();
    expect(parseLegalCitations(`${run}x`)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('still resolves the lists around such a run', () => {
    const text = `Si vedano gli artt. 1453 e 1455 c.c., ${'artt. 1, 2 e '.repeat(50)}e l'art. 640 c.p.`;
    expect(parseLegalCitations(text).map((citation) => citation.identifier)).toEqual([
      'cc-1453',
      'cc-1455',
      'cp-640',
    ]);
  });
});
