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
import { CAN_PIN, cpuSecondsOf, freePort, HOST, spawnNode, spawnProduct, waitReady } from './proc.mjs';
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
  // Each side's server process, for runInterleavedPairs' CPU per request.
  return { product, base, pids: { baseline: base.child.pid, product: product.child.pid } };
}

/**
 * A warm-up of each side, then BENCH_ROUNDS pairs in alternating order (BP, PB, …), each run printed.
 * `loadSide(name, seconds)` runs autocannon against 'baseline' or 'product'. The figure is the median
 * of the per-pair ratios: on a shared 2-core machine one slow moment spoils a pair, not the verdict.
 * With `pids` (each side's server process), every run also reports the server's CPU: its share of the
 * core and its CPU time per request, which a client at the limit of its own core does not distort.
 */
export async function runInterleavedPairs(loadSide, { duration, warmup, pids = {} }) {
  for (const name of ['baseline', 'product']) await loadSide(name, warmup);
  const runs = [];
  const pairs = benchRounds();
  for (const name of interleavedOrder(pairs)) {
    const cpuBefore = pids[name] ? cpuSecondsOf(pids[name]) : null;
    const result = await loadSide(name, duration);
    const cpuAfter = pids[name] ? cpuSecondsOf(pids[name]) : null;
    const run = summarize(name, result);
    if (cpuBefore !== null && cpuAfter !== null) {
      run.serverCpuShare = round((cpuAfter - cpuBefore) / result.duration, 2);
      run.serverCpuMicrosPerRequest = round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total, 1);
    }
    runs.push(run);
    const cpu =
      run.serverCpuShare === undefined
        ? ''
        : `   server CPU ${Math.round(run.serverCpuShare * 100)} %, ${run.serverCpuMicrosPerRequest} µs/request;`;
    console.log(
      `  run ${runs.length} ${name.padEnd(8)} ${String(run.reqPerSec).padStart(7)} req/s   p99 ${run.latencyP99Ms} ms` +
        `${cpu}   autocannon CPU ${Math.round(run.loadCpuShare * 100)} %` +
        describeProblems(run),
    );
  }
  const meanOf = (side) => round(mean(runs.filter((r) => r.side === side).map((r) => r.reqPerSec)));
  const p99Of = (side) => round(mean(runs.filter((r) => r.side === side).map((r) => r.latencyP99Ms)), 2);
  const pairRatios = pairRatiosOf(runs);
  const ratio = round(median(pairRatios), 3);
  console.log(`  per-pair ratios: ${pairRatios.join(', ')} → median ${ratio}`);
  const microsOf = (side) =>
    median(
      runs
        .filter((r) => r.side === side && r.serverCpuMicrosPerRequest)
        .map((r) => r.serverCpuMicrosPerRequest),
    );
  const cpuPerRequest = { baseline: microsOf('baseline'), product: microsOf('product') };
  const cpuRatio = cpuPerRequest.product ? round(cpuPerRequest.baseline / cpuPerRequest.product, 3) : null;
  if (cpuRatio !== null) {
    console.log(
      `  server CPU per request (median): baseline ${cpuPerRequest.baseline} µs, product ${cpuPerRequest.product} µs → baseline ÷ product ${cpuRatio}`,
    );
  }
  return {
    cpuPerRequest,
    cpuRatio,
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
