// Streamed chat through POST /api/chat against a local OpenAI-compatible upstream (the test
// fixture, in its own process), measured against calling that upstream directly in the same run:
//   (a) the time to first token the server adds (p50, p99);
//   (b) how many concurrent streams one server process holds, the delay it adds between chunks
//       (p99) and its memory (RSS) while holding them.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { FIRST_CHUNK } from './fixtures/openai-upstream.mjs';
import { holdStreams, rssMiB } from './lib/held-streams.mjs';
import { postJson, timeToFirstToken } from './lib/http-client.mjs';
import {
  BENCH_ADMIN,
  CAN_PIN,
  ensureBuilt,
  freePort,
  HOST,
  makeTempDir,
  removeTempDir,
  spawnNode,
  spawnProduct,
  stop,
  waitReady,
} from './lib/proc.mjs';
import { benchDurationSeconds, heading, percentile, printFigure, printTable, round } from './lib/report.mjs';

export const GOALS = { ttftP50Ms: 2, ttftP99Ms: 10, streams: 2_000, gapP99Ms: 50, rssMiB: 1_024 };
const UPSTREAM = new URL('./fixtures/openai-upstream.mjs', import.meta.url).pathname;
const LOAD_CPU = 0;
const SERVER_CPU = 1;
const MODEL = 'bench-model';
/** About as long as the real system prompt, so the direct requests carry the same prompt size. */
const SYSTEM_PROMPT = 'Sei un assistente giuridico. '.repeat(55);

const intFromEnv = (name, fallback, min, max) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : fallback;
};

function upstreamBody(text) {
  return {
    model: MODEL,
    stream: true,
    stream_options: { include_usage: true },
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: text },
    ],
  };
}

async function measureTtft({ upstreamPort, productPort, token, conversationId, samples, warmup }) {
  const direct = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const proxied = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const auth = { authorization: `Bearer ${token}` };
  const sides = {
    direct: () =>
      timeToFirstToken(direct, upstreamPort, '/v1/chat/completions', upstreamBody('ttft'), {}, FIRST_CHUNK),
    proxied: () =>
      timeToFirstToken(
        proxied,
        productPort,
        '/api/chat',
        { message: 'ttft', conversation_id: conversationId },
        auth,
        FIRST_CHUNK,
      ),
  };
  for (let i = 0; i < warmup; i += 1) {
    await sides.direct();
    await sides.proxied();
  }
  const results = { direct: [], proxied: [] };
  for (let i = 0; i < samples; i += 1) {
    // Alternating which side goes first spreads slow drift over both.
    const order = i % 2 ? ['proxied', 'direct'] : ['direct', 'proxied'];
    for (const side of order) results[side].push(await sides[side]());
  }
  direct.destroy();
  proxied.destroy();
  const summary = {};
  for (const side of ['direct', 'proxied']) {
    const sorted = [...results[side]].sort((a, b) => a - b);
    summary[side] = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
  }
  return {
    samples,
    direct: summary.direct,
    proxied: summary.proxied,
    addedP50: summary.proxied.p50 - summary.direct.p50,
    addedP99: summary.proxied.p99 - summary.direct.p99,
  };
}

function pinSelf(cpu) {
  if (!CAN_PIN) return () => {};
  const all = `0-${os.cpus().length - 1}`;
  spawnSync('taskset', ['-pc', String(cpu), String(process.pid)]);
  return () => spawnSync('taskset', ['-pc', all, String(process.pid)]);
}

