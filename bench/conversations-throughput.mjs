// Authenticated GET /api/conversations on the built server: (1) its throughput against a bare
// Fastify 5 hello-world (GET /healthz), both in their own process, measured in the same run and
// interleaved to cancel drift; (2) its latency at a fixed 1,000 requests/s.
// The signed-in administrator owns a realistic list: 10 conversations (the per-user limit), each
// with a few questions and answers, so every request authenticates a bearer token and reads what a
// real user's sidebar loads.

import { pathToFileURL } from 'node:url';
import { describeProblems, load, problemsOf, summarize } from './lib/autocannon.mjs';
import { postJson } from './lib/http-client.mjs';
import { BENCH_ADMIN, CAN_PIN, ensureBuilt, HOST, makeTempDir, removeTempDir, stop } from './lib/proc.mjs';
import { printLoadSetup, runInterleavedPairs, startProductAndBaseline } from './lib/product-vs-baseline.mjs';
import { benchDurationSeconds, heading, machine, printFigure, printTable, round } from './lib/report.mjs';

export const GOAL_RATIO = 0.5;
export const GOAL_P99_MS = 20;
export const FIXED_RATE = 1000;
/** The fixed-rate run counts as having reached its rate at ≥ 95 % of it. */
const RATE_REACHED_SHARE = 0.95;
const CONNECTIONS = 50;
const PIPELINING = 1;
const WARMUP_S = 2;
const BASELINE_BODY = '{"status":"ok"}';
const LIST_PATH = '/api/conversations';
/** MAX_CONVERSATIONS of packages/shared/src/rules/chat.ts: the most a user may have. */
const CONVERSATIONS = 10;

/** Titles and exchanges of the list: Italian legal questions with answers of a realistic length. */
const TOPICS = [
  'Recesso dal contratto di locazione',
  'Licenziamento per giusta causa',
  'Risarcimento per infiltrazioni dal piano di sopra',
  'Separazione consensuale e assegno di mantenimento',
  'Eredità: accettazione con beneficio di inventario',
  'Decreto ingiuntivo non pagato',
  'Vizi della cosa venduta',
  'Diffida ad adempiere al fornitore',
  'Condominio: ripartizione delle spese per il tetto',
  'Multa per eccesso di velocità: ricorso al Giudice di pace',
];
const QUESTIONS = [
  (topic) => `Vorrei capire come funziona: ${topic.toLowerCase()}. Quali sono i termini e cosa devo fare?`,
  () => 'Quali articoli del codice si applicano e ci sono sentenze recenti della Cassazione sul punto?',
  () => 'Se la controparte non risponde entro il termine, quali sono i passi successivi e i costi?',
];
const ANSWER_PARAGRAPH =
  'In linea generale la disciplina applicabile si ricava dal codice civile e dalle leggi speciali di ' +
  'settore: occorre verificare anzitutto i termini previsti, la forma della comunicazione (di regola ' +
  'scritta, con raccomandata A/R o PEC) e la documentazione da conservare. La giurisprudenza di ' +
  'legittimità richiede che la parte interessata provi i fatti costitutivi del proprio diritto, ' +
  'mentre spetta alla controparte dimostrare i fatti impeditivi o estintivi. ';
const answer = (i) =>
  `${ANSWER_PARAGRAPH.repeat(2 + (i % 3))}Si consiglia di rivolgersi a un avvocato per una valutazione del caso concreto.`;

