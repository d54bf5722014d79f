// Legal-database retrieval quality and latency (issue 5).
//
// The questions of ../shared/eval/retrieval-dev.jsonl (question → identifiers of the articles that
// answer it) go through GET /rag-api/search of the built product on its embedded default (PGlite,
// no embeddings), the same code path as the configuration modal and the chat's retrieval. In the
// same run, over the same corpus, two other engines answer the same questions:
//   - the baseline: plain BM25 on the article text (no stemming, fields or citation parsing);
//   - PostgreSQL full text with the `italian` configuration (the alternative engine considered).
// A second, held-out set (bench/data/retrieval-holdout.jsonl, written without looking at the
// engine) shows how the figures carry over to questions the engine was never tuned on; a third
// (bench/data/retrieval-blind.jsonl: doctrine names, clients' words, statute words) was written
// blind — by someone who read only the corpus — before the doctrine vocabulary was measured on it.
// Twelve of its client questions ("seen": true) later served as style examples for the everyday
// vocabulary's writer, so the blind figure is also given without them.
// Exam-style questions (bench/data/retrieval-exam*.jsonl, lib/exam-questions.mjs): competition-quiz
// stems generated from the corpus in the codes' own words, the article number masked; the second
// file (another seed, other articles) was never tuned on. PostgreSQL full text is not run on them.
// Quiz stems written by hand, blind (bench/data/retrieval-quiz-blind*.jsonl: 150 + 150 articles
// drawn at random with a seed; paraphrased, near-verbatim and "Quale delle seguenti affermazioni è
// corretta?" stems, by someone who read only the corpus): the first set was tuned on, the second
// only measured.
// Quiz items with their answer options a)–d) (bench/data/retrieval-quiz-options*.jsonl,
// lib/quiz-options-questions.mjs): one option continues the stem as the article does; the first set
// was tuned on, the second (another seed, other articles) only measured.
// Citation-form questions generated from the corpus ("Cosa prevede l'art. 1453 c.c.?") give the
// precision of the first five results (lib/citation-questions.mjs).
//
// Prints recall@1/5/10, MRR and p50/p95 latency (the product's measured over HTTP, client side).

import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { citationQuestions, precisionAt5 } from './lib/citation-questions.mjs';
import { corpusInForce } from './lib/corpus.mjs';
import { EXAM_HOLDOUT_SET, EXAM_SET } from './lib/exam-questions.mjs';
import { postJson } from './lib/http-client.mjs';
import { buildPlainBm25 } from './lib/plain-bm25.mjs';
import { buildPostgresFts } from './lib/postgres-fts.mjs';
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
import { QUIZ_OPTIONS_HOLDOUT_SET, QUIZ_OPTIONS_SET } from './lib/quiz-options-questions.mjs';
import { heading, percentile, printFigure, printTable, round } from './lib/report.mjs';
import { evaluate, readQuestions } from './lib/retrieval-metrics.mjs';

const DEV_SET = process.env.RETRIEVAL_DEV_SET ?? path.join(REPO_ROOT, '../shared/eval/retrieval-dev.jsonl');
const HOLDOUT_SET = fileURLToPath(new URL('./data/retrieval-holdout.jsonl', import.meta.url));
const BLIND_SET = fileURLToPath(new URL('./data/retrieval-blind.jsonl', import.meta.url));
const QUIZ_SET = fileURLToPath(new URL('./data/retrieval-quiz-blind.jsonl', import.meta.url));
const QUIZ_HOLDOUT_SET = fileURLToPath(new URL('./data/retrieval-quiz-blind-holdout.jsonl', import.meta.url));

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function getJson(port, urlPath, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ body: JSON.parse(body), headers: res.headers })
          : reject(new Error(`HTTP ${res.statusCode}: ${body}`)),
      );
    });
    req.on('error', reject);
  });
}

const fixed = (value, digits = 3) => value.toFixed(digits);
function row(name, m) {
  return [
    name,
    fixed(m.recall1),
    fixed(m.recall5),
    fixed(m.recall10),
    fixed(m.mrr),
    fixed(m.p50, 2),
    fixed(m.p95, 2),
  ];
}
const HEADER = ['engine', 'recall@1', 'recall@5', 'recall@10', 'MRR', 'p50 (ms)', 'p95 (ms)'];

