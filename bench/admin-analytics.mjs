// The admin portal's analytics at scale, issue 22's figures: p50/p95 of every analytics call with
// 10,000 users, 1,000,000 usage records, 1,000,000 ledger rows and 200,000 activity records, on the
// embedded PGlite database and (when BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server) on
// PostgreSQL; the seeding time; and the admin route's JS. Each call is timed over HTTP against the
// built server, for "All Time" and for "Last 30 Days", next to GET /readyz (one `select 1`) measured
// in the same run as the baseline.
//
//   node bench/admin-analytics.mjs                      # BENCH_ANALYTICS_SAMPLES=20 per call and period
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/admin-analytics.mjs

import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataStatements, SIZES, userStatements } from './lib/analytics-seed.mjs';
import { postJson } from './lib/http-client.mjs';
import {
  BENCH_ADMIN,
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  REPO_ROOT,
  removeTempDir,
  spawnProduct,
  stop,
  waitReady,
} from './lib/proc.mjs';
import { heading, percentile, printFigure, printTable, round } from './lib/report.mjs';

const GOAL_P95_MS = 200;
const SAMPLES = Math.max(3, Number.parseInt(process.env.BENCH_ANALYTICS_SAMPLES ?? '20', 10) || 20);

/** Every analytics call of the portal (spec 2 §7, issue 22), with its period parameters. */
const CALLS = [
  { name: 'user-activities', path: '/api/admin/user-activities', period: 'date' },
  {
    name: 'user-activities (one type)',
    path: '/api/admin/user-activities?action_type=CHAT_RAG_INTERACTION',
    period: 'date',
  },
  { name: 'document-uploads', path: '/api/admin/usage-metrics/document-uploads', period: 'date' },
  { name: 'chat-mode-usage', path: '/api/admin/usage-metrics/chat-mode-usage', period: 'date' },
  { name: 'llm-tokens/per-user', path: '/api/admin/usage-metrics/llm-tokens/per-user', period: 'date' },
  { name: 'chat-activity', path: '/api/admin/usage-metrics/chat-activity', period: 'date' },
  { name: 'user-spending', path: '/api/admin/usage-metrics/user-spending', period: 'date' },
  // Beyond the spec: every user with the detailed figures, what Export CSV loads (about 8 MB).
  {
    name: 'user-spending/detailed (CSV export)',
    path: '/api/admin/usage-metrics/user-spending/detailed',
    period: 'date',
    goal: null,
  },
  {
    name: 'user-spending/paginated',
    path: '/api/admin/usage-metrics/user-spending/paginated',
    period: 'date',
  },
  {
    name: 'user-spending/paginated (page 50)',
    path: '/api/admin/usage-metrics/user-spending/paginated?page=50',
    period: 'date',
  },
  { name: 'analytics/features', path: '/api/admin/analytics/features', period: 'date' },
  { name: 'features/llm-token-usage', path: '/api/admin/analytics/features/llm-token-usage', period: 'date' },
  { name: 'analytics/points', path: '/api/admin/analytics/points', period: 'date' },
  { name: 'feedback/stats', path: '/api/admin/feedback/stats', period: null },
  { name: 'feedback', path: '/api/admin/feedback', period: 'feedback' },
];

function romeDay(date) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);
}

function withPeriod(call, period) {
  if (period === 'all' || call.period === null) return call.path;
  const to = romeDay(new Date());
  const from = romeDay(new Date(Date.now() - 29 * 86_400_000));
  const [fromKey, toKey] = call.period === 'feedback' ? ['from_date', 'to_date'] : ['date_from', 'date_to'];
  const separator = call.path.includes('?') ? '&' : '?';
  return `${call.path}${separator}${fromKey}=${from}&${toKey}=${to}`;
}

