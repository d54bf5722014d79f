// Throughput of GET /healthz on the built server against a bare Fastify 5 hello-world (same route,
// same body), each in its own process, measured in the same run and interleaved to cancel drift.

import { pathToFileURL } from 'node:url';
import { load } from './lib/autocannon.mjs';
import { CAN_PIN, ensureBuilt, HOST, makeTempDir, removeTempDir, stop } from './lib/proc.mjs';
import { printLoadSetup, runInterleavedPairs, startProductAndBaseline } from './lib/product-vs-baseline.mjs';
import { benchDurationSeconds, heading, machine, printFigure, printTable } from './lib/report.mjs';

export const GOAL_RATIO = 0.8;
const CONNECTIONS = 50;
const PIPELINING = 1;
const WARMUP_S = 2;
const EXPECTED_BODY = '{"status":"ok"}';

/**
 * Runs the throughput benchmark: warm-up for each side, then BENCH_ROUNDS pairs in alternating order
 * (AB, BA, AB, …). The figure is the median of the per-pair ratios: on a shared 2-core machine one
 * slow moment spoils a pair, not the verdict.
 * @returns {Promise<{ figures: import('./lib/report.mjs').Figure[], data: object }>}
 */
export async function runThroughput() {
  ensureBuilt();
  const duration = benchDurationSeconds();
  const { cpus } = machine();
  heading('GET /healthz throughput: product vs bare Fastify 5');
  printLoadSetup({ connections: CONNECTIONS, pipelining: PIPELINING, duration, warmup: WARMUP_S, cpus });

  const dataDir = await makeTempDir();
  const started = [];
  try {
    const { product, base, pids } = await startProductAndBaseline(dataDir, started);
    const sides = { baseline: base, product };
    const loadSide = (name, seconds) =>
      load({
        url: `http://${HOST}:${sides[name].port}/healthz`,
        duration: seconds,
        connections: CONNECTIONS,
        pipelining: PIPELINING,
        expectBody: EXPECTED_BODY,
      });
    const {
      runs,
      pairs,
      pairRatios,
      ratio,
      baselineMean,
      productMean,
      baselineP99,
      productP99,
      cpuPerRequest,
      cpuRatio,
    } = await runInterleavedPairs(loadSide, {
      duration,
      warmup: WARMUP_S,
      pids,
    });
    printTable([
      ['side', 'mean req/s', 'mean p99 (ms)'],
      ['baseline (bare Fastify)', baselineMean, baselineP99],
      ['product (Brocardo)', productMean, productP99],
    ]);
    const figures = [
      {
        name: '/healthz throughput, product/baseline',
        value: `${ratio} (median of ${pairs} pairs; means ${productMean} / ${baselineMean} req/s)`,
        goal: `≥ ${GOAL_RATIO}`,
        pass: ratio >= GOAL_RATIO,
      },
    ];
    for (const figure of figures) printFigure(figure);
    const data = {
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      durationSeconds: duration,
      warmupSeconds: WARMUP_S,
      cpus,
      pinned: CAN_PIN,
      runs,
      serverCpuMicrosPerRequest: cpuPerRequest,
      serverCpuRatio: cpuRatio,
      baselineMeanReqPerSec: baselineMean,
      productMeanReqPerSec: productMean,
      baselineMeanP99Ms: baselineP99,
      productMeanP99Ms: productP99,
      pairRatios,
      ratio,
      goalRatio: GOAL_RATIO,
      pass: figures[0].pass,
    };
    return { figures, data };
  } finally {
    await Promise.all(started.map((child) => stop(child)));
    await removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBuilt();
  console.log('machine:', JSON.stringify(machine()));
  await runThroughput();
}