/** A JSON POST that must answer `expected` (a status or a list of them); resolves with the parsed body. */
async function post(port, path, body, headers, expected) {
  const { status, text } = await postJson(port, path, body, headers);
  if (![expected].flat().includes(status))
    throw new Error(`POST ${path}: HTTP ${status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** One GET with the bearer token; resolves with the status and the body text. */
async function get(port, path, headers) {
  const response = await fetch(`http://${HOST}:${port}${path}`, { headers });
  return { status: response.status, text: await response.text() };
}

/**
 * Signs in as BENCH_ADMIN once (a new sign-in would revoke the session) and fills the list:
 * CONVERSATIONS conversations of QUESTIONS.length questions and answers each. Resolves with the
 * token, the list's body as the server sends it, and the counts.
 */
async function seed(port) {
  const login = await post(port, '/api/login', BENCH_ADMIN, {}, 200);
  if (!login.token) throw new Error('could not sign in as the bench administrator (no token)');
  const auth = { authorization: `Bearer ${login.token}` };
  let messages = 0;
  for (let c = 0; c < CONVERSATIONS; c++) {
    const topic = TOPICS[c % TOPICS.length];
    // 201: a new one. An empty conversation would be reused (200), so each gets its messages first.
    const conversation = await post(port, LIST_PATH, { title: topic }, auth, 201);
    for (const [q, question] of QUESTIONS.entries()) {
      const path = `${LIST_PATH}/${conversation.id}/messages`;
      await post(port, path, { role: 'user', content: question(topic) }, auth, 201);
      await post(port, path, { role: 'assistant', content: answer(c + q) }, auth, 201);
      messages += 2;
    }
  }
  const list = await get(port, LIST_PATH, auth);
  const items = JSON.parse(list.text);
  if (list.status !== 200 || !Array.isArray(items) || items.length !== CONVERSATIONS) {
    throw new Error(`GET ${LIST_PATH}: HTTP ${list.status}, expected ${CONVERSATIONS} conversations`);
  }
  return { token: login.token, body: list.text, conversations: items.length, messages };
}

/**
 * Runs the benchmark: seeds the list, then (1) a warm-up for each side and BENCH_ROUNDS pairs in
 * alternating order (BP, PB, …), the figure being the median of the per-pair ratios; (2) one run of
 * BENCH_DURATION seconds at FIXED_RATE requests/s against the product, p50 and p99 reported.
 * @returns {Promise<{ figures: import('./lib/report.mjs').Figure[], data: object }>}
 */
export async function runConversationsThroughput() {
  ensureBuilt();
  const duration = benchDurationSeconds();
  const { cpus } = machine();
  heading('Authenticated GET /api/conversations: throughput vs bare Fastify 5, latency at 1,000 req/s');
  printLoadSetup({ connections: CONNECTIONS, pipelining: PIPELINING, duration, warmup: WARMUP_S, cpus });

  const dataDir = await makeTempDir();
  const started = [];
  try {
    const { product, base, pids } = await startProductAndBaseline(dataDir, started);
    const seeded = await seed(product.port);
    const auth = { authorization: `Bearer ${seeded.token}` };
    console.log(
      `  signed in as ${BENCH_ADMIN.email}; the list: ${seeded.conversations} conversations, ` +
        `${seeded.messages} messages, ${Buffer.byteLength(seeded.body)} bytes of JSON`,
    );

    // Each side's body is checked on every response (-E): the product's must be the whole list.
    const targets = {
      baseline: { url: `http://${HOST}:${base.port}/healthz`, expectBody: BASELINE_BODY },
      product: { url: `http://${HOST}:${product.port}${LIST_PATH}`, headers: auth, expectBody: seeded.body },
    };
    const loadSide = (name, seconds, options = {}) =>
      load({
        ...targets[name],
        duration: seconds,
        connections: CONNECTIONS,
        pipelining: PIPELINING,
        ...options,
      });
    console.log('  (1) throughput');
    const {
      runs,
      pairs,
      pairRatios,
      ratio,
      baselineMean,
      productMean,
      baselineP99,
      productP99,
      cpuPerRequest,
      cpuRatio,
    } = await runInterleavedPairs(loadSide, {
      duration,
      warmup: WARMUP_S,
      pids,
    });
    const throughputProblems = runs.reduce((sum, run) => sum + problemsOf(run), 0);
    printTable([
      ['side', 'mean req/s', 'mean p99 (ms)'],
      ['baseline (bare Fastify /healthz)', baselineMean, baselineP99],
      ['product (GET /api/conversations)', productMean, productP99],
    ]);

    console.log(`  (2) latency at a fixed ${FIXED_RATE} req/s (autocannon --overallRate), ${duration} s`);
    const fixedResult = await loadSide('product', duration, { rate: FIXED_RATE });
    const fixed = {
      ...summarize('product', fixedResult),
      latencyP50Ms: round(fixedResult.latency.p50, 2),
      achievedReqPerSec: round(fixedResult.requests.total / duration),
    };
    const rateReached = fixed.achievedReqPerSec >= RATE_REACHED_SHARE * FIXED_RATE;
    console.log(
      `  ${fixed.total} requests, ${fixed.achievedReqPerSec} req/s (${rateReached ? 'rate reached' : `rate NOT reached: below ${RATE_REACHED_SHARE * FIXED_RATE}`})` +
        `   p50 ${fixed.latencyP50Ms} ms   p99 ${fixed.latencyP99Ms} ms` +
        describeProblems(fixed),
    );

    const allRight = (problems) => (problems ? `; ${problems} responses not 2xx or wrong` : '');
    const figures = [
      {
        name: 'GET /api/conversations throughput, product/baseline',
        value:
          `${ratio} (median of ${pairs} pairs; means ${productMean} / ${baselineMean} req/s` +
          `${allRight(throughputProblems)})`,
        goal: `≥ ${GOAL_RATIO}, every response 2xx`,
        pass: ratio >= GOAL_RATIO && throughputProblems === 0,
      },
      {
        name: `GET /api/conversations p99 at ${FIXED_RATE} req/s`,
        value:
          `${fixed.latencyP99Ms} ms (p50 ${fixed.latencyP50Ms} ms; ${fixed.achievedReqPerSec} req/s` +
          `${rateReached ? '' : ', rate not reached'}${allRight(problemsOf(fixed))})`,
        goal: `≤ ${GOAL_P99_MS} ms at the rate, every response 2xx`,
        pass: fixed.latencyP99Ms <= GOAL_P99_MS && rateReached && problemsOf(fixed) === 0,
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
      list: {
        conversations: seeded.conversations,
        messages: seeded.messages,
        bytes: Buffer.byteLength(seeded.body),
      },
      runs,
      serverCpuMicrosPerRequest: cpuPerRequest,
      serverCpuRatio: cpuRatio,
      baselineMeanReqPerSec: baselineMean,
      productMeanReqPerSec: productMean,
      baselineMeanP99Ms: baselineP99,
      productMeanP99Ms: productP99,
      pairRatios,
      ratio,
      goalRatio: GOAL_RATIO,
      fixedRate: { targetReqPerSec: FIXED_RATE, rateReached, ...fixed },
      goalP99Ms: GOAL_P99_MS,
      pass: figures.every((figure) => figure.pass),
    };
    return { figures, data };
  } finally {
    await Promise.all(started.map((child) => stop(child)));
    await removeTempDir(dataDir);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBuilt();
  console.log('machine:', JSON.stringify(machine()));
  await runConversationsThroughput();
}