export async function runRetrieval() {
  ensureBuilt();
  heading('Legal-database retrieval (GET /rag-api/search, embedded default)');
  const dataDir = await makeTempDir();
  const port = await freePort();
  const started = performance.now();
  const child = spawnProduct(dataDir, port, { env: { LEGAL_SEARCH_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const articles = corpusInForce();
  const fts = await buildPostgresFts(articles);
  try {
    await waitReady(child, port, '/readyz', started);
    const login = await postJson(port, '/api/login', BENCH_ADMIN);
    const token = JSON.parse(login.text).token;
    if (!token) throw new Error(`could not sign in as the bench administrator (HTTP ${login.status})`);
    const headers = { authorization: `Bearer ${token}` };
    let serverTimes = [];
    const product = async (query) => {
      const { body, headers: answer } = await getJson(
        port,
        `/rag-api/search?limit=10&q=${encodeURIComponent(query)}`,
        headers,
      );
      serverTimes.push(Number(/dur=([\d.]+)/.exec(answer['server-timing'] ?? '')?.[1] ?? Number.NaN));
      return body.results.map((hit) => hit.identifier);
    };
    const baseline = buildPlainBm25(articles);

    const results = {};
    for (const [name, file] of [
      ['dev', DEV_SET],
      ['holdout', HOLDOUT_SET],
      ['blind', BLIND_SET],
      ['exam', EXAM_SET],
      ['exam-holdout', EXAM_HOLDOUT_SET],
      ['quiz', QUIZ_SET],
      ['quiz-holdout', QUIZ_HOLDOUT_SET],
      ['quiz-options', QUIZ_OPTIONS_SET],
      ['quiz-options-holdout', QUIZ_OPTIONS_HOLDOUT_SET],
    ]) {
      const questions = readQuestions(file);
      const exam = name.startsWith('exam') || name.startsWith('quiz');
      serverTimes = [];
      const measured = {
        product: await evaluate(questions, product),
        postgresFts: exam ? null : await evaluate(questions, fts.search),
        baseline: await evaluate(questions, async (query) => baseline(query)),
      };
      // The second half of the server timings is the measured pass (the first is the warm-up).
      const server = serverTimes.slice(questions.length).sort((a, b) => a - b);
      measured.productServer = { p50: percentile(server, 50), p95: percentile(server, 95) };
      results[name] = measured;
      console.log(`\n${name} set: ${questions.length} questions (${path.relative(REPO_ROOT, file)})`);
      printTable([
        HEADER,
        row('Brocardo (BM25F + citations + vocabulary)', measured.product),
        ...(measured.postgresFts ? [row('PostgreSQL FTS italian (PGlite)', measured.postgresFts)] : []),
        row('plain BM25 baseline', measured.baseline),
      ]);
      console.log(
        `  Brocardo ÷ plain BM25: MRR ${fixed(measured.product.mrr / measured.baseline.mrr, 2)}×, recall@10 ${fixed(measured.product.recall10 / measured.baseline.recall10, 2)}×`,
      );
      console.log(
        `  Brocardo inside the server (Server-Timing: retrieval + excerpts): p50 ${fixed(measured.productServer.p50, 2)} ms, p95 ${fixed(measured.productServer.p95, 2)} ms`,
      );
      if (questions.some((q) => q.seen)) {
        const unseen = questions.filter((q) => !q.seen);
        measured.unseen = await evaluate(unseen, product);
        printTable([HEADER, row(`Brocardo, the ${unseen.length} questions never seen`, measured.unseen)]);
      }
      const styles = [...new Set(questions.map((q) => q.style).filter(Boolean))];
      if (styles.length > 0) {
        const rows = [['style (Brocardo, never seen)', 'n', 'recall@1', 'recall@5', 'recall@10', 'MRR']];
        for (const style of styles) {
          const subset = questions.filter((q) => q.style === style && !q.seen);
          const m = await evaluate(subset, product);
          rows.push([
            style,
            String(subset.length),
            fixed(m.recall1),
            fixed(m.recall5),
            fixed(m.recall10),
            fixed(m.mrr),
          ]);
        }
        printTable(rows);
      }
    }

    const byIdentifier = new Map(articles.map((article) => [article.identifier, article]));
    const citing = citationQuestions(articles);
    const textOf = (identifier) => {
      const article = byIdentifier.get(identifier);
      return article ? `${article.heading ?? ''} ${article.text}` : '';
    };
    const citationFigures = {
      product: await precisionAt5(citing, async (query) => (await product(query)).slice(0, 5), textOf),
      baseline: await precisionAt5(citing, async (query) => baseline(query).slice(0, 5), textOf),
    };
    console.log(`\ncitation-form questions: ${citing.length} ("${citing[0].query}", …)`);
    printTable([
      ['engine', 'precision@5', 'cited article first', 'results shown (of 5)'],
      ...Object.entries(citationFigures).map(([name, m]) => [
        name === 'product' ? 'Brocardo' : 'plain BM25 baseline',
        fixed(m.precision5),
        fixed(m.citedFirst),
        fixed(m.meanShown, 1),
      ]),
    ]);

    const { dev, holdout, blind } = results;
    const examHeldOut = results['exam-holdout'];
    const examRatio = examHeldOut.product.mrr / examHeldOut.baseline.mrr;
    const quizHeldOut = results['quiz-holdout'];
    const quizRatio = quizHeldOut.product.mrr / quizHeldOut.baseline.mrr;
    const ratio = dev.product.recall10 / dev.baseline.recall10;
    const figures = [
      {
        name: 'recall@10 (dev)',
        value: fixed(dev.product.recall10),
        goal: '≥ 0.93',
        pass: dev.product.recall10 >= 0.93,
      },
      { name: 'MRR (dev)', value: fixed(dev.product.mrr), goal: '≥ 0.80', pass: dev.product.mrr >= 0.8 },
      {
        name: 'recall@10 (holdout)',
        value: fixed(holdout.product.recall10),
        goal: '≥ 0.80',
        pass: holdout.product.recall10 >= 0.8,
      },
      {
        name: 'recall@10 (blind, never seen)',
        value: fixed(blind.unseen.recall10),
        goal: '≥ 0.80',
        pass: blind.unseen.recall10 >= 0.8,
      },
      {
        name: 'MRR vs plain BM25 (exam-style, held out)',
        value: `${round(examRatio, 2)}× (${fixed(examHeldOut.product.mrr)} vs ${fixed(examHeldOut.baseline.mrr)})`,
        goal: '≥ 1.3×',
        pass: examRatio >= 1.3,
      },
      {
        // Written blind from the corpus by hand; plain BM25 already reaches 0.83 on it, so 1.3× is
        // out of reach (it would be an MRR above 1): the absolute figure is what is watched.
        name: 'MRR vs plain BM25 (quiz stems written blind, held out)',
        value: `${round(quizRatio, 2)}× (${fixed(quizHeldOut.product.mrr)} vs ${fixed(quizHeldOut.baseline.mrr)})`,
        goal: '≥ 1.3×',
        pass: quizRatio >= 1.3,
      },
      {
        name: 'precision@5 (citation-form questions)',
        value: fixed(citationFigures.product.precision5),
        goal: '≥ 0.90',
        pass: citationFigures.product.precision5 >= 0.9,
      },
      {
        name: 'p95 latency, over HTTP (dev)',
        value: `${fixed(dev.product.p95, 2)} ms`,
        goal: '≤ 20 ms',
        pass: dev.product.p95 <= 20,
      },
      {
        name: 'p95 search inside the server (dev)',
        value: `${fixed(dev.productServer.p95, 2)} ms`,
        goal: '≤ 20 ms',
        pass: dev.productServer.p95 <= 20,
      },
      {
        name: 'recall@10 vs plain BM25 (dev)',
        value: `${round(ratio, 2)}×`,
        goal: '≥ 1.15×',
        pass: ratio >= 1.15,
      },
    ];
    console.log('');
    for (const figure of figures) printFigure(figure);
    return { figures, data: { ...results, citationForm: citationFigures } };
  } finally {
    await fts.close();
    await stop(child);
    agent.destroy();
    await removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runRetrieval();
}
