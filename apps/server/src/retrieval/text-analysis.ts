import { stemmer } from '@orama/stemmers/italian';
import { stopwords } from '@orama/stopwords/italian';

/**
 * Italian text → index terms: lower case, apostrophes split (`dell'art.` → `dell`, `art`), the
 * Snowball stop words dropped, the Snowball Italian stemmer applied, then accents folded, so
 * `responsabilità`, `responsabilita` and `responsabile` meet on one term.
 */

/** Folds accents after stemming (the stemmer reads accented vowels) so unaccented input matches. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

const STOP_WORDS = new Set(stopwords.map(foldAccents));
/** Words of questions rather than of law: frequent in queries, noise in the ranking. */
const QUESTION_WORDS = new Set(
  [
    'cosa',
    'cos',
    'qual',
    'quali',
    'quando',
    'quanto',
    'quanti',
    'quanta',
    'entro',
    'può',
    'possono',
    'posso',
    'puoi',
    'deve',
    'devono',
    'devo',
    'bisogna',
    'succede',
    'funziona',
    'esempio',
    'ovvero',
    // Verbs that ask what a provision says, not what it is about ("cosa prevede l'art. 2043?").
    'prevede',
    'prevedono',
    'dice',
    'dicono',
    'dica',
    'stabilisce',
    'stabiliscono',
    'dispone',
    'dispongono',
    'recita',
    'recitano',
    'afferma',
    'sancisce',
    'sanciscono',
    'riguarda',
    'riguardano',
    'parla',
    'parlano',
    // The stem of "parlare" is the Parlamento's: «il medico può parlare della mia malattia?» found
    // the articles on Parliament.
    'parlare',
    'parlarne',
    'parlato',
    'parlo',
    'parli',
    'tratta',
    'trattano',
    'contiene',
    'spiega',
    'spiegami',
    'dimmi',
    'vorrei',
    'sapere',
    'articolo',
    'articoli',
    'norma',
    'norme',
  ].map(foldAccents),
);

/**
 * Words that only frame a question right after "cosa": "(Che) cosa rischia chi…" asks for the
 * sanction, not about a risk. Elsewhere they are kept ("rischia anche la società?", "un muro che
 * rischia di crollare"), and the noun "rischio" always is: insurance and the AI Act speak of risk.
 */
const FRAME_AFTER_COSA = new Set([
  // "Cosa prescrive la legge?" asks what it says; "quando si prescrive" is about prescription.
  'prescrive',
  'prescrivono',
  'rischia',
  'rischiano',
  'rischiamo',
  'rischiate',
  'rischierebbe',
  'rischierebbero',
]);

/**
 * The codes keep older spellings beside the current ones ("rinunzia" and "rinuncia", "danaro" and
 * "denaro", "giuoco", "famigliare"): both spellings of a stem meet on the current one.
 */
const OLDER_SPELLINGS: readonly [RegExp, string][] = [
  [/nunz/g, 'nunc'],
  [/^danar/, 'denar'],
  [/^giuoc/, 'gioc'],
  [/^famigl(iar)?/, 'famil$1'],
];
function sameSpelling(term: string): string {
  let current = term;
  for (const [older, spelling] of OLDER_SPELLINGS) current = current.replace(older, spelling);
  return current;
}

/**
 * Words the stemmer joins to an unrelated one, kept apart: "mercato" and "merce" both become
 * "merc", so «hanno rubato i soldi a mio padre al mercato» read as «merce rubata» (ricettazione).
 */
const KEPT_APART: ReadonlyMap<string, string> = new Map([
  ['mercato', 'mercat'],
  ['mercati', 'mercat'],
]);

const WORD = /[\p{L}\p{N}]+/gu;
const stemCache = new Map<string, string>();

/** One word → its term ('' for stop words and single letters). Cached: the vocabulary is small. */
export function termOf(word: string): string {
  const lower = word.toLowerCase();
  const cached = stemCache.get(lower);
  if (cached !== undefined) return cached;
  const folded = foldAccents(lower);
  let term = '';
  if (folded.length > 1 && !STOP_WORDS.has(folded))
    term = KEPT_APART.get(folded) ?? sameSpelling(foldAccents(stemmer(lower)));
  if (stemCache.size < 500_000) stemCache.set(lower, term);
  return term;
}

/** The terms of a text in order (stop words removed). */
export function analyse(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term) terms.push(term);
  }
  return terms;
}

/** A query word: its term, and the word as written (lower case, accents folded) with its length. */
export interface QueryWord {
  term: string;
  length: number;
  word: string;
}

/** A query's terms with the word each came from (stemming can join unrelated words). */
export function analyseQueryWords(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  let previous = '';
  for (const match of text.matchAll(WORD)) {
    const word = foldAccents(match[0].toLowerCase());
    const framed = FRAME_AFTER_COSA.has(word) && previous === 'cosa';
    previous = word;
    if (QUESTION_WORDS.has(word) || framed) continue;
    const term = termOf(match[0]);
    if (term) words.push({ term, length: match[0].length, word });
  }
  return words;
}

/** The terms of a query: as `analyse`, without the words that only make it a question. */
export function analyseQuery(text: string): string[] {
  return analyseQueryWords(text).map((word) => word.term);
}

/** Adjacent term pairs (`clausol penal`), indexed as phrases. */
export function bigrams(terms: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let index = 1; index < terms.length; index += 1) pairs.push(`${terms[index - 1]} ${terms[index]}`);
  return pairs;
}
