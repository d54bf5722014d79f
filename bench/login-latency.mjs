// p99 latency of GET /api/user while 50 sign-ins run at once: password hashing (argon2id, on libuv's
// thread pool) must not stall the event loop that serves everyone else.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  BENCH_ADMIN,
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  removeTempDir,
  spawnProduct,
  stop,
  waitReady,
} from './lib/proc.mjs';
import { benchDurationSeconds, heading, printFigure, printTable, round } from './lib/report.mjs';

export const GOAL_P99_MS = 50;
const LOGIN_CONNECTIONS = 50;
const PROBE_CONNECTIONS = 2;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** GET /api/user with the administrator's session, for `duration` seconds. */
function probe(port, token, duration) {
  return run({
    url: `http://${HOST}:${port}/api/user`,
    connections: PROBE_CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
}

/**
 * 50 connections signing in without pause. Each uses an address of its own that has no account:
 * the server still verifies against a real argon2id hash (so the answer does not reveal which
 * accounts exist), which is the full cost of a sign-in, and no lockout or session churn interferes.
 */
function loginStorm(port, duration) {
  let n = 0;
  return run({
    url: `http://${HOST}:${port}`,
    connections: LOGIN_CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/login',
        headers: { 'content-type': 'application/json' },
        setupRequest(request) {
          n += 1;
          return {
            ...request,
            body: JSON.stringify({ email: `storm${n}@bench.local`, password: 'Tentativo123' }),
          };
        },
      },
    ],
  });
}

export async function runLoginLatency() {
  ensureBuilt();
  const duration = benchDurationSeconds();
  heading('GET /api/user latency while 50 sign-ins run');
  const dataDir = await makeTempDir();
  const port = await freePort();
  // The per-address sign-in limit would turn the storm into cheap 429s: lift it for this measurement.
  const child = spawnProduct(dataDir, port, { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' } });
  try {
    await waitReady(child, port, '/readyz', performance.now());
    const res = await fetch(`http://${HOST}:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { token } = await res.json();
    if (!token) throw new Error(`could not sign in as the bench administrator (HTTP ${res.status})`);

    const idle = await probe(port, token, Math.min(duration, 5));
    const [loaded, storm] = await Promise.all([probe(port, token, duration), loginStorm(port, duration)]);
    const rows = [
      ['GET /api/user', 'req/s', 'p50 (ms)', 'p99 (ms)', 'max (ms)', 'non-2xx'],
      [
        'alone',
        round(idle.requests.average),
        idle.latency.p50,
        idle.latency.p99,
        idle.latency.max,
        idle.non2xx,
      ],
      [
        'during the sign-in storm',
        round(loaded.requests.average),
        loaded.latency.p50,
        loaded.latency.p99,
        loaded.latency.max,
        loaded.non2xx,
      ],
    ];
    printTable(rows);
    console.log(
      `  sign-ins: ${round(storm.requests.average)} per second over ${LOGIN_CONNECTIONS} connections, p99 ${storm.latency.p99} ms`,
    );
    const figure = {
      name: 'GET /api/user p99 during 50 sign-ins',
      value: `${loaded.latency.p99} ms (alone ${idle.latency.p99} ms)`,
      goal: `≤ ${GOAL_P99_MS} ms`,
      pass: loaded.latency.p99 <= GOAL_P99_MS && loaded.non2xx === 0,
    };
    printFigure(figure);
    return {
      figures: [figure],
      data: {
        durationSeconds: duration,
        alone: { p50: idle.latency.p50, p99: idle.latency.p99, reqPerSec: round(idle.requests.average) },
        duringStorm: {
          p50: loaded.latency.p50,
          p99: loaded.latency.p99,
          max: loaded.latency.max,
          non2xx: loaded.non2xx,
          reqPerSec: round(loaded.requests.average),
        },
        signInsPerSec: round(storm.requests.average),
        goalP99Ms: GOAL_P99_MS,
        pass: figure.pass,
      },
    };
  } finally {
    await stop(child);
    await removeTempDir(dataDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runLoginLatency();
}
