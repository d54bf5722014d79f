// Runs every benchmark, prints a summary table and writes the figures to results/latest.json.
// Exits 0 whatever the verdicts (benchmarks report, they are not tests); 1 only when the bundle is
// missing or a benchmark could not run at all.

import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runBriefVerification } from './brief-verification.mjs';
import { runChatStream } from './chat-stream.mjs';
import { runColdStart } from './cold-start.mjs';
import { runConversationsThroughput } from './conversations-throughput.mjs';
import { runDocuments } from './documents.mjs';
import { runThroughput } from './healthz-throughput.mjs';
import { runLegalDocuments } from './legal-documents.mjs';
import { ensureBuilt, WEB_INDEX } from './lib/proc.mjs';
import { heading, machine, printTable, verdict } from './lib/report.mjs';
import { runLoginLatency } from './login-latency.mjs';
import { runRetrieval } from './retrieval.mjs';
import { runReview } from './review.mjs';
import { runWebSearch } from './web-search.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

ensureBuilt();
const env = machine();
console.log(
  `machine: Node ${env.node}, ${env.platform}, ${env.cpus} × ${env.cpuModel}, ${env.totalMemMiB} MiB`,
);
const webBuilt = existsSync(WEB_INDEX);
if (!webBuilt) console.log('note: apps/web/dist is missing; measuring the API-only server');

const benchmarks = {
  coldStart: runColdStart,
  healthzThroughput: runThroughput,
  conversationsThroughput: runConversationsThroughput,
  loginLatency: runLoginLatency,
  chatStream: runChatStream,
  retrieval: runRetrieval,
  webSearch: runWebSearch,
  documents: runDocuments,
  legalDocuments: runLegalDocuments,
  briefVerification: runBriefVerification,
  review: runReview,
};
const results = {};
const figures = [];
const failures = [];
for (const [name, run] of Object.entries(benchmarks)) {
  try {
    const outcome = await run();
    results[name] = outcome.data;
    figures.push(...outcome.figures);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${name} could not run: ${message}`);
    results[name] = { error: message };
    failures.push(name);
  }
}

heading('Summary');
printTable([
  ['figure', 'value', 'goal', 'verdict'],
  ...figures.map((figure) => [figure.name, figure.value, figure.goal, verdict(figure)]),
  ...failures.map((name) => [name, 'did not run', '-', 'ERROR']),
]);

const report = {
  generatedAt: new Date().toISOString(),
  machine: env,
  webAppBuilt: webBuilt,
  ...results,
  summary: figures.map((figure) => ({ ...figure, verdict: verdict(figure) })),
};
await mkdir(RESULTS_DIR, { recursive: true });
const file = new URL('./results/latest.json', import.meta.url);
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nfigures written to ${fileURLToPath(file)}`);
process.exit(failures.length ? 1 : 0);
