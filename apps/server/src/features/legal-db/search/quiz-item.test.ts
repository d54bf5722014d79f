import { describe, expect, it } from 'vitest';
import { buildLegalIndex, type LegalArticle, searchLegalIndex } from './legal-index';

function article(number: string, text: string, heading: string, chapter: string): LegalArticle {
  return {
    identifier: `cpc-${number}`,
    act: 'cpc',
    article: number,
    heading,
    path: [chapter],
    text,
    abrogated: false,
  };
}

const FILLER =
  'Le parti possono farsi assistere da un difensore. Il giudice provvede con ordinanza. Il cancelliere redige il verbale. Il termine decorre dalla comunicazione. '.repeat(
    3,
  );
const CHAPTER_ON_IT = 'CAPO II - DELLA RICUSAZIONE DEL CONSULENTE DELLE PARTI';
const index = buildLegalIndex([
  // States the rule the question quotes, in a long article of another chapter.
  article(
    '10',
    `${FILLER}Il consulente può essere ricusato dalle parti per i motivi indicati dalla legge; della ricusazione decide il giudice che lo ha nominato. ${FILLER}`,
    'Obblighi del consulente',
    'CAPO I - DEL GIUDICE',
  ),
  // Short articles of the chapter whose headings hold the question's words.
  article(
    '20',
    "La ricusazione del consulente si propone con ricorso depositato almeno tre giorni prima dell'udienza.",
    'Ricusazione del consulente',
    CHAPTER_ON_IT,
  ),
  article(
    '21',
    'Il consulente ricusato dalle parti non può compiere atti.',
    'Effetti della ricusazione',
    CHAPTER_ON_IT,
  ),
  article(
    '30',
    'Chiunque cagiona ad altri un danno ingiusto è obbligato a risarcirlo.',
    'Risarcimento',
    'CAPO III',
  ),
]);

const scoreOf = (question: string, identifier: string) =>
  searchLegalIndex(index, question, { limit: 4 }).find((hit) => hit.article.identifier === identifier)
    ?.score ?? 0;
const first = (question: string) => searchLegalIndex(index, question, { limit: 1 })[0]?.article.identifier;

describe('a quiz item', () => {
  const STATEMENT = 'Il consulente può essere ricusato dalle parti per i motivi indicati dalla legge';
  const plain = `${STATEMENT}?`;
  const framed = `Quale delle seguenti affermazioni è corretta? ${STATEMENT}.`;

  it('is answered by the article stating its words, framed or not', () => {
    expect(first(plain)).toBe('cpc-10');
    expect(first(framed)).toBe('cpc-10');
  });

  it('lifts the articles of a section by its headings less than the same question asked plainly', () => {
    // The frame's words are not searched: without the quiz weighing both would score alike.
    expect(scoreOf(framed, 'cpc-21')).toBeLessThan(scoreOf(plain, 'cpc-21') - 0.1);
    expect(scoreOf(framed, 'cpc-20')).toBeLessThan(scoreOf(plain, 'cpc-20') - 0.1);
  });
});

describe('a quiz item with its answer options', () => {
  const LONG = 'Il giudice provvede sulle spese. '.repeat(12);
  const quizIndex = buildLegalIndex([
    article(
      '40',
      `${LONG}Il giudice istruttore, quando accoglie la richiesta di verificazione della scrittura privata, dispone il deposito dell'originale in cancelleria. ${LONG}`,
      'Verificazione',
      'CAPO IV',
    ),
    // Each wrong option is these articles' own words, after another opening.
    article(
      '41',
      'Il consulente tecnico nominato presta giuramento davanti al collegio nella prima udienza utile.',
      'Giuramento del consulente',
      'CAPO V',
    ),
    article(
      '42',
      "La parte soccombente rimborsa le spese anticipate dall'erario per la consulenza disposta d'ufficio.",
      'Rimborso delle spese',
      'CAPO V',
    ),
    article(
      '43',
      'Il testimone citato compare personalmente e rende la deposizione davanti al giudice delegato.',
      'Testimoni',
      'CAPO V',
    ),
  ]);
  const question =
    'Il giudice istruttore, quando accoglie la richiesta di verificazione della scrittura privata: ' +
    'a) presta giuramento davanti al collegio nella prima udienza utile; ' +
    "b) rimborsa le spese anticipate dall'erario per la consulenza disposta d'ufficio; " +
    "c) dispone il deposito dell'originale in cancelleria; " +
    'd) compare personalmente e rende la deposizione davanti al giudice delegato.';

  it('is answered by the article whose text goes on from the stem with one of the options', () => {
    const ranked = searchLegalIndex(quizIndex, question, { limit: 4 }).map((hit) => hit.article.identifier);
    expect(ranked[0]).toBe('cpc-40');
  });
});
