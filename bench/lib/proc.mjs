// Child processes for the benchmarks: spawn, wait for readiness, stop, and never leave one behind.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOST = '127.0.0.1';
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** BENCH_SERVER_MAIN=/path/to/main.js measures another bundle (a baseline build, side by side). */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ?? path.join(REPO_ROOT, 'apps/server/dist/main.js');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
export const READY_TIMEOUT_MS = 60_000;
export const BENCH_ADMIN = { email: 'admin@bench.local', password: 'BenchAdmin123' };
export const POLL_INTERVAL_MS = 50;
const STOP_TIMEOUT_MS = 20_000;

/** Children and temp dirs still alive; killed/removed on exit, SIGINT and SIGTERM. */
const children = new Set();
const tempDirs = new Set();

function killAllNow() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.once('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping the benchmark servers\n`);
    killAllNow();
    process.exit(130);
  });
}

/** Exits 1 with a hint when the server bundle has not been built. */
export function ensureBuilt() {
  if (!existsSync(SERVER_MAIN)) {
    process.stderr.write(`Server bundle not found at ${SERVER_MAIN}: run npm run build first.\n`);
    process.exit(1);
  }
}

/** A fresh temp dir, removed on exit if the caller forgets. */
export async function makeTempDir(prefix = 'brocardo-bench-') {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export async function removeTempDir(dir) {
  await rm(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** A port the OS says is free on the loopback interface right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a node process. stdout goes to /dev/null (the server logs JSON lines there);
 * stderr is drained and its tail kept for error messages.
 * @param {string[]} args node arguments
 * @param {Record<string, string>} env variables added to a cleaned copy of process.env
 */
export function spawnNode(args, env, { cpu } = {}) {
  const base = { ...process.env };
  delete base.DATABASE_URL; // always the embedded PGlite database
  const [command, commandArgs] = pinned(cpu, process.execPath, args);
  const child = spawn(command, commandArgs, {
    cwd: REPO_ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  child.stderrTail = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    child.stderrTail = (child.stderrTail + chunk).slice(-2000);
  });
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return child;
}

/** CPU seconds (user + system) a running process has used so far, from /proc; null where unreadable. */
export function cpuSecondsOf(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ: what /proc/<pid>/stat counts CPU time in. */
const CLOCK_TICKS_PER_SECOND =
  Number.parseInt(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout ?? '', 10) || 100;

/**
 * Spawns the built product server on `port` (get one from freePort()), optionally pinned to `cpu`.
 * BENCH_CPU_PROF=<dir> writes its CPU profile there when it stops (open it in Chrome's DevTools);
 * BENCH_CPU_PROF_INTERVAL=<µs> samples more often than V8's 1,000 µs (for requests of a few ms).
 */
export function spawnProduct(dataDir, port, { cpu, env = {} } = {}) {
  const profile = process.env.BENCH_CPU_PROF;
  const interval = process.env.BENCH_CPU_PROF_INTERVAL;
  const profiling = profile
    ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, ...(interval ? [`--cpu-prof-interval=${interval}`] : [])]
    : [];
  return spawnNode(
    [...profiling, SERVER_MAIN],
    {
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    },
    { cpu },
  );
}

/**
 * CPU pinning with taskset(1), where it exists and the machine has two cores or more: the load
 * generator and the server under test then each own a core instead of being scheduled against each
 * other, which on a 2-core machine made the same build's ratio swing by ±0.1.
 */
export const CAN_PIN =
  os.cpus().length >= 2 && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;

/** [command, args] that run `command args` on core `cpu` when pinning is possible. */
export function pinned(cpu, command, args) {
  return cpu !== undefined && CAN_PIN ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

/** One GET; resolves to the status code, or 0 when the connection fails. */
function probe(port, urlPath) {
  return new Promise((resolve) => {
    const req = http.get({ host: HOST, port, path: urlPath, agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `urlPath` every POLL_INTERVAL_MS until it answers 200; fails if the child exits or
 * `timeoutMs` (default READY_TIMEOUT_MS) passes. Returns the ms elapsed since `startedAt` (a performance.now() value).
 */
export async function waitReady(child, port, urlPath, startedAt, { timeoutMs = READY_TIMEOUT_MS } = {}) {
  const deadline = startedAt + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `process exited (${child.exitCode ?? child.signalCode}) before ${urlPath} answered 200\n${child.stderrTail}`,
      );
    }
    if ((await probe(port, urlPath)) === 200) return performance.now() - startedAt;
    await sleep(POLL_INTERVAL_MS);
  }
  child.kill('SIGKILL');
  throw new Error(`${urlPath} did not answer 200 within ${timeoutMs / 1000} s\n${child.stderrTail}`);
}

/** SIGTERM, wait for the exit (SIGKILL after STOP_TIMEOUT_MS). Resolves to whether it exited cleanly. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode === 0;
  child.kill('SIGTERM');
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const outcome = await Promise.race([child.exited, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    child.kill('SIGKILL');
    await child.exited;
    return false;
  }
  return outcome.code === 0;
}
