import { readFileSync } from 'node:fs';
import { percentile } from './report.mjs';

/** Questions with the identifiers that answer them, one JSON object per line. */
export function readQuestions(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/**
 * Runs every question once to warm up, then once measured. `search` resolves to ranked identifiers.
 * recall@k: share of questions with a relevant identifier in the first k; MRR: mean of 1/rank of the
 * first relevant one (0 when none in the first 10).
 */
export async function evaluate(questions, search) {
  for (const { query } of questions) await search(query);
  const latencies = [];
  let r1 = 0;
  let r5 = 0;
  let r10 = 0;
  let mrr = 0;
  for (const { query, relevant } of questions) {
    const started = performance.now();
    const ranked = (await search(query)).slice(0, 10);
    latencies.push(performance.now() - started);
    const rank = ranked.findIndex((id) => relevant.includes(id));
    if (rank === 0) r1 += 1;
    if (rank >= 0 && rank < 5) r5 += 1;
    if (rank >= 0) {
      r10 += 1;
      mrr += 1 / (rank + 1);
    }
  }
  latencies.sort((a, b) => a - b);
  const n = questions.length;
  return {
    recall1: r1 / n,
    recall5: r5 / n,
    recall10: r10 / n,
    mrr: mrr / n,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}
