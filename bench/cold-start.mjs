// Cold start of the built server: spawn → first GET /readyz = 200, on an empty data dir (first boot:
// database creation, migrations, seed) and again on the same data dir after a clean SIGTERM shutdown.
// A bare Node HTTP server started the same way is measured too, to show how much is Node start-up.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rssMiB } from './lib/held-streams.mjs';
import {
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  POLL_INTERVAL_MS,
  removeTempDir,
  spawnNode,
  spawnProduct,
  stop,
  waitReady,
} from './lib/proc.mjs';
import { heading, machine, median, ms, printFigure, round } from './lib/report.mjs';

export const GOALS = { firstBootMs: 10_000, secondBootMs: 2_000, idleRssMiB: 400 };
/** How long after ready the idle memory is read (the boot's garbage collected by then). */
const IDLE_SETTLE_MS = 10_000;
const SECOND_RUNS = 3;
const BARE_RUNS = 3;
const BARE_SERVER =
  "require('http').createServer((q,s)=>s.end('ok')).listen(+process.env.PORT,process.env.HOST)";

/** Spawns the bare Node server and returns ms until its first 200. */
async function bareNodeOnce() {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawnNode(['-e', BARE_SERVER], { PORT: String(port), HOST });
  try {
    return await waitReady(child, port, '/', startedAt);
  } finally {
    await stop(child);
  }
}

/**
 * Starts the product on `dataDir`, returns ms to ready (and, with `measureIdle`, its RSS once idle),
 * then shuts it down and checks the lock.
 */
async function productOnce(dataDir, { measureIdle = false } = {}) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawnProduct(dataDir, port);
  let readyMs;
  try {
    readyMs = await waitReady(child, port, '/readyz', startedAt);
  } catch (error) {
    await stop(child);
    throw error;
  }
  let idleRss = null;
  if (measureIdle) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    idleRss = rssMiB(child.pid);
  }
  if (!(await stop(child))) throw new Error(`server did not exit cleanly on SIGTERM\n${child.stderrTail}`);
  if (existsSync(path.join(dataDir, 'pglite.lock')))
    throw new Error('lock file still in DATA_DIR after exit');
  return measureIdle ? { readyMs, idleRss } : readyMs;
}

/**
 * Runs the whole cold-start benchmark, printing as it goes.
 * @returns {Promise<{ figures: import('./lib/report.mjs').Figure[], data: object }>}
 */
export async function runColdStart() {
  ensureBuilt();
  heading('Cold start: spawn → first GET /readyz = 200');
  console.log(`  polling every ${POLL_INTERVAL_MS} ms (resolution of every figure below)`);

  const bare = [];
  for (let i = 0; i < BARE_RUNS; i++) bare.push(await bareNodeOnce());
  const bareMedian = median(bare);
  console.log(
    `  baseline, bare Node http server to first 200: ${bare.map(ms).join(', ')} → median ${ms(bareMedian)}`,
  );

  const dataDir = await makeTempDir();
  try {
    const first = await productOnce(dataDir);
    console.log(`  first boot (empty DATA_DIR): ${ms(first)}  (${round(first / bareMedian, 1)}× bare Node)`);
    const second = [];
    for (let i = 0; i < SECOND_RUNS - 1; i++) second.push(await productOnce(dataDir));
    const idle = await productOnce(dataDir, { measureIdle: true });
    second.push(idle.readyMs);
    const secondMedian = median(second);
    console.log(`  idle RSS ${IDLE_SETTLE_MS / 1000} s after a second boot: ${round(idle.idleRss, 1)} MiB`);
    console.log(
      `  second boot (same DATA_DIR, after SIGTERM) ×${SECOND_RUNS}: ${second.map(ms).join(', ')}` +
        ` → median ${ms(secondMedian)}  (${round(secondMedian / bareMedian, 1)}× bare Node)`,
    );

    const figures = [
      {
        name: 'cold start, first boot',
        value: ms(first),
        goal: `≤ ${ms(GOALS.firstBootMs)}`,
        pass: first <= GOALS.firstBootMs,
      },
      {
        name: `cold start, second boot (median of ${SECOND_RUNS})`,
        value: ms(secondMedian),
        goal: `≤ ${ms(GOALS.secondBootMs)}`,
        pass: secondMedian <= GOALS.secondBootMs,
      },
      {
        name: 'idle RSS after a second boot',
        value: `${round(idle.idleRss, 1)} MiB`,
        goal: `≤ ${GOALS.idleRssMiB} MiB`,
        pass: idle.idleRss !== null && idle.idleRss <= GOALS.idleRssMiB,
      },
    ];
    for (const figure of figures) printFigure(figure);
    const data = {
      pollIntervalMs: POLL_INTERVAL_MS,
      bareNodeMs: bare.map((v) => round(v)),
      bareNodeMedianMs: round(bareMedian),
      firstBootMs: round(first),
      secondBootMs: second.map((v) => round(v)),
      secondBootMedianMs: round(secondMedian),
      idleRssMiB: idle.idleRss === null ? null : round(idle.idleRss, 1),
      goals: GOALS,
      pass: { firstBoot: figures[0].pass, secondBoot: figures[1].pass, idleRss: figures[2].pass },
    };
    return { figures, data };
  } finally {
    await removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBuilt();
  console.log('machine:', JSON.stringify(machine()));
  await runColdStart();
}
