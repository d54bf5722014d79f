// Competition-quiz items with their answer options, generated from the corpus: a stem made of the
// opening words of an article's first sentence, then options a)–d), one of which continues the
// stem as the article does. Three styles:
//   - "options, other articles": the wrong options are the same stretch of other articles of the
//     act, word for word (each is a phrase the corpus holds, only not after this stem);
//   - "options, altered": the wrong options are the right one with words or numbers changed, or a
//     "non" added, as quiz writers alter a clause;
//   - "frame, altered statements": "Quale delle seguenti affermazioni è corretta?" and four
//     statements on lines of their own, the article's opening and three altered copies of it.
// The act is named in about half the stems. The expected answer is the article.
//
// Deterministic: a seed picks the articles, the cut and the options. Written only from the corpus
// (never from an evaluation file):
//   node bench/lib/quiz-options-questions.mjs → bench/data/retrieval-quiz-options.jsonl (seed 4127)
//                                               bench/data/retrieval-quiz-options-holdout.jsonl
//                                               (seed 8861, other articles, never tuned on)

import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusInForce } from './corpus.mjs';
import { random } from './exam-questions.mjs';

/** The acts of the public-competition quizzes, as a stem names them. */
const ACT_NAMES = {
  cp: 'del codice penale',
  cpp: 'del codice di procedura penale',
  cpa: 'del codice del processo amministrativo',
  cost: 'della Costituzione',
};
const STYLES = ['options, other articles', 'options, altered', 'frame, altered statements'];
const OPTION_WORDS = 10;
const STATEMENT_WORDS = 16;
/** The legal search API's limit (LEGAL_SEARCH_QUERY_MAX_LENGTH): bench/retrieval.mjs asks it over HTTP. */
const QUERY_MAX_LENGTH = 500;

const firstSentence = (text) => text.split(/(?<=[.;:])\s/)[0] ?? text;
const wordsOf = (text) => text.split(/\s+/).filter(Boolean);
const asOption = (words) => words.join(' ').replace(/[.;:,]$/, '');

/** Words long enough to be a clause's content, per act: what an altered option puts in. */
function vocabularies(articles) {
  const byAct = {};
  for (const article of articles) {
    byAct[article.act] ??= [];
    byAct[article.act].push(...wordsOf(article.text).filter((word) => /^[a-zà-ù]{6,}$/.test(word)));
  }
  return byAct;
}

function altered(rand, words, vocabulary) {
  const copy = [...words];
  let changes = 0;
  for (let attempt = 0; attempt < 20 && changes < 2; attempt += 1) {
    const at = Math.floor(rand() * copy.length);
    if (/^\d+$/.test(copy[at])) {
      copy[at] = String(Number(copy[at]) + 1 + Math.floor(rand() * 5));
      changes += 1;
    } else if (/^[a-zà-ù]{6,}$/.test(copy[at])) {
      copy[at] = vocabulary[Math.floor(rand() * vocabulary.length)];
      changes += 1;
    }
  }
  if (changes === 0 || rand() < 0.3) copy.splice(Math.min(2, copy.length), 0, 'non');
  return copy;
}

function shuffled(rand, items) {
  return items
    .map((item) => ({ item, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

export function quizOptionQuestions(articles, { seed, count, exclude = new Set() }) {
  const rand = random(seed);
  const eligible = articles.filter(
    (article) => ACT_NAMES[article.act] && !exclude.has(article.identifier) && article.text.length > 120,
  );
  const vocabulary = vocabularies(eligible);
  const questions = [];
  const asked = new Set();
  for (let attempt = 0; questions.length < count && attempt < count * 50; attempt += 1) {
    const article = eligible[Math.floor(rand() * eligible.length)];
    const words = wordsOf(firstSentence(article.text));
    if (asked.has(article.identifier) || words.length < 14) continue;
    const style = STYLES[questions.length % STYLES.length];
    const named = rand() < 0.5 ? `Ai sensi ${ACT_NAMES[article.act]}, ` : '';
    let query;
    if (style === 'frame, altered statements') {
      const statement = words.slice(0, STATEMENT_WORDS);
      const options = [statement, ...[1, 2, 3].map(() => altered(rand, statement, vocabulary[article.act]))];
      const lines = shuffled(rand, options).map((option, at) => `${'ABCD'[at]}) ${asOption(option)}`);
      query = `${named}quale delle seguenti affermazioni è corretta?\n${lines.join('\n')}`;
    } else {
      const cut = Math.floor(words.length * (0.35 + rand() * 0.2));
      const right = words.slice(cut, cut + OPTION_WORDS);
      const wrong = [];
      for (let tries = 0; wrong.length < 3 && tries < 200; tries += 1) {
        if (style === 'options, altered') {
          wrong.push(altered(rand, right, vocabulary[article.act]));
          continue;
        }
        const other = eligible[Math.floor(rand() * eligible.length)];
        const otherWords = wordsOf(firstSentence(other.text));
        if (other.act !== article.act || other.identifier === article.identifier || otherWords.length < 10)
          continue;
        const from = Math.floor(otherWords.length * 0.4);
        wrong.push(otherWords.slice(from, from + OPTION_WORDS));
      }
      if (wrong.length < 3) continue;
      const options = shuffled(rand, [right, ...wrong]).map(
        (option, at) => `${'abcd'[at]}) ${asOption(option)}`,
      );
      query = `${named}${words.slice(0, cut).join(' ')}: ${options.join('; ')}.`;
    }
    if (query.length > QUERY_MAX_LENGTH) continue;
    asked.add(article.identifier);
    questions.push({ query, relevant: [article.identifier], style, act: article.act });
  }
  return questions;
}

export const QUIZ_OPTIONS_SET = fileURLToPath(
  new URL('../data/retrieval-quiz-options.jsonl', import.meta.url),
);
export const QUIZ_OPTIONS_HOLDOUT_SET = fileURLToPath(
  new URL('../data/retrieval-quiz-options-holdout.jsonl', import.meta.url),
);
const TUNING_SEED = 4127;
const HOLDOUT_SEED = 8861;
const SET_SIZE = 150;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const articles = corpusInForce();
  const tuning = quizOptionQuestions(articles, { seed: TUNING_SEED, count: SET_SIZE });
  const asked = new Set(tuning.flatMap((question) => question.relevant));
  const holdout = quizOptionQuestions(articles, { seed: HOLDOUT_SEED, count: SET_SIZE, exclude: asked });
  const lines = (questions) => `${questions.map((question) => JSON.stringify(question)).join('\n')}\n`;
  writeFileSync(QUIZ_OPTIONS_SET, lines(tuning));
  writeFileSync(QUIZ_OPTIONS_HOLDOUT_SET, lines(holdout));
  console.log(
    `${tuning.length} questions → ${QUIZ_OPTIONS_SET}\n${holdout.length} questions → ${QUIZ_OPTIONS_HOLDOUT_SET}`,
  );
}
