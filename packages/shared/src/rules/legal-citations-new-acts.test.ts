import { describe, expect, it } from 'vitest';
import { mentionedLegalActs, parseLegalCitations } from './legal-citations';
import { parseOutsideActs } from './legal-citations-outside';

const ids = (text: string) => parseLegalCitations(text).map((c) => c.identifier);
const outside = (text: string) => parseOutsideActs(text, parseLegalCitations(text));

// [input, identifier, paragraph]; each article exists in data/corpus (21-novies: see otherSpelling).
const FORMS: Array<[string, string, string | undefined]> = [
  ['art. 12 disp. prel.', 'preleggi-12', undefined],
  ['art. 12 preleggi', 'preleggi-12', undefined],
  ['art. 12 delle preleggi', 'preleggi-12', undefined],
  ['art. 12 disposizioni sulla legge in generale', 'preleggi-12', undefined],
  ['art. 12 disp. prel. c.c.', 'preleggi-12', undefined],
  ['art. 11 delle disposizioni preliminari al codice civile', 'preleggi-11', undefined],
  ['art. 163 disp. att. c.p.c.', 'dispattcpc-163', undefined],
  ['art. 163 disp. att. cod. proc. civ.', 'dispattcpc-163', undefined],
  ['art. 118 disp. att. c.p.c.', 'dispattcpc-118', undefined],
  [
    "art. 118 delle disposizioni per l'attuazione del codice di procedura civile",
    'dispattcpc-118',
    undefined,
  ],
  ['art. 38 disp. att. c.c.', 'dispattcc-38', undefined],
  ['art. 38, primo comma, disp. att. c.c.', 'dispattcc-38', '1'],
  ['art. 129 disp. att. c.p.p.', 'dispattcpp-129', undefined],
  ['art. 129 norme att. c.p.p.', 'dispattcpp-129', undefined],
  ['art. 22 L. 241/1990', 'l241-22', undefined],
  ['art. 22 della legge 7 agosto 1990, n. 241', 'l241-22', undefined],
  ['art. 22 l. n. 241 del 1990', 'l241-22', undefined],
  ['art. 21-nonies L. 241/90', 'l241-21-nonies', undefined],
  ['art. 10-bis della L. 241/1990', 'l241-10-bis', undefined],
  ['art. 3, comma 1, lett. a), L. 241/1990', 'l241-3', '1'],
  ['art. 13 L. 132/2025', 'l132-13', undefined],
  ['art. 13 della legge 23 settembre 2025, n. 132', 'l132-13', undefined],
  ['art. 5 AI Act', 'aiact-5', undefined],
  ['art. 5 Reg. (UE) 2024/1689', 'aiact-5', undefined],
  ['art. 5 del Regolamento (UE) 2024/1689', 'aiact-5', undefined],
  ['art. 6 regolamento IA', 'aiact-6', undefined],
  ['art. 6, par. 1, lett. b), AI Act', 'aiact-6', '1'],
  ['disp. att. c.p.c., art. 163', 'dispattcpc-163', undefined],
];

