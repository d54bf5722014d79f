// Exam-style retrieval questions generated from the corpus, the way competition quizzes are
// written: 5–12 words of a clause of an article (its opening, or from one of its commas), lightly
// reworded ("Secondo il codice penale, chi … è punito con quale pena?", "A norma della Costituzione,
// …", a completion "…:"), the article number, cross-references, time limits and penalties masked,
// the act named in some stems and not in others. The expected answer is the article (and any other
// article holding the same words as written).
//
// Deterministic: a seed picks the articles, the clause and the wording. Written only from the
// corpus (never from an evaluation file):
//   node bench/lib/exam-questions.mjs   → bench/data/retrieval-exam.jsonl (seed 2511, tuned on)
//                                         bench/data/retrieval-exam-holdout.jsonl (seed 9173, other
//                                         articles, never tuned on)

import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusInForce } from './corpus.mjs';

/** Share of the questions per act: the quizzes' codes, and some civil law. */
const ACT_SHARES = [
  ['cp', 0.26],
  ['cpp', 0.24],
  ['cpa', 0.14],
  ['cost', 0.16],
  ['cc', 0.1],
  ['cpc', 0.1],
];

const ACT_NAMES = {
  cp: { long: 'il codice penale', short: 'il c.p.', of: 'del codice penale' },
  cpp: { long: 'il codice di procedura penale', short: 'il c.p.p.', of: 'del codice di procedura penale' },
  cpa: {
    long: 'il codice del processo amministrativo',
    short: 'il c.p.a.',
    of: 'del codice del processo amministrativo',
  },
  cost: { long: 'la Costituzione', short: 'la Carta costituzionale', of: 'della Costituzione' },
  cc: { long: 'il codice civile', short: 'il c.c.', of: 'del codice civile' },
  cpc: { long: 'il codice di procedura civile', short: 'il c.p.c.', of: 'del codice di procedura civile' },
};

