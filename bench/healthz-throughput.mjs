// Throughput of GET /healthz on the built server against a bare Fastify 5 hello-world (same route,
// same body), each in its own process, measured in the same run and interleaved to cancel drift.

import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  benchRounds,
  describeProblems,
  interleavedOrder,
  LOAD_CPU,
  load,
  pairRatiosOf,
  SERVER_CPU,
  summarize,
} from './lib/autocannon.mjs';
import {
  CAN_PIN,
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  removeTempDir,
  spawnNode,
  spawnProduct,
  stop,
  waitReady,
} from './lib/proc.mjs';
import {
  benchDurationSeconds,
  heading,
  machine,
  mean,
  median,
  printFigure,
  printTable,
  round,
} from './lib/report.mjs';

export const GOAL_RATIO = 0.8;
const CONNECTIONS = 50;
const PIPELINING = 1;
const WARMUP_S = 2;
const FIXTURE = fileURLToPath(new URL('./fixtures/hello-fastify.mjs', import.meta.url));
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
  console.log(
    `  autocannon: ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${duration} s per run, ${WARMUP_S} s warm-up per side`,
  );
  console.log(
    CAN_PIN
      ? `  pinned with taskset: autocannon on core ${LOAD_CPU}, the server under test on core ${SERVER_CPU} (${cpus} cores)`
      : `  note: not pinned (no taskset or one core): autocannon and the servers share ${cpus} core(s); expect noise`,
  );

  const dataDir = await makeTempDir();
  const started = [];
  try {
    const productPort = await freePort();
    const product = { child: spawnProduct(dataDir, productPort, { cpu: SERVER_CPU }), port: productPort };
    started.push(product.child);
    await waitReady(product.child, product.port, '/readyz', performance.now());

    const basePort = await freePort();
    const base = {
      child: spawnNode([FIXTURE], { PORT: String(basePort), HOST }, { cpu: SERVER_CPU }),
      port: basePort,
    };
    started.push(base.child);
    await waitReady(base.child, base.port, '/healthz', performance.now());

    const sides = { baseline: base, product };
    const loadSide = (name, seconds) =>
      load({
        url: `http://${HOST}:${sides[name].port}/healthz`,
        duration: seconds,
        connections: CONNECTIONS,
        pipelining: PIPELINING,
        expectBody: EXPECTED_BODY,
      });
    for (const name of ['baseline', 'product']) await loadSide(name, WARMUP_S);

    const runs = [];
    const pairs = benchRounds();
    const order = interleavedOrder(pairs);
    for (const name of order) {
      const run = summarize(name, await loadSide(name, duration));
      runs.push(run);
      console.log(
        `  run ${runs.length} ${name.padEnd(8)} ${String(run.reqPerSec).padStart(7)} req/s   p99 ${run.latencyP99Ms} ms` +
          describeProblems(run),
      );
    }

    const meanOf = (side) => round(mean(runs.filter((r) => r.side === side).map((r) => r.reqPerSec)));
    const p99Of = (side) => round(mean(runs.filter((r) => r.side === side).map((r) => r.latencyP99Ms)), 2);
    const baselineMean = meanOf('baseline');
    const productMean = meanOf('product');
    const pairRatios = pairRatiosOf(runs);
    const ratio = round(median(pairRatios), 3);
    console.log(`  per-pair ratios: ${pairRatios.join(', ')} → median ${ratio}`);
    printTable([
      ['side', 'mean req/s', 'mean p99 (ms)'],
      ['baseline (bare Fastify)', baselineMean, p99Of('baseline')],
      ['product (Brocardo)', productMean, p99Of('product')],
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
      baselineMeanReqPerSec: baselineMean,
      productMeanReqPerSec: productMean,
      baselineMeanP99Ms: p99Of('baseline'),
      productMeanP99Ms: p99Of('product'),
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