describe('parseLegalCitations — the acts added with issue 24', () => {
  it.each(FORMS)('%s → %s', (text, identifier, paragraph) => {
    const citations = parseLegalCitations(text);
    expect(citations.map((c) => c.identifier)).toEqual([identifier]);
    expect(citations[0]?.paragraph).toBe(paragraph);
    expect(citations[0]?.text).toBe(text);
  });

  it.each([
    ['artt. 163 e 164 disp. att. c.p.c.', ['dispattcpc-163', 'dispattcpc-164']],
    ['artt. 163 disp. att. c.p.c. e 164 c.p.c.', ['dispattcpc-163', 'cpc-164']],
    ['art. 163 c.p.c. e art. 163 disp. att. c.p.c.', ['cpc-163', 'dispattcpc-163']],
    ['artt. 38 disp. att. c.c. e 2043 c.c.', ['dispattcc-38', 'cc-2043']],
    ['art. 299 c.p.p. e art. 129 disp. att. c.p.p.', ['cpp-299', 'dispattcpp-129']],
    ['artt. 21-quinquies e 21-nonies L. 241/1990', ['l241-21-quinquies', 'l241-21-nonies']],
    ['artt. 5 e 6 AI Act', ['aiact-5', 'aiact-6']],
  ] as Array<[string, string[]]>)(
    '%s → %j (never the code itself for its implementing rules)',
    (text, expected) => {
      expect(ids(text)).toEqual(expected);
    },
  );

  it.each([
    'art. 22 L. 241/2010',
    'art. 22 legge 241',
    'art. 1 legge n. 132 del 2015',
    'art. 5 Reg. (UE) 2024/1690',
    'art. 5 L. 392/1978',
  ])('%s → no corpus article', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('names the new acts mentioned without an article, the code apart from its implementing rules', () => {
    expect(mentionedLegalActs("le preleggi, le disp. att. c.p.c., la L. 241/1990 e l'AI Act")).toEqual([
      'preleggi',
      'dispattcpc',
      'l241',
      'aiact',
    ]);
  });
});

describe('parseOutsideActs', () => {
  it.each([
    ['art. 5 L. 392/1978', 'L. 392/1978', 'art. 5 L. 392/1978'],
    ['L. 431/1998', 'L. 431/1998', 'L. 431/1998'],
    ['art. 18 L. 300/1970', 'L. 300/1970', 'art. 18 L. 300/1970'],
    ['D.P.R. 380/2001', 'D.P.R. 380/2001', 'D.P.R. 380/2001'],
    ['D.Lgs. 81/2008', 'D.Lgs. 81/2008', 'D.Lgs. 81/2008'],
    ['art. 2 D.L. 18/2020', 'D.L. 18/2020', 'art. 2 D.L. 18/2020'],
    ['Reg. (UE) 1215/2012', 'Reg. (UE) 1215/2012', 'Reg. (UE) 1215/2012'],
    ['Direttiva 93/13/CEE', 'Direttiva 93/13/CEE', 'Direttiva 93/13/CEE'],
    ['art. 5 della legge n. 392 del 1978', 'L. 392/1978', 'art. 5 della legge n. 392 del 1978'],
    [
      'art. 2, comma 1, L. 9 dicembre 1998, n. 431',
      'L. 431/1998',
      'art. 2, comma 1, L. 9 dicembre 1998, n. 431',
    ],
    ['artt. 1, 2 e 3 L. 392/78', 'L. 392/1978', 'artt. 1, 2 e 3 L. 392/78'],
    ['D.Lgs. 9 ottobre 2002, n. 231', 'D.Lgs. 231/2002', 'D.Lgs. 9 ottobre 2002, n. 231'],
    ['D.Lgs. n. 231 del 2007', 'D.Lgs. 231/2007', 'D.Lgs. n. 231 del 2007'],
    ['DPR 445/2000', 'D.P.R. 445/2000', 'DPR 445/2000'],
    ['Reg. CE 44/2001', 'Reg. (CE) 44/2001', 'Reg. CE 44/2001'],
    ['legge costituzionale 1/2023', 'L. cost. 1/2023', 'legge costituzionale 1/2023'],
  ])('%s → %s', (text, act, written) => {
    expect(outside(text).map((reference) => [reference.act, reference.text])).toEqual([[act, written]]);
  });

  it.each([
    'D.Lgs. 196/2003',
    'D.Lgs. 231/2001',
    'd.lgs. 231/01',
    'Reg. (UE) 2016/679',
    'Regolamento UE 679/2016',
    'L. 241/1990',
    'l. 241/90',
    'legge 7 agosto 1990, n. 241',
    'L. 132/2025',
    'Reg. (UE) 2024/1689',
    'art. 2 D.Lgs. 271/1989',
    'art. 40 d.lgs. 104/2010',
    'sentenza n. 2043/2020',
    'Cass. civ. n. 1234/2020',
    'il 12 marzo 2020',
    'tel. 02/2043',
  ])('%s → not outside the corpus', (text) => {
    expect(outside(text)).toEqual([]);
  });

  it('takes an article only when nothing but paragraphs and connectors separate it from the act', () => {
    expect(outside('art. 5 del contratto, ai sensi della L. 392/1978')[0]?.text).toBe('L. 392/1978');
    expect(outside('art. 2043 c.c. e la L. 392/1978')[0]?.text).toBe('L. 392/1978');
  });

  it('returns each reference of a text with its offsets', () => {
    const text = "Si applicano l'art. 1455 c.c., l'art. 5 della L. 392/1978 e la L. 431/1998.";
    const found = outside(text);
    expect(found.map((reference) => reference.act)).toEqual(['L. 392/1978', 'L. 431/1998']);
    for (const reference of found) expect(text.slice(reference.start, reference.end)).toBe(reference.text);
  });
});
