// Verifica atto (issue 28): the time to verify a 30-page brief with 150 references, over HTTP
// against the built server (POST /api/brief-verifications, JSON). The brief is generated from the
// shipped corpus with a fixed seed: real article references, some with an exact quotation of the
// article and some with an altered one, abrogated articles, invented articles, acts outside the
// corpus and judgments, between paragraphs of plain argument. The report's counts are checked
// against what was generated before any figure is printed.
//
//   node bench/brief-verification.mjs          # BENCH_BRIEF_RUNS=10 timed runs after 2 warm-ups

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { postJson } from './lib/http-client.mjs';
import {
  BENCH_ADMIN,
  ensureBuilt,
  freePort,
  makeTempDir,
  REPO_ROOT,
  removeTempDir,
  spawnProduct,
  stop,
  waitReady,
} from './lib/proc.mjs';
import { heading, percentile, printFigure, round } from './lib/report.mjs';

const RUNS = Math.max(3, Number.parseInt(process.env.BENCH_BRIEF_RUNS ?? '10', 10) || 10);
const WARMUP = 2;
const GOAL_P95_MS = 2000;

/** What the brief holds: 150 references in all. */
export const PLAN = {
  exactQuotations: 25,
  alteredQuotations: 15,
  plainReal: 70,
  abrogated: 10,
  invented: 15,
  outside: 15,
  judgments: 10,
};
const PAGES = 30;
const CHARACTERS_PER_PAGE = 3000;

/** Mulberry32: the same brief on every run and machine. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ACTS = [
  { code: 'cc', abbreviation: 'c.c.' },
  { code: 'cpc', abbreviation: 'c.p.c.' },
  { code: 'cp', abbreviation: 'c.p.' },
];

function corpusArticles(code) {
  const file = path.join(REPO_ROOT, 'data/corpus', `${code}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((article) => /^\d+$/.test(article.article));
}

const FILLER = [
  'La ricostruzione dei fatti offerta dalla controparte non trova riscontro nella documentazione versata in atti.',
  'Le circostanze dedotte risultano pacifiche tra le parti e non sono state specificamente contestate.',
  'Il comportamento tenuto dal convenuto nel corso del rapporto conferma la fondatezza della domanda.',
  'Deve pertanto escludersi che la pretesa avversaria possa trovare accoglimento nel presente giudizio.',
  'Si insiste affinché il giudicante voglia ammettere le prove orali articolate nella memoria istruttoria.',
  'Nessuna delle eccezioni sollevate appare idonea a paralizzare la domanda proposta dall’attore.',
];

const OUTSIDE_ACTS = ['L. 431/1998', 'L. 392/1978', 'D.Lgs. 81/2008', 'D.P.R. 380/2001', 'L. 689/1981'];
const COURTS = [
  'Cass. civ., sez. III',
  'Cass. civ., sez. II',
  'Cass. S.U.',
  'Cons. Stato, sez. IV',
  'C. Cost.',
];

/** One sentence of the article, 10 to 30 words, for a quotation. */
function sentenceOf(text) {
  const sentences = text
    .split(/(?<=[.;:])\s+|\n/)
    .map((sentence) => sentence.trim().replace(/[.;:]$/, ''))
    .filter((sentence) => {
      const words = sentence.split(/\s+/).length;
      return words >= 10 && words <= 30 && !/[«»"“”]/.test(sentence);
    });
  return sentences[0] ?? null;
}

/** The same sentence with two words changed and one dropped: still close, no longer exact. */
function altered(sentence, random) {
  const words = sentence.split(' ');
  const swap = ['proprie', 'eventuali', 'necessariamente', 'comunque'];
  for (let n = 0; n < 2; n += 1) {
    const at = 2 + Math.floor(random() * (words.length - 3));
    words[at] = swap[Math.floor(random() * swap.length)];
  }
  words.splice(1 + Math.floor(random() * (words.length - 2)), 1);
  return words.join(' ');
}

/** The brief and the counts its report must show. */
export function generateBrief(seed = 28) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const byAct = ACTS.map((act) => ({ ...act, articles: corpusArticles(act.code) }));
  const inForce = byAct.flatMap((act) =>
    act.articles.filter((article) => !article.abrogated).map((article) => ({ act, article })),
  );
  const abrogated = byAct[0].articles.filter((article) => article.abrogated);
  const withSentence = inForce
    .map((entry) => ({ ...entry, sentence: sentenceOf(entry.article.text) }))
    .filter((entry) => entry.sentence);
  const citing = [];
  const reference = ({ act, article }) => `art. ${article.article} ${act.abbreviation}`;
  for (let i = 0; i < PLAN.exactQuotations; i += 1) {
    const entry = pick(withSentence);
    citing.push(`Ai sensi dell’${reference(entry)}, «${entry.sentence}».`);
  }
  for (let i = 0; i < PLAN.alteredQuotations; i += 1) {
    const entry = pick(withSentence);
    citing.push(`Come dispone l’${reference(entry)}, «${altered(entry.sentence, random)}».`);
  }
  for (let i = 0; i < PLAN.plainReal; i += 1)
    citing.push(`Rileva altresì l’${reference(pick(inForce))} nel caso in esame.`);
  for (let i = 0; i < PLAN.abrogated; i += 1)
    citing.push(`La controparte invoca l’art. ${pick(abrogated).article} c.c.`);
  for (let i = 0; i < PLAN.invented; i += 1)
    citing.push(`Né rileva l’art. ${9000 + i} c.c., richiamato a sproposito.`);
  for (let i = 0; i < PLAN.outside; i += 1) {
    citing.push(`Trova applicazione l’art. ${1 + i} della ${OUTSIDE_ACTS[i % OUTSIDE_ACTS.length]}.`);
  }
  for (let i = 0; i < PLAN.judgments; i += 1) {
    citing.push(`In tal senso ${COURTS[i % COURTS.length]}, n. ${10_000 + i * 37}/20${10 + (i % 14)}.`);
  }
  for (let i = citing.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [citing[i], citing[j]] = [citing[j], citing[i]];
  }
  const perParagraph = (PAGES * CHARACTERS_PER_PAGE) / citing.length;
  const paragraphs = citing.map((sentence) => {
    let paragraph = sentence;
    while (paragraph.length < perParagraph) paragraph += ` ${pick(FILLER)}`;
    return paragraph;
  });
  return { text: paragraphs.join('\n\n'), references: citing.length - PLAN.judgments };
}

