// Throughput of GET /healthz on the built server against a bare Fastify 5 hello-world (same route,
// same body), each in its own process, measured in the same run and interleaved to cancel drift.

import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CAN_PIN,
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  pinned,
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

/** BENCH_ROUNDS pairs of runs (default 5, clamped to 1..20). */
function rounds() {
  const value = Number.parseInt(process.env.BENCH_ROUNDS ?? '5', 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), 20) : 5;
}

const AUTOCANNON_CLI = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));
const LOAD_CPU = 0;
const SERVER_CPU = 1;

/**
 * One autocannon run, in its own process (pinned to LOAD_CPU where possible, see CAN_PIN), stopped by
 * a watchdog if it overruns its duration by 30 s. Resolves with autocannon's JSON result.
 */
function load(port, duration) {
  const [command, args] = pinned(LOAD_CPU, process.execPath, [
    AUTOCANNON_CLI,
    '--json',
    '-c',
    String(CONNECTIONS),
    '-p',
    String(PIPELINING),
    '-d',
    String(duration),
    '-E',
    EXPECTED_BODY,
    `http://${HOST}:${port}/healthz`,
  ]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    const watchdog = setTimeout(() => child.kill('SIGKILL'), (duration + 30) * 1000);
    child.once('exit', (code) => {
      clearTimeout(watchdog);
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
      } catch {
        reject(new Error(`autocannon failed (exit ${code}): ${stderr}`));
      }
    });
  });
}

/** Keeps what the report needs from an autocannon result. */
function summarize(side, result) {
  return {
    side,
    reqPerSec: round(result.requests.average),
    latencyP99Ms: round(result.latency.p99, 2),
    latencyMeanMs: round(result.latency.average, 2),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
  };
}

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
    for (const name of ['baseline', 'product']) await load(sides[name].port, WARMUP_S);

    const runs = [];
    const pairs = rounds();
    const order = Array.from({ length: pairs }, (_, i) =>
      i % 2 ? ['product', 'baseline'] : ['baseline', 'product'],
    ).flat();
    for (const name of order) {
      const run = summarize(name, await load(sides[name].port, duration));
      runs.push(run);
      const problems = run.non2xx + run.errors + run.timeouts + run.mismatches;
      console.log(
        `  run ${runs.length} ${name.padEnd(8)} ${String(run.reqPerSec).padStart(7)} req/s   p99 ${run.latencyP99Ms} ms` +
          (problems
            ? `   (non-2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts}, body mismatches ${run.mismatches})`
            : ''),
      );
    }

    const meanOf = (side) => round(mean(runs.filter((r) => r.side === side).map((r) => r.reqPerSec)));
    const p99Of = (side) => round(mean(runs.filter((r) => r.side === side).map((r) => r.latencyP99Ms)), 2);
    const baselineMean = meanOf('baseline');
    const productMean = meanOf('product');
    const pairRatios = [];
    for (let i = 0; i < runs.length; i += 2) {
      const [a, b] = [runs[i], runs[i + 1]];
      const [base, prod] = a.side === 'baseline' ? [a, b] : [b, a];
      pairRatios.push(round(prod.reqPerSec / base.reqPerSec, 3));
    }
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
