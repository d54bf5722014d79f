// What the throughput benchmarks share: the product and the bare Fastify baseline started on the
// server core, and interleaved pairs of autocannon runs judged by the median of per-pair ratios.
import { fileURLToPath } from 'node:url';
import {
  benchRounds,
  describeProblems,
  interleavedOrder,
  LOAD_CPU,
  pairRatiosOf,
  SERVER_CPU,
  summarize,
} from './autocannon.mjs';
import { CAN_PIN, freePort, HOST, spawnNode, spawnProduct, waitReady } from './proc.mjs';
import { mean, median, round } from './report.mjs';

const BASELINE = fileURLToPath(new URL('../fixtures/hello-fastify.mjs', import.meta.url));

/** Prints how the load is applied and whether the load generator and the server have a core each. */
export function printLoadSetup({ connections, pipelining, duration, warmup, cpus }) {
  console.log(
    `  autocannon: ${connections} connections, pipelining ${pipelining}, ${duration} s per run, ${warmup} s warm-up per side`,
  );
  console.log(
    CAN_PIN
      ? `  pinned with taskset: autocannon on core ${LOAD_CPU}, the server under test on core ${SERVER_CPU} (${cpus} cores)`
      : `  note: not pinned (no taskset or one core): autocannon and the servers share ${cpus} core(s); expect noise`,
  );
}

/**
 * Starts the product on `dataDir` and the bare Fastify hello-world, both on the server core, and
 * waits until each answers. Every child started is pushed on `started` (the caller stops them).
 */
export async function startProductAndBaseline(dataDir, started) {
  const productPort = await freePort();
  const product = { child: spawnProduct(dataDir, productPort, { cpu: SERVER_CPU }), port: productPort };
  started.push(product.child);
  await waitReady(product.child, product.port, '/readyz', performance.now());

  const basePort = await freePort();
  const base = {
    child: spawnNode([BASELINE], { PORT: String(basePort), HOST }, { cpu: SERVER_CPU }),
    port: basePort,
  };
  started.push(base.child);
  await waitReady(base.child, base.port, '/healthz', performance.now());
  return { product, base };
}

/**
 * A warm-up of each side, then BENCH_ROUNDS pairs in alternating order (BP, PB, …), each run printed.
 * `loadSide(name, seconds)` runs autocannon against 'baseline' or 'product'. The figure is the median
 * of the per-pair ratios: on a shared 2-core machine one slow moment spoils a pair, not the verdict.
 */
export async function runInterleavedPairs(loadSide, { duration, warmup }) {
  for (const name of ['baseline', 'product']) await loadSide(name, warmup);
  const runs = [];
  const pairs = benchRounds();
  for (const name of interleavedOrder(pairs)) {
    const run = summarize(name, await loadSide(name, duration));
    runs.push(run);
    console.log(
      `  run ${runs.length} ${name.padEnd(8)} ${String(run.reqPerSec).padStart(7)} req/s   p99 ${run.latencyP99Ms} ms` +
        describeProblems(run),
    );
  }
  const meanOf = (side) => round(mean(runs.filter((r) => r.side === side).map((r) => r.reqPerSec)));
  const p99Of = (side) => round(mean(runs.filter((r) => r.side === side).map((r) => r.latencyP99Ms)), 2);
  const pairRatios = pairRatiosOf(runs);
  const ratio = round(median(pairRatios), 3);
  console.log(`  per-pair ratios: ${pairRatios.join(', ')} → median ${ratio}`);
  return {
    runs,
    pairs,
    pairRatios,
    ratio,
    baselineMean: meanOf('baseline'),
    productMean: meanOf('product'),
    baselineP99: p99Of('baseline'),
    productP99: p99Of('product'),
  };
}