function get(port, urlPath, token) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      {
        host: HOST,
        port,
        path: urlPath,
        agent: false,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${urlPath}: no answer in 30 s`)));
    req.once('error', reject);
  });
}

async function timeCall(port, urlPath, token) {
  for (let i = 0; i < 2; i++) await get(port, urlPath, token); // warm-up: plans cached, pages in memory
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const res = await get(port, urlPath, token);
    if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status}: ${res.body.slice(0, 300)}`);
    times.push(res.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Seeds through a client with `query(sql)`; returns the seconds it took. */
async function seed(query) {
  const started = performance.now();
  const plan = await query('select id from subscription_plans order by id limit 1');
  for (const statement of userStatements(plan[0].id)) await query(statement);
  const first = await query(
    `select min(id) as id from users where email like '%@bench.local' and email <> '${BENCH_ADMIN.email}'`,
  );
  for (const statement of dataStatements(Number(first[0].id))) await query(statement);
  return (performance.now() - started) / 1000;
}

async function pgliteQuery(dataDir) {
  const { PGlite } = await import(
    pathToFileURL(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/dist/index.js')).href
  );
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  return { query: async (sql) => (await db.query(sql)).rows, close: () => db.close() };
}

async function postgresQuery(url) {
  const { default: pg } = await import(
    pathToFileURL(path.join(REPO_ROOT, 'node_modules/pg/lib/index.js')).href
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { query: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
}

async function startServer(dataDir, env) {
  const port = await freePort();
  const child = spawnProduct(dataDir, port, { env });
  await waitReady(child, port, '/readyz', performance.now());
  return { child, port };
}

/** One engine: boot (migrations, admin), stop, seed, boot again, measure. */
async function runEngine(engine, databaseUrl) {
  heading(`admin analytics on ${engine}`);
  const dataDir = await makeTempDir();
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  try {
    const first = await startServer(dataDir, env);
    await stop(first.child);
    const client = databaseUrl ? await postgresQuery(databaseUrl) : await pgliteQuery(dataDir);
    let seedSeconds;
    try {
      seedSeconds = await seed(client.query);
    } finally {
      await client.close();
    }
    console.log(
      `  seeded ${Object.entries(SIZES)
        .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
        .join(', ')} in ${round(seedSeconds, 1)} s`,
    );
    const { child, port } = await startServer(dataDir, env);
    try {
      const login = await postJson(port, '/api/login', { ...BENCH_ADMIN, admin_login: true });
      const token = JSON.parse(login.text || '{}').token;
      if (!token) throw new Error(`admin login failed: ${JSON.stringify(login).slice(0, 300)}`);
      const baseline = await timeCall(port, '/readyz');
      const rows = [['call', 'period', 'p50 ms', 'p95 ms', 'p95 ÷ readyz p95', 'goal']];
      const figures = [];
      for (const call of CALLS) {
        for (const period of call.period ? ['all', '30d'] : ['all']) {
          const t = await timeCall(port, withPeriod(call, period), token);
          // An export (goal: null) is reported, not held to the interactive calls' goal.
          const pass = call.goal === null ? null : t.p95 <= GOAL_P95_MS;
          rows.push([
            call.name,
            period === 'all' ? 'All Time' : 'Last 30 Days',
            round(t.p50, 1),
            round(t.p95, 1),
            round(t.p95 / baseline.p95, 1),
            pass === null ? 'none' : pass ? 'PASS' : 'FAIL',
          ]);
          figures.push({
            name: `${engine} ${call.name} ${period} p95`,
            value: `${round(t.p95, 1)} ms`,
            goal: pass === null ? 'none' : `≤ ${GOAL_P95_MS} ms`,
            pass,
          });
        }
      }
      console.log(
        `  baseline GET /readyz: p50 ${round(baseline.p50, 2)} ms, p95 ${round(baseline.p95, 2)} ms (${SAMPLES} samples each)`,
      );
      printTable(rows);
      return { seedSeconds, figures };
    } finally {
      await stop(child);
    }
  } finally {
    await removeTempDir(dataDir);
  }
}

async function createPostgresDatabase(serverUrl) {
  const name = `brocardo_bench_${process.pid}`;
  const admin = await postgresQuery(serverUrl);
  await admin.query(`create database ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = await postgresQuery(serverUrl);
      await again.query(`drop database if exists ${name} with (force)`);
      await again.close();
    },
  };
}

export async function run() {
  ensureBuilt();
  const figures = [];
  const pglite = await runEngine('PGlite');
  figures.push(...pglite.figures, {
    name: 'PGlite seeding',
    value: `${round(pglite.seedSeconds, 1)} s`,
    goal: 'none',
    pass: null,
  });
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl);
    try {
      const postgres = await runEngine('PostgreSQL', database.url);
      figures.push(...postgres.figures, {
        name: 'PostgreSQL seeding',
        value: `${round(postgres.seedSeconds, 1)} s`,
        goal: 'none',
        pass: null,
      });
    } finally {
      await database.drop();
    }
  } else {
    console.log(
      '\n  PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  }
  const bundle = path.join(REPO_ROOT, 'apps/web/dist/.vite/manifest.json');
  if (existsSync(bundle)) {
    const { runWebBundle } = await import('./web-bundle.mjs');
    const measured = runWebBundle();
    figures.push(...measured.figures.filter((figure) => /\/login|\/admin/.test(figure.name)));
  }
  heading('summary');
  for (const figure of figures) printFigure(figure);
  return { figures };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
