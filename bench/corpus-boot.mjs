// Cost of the legal corpus's growth (issue 24): boot time, idle memory and search latency of the built
// server for three corpora, on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL, in one run:
//   - "11 acts": the acts shipped before 2026-11-25 (a temp CORPUS_DIR with their files and acts.json);
//   - "18 acts": the shipped data/corpus (8,497 articles);
//   - "×10": the 18 acts' articles replicated ten times under distinct article numbers (`2043`,
//     `2043-x1` … `2043-x9`) in a temp CORPUS_DIR: ten times the postings, the same vocabulary.
// Per corpus and engine: the release step (`node dist/main.js build-legal-index CORPUS_DIR`, what
// `npm run build` does for data/corpus), the first boot (empty DATA_DIR / new database: migrations,
// the corpus loaded into the database, the index restored from the release's snapshot), second boots
// (same DATA_DIR) and second boots with no snapshot anywhere (the index built at boot, as before
// issue 24); time is spawn → first GET /readyz = 200, RSS is read from /proc 1 s after ready. Search
// p95 is over HTTP (GET /rag-api/search) for a handful of questions.
//
//   npm run build && node bench/corpus-boot.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/corpus-boot.mjs
// BENCH_SERVER_MAIN=/path/to/main.js measures another bundle; BENCH_BOOTS (default 2) second boots each.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rssMiB } from './lib/held-streams.mjs';
import { postJson } from './lib/http-client.mjs';
import {
  BENCH_ADMIN,
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  REPO_ROOT,
  removeTempDir,
  SERVER_MAIN,
  spawnNode,
  stop,
  waitReady,
} from './lib/proc.mjs';
import { heading, machine, median, percentile, printTable, round } from './lib/report.mjs';

const SHIPPED = path.join(REPO_ROOT, 'data/corpus');
const SERVER = process.env.BENCH_SERVER_MAIN || SERVER_MAIN;
const BOOTS = Math.max(1, Number.parseInt(process.env.BENCH_BOOTS ?? '2', 10) || 2);
const OLDER_ACTS = ['cost', 'cc', 'cp', 'cpc', 'cpp', 'cpa', 'consumo', 'cds', 'privacy', 'gdpr', 'dlgs231'];
const REPLICAS = 10;
const BOOT_TIMEOUT_MS = 600_000;
const SEARCH_ROUNDS = 20;
const QUERIES = [
  'danno ingiusto da fatto illecito',
  'accesso agli atti amministrativi',
  "Cosa prevede l'art. 13 della legge 132/2025?",
  'il conduttore non paga il canone di locazione',
  'sistemi di intelligenza artificiale ad alto rischio',
  'art. 163 disp. att. c.p.c.',
];
/** The scale goals the figures are read against (bench/cold-start.mjs, bench/chat-stream.mjs). */
const GOALS = { firstBootMs: 10_000, secondBootMs: 3_000, rssMiB: 1_024 };

/** A temp CORPUS_DIR with `acts` of the shipped corpus, each article replicated `times` times. */
async function corpusDir(acts, times) {
  const dir = await makeTempDir('brocardo-corpus-');
  const meta = JSON.parse(await readFile(path.join(SHIPPED, 'acts.json'), 'utf8'));
  meta.acts = Object.fromEntries(Object.entries(meta.acts).filter(([code]) => acts.includes(code)));
  await writeFile(path.join(dir, 'acts.json'), JSON.stringify(meta));
  let articles = 0;
  for (const act of acts) {
    const rows = (await readFile(path.join(SHIPPED, `${act}.jsonl`), 'utf8')).split('\n').filter(Boolean);
    const out = [];
    for (let copy = 0; copy < times; copy += 1)
      for (const line of rows) {
        const row = JSON.parse(line);
        if (copy > 0) row.article = `${row.article}-x${copy}`;
        out.push(JSON.stringify(row));
      }
    articles += out.length;
    await writeFile(path.join(dir, `${act}.jsonl`), `${out.join('\n')}\n`);
  }
  return { dir, articles };
}