export async function runChatStream() {
  ensureBuilt();
  const holdSeconds = benchDurationSeconds();
  const streams = intFromEnv('BENCH_STREAMS', GOALS.streams, 1, 20_000);
  const perSecond = intFromEnv('BENCH_STREAMS_PER_SECOND', 100, 1, 5_000);
  const intervalMs = intFromEnv('BENCH_CHUNK_INTERVAL_MS', 100, 5, 5_000);
  const samples = intFromEnv('BENCH_TTFT_SAMPLES', 1_000, 10, 100_000);
  const warmup = 50;
  // The admin has 10,000 points (studio plan) at the real cost of 2: enough for the default run.
  const pointsNeeded = 2 * (warmup + samples + streams);
  const freeQuestions = pointsNeeded > 10_000;
  const databaseUrl = process.env.BENCH_DATABASE_URL;

  heading('Chat streaming: POST /api/chat vs the upstream called directly');
  console.log(
    CAN_PIN
      ? `  pinned with taskset: load client and upstream fixture on core ${LOAD_CPU}, the server on core ${SERVER_CPU}`
      : '  note: not pinned (no taskset or one core): client, upstream and server share the cores',
  );
  const fdLimit = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
  if (Number(fdLimit) < streams * 2 + 100) {
    console.log(
      `  warning: ulimit -n is ${fdLimit}; ${streams} streams need about ${streams * 2} descriptors`,
    );
  }
  if (freeQuestions)
    console.log('  note: this many questions exceed the admin balance: questions cost 0 points');

  const restoreAffinity = pinSelf(LOAD_CPU);
  const dataDir = await makeTempDir();
  const started = [];
  try {
    const upstreamPort = await freePort();
    const upstream = spawnNode([UPSTREAM], { PORT: String(upstreamPort), HOST }, { cpu: LOAD_CPU });
    started.push(upstream);
    await waitReady(upstream, upstreamPort, '/healthz', performance.now());

    const productPort = await freePort();
    const product = spawnProduct(dataDir, productPort, {
      cpu: SERVER_CPU,
      env: {
        LLM_BASE_URL: `http://${HOST}:${upstreamPort}/v1`,
        LLM_API_KEY: 'bench',
        LLM_MODEL: MODEL,
        // One account asks thousands of questions here: lift the per-user limit out of the way.
        CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
        ...(freeQuestions ? { POINTS_COST_CHAT_MESSAGE: '0' } : {}),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    started.push(product);
    await waitReady(product, productPort, '/readyz', performance.now());

    const login = await postJson(productPort, '/api/login', BENCH_ADMIN);
    const token = JSON.parse(login.text).token;
    if (!token) throw new Error(`could not sign in as the bench administrator (HTTP ${login.status})`);
    const auth = { authorization: `Bearer ${token}` };
    const conversation = await postJson(productPort, '/api/conversations', { title: 'Bench' }, auth);
    const conversationId = JSON.parse(conversation.text).id;
    if (!conversationId) throw new Error(`could not create a conversation (HTTP ${conversation.status})`);

    console.log(
      `  (a) time to first token: ${samples} alternating pairs after ${warmup} warm-up pairs, one at a time`,
    );
    const ttft = await measureTtft({ upstreamPort, productPort, token, conversationId, samples, warmup });
    printTable([
      ['time to first token', 'p50 (ms)', 'p99 (ms)', 'max (ms)'],
      ['upstream directly', round(ttft.direct.p50, 2), round(ttft.direct.p99, 2), round(ttft.direct.max, 2)],
      [
        'through /api/chat',
        round(ttft.proxied.p50, 2),
        round(ttft.proxied.p99, 2),
        round(ttft.proxied.max, 2),
      ],
      ['added', round(ttft.addedP50, 2), round(ttft.addedP99, 2), ''],
    ]);

    const rampSeconds = streams / perSecond;
    console.log(
      `  (b) ${streams} concurrent streams: opened at ${perSecond}/s (${round(rampSeconds, 1)} s), all open for ${holdSeconds} s, a chunk every ${intervalMs} ms`,
    );
    const idleRss = rssMiB(product.pid);
    const shared = { count: streams, perSecond, intervalMs, holdSeconds };
    const direct = await holdStreams({
      ...shared,
      port: upstreamPort,
      path: '/v1/chat/completions',
      body: upstreamBody,
      headers: {},
    });
    const proxied = await holdStreams({
      ...shared,
      port: productPort,
      path: '/api/chat',
      body: (message) => ({ message, conversation_id: conversationId }),
      headers: auth,
      pid: product.pid,
    });
    const row = (name, run) => [
      name,
      run.maxOpen,
      run.failed + run.endedEarly,
      `${round(run.ramp.p50, 2)} / ${round(run.ramp.p99, 2)} / ${round(run.ramp.max, 1)}`,
      `${round(run.hold.p50, 2)} / ${round(run.hold.p99, 2)} / ${round(run.hold.max, 1)}`,
      run.maxRssMiB === null ? '-' : `${run.maxRssMiB} MiB`,
      run.cpuDuringHold === null ? '-' : `${Math.round(run.cpuDuringHold * 100)} %`,
    ];
    printTable([
      [
        'streams',
        'max open',
        'failed',
        'added gap while opening: p50 / p99 / max (ms)',
        'added gap while holding: p50 / p99 / max (ms)',
        'server RSS',
        'server CPU (hold)',
      ],
      row('upstream directly', direct),
      row('through /api/chat', proxied),
    ]);
    console.log(
      `  ramp took ${proxied.rampSeconds} s through /api/chat (${direct.rampSeconds} s direct); whole run p99 ${round(proxied.whole.p99, 2)} ms (direct ${round(direct.whole.p99, 2)} ms)`,
    );
    if (proxied.errors.length) console.log(`  first errors: ${proxied.errors.join('; ')}`);
    console.log(`  server RSS before the streams: ${idleRss === null ? '-' : `${round(idleRss, 1)} MiB`}`);

    const figures = [
      {
        name: 'chat added time to first token, p50',
        value: `${round(ttft.addedP50, 2)} ms (${round(ttft.proxied.p50, 2)} vs ${round(ttft.direct.p50, 2)} ms direct)`,
        goal: `≤ ${GOALS.ttftP50Ms} ms`,
        pass: ttft.addedP50 <= GOALS.ttftP50Ms,
      },
      {
        name: 'chat added time to first token, p99',
        value: `${round(ttft.addedP99, 2)} ms (${round(ttft.proxied.p99, 2)} vs ${round(ttft.direct.p99, 2)} ms direct)`,
        goal: `≤ ${GOALS.ttftP99Ms} ms`,
        pass: ttft.addedP99 <= GOALS.ttftP99Ms,
      },
      {
        name: 'chat concurrent streams held',
        value: `${proxied.openAtEndOfHold} open for ${holdSeconds} s (${proxied.failed + proxied.endedEarly} failed or cut)`,
        goal: `≥ ${GOALS.streams}`,
        pass: proxied.openAtEndOfHold >= GOALS.streams && proxied.failed + proxied.endedEarly === 0,
      },
      {
        name: 'chat added inter-chunk gap, p99 (ramp + hold)',
        value: `${round(proxied.whole.p99, 2)} ms (hold ${round(proxied.hold.p99, 2)}, ramp ${round(proxied.ramp.p99, 2)}; direct ${round(direct.whole.p99, 2)})`,
        goal: `≤ ${GOALS.gapP99Ms} ms`,
        pass: proxied.whole.p99 <= GOALS.gapP99Ms,
      },
      {
        name: 'chat server RSS with the streams open',
        value: proxied.maxRssMiB === null ? 'not measured (no /proc)' : `${proxied.maxRssMiB} MiB`,
        goal: `≤ ${GOALS.rssMiB} MiB`,
        pass: proxied.maxRssMiB !== null && proxied.maxRssMiB <= GOALS.rssMiB,
      },
    ];
    for (const figure of figures) printFigure(figure);
    return {
      figures,
      data: {
        pinned: CAN_PIN,
        pointsCharged: !freeQuestions,
        database: databaseUrl ? 'postgres' : 'pglite',
        ttft: { samples, warmup, ...ttft },
        streams: {
          perSecond,
          holdSeconds,
          idleRssMiB: idleRss === null ? null : round(idleRss, 1),
          direct,
          proxied,
        },
        goals: GOALS,
      },
    };
  } finally {
    await Promise.all(started.map((child) => stop(child)));
    await removeTempDir(dataDir);
    restoreAffinity();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runChatStream();
}