/** mulberry32: a small seeded generator, so the sets are the same on every machine. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const wordCount = (text) => text.split(/\s+/).filter(Boolean).length;
const normalise = (text) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Cross-references would give the article away (or point at another one): they are masked. */
const REFERENCE =
  /\s*,?\s*(?:(?:ai sensi|a norma|di cui|previst[oaie]|prevedut[oaie]|indicat[oaie]|stabilit[oaie]|richiamat[oaie]|menzionat[oaie]|secondo quanto previsto|nei casi previsti)\s+(?:dal|dall'|dalla|dai|dagli|al|all'|alla|agli|ai|nel|nell'|negli|nei)\s*)?(?:articol[oi]|artt?\.)\s+\d+[\w-]*(?:\s*(?:,|e|ed|o)\s*\d+[\w-]*)*(?:,?\s*(?:primo|secondo|terzo|quarto|quinto)?\s*comm[ai](?:\s+\d+[\w-]*(?:\s*(?:,|e)\s*\d+[\w-]*)*)?)?(?:,?\s*lettera\s+\w+\))?(?:\s+(?:del|della|dei)\s+(?:presente\s+)?(?:codice|decreto|legge|regolamento)(?:\s+[\w.]+){0,4})?/gi;

function maskReferences(text) {
  return text
    .replace(REFERENCE, '')
    .replace(/\s+(?:dall|all|nell|dell|l)'(?=\s|[,.;]|$)/g, '')
    .replace(/\s+,/g, ',')
    .replace(/,\s*,/g, ',')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A paragraph's own clauses: sentences, then clauses after a semicolon or a colon. */
function clausesOf(article) {
  const clauses = [];
  for (const raw of article.text.split('\n')) {
    if (/abrogat|soppress/i.test(raw)) continue;
    const paragraph = raw.replace(/^\s*(?:\d+[\w-]*\.|[a-z]\)|\d+\)|\d+°)\s*/, '').trim();
    for (const sentence of paragraph.split(/(?<=[.;:])\s+(?=[A-ZÀ-Ýa-z])/)) {
      const clause = sentence.replace(/[.;:]\s*$/, '').trim();
      if (wordCount(clause) >= 7) clauses.push(clause);
    }
  }
  return clauses;
}

/**
 * What a stem quotes: 5–12 words of the clause, most often its opening (the rest is the answer the
 * candidate must supply), otherwise a run starting after one of its commas.
 */
function quizSpan(rand, clause) {
  const words = clause.split(/\s+/);
  const length = 5 + Math.floor(rand() * 8);
  if (words.length <= length) return { span: clause, cut: false };
  let start = 0;
  if (rand() < 0.35) {
    const afterCommas = words
      .map((word, at) => (word.endsWith(',') && at + 1 + length <= words.length ? at + 1 : -1))
      .filter((at) => at > 0);
    if (afterCommas.length > 0) start = pick(rand, afterCommas);
  }
  const span = words
    .slice(start, start + length)
    .join(' ')
    .replace(/[,;:]$/, '');
  return { span, cut: true };
}

/** How quiz stems reword a provision: the same rule, in slightly different words. */
const REWORDINGS = [
  [/\bè punit([oa])\b/g, 'viene punit$1'],
  [/\bsono punit([ie])\b/g, 'vengono punit$1'],
  [/\bqualora\b/g, 'se'],
  [/\ballorché\b/g, 'quando'],
  [/\bovvero\b/g, 'oppure'],
  [/\bnonché\b/g, 'e'],
  [/\bdeve essere\b/g, 'va'],
  [/\bdevono essere\b/g, 'vanno'],
  [/\bè tenut([oa]) a\b/g, 'deve'],
  [/\bil quale\b/g, 'che'],
  [/\bla quale\b/g, 'che'],
  [/\bmedesim([oaie])\b/g, 'stess$1'],
  [/\bentro il termine di\b/g, 'entro'],
  [/\bnon può\b/g, 'non ha facoltà di'],
  [/\bha facoltà di\b/g, 'può'],
  [/\bsalvo che\b/g, 'a meno che'],
  [/\bè ammess([oa])\b/g, 'è consentit$1'],
  [/\bè vietat([oa])\b/g, 'non è consentit$1'],
  [/\bprovvede\b/g, 'decide'],
  [/\bdispone\b/g, 'ordina'],
  [/\bil pubblico ministero\b/gi, 'il P.M.'],
  [/\bin ogni caso\b/g, 'comunque'],
  [/\bai fini del(l[ae']?)\b/g, 'per'],
  [/\bmediante\b/g, 'con'],
  [/\bcompiuto\b/g, 'commesso'],
  [/\bcagiona\b/g, 'provoca'],
];

/** Time limits and penalties are what quizzes ask for: they are masked. */
const QUANTITY =
  /\b(?:\d+|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|quindici|venti|trenta|quaranta|quarantacinque|sessanta|novanta|centoventi|centottanta|cento)\s+(?:giorni|giorno|mesi|mese|anni|anno|ore)\b/g;

function reword(rand, text) {
  let out = text.replace(QUANTITY, 'quale termine');
  for (const [pattern, replacement] of REWORDINGS) if (rand() < 0.7) out = out.replace(pattern, replacement);
  return out;
}

const lowerFirst = (text) =>
  /^[A-Z](?:[a-zà-ÿ]|'|\s)/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
const upperFirst = (text) => text[0].toUpperCase() + text.slice(1);

/** The stem: a quiz's lead-in (naming the act or not) around the reworded clause. */
function stemOf(rand, act, clause, nameAct, cut, heading) {
  const names = ACT_NAMES[act];
  const name = rand() < 0.6 ? names.long : names.short;
  const penal = /^Chiunque\s+(.+?),?\s+(?:è|viene) punit[oa]\s+con\s+(.+)$/.exec(clause);
  if (penal && rand() < 0.8) {
    const conduct = penal[1];
    return nameAct
      ? pick(rand, [
          `Secondo ${name}, chi ${conduct} è punito con quale pena?`,
          `Ai sensi ${names.of}, con quale pena è punito chi ${conduct}?`,
        ])
      : pick(rand, [`Chi ${conduct} è punito con:`, `Con quale pena è punito chi ${conduct}?`]);
  }
  let body = lowerFirst(clause);
  // Quizzes often set the subject first: "In tema di legittima difesa, …".
  if (heading && rand() < 0.2) body = `in tema di ${lowerFirst(heading.replace(/[.;:]$/, ''))}, ${body}`;
  if (cut && rand() < 0.6) {
    const lead = nameAct ? `Secondo ${name}, ${body}` : upperFirst(body);
    return `${lead}${pick(rand, [':', '…', ' …?'])}`;
  }
  if (rand() < 0.15) {
    // A completion item: the clause's last words are what the candidate must supply.
    const words = clause.split(/\s+/);
    const kept = words.slice(0, Math.max(6, Math.round(words.length * (0.6 + rand() * 0.2)))).join(' ');
    return nameAct ? `Secondo ${name}, ${lowerFirst(kept)}…` : `${upperFirst(kept)}…`;
  }
  if (!nameAct) {
    return pick(rand, [
      `${upperFirst(body)}?`,
      `Quale delle seguenti affermazioni è corretta? ${upperFirst(body)}.`,
      `È vero che ${body}?`,
    ]);
  }
  if (act === 'cost')
    return pick(rand, [
      `A norma della Costituzione, ${body}?`,
      `Secondo la Carta costituzionale, ${body}?`,
      `Quale delle seguenti affermazioni è conforme alla Costituzione? ${upperFirst(body)}.`,
    ]);
  return pick(rand, [
    `Secondo ${name}, ${body}?`,
    `Ai sensi ${names.of}, ${body}?`,
    `Quale delle seguenti affermazioni è conforme a ${name}? ${upperFirst(body)}.`
      .replace(/\ba il /, 'al ')
      .replace(/\ba la /, 'alla '),
  ]);
}

/**
 * `count` questions: articles drawn per act share (never one of `exclude`), one clause each. An
 * answer is every article in force whose text holds the clause as written; clauses found in more
 * than three articles are boilerplate and skipped.
 */
export function examQuestions(articles, { seed, count, exclude = new Set() }) {
  const rand = random(seed);
  const byAct = new Map(ACT_SHARES.map(([act]) => [act, []]));
  for (const article of articles) byAct.get(article.act)?.push(article);
  const texts = articles.map((article) => ({
    identifier: article.identifier,
    text: normalise(article.text),
  }));
  const used = new Set(exclude);
  const questions = [];
  for (const [act, share] of ACT_SHARES) {
    const pool = byAct.get(act);
    const wanted = Math.round(count * share);
    let made = 0;
    for (let attempt = 0; made < wanted && attempt < wanted * 40; attempt += 1) {
      const article = pick(rand, pool);
      if (used.has(article.identifier)) continue;
      const clauses = clausesOf(article);
      if (clauses.length === 0) continue;
      const { span: original, cut } = quizSpan(rand, pick(rand, clauses));
      const masked = maskReferences(original).replace(/[\s,;:]+$/, '');
      // A stem needs a few words of substance ("il divieto di cui al comma 1" asks nothing).
      if (wordCount(masked) < 5 || masked.split(/\s+/).filter((word) => /\p{L}{5,}/u.test(word)).length < 3)
        continue;
      const quoted = normalise(original);
      const relevant = texts.filter(({ text }) => text.includes(quoted)).map(({ identifier }) => identifier);
      if (!relevant.includes(article.identifier)) relevant.unshift(article.identifier);
      if (relevant.length > 3) continue;
      used.add(article.identifier);
      const nameAct = rand() < 0.55;
      const query = stemOf(rand, act, reword(rand, masked), nameAct, cut, article.heading).replace(
        /\s{2,}/g,
        ' ',
      );
      questions.push({ query, relevant, style: nameAct ? 'exam, act named' : 'exam, act not named', act });
      made += 1;
    }
  }
  // Interleave the acts so a prefix of the file is a fair sample too.
  return questions
    .map((question) => ({ question, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .map(({ question }) => question);
}

export const EXAM_SET = fileURLToPath(new URL('../data/retrieval-exam.jsonl', import.meta.url));
export const EXAM_HOLDOUT_SET = fileURLToPath(
  new URL('../data/retrieval-exam-holdout.jsonl', import.meta.url),
);
const TUNING_SEED = 2511;
const HOLDOUT_SEED = 9173;
const SET_SIZE = 200;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const articles = corpusInForce();
  const tuning = examQuestions(articles, { seed: TUNING_SEED, count: SET_SIZE });
  const asked = new Set(tuning.flatMap((question) => question.relevant));
  const holdout = examQuestions(articles, { seed: HOLDOUT_SEED, count: SET_SIZE, exclude: asked });
  const lines = (questions) => `${questions.map((question) => JSON.stringify(question)).join('\n')}\n`;
  writeFileSync(EXAM_SET, lines(tuning));
  writeFileSync(EXAM_HOLDOUT_SET, lines(holdout));
  console.log(`${tuning.length} questions → ${EXAM_SET}\n${holdout.length} questions → ${EXAM_HOLDOUT_SET}`);
}