/** The shipped corpus as it is: its acts and its article count. */
async function shippedCorpus() {
  const acts = (await readdir(SHIPPED))
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => name.slice(0, -6));
  let articles = 0;
  for (const act of acts)
    articles += (await readFile(path.join(SHIPPED, `${act}.jsonl`), 'utf8'))
      .split('\n')
      .filter(Boolean).length;
  return { acts, articles };
}

function getJson(port, urlPath, token) {
  return fetch(`http://${HOST}:${port}${urlPath}`, { headers: { authorization: `Bearer ${token}` } }).then(
    async (res) => {
      if (!res.ok) throw new Error(`GET ${urlPath}: HTTP ${res.status} ${await res.text()}`);
      return res.json();
    },
  );
}

/** Client-side latency of GET /rag-api/search over the questions, after one warm-up round. */
async function searchLatency(port) {
  const login = await postJson(port, '/api/login', BENCH_ADMIN);
  const token = JSON.parse(login.text || '{}').token;
  if (!token) throw new Error(`could not sign in as the bench administrator (HTTP ${login.status})`);
  const times = [];
  for (let round = 0; round <= SEARCH_ROUNDS; round += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      // A question on an act the corpus lacks (the 11 acts) may find nothing: still a search.
      await getJson(port, `/rag-api/search?q=${encodeURIComponent(query)}&limit=10`, token);
      if (round > 0) times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** One boot: ms to ready, idle RSS; then the search latency when asked; then a clean stop. */
async function boot(dataDir, env, { search = false } = {}) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawnNode([SERVER], {
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LEGAL_SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  try {
    const readyMs = await waitReady(child, port, '/readyz', startedAt, { timeoutMs: BOOT_TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rss = rssMiB(child.pid);
    const latency = search ? await searchLatency(port) : null;
    return { readyMs, rss, latency };
  } finally {
    if (!(await stop(child))) process.stderr.write(`server did not exit cleanly\n${child.stderrTail}\n`);
  }
}

/** The release step for a corpus: its snapshot written beside the bundle; ms and the file. */
function buildReleaseIndex(corpusDir) {
  const started = performance.now();
  const out = execFileSync(process.execPath, [SERVER, 'build-legal-index', corpusDir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: BOOT_TIMEOUT_MS,
  });
  const file = out.trim().split(': ').at(-1);
  return { ms: performance.now() - started, file };
}

/**
 * The release step, the first boot, BOOTS second boots, BOOTS second boots without any snapshot
 * (the release's moved aside and DATA_DIR's deleted before each). The shipped corpus's snapshot is
 * put back; the others' are removed.
 */
async function measure(corpus, engine, database) {
  const dataDir = await makeTempDir();
  const env = { CORPUS_DIR: corpus.dir, ...(database ? { DATABASE_URL: database.url } : {}) };
  const release = buildReleaseIndex(corpus.dir);
  const aside = `${release.file}.aside`;
  try {
    const first = await boot(dataDir, env);
    const cached = [];
    const built = [];
    for (let run = 0; run < BOOTS; run += 1) {
      cached.push(await boot(dataDir, env, { search: run === BOOTS - 1 }));
      await rm(path.join(dataDir, 'legal-index'), { recursive: true, force: true });
      await rename(release.file, aside);
      try {
        built.push(await boot(dataDir, env));
      } finally {
        await rename(aside, release.file);
      }
    }
    const result = {
      corpus: corpus.name,
      engine,
      articles: corpus.articles,
      releaseMs: release.ms,
      firstMs: first.readyMs,
      firstRss: first.rss,
      secondMs: median(cached.map((run) => run.readyMs)),
      secondRss: median(cached.map((run) => run.rss)),
      uncachedMs: median(built.map((run) => run.readyMs)),
      uncachedRss: median(built.map((run) => run.rss)),
      searchP50: cached.at(-1).latency.p50,
      searchP95: cached.at(-1).latency.p95,
      runs: { first, cached, built },
    };
    console.log(
      `  ${engine} ${corpus.name}: release step ${round(release.ms)} ms, first ${round(result.firstMs)} ms, second ${cached.map((r) => round(r.readyMs)).join('/')} ms` +
        ` (without cache ${built.map((r) => round(r.readyMs)).join('/')} ms), RSS ${round(result.secondRss)} MiB,` +
        ` search p95 ${round(result.searchP95, 1)} ms`,
    );
    return result;
  } finally {
    await removeTempDir(dataDir);
    if (corpus.dir !== SHIPPED) await rm(release.file, { force: true });
  }
}

async function postgresClient(url) {
  const { default: pg } = await import(
    pathToFileURL(path.join(REPO_ROOT, 'node_modules/pg/lib/index.js')).href
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A throwaway database on the BENCH_DATABASE_URL server, dropped afterwards. */
async function throwawayDatabase(serverUrl, suffix) {
  const name = `brocardo_corpus_boot_${process.pid}_${suffix}`;
  const admin = await postgresClient(serverUrl);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await postgresClient(serverUrl);
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

function ratio(value, base) {
  return `${round(value / base, 2)}×`;
}

function report(results) {
  heading('corpus growth: boot, memory, search (medians; ratios against the 11 acts on the same engine)');
  const rows = [
    [
      'engine',
      'corpus',
      'articles',
      'release step',
      'first boot',
      'second boot',
      'second, no snapshot',
      'idle RSS',
      'search p50',
      'search p95',
    ],
  ];
  for (const result of results) {
    const base = results.find((other) => other.engine === result.engine && other.corpus === '11 acts');
    const cell = (value, key, unit) =>
      `${round(value, unit === 'ms' && value < 100 ? 1 : 0)} ${unit} (${ratio(value, base[key])})`;
    rows.push([
      result.engine,
      result.corpus,
      result.articles.toLocaleString('en'),
      cell(result.releaseMs, 'releaseMs', 'ms'),
      cell(result.firstMs, 'firstMs', 'ms'),
      cell(result.secondMs, 'secondMs', 'ms'),
      cell(result.uncachedMs, 'uncachedMs', 'ms'),
      cell(result.secondRss, 'secondRss', 'MiB'),
      cell(result.searchP50, 'searchP50', 'ms'),
      cell(result.searchP95, 'searchP95', 'ms'),
    ]);
  }
  printTable(rows);
  console.log(
    `  goals: first boot ≤ ${GOALS.firstBootMs / 1000} s, second boot ≤ ${GOALS.secondBootMs / 1000} s, RSS ≤ ${GOALS.rssMiB} MiB`,
  );
}

export async function run() {
  if (!process.env.BENCH_SERVER_MAIN) ensureBuilt();
  console.log('machine:', JSON.stringify(machine()));
  console.log(`server: ${SERVER}; ${BOOTS} second boots with and without the index snapshot`);
  const shipped = await shippedCorpus();
  const corpora = [
    { name: '11 acts', ...(await corpusDir(OLDER_ACTS, 1)) },
    { name: `${shipped.acts.length} acts`, dir: SHIPPED, articles: shipped.articles },
    { name: `×${REPLICAS}`, ...(await corpusDir(shipped.acts, REPLICAS)) },
  ];
  const results = [];
  heading('PGlite');
  for (const corpus of corpora) results.push(await measure(corpus, 'PGlite', null));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    heading('PostgreSQL');
    for (const [at, corpus] of corpora.entries()) {
      const database = await throwawayDatabase(serverUrl, at);
      try {
        results.push(await measure(corpus, 'PostgreSQL', database));
      } finally {
        await database.drop();
      }
    }
  } else
    console.log(
      '\n  PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  report(results);
  for (const corpus of corpora) if (corpus.dir !== SHIPPED) await removeTempDir(corpus.dir);
  await mkdir(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
  await writeFile(path.join(REPO_ROOT, 'bench/results/corpus-boot.json'), JSON.stringify(results, null, 2));
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
