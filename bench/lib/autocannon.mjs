// autocannon in a child process of its own, shared by the throughput benchmarks.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pinned } from './proc.mjs';
import { round } from './report.mjs';

const THIS_FILE = fileURLToPath(import.meta.url);

/** The core autocannon runs on, and the one the servers under test run on (see CAN_PIN in proc.mjs). */
export const LOAD_CPU = 0;
export const SERVER_CPU = 1;

/** Seconds a run may overrun its duration before the watchdog kills autocannon. */
const WATCHDOG_GRACE_S = 30;

/**
 * One autocannon run, in its own process (pinned to LOAD_CPU where possible, see CAN_PIN), stopped by
 * a watchdog if it overruns its duration by 30 s. Resolves with autocannon's result, as its CLI's
 * `--json` prints it. The child is this file run as a script with the options as JSON: autocannon's
 * own CLI cannot carry every body to `-E` (its argument parser takes a value starting with `[`, such
 * as a JSON array, for a group of sub-arguments).
 * @param {object} options
 * @param {string} options.url the full URL to load
 * @param {number} options.duration seconds
 * @param {number} [options.connections] default 50
 * @param {number} [options.pipelining] default 1
 * @param {Record<string, string>} [options.headers] sent with every request
 * @param {string} [options.expectBody] every body must equal it (a mismatch is counted); none checked when omitted
 * @param {number} [options.rate] requests per second over all connections (`overallRate`); none when omitted
 */
export function load({ url, duration, connections = 50, pipelining = 1, headers = {}, expectBody, rate }) {
  const options = { url, duration, connections, pipelining, headers };
  if (expectBody !== undefined) options.expectBody = expectBody;
  if (rate !== undefined) options.overallRate = rate;
  const [command, args] = pinned(LOAD_CPU, process.execPath, [THIS_FILE, JSON.stringify(options)]);
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
    const watchdog = setTimeout(() => child.kill('SIGKILL'), (duration + WATCHDOG_GRACE_S) * 1000);
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
export function summarize(side, result) {
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
    /** Share of a core the load generator used over the run (1 = saturated: the client was the limit). */
    loadCpuShare: round(result.loadCpuSeconds / result.duration, 2),
  };
}

/** non-2xx + errors + timeouts + body mismatches of a summarized run: 0 when every response was right. */
export function problemsOf(run) {
  return run.non2xx + run.errors + run.timeouts + run.mismatches;
}

/** "   (non-2xx …, errors …, timeouts …, body mismatches …)" for a run with problems, else ''. */
export function describeProblems(run) {
  return problemsOf(run)
    ? `   (non-2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts}, body mismatches ${run.mismatches})`
    : '';
}

/** BENCH_ROUNDS pairs of runs (default 5, clamped to 1..20). */
export function benchRounds() {
  const value = Number.parseInt(process.env.BENCH_ROUNDS ?? '5', 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), 20) : 5;
}

/** The sides of `pairs` pairs in alternating order: baseline product, product baseline, … */
export function interleavedOrder(pairs) {
  return Array.from({ length: pairs }, (_, i) =>
    i % 2 ? ['product', 'baseline'] : ['baseline', 'product'],
  ).flat();
}

/** Product req/s ÷ baseline req/s of each consecutive pair of summarized runs (3 decimals). */
export function pairRatiosOf(runs) {
  const ratios = [];
  for (let i = 0; i < runs.length; i += 2) {
    const [a, b] = [runs[i], runs[i + 1]];
    const [base, prod] = a.side === 'baseline' ? [a, b] : [b, a];
    ratios.push(round(prod.reqPerSec / base.reqPerSec, 3));
  }
  return ratios;
}

// The child of load(): one run with the options given as JSON, its result printed as one JSON line.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { default: autocannon } = await import('autocannon');
  const before = process.cpuUsage();
  const result = await autocannon(JSON.parse(process.argv[2]));
  // The load generator's own CPU: at 100 % of its core, the run measured the client, not the server.
  const { user, system } = process.cpuUsage(before);
  result.loadCpuSeconds = (user + system) / 1e6;
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
}
