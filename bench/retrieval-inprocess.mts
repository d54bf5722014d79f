// The legal search's ranking measured in one process, no server: the fast loop for tuning it.
// Builds the index from data/corpus with the server's own code, then runs every set (exam-style,
// holdout, blind, clients' narratives with their two held-out sets, the dev set when present)
// through searchLegalIndex and, beside it, the plain BM25 baseline of bench/retrieval.mjs. Prints
// recall@1, hit@10 (recall@10), MRR and in-process latency; per style where a set has styles.
// narratives is for tuning; narratives-holdout (written before any tuning), narratives-holdout2
// (written after the first round) and narratives-holdout3 (written before the soft doctrine
// matching) are for measuring only.
//
//   npx tsx bench/retrieval-inprocess.mts            all sets
//   SETS=exam,blind npx tsx bench/retrieval-inprocess.mts

import { existsSync } from 'node:fs';
import path from 'node:path';
import type * as LegalIndexModule from '../apps/server/src/features/legal-db/search/legal-index';
import { corpusInForce } from './lib/corpus.mjs';
import { EXAM_HOLDOUT_SET, EXAM_SET } from './lib/exam-questions.mjs';
import { buildPlainBm25 } from './lib/plain-bm25.mjs';
import { REPO_ROOT } from './lib/proc.mjs';
import { QUIZ_OPTIONS_HOLDOUT_SET, QUIZ_OPTIONS_SET } from './lib/quiz-options-questions.mjs';
import { printTable } from './lib/report.mjs';
import { evaluate, readQuestions } from './lib/retrieval-metrics.mjs';

interface Question {
  query: string;
  relevant: string[];
  style?: string;
}

const SETS: Record<string, string> = {
  exam: EXAM_SET,
  'exam-holdout': EXAM_HOLDOUT_SET,
  holdout: path.join(REPO_ROOT, 'bench/data/retrieval-holdout.jsonl'),
  blind: path.join(REPO_ROOT, 'bench/data/retrieval-blind.jsonl'),
  'quiz-blind': path.join(REPO_ROOT, 'bench/data/retrieval-quiz-blind.jsonl'),
  'quiz-blind-holdout': path.join(REPO_ROOT, 'bench/data/retrieval-quiz-blind-holdout.jsonl'),
  'quiz-options': QUIZ_OPTIONS_SET,
  'quiz-options-holdout': QUIZ_OPTIONS_HOLDOUT_SET,
  narratives: path.join(REPO_ROOT, 'bench/data/retrieval-narratives.jsonl'),
  'narratives-holdout': path.join(REPO_ROOT, 'bench/data/retrieval-narratives-holdout.jsonl'),
  'narratives-holdout2': path.join(REPO_ROOT, 'bench/data/retrieval-narratives-holdout2.jsonl'),
  'narratives-holdout3': path.join(REPO_ROOT, 'bench/data/retrieval-narratives-holdout3.jsonl'),
  'fresh-blind': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind.jsonl'),
  'fresh-blind2': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind2.jsonl'),
  'fresh-blind3': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind3.jsonl'),
  'fresh-blind4': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind4.jsonl'),
  'fresh-blind5': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind5.jsonl'),
  'fresh-blind6': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind6.jsonl'),
  'fresh-blind7': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind7.jsonl'),
  'fresh-blind8': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind8.jsonl'),
  'fresh-blind9': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind9.jsonl'),
  'fresh-blind10': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind10.jsonl'),
  'fresh-blind11': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind11.jsonl'),
  'fresh-blind12': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind12.jsonl'),
  'fresh-blind13': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind13.jsonl'),
  'fresh-blind14': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind14.jsonl'),
  'fresh-blind15': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind15.jsonl'),
  'fresh-blind16': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind16.jsonl'),
  'fresh-blind17': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind17.jsonl'),
  'fresh-blind18': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind18.jsonl'),
  'fresh-blind19': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind19.jsonl'),
  'fresh-blind20': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind20.jsonl'),
  'fresh-blind21': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind21.jsonl'),
  'fresh-blind22': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind22.jsonl'),
  'fresh-blind23': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind23.jsonl'),
  'fresh-blind24': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind24.jsonl'),
  'fresh-blind25': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind25.jsonl'),
  'fresh-blind26': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind26.jsonl'),
  'fresh-blind27': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind27.jsonl'),
  'fresh-blind28': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind28.jsonl'),
  'fresh-blind29': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind29.jsonl'),
  'fresh-blind30': path.join(REPO_ROOT, 'bench/data/retrieval-fresh-blind30.jsonl'),
  dev: process.env.RETRIEVAL_DEV_SET ?? path.join(REPO_ROOT, '../shared/eval/retrieval-dev.jsonl'),
};
const wanted = process.env.SETS?.split(',') ?? Object.keys(SETS);
// LEGAL_SRC=<another checkout's apps/server/src> measures that code instead (before/after).
const serverSource = process.env.LEGAL_SRC ?? path.join(REPO_ROOT, 'apps/server/src');
const { buildLegalIndex, searchLegalIndex } = (await import(
  path.join(serverSource, 'features/legal-db/search/legal-index.ts')
)) as typeof LegalIndexModule;
type LegalArticle = LegalIndexModule.LegalArticle;

const articles = corpusInForce();
let started = performance.now();
const index = buildLegalIndex(
  articles.map((article): LegalArticle => ({ ...article, abrogated: false }) as LegalArticle),
);
console.log(`index built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
started = performance.now();
const baseline = buildPlainBm25(articles);
const product = async (query: string) =>
  searchLegalIndex(index, query, { limit: 10 }).map((hit) => hit.article.identifier);
const plain = async (query: string) => baseline(query) as string[];

const fixed = (value: number, digits = 3) => value.toFixed(digits);
const rows: string[][] = [
  ['set', 'n', 'engine', 'recall@1', 'hit@10', 'MRR', 'MRR ÷ BM25', 'p50 ms', 'p95 ms'],
];
for (const name of wanted) {
  const file = SETS[name];
  if (!file || !existsSync(file)) continue;
  const questions = readQuestions(file) as Question[];
  const groups: [string, Question[]][] = [[name, questions]];
  const styles = [...new Set(questions.map((question) => question.style).filter(Boolean))] as string[];
  for (const style of styles)
    groups.push([`  ${style}`, questions.filter((question) => question.style === style)]);
  for (const [label, subset] of groups) {
    const ours = await evaluate(subset, product);
    const theirs = await evaluate(subset, plain);
    rows.push([
      label,
      String(subset.length),
      'Brocardo',
      fixed(ours.recall1),
      fixed(ours.recall10),
      fixed(ours.mrr),
      fixed(ours.mrr / theirs.mrr, 2),
      fixed(ours.p50, 2),
      fixed(ours.p95, 2),
    ]);
    rows.push([
      '',
      '',
      'plain BM25',
      fixed(theirs.recall1),
      fixed(theirs.recall10),
      fixed(theirs.mrr),
      '',
      fixed(theirs.p50, 2),
      fixed(theirs.p95, 2),
    ]);
  }
}
printTable(rows);

if (process.env.MISSES) {
  const questions = readQuestions(SETS[process.env.MISSES]!) as Question[];
  for (const question of questions) {
    const ranked = await product(question.query);
    const rank = ranked.findIndex((id) => question.relevant.includes(id));
    if (rank !== 0)
      console.log(
        `${rank < 0 ? '—' : rank + 1}\t${question.relevant.join(',')}\t${ranked.slice(0, 3).join(',')}\t${question.query}`,
      );
  }
}