export async function runBriefVerification() {
  heading('Verifica atto: a 30-page brief with 150 references');
  ensureBuilt();
  const brief = generateBrief();
  console.log(
    `  brief: ${brief.text.length.toLocaleString('en')} characters, ${PAGES} pages of ~${CHARACTERS_PER_PAGE}`,
  );
  const dataDir = await makeTempDir();
  const port = await freePort();
  const product = spawnProduct(dataDir, port, { env: { BRIEF_VERIFICATION_RATE_LIMIT_PER_HOUR: '100000' } });
  try {
    await waitReady(product, port, '/readyz', performance.now());
    const token = JSON.parse((await postJson(port, '/api/login', BENCH_ADMIN)).text).token;
    const auth = { authorization: `Bearer ${token}` };
    const times = [];
    let report = null;
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const started = performance.now();
      const answer = await postJson(port, '/api/brief-verifications', { text: brief.text }, auth);
      const elapsed = performance.now() - started;
      if (answer.status !== 200)
        throw new Error(`verification answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      report = JSON.parse(answer.text);
      if (run >= WARMUP) times.push(elapsed);
    }
    const { summary } = report;
    const counted = summary.verified + summary.abrogated + summary.not_found + summary.outside_corpus;
    console.log(`  report: ${JSON.stringify(summary)}`);
    const expected = {
      references: brief.references,
      abrogated: PLAN.abrogated,
      not_found: PLAN.invented,
      outside_corpus: PLAN.outside,
      quotations_exact: PLAN.exactQuotations,
      quotations_altered: PLAN.alteredQuotations,
      judgments: PLAN.judgments,
    };
    const found = { ...summary, references: counted };
    const wrong = Object.entries(expected).filter(([key, value]) => found[key] !== value);
    if (wrong.length > 0) {
      throw new Error(
        `the report does not match the brief: ${wrong.map(([key, value]) => `${key} ${found[key]} ≠ ${value}`).join(', ')}`,
      );
    }
    times.sort((a, b) => a - b);
    const p50 = round(percentile(times, 50));
    const p95 = round(percentile(times, 95));
    const figure = {
      name: 'Verifica atto, 30 pages / 150 references, p50 / p95',
      value: `${p50} / ${p95} ms`,
      goal: `p95 ≤ ${GOAL_P95_MS} ms`,
      pass: p95 <= GOAL_P95_MS,
    };
    printFigure(figure);
    return {
      figures: [figure],
      data: { runs: RUNS, characters: brief.text.length, summary, times: times.map((t) => round(t, 1)) },
    };
  } finally {
    await stop(product);
    await removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runBriefVerification();
}
