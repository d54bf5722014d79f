import { describe } from 'vitest';
import { checkClientStories } from './legal-doctrine-stories.test-support';

/**
 * A lawyer's name for an institute with a word or two around it is the whole question: the articles
 * the table gives for it come first, although the words alone find others (presumptions of the civil
 * code, automated decisions). Without the rule the first ranked 9th, the second 3rd.
 */
const conceptQuestions: ReadonlyArray<readonly [string, string]> = [
  ["presunzione di innocenza dell'imputato", 'cost-27'],
  ['legittimo interesse come base giuridica', 'gdpr-6'],
];

const everydaySentences = [
  'La presunzione è un brutto difetto di mio cugino',
  'Ho interesse a imparare la cucina giapponese, è una base per viaggiare',
];

describe('a name with few other words is the question', () => {
  checkClientStories(conceptQuestions, everydaySentences);
});

/**
 * Names added from the misses of a blind set (fresh-blind14), told here in other words: the first
 * two ranked 5th and 4th without them.
 */
const storiesOfTheRound: ReadonlyArray<readonly [string, string]> = [
  [
    "La società può evitare le sanzioni interdittive se l'ente ripara il danno prima del processo?",
    'dlgs231-17',
  ],
  [
    'La mia ragazza mi ha lasciato prima delle nozze, dopo le pubblicazioni: posso chiedere le spese del matrimonio?',
    'cc-81',
  ],
  ['Mia madre nel testamento ha lasciato tutto al suo nuovo compagno e a me, figlio unico, niente', 'cc-536'],
  [
    'Il reato del dirigente di vertice: la società risponde anche se aveva adottato un modello organizzativo?',
    'dlgs231-6',
  ],
  ['Ho pagato la multa il giorno dopo: mi spetta lo sconto sulla multa?', 'cds-202'],
  // fresh-blind24's round: 29th without the name.
  [
    "Già nelle indagini il pubblico ministero può ottenere contro l'ente una sanzione interdittiva in via cautelare?",
    'dlgs231-45',
  ],
];

const everydayWithTheirWords = [
  'Il dirigente di vertice della mia squadra di calcio si è dimesso ieri',
  'Al bar mi hanno fatto uno sconto sul caffè perché pagavo in fretta',
  'Il giorno prima delle nozze ho lasciato le chiavi al fioraio',
];

describe('names from a blind round', () => {
  checkClientStories(storiesOfTheRound, everydayWithTheirWords);
});

/**
 * A lawyer's abbreviation read with its words (legal-vocabulary.ts) and the names of a round
 * (fresh-blind16's misses), in other words: without them the first ranked 4th, the second 2nd, the
 * third and fourth were not in the first ten and the last ranked 5th.
 */
const abbreviationsAndNames: ReadonlyArray<readonly [string, string]> = [
  ['Il PM può proporre appello contro la sentenza di proscioglimento?', 'cpp-593'],
  [
    'Per i difetti della ristrutturazione vorrei un ATP a fini conciliativi prima della causa: si può?',
    'cpc-696-bis',
  ],
  ['Ho ricevuto un avviso: il giudice ha ordinato al PM di fare nuove indagini sul mio caso', 'cpp-409'],
  ['Quando il GIP dispone l’imputazione coatta?', 'cpp-409'],
  [
    "Mio figlio è agli arresti da ieri con un'ordinanza cautelare, l'avvocato parla di riesame: cosa vuol dire?",
    'cpp-309',
  ],
  ['Quanti giorni ci sono per andare al tribunale della libertà dopo l’ordinanza?', 'cpp-309'],
];

const everydayWithAbbreviations = [
  'Ci vediamo alle 5 PM al bar',
  'La PA del mio paese ha rifatto la piazza e le aiuole',
  'Il mio amico lavora nella P.A. e guadagna poco',
];

describe('abbreviations and names of a round', () => {
  checkClientStories(abbreviationsAndNames, everydayWithAbbreviations);
});

/**
 * A walk-through's question: "vacanza rovinata" found "rovina di edificio" (art. 2053 c.c.) first. The
 * package-travel rules are not in the corpus; the codice civile's non-pecuniary loss now leads.
 */
const ruinedHoliday: ReadonlyArray<readonly [string, string]> = [
  ['Qual è la giurisprudenza più recente della Cassazione sul danno da vacanza rovinata?', 'cc-2059'],
  ['Il tour operator mi ha rovinato la vacanza: posso chiedere i danni?', 'cc-2059'],
];

describe('a ruined holiday is not a ruined building', () => {
  checkClientStories(ruinedHoliday, ['Quest’estate andiamo in vacanza al mare con gli amici']);
});
