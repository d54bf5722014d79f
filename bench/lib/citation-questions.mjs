// Citation-form questions ("Cosa prevede l'art. 1453 c.c.?") built from the corpus, and the precision
// of the first five results: a result earns its place if it is of the cited act or shares a content
// word with the question. Generated deterministically (every n-th article in force), so every run
// asks the same questions.

const ACT_REFERENCE = {
  cc: 'c.c.',
  cp: 'c.p.',
  cpc: 'c.p.c.',
  cpp: 'c.p.p.',
  cost: 'Cost.',
  cds: 'c.d.s.',
  consumo: 'cod. consumo',
  cpa: 'c.p.a.',
  dlgs231: 'd.lgs. 231/2001',
  gdpr: 'GDPR',
  privacy: 'd.lgs. 196/2003',
};

const FORMS = [
  (ref) => `Cosa prevede l'art. ${ref}?`,
  (ref) => `Cosa dice l'articolo ${ref}?`,
  (ref) => `Che cosa stabilisce l'art. ${ref}?`,
  (ref, heading) => `Art. ${ref}: ${heading.toLowerCase()}, cosa dispone?`,
];

/** Words that carry no content (question words, the verbs of "what does it say", articles…). */
const FUNCTION_WORDS = new Set(
  'cosa che prevede dice dispone stabilisce articolo art artt della delle dello degli nella nelle sono quale quali come dove quando'.split(
    ' ',
  ),
);

/** Content words as crude stems (first five letters), enough to tell "shares a word" from not. */
export function contentStems(text) {
  const stems = new Set();
  for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
    if (!FUNCTION_WORDS.has(word)) stems.add(word.slice(0, 5));
  }
  return stems;
}

/**
 * `count` questions over the articles in force (identifier, act, article, heading), spread over the
 * corpus, each with the act it cites and the words it uses beyond the citation.
 */
export function citationQuestions(articles, count = 100) {
  const usable = articles.filter((article) => ACT_REFERENCE[article.act] && article.heading);
  const step = Math.max(1, Math.floor(usable.length / count));
  const questions = [];
  for (let at = 0; at < usable.length && questions.length < count; at += step) {
    const article = usable[at];
    const form = FORMS[questions.length % FORMS.length];
    const query = form(`${article.article} ${ACT_REFERENCE[article.act]}`, article.heading);
    const cited = `${article.article} ${ACT_REFERENCE[article.act]}`;
    questions.push({
      query,
      identifier: article.identifier,
      act: article.act,
      words: contentStems(query.replace(cited, ' ')),
    });
  }
  return questions;
}

/**
 * Precision@5: over every question, the share of its first five results that are of the cited act
 * or share a content word with the question (`textOf` gives a result's heading and text).
 */
export async function precisionAt5(questions, search, textOf) {
  let kept = 0;
  let shown = 0;
  let citedFirst = 0;
  for (const question of questions) {
    const results = (await search(question.query)).slice(0, 5);
    if (results[0] === question.identifier) citedFirst += 1;
    for (const identifier of results) {
      shown += 1;
      const sameAct = identifier.startsWith(`${question.act}-`);
      const stems = contentStems(textOf(identifier));
      const sharesWord = [...question.words].some((stem) => stems.has(stem));
      if (sameAct || sharesWord) kept += 1;
    }
  }
  return {
    precision5: shown === 0 ? 1 : kept / shown,
    citedFirst: citedFirst / questions.length,
    meanShown: shown / questions.length,
  };
}
