// Streamed chat through POST /api/chat against a local OpenAI-compatible upstream (the test
// fixture, in its own process), measured against calling that upstream directly in the same run:
//   (a) the time to first token the server adds (p50, p99);
//   (b) how many concurrent streams one server process holds, the delay it adds between chunks
//       (p99) and its memory (RSS) while holding them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { FIRST_CHUNK } from './fixtures/openai-upstream.mjs';
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

/** http.request options for a JSON POST of `payload` (a string) on a fresh connection. */
function jsonPostOptions(port, path, payload, headers) {
  return {
    host: HOST,
    port,
    path,
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      ...headers,
    },
  };
}

function postJson(port, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(jsonPostOptions(port, path, payload, headers), (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part) => {
        text += part;
      });
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * One streamed request on a kept-alive connection; resolves with the ms from sending it to the
 * first byte of the first chunk of text, once the whole answer has arrived.
 */
function timeToFirstToken(agent, port, path, body, headers) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const started = performance.now();
    const req = http.request(
      {
        host: HOST,
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let seen = '';
        let ttft = null;
        res.setEncoding('utf8');
        res.on('data', (part) => {
          if (ttft !== null) return;
          seen += part;
          if (seen.includes(FIRST_CHUNK)) ttft = performance.now() - started;
        });
        res.on('end', () => {
          if (res.statusCode !== 200 || ttft === null)
            reject(new Error(`HTTP ${res.statusCode}: ${seen.slice(0, 300)}`));
          else resolve(ttft);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

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
    direct: () => timeToFirstToken(direct, upstreamPort, '/v1/chat/completions', upstreamBody('ttft'), {}),
    proxied: () =>
      timeToFirstToken(
        proxied,
        productPort,
        '/api/chat',
        { message: 'ttft', conversation_id: conversationId },
        auth,
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

/** The server's resident memory in MiB, from /proc (Linux); null elsewhere. */
function rssMiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** utime + stime of a process, in ms (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function gapSummary(values, count) {
  const sorted = Array.from(values.subarray(0, count)).sort((a, b) => a - b);
  return {
    gaps: count,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * Opens `count` streams at `perSecond` (the ramp), keeps them all open for `holdSeconds` (the hold),
 * then closes them from the client side. The upstream sends a chunk every `intervalMs` whose text is
 * its own send time: for two consecutive chunks of a stream, the added gap is the time between
 * their arrivals here minus the time between their sendings there. Gaps are kept apart for the
 * ramp (new questions arriving: authentication, conversation, charge) and the hold (streaming only).
 */
async function holdStreams({ port, path, body, headers, count, perSecond, intervalMs, holdSeconds, pid }) {
  const rampSeconds = count / perSecond;
  // Longer than the run needs: the client ends the streams itself after the hold.
  const chunks = Math.ceil(((rampSeconds * 3 + holdSeconds + 30) * 1000) / intervalMs);
  const capacity = Math.ceil(count * (rampSeconds * 3 + holdSeconds + 5) * (1000 / intervalMs));
  const gaps = { ramp: new Float64Array(capacity), hold: new Float64Array(capacity) };
  const counts = { ramp: 0, hold: 0 };
  let phase = 'ramp';
  const stats = { open: 0, maxOpen: 0, failed: 0, errors: [], endedEarly: 0 };
  const requests = new Set();
  let maxRss = 0;
  const sampler = setInterval(() => {
    if (pid) maxRss = Math.max(maxRss, rssMiB(pid) ?? 0);
  }, 250);
  let allOpen;
  const allOpenPromise = new Promise((resolve) => {
    allOpen = resolve;
  });

  const openOne = () =>
    new Promise((resolve) => {
      const payload = JSON.stringify(body(`stream ${chunks} ${intervalMs}`));
      const req = http.request(jsonPostOptions(port, path, payload, headers), (res) => {
        if (res.statusCode !== 200) {
          stats.failed += 1;
          if (stats.errors.length < 3) stats.errors.push(`HTTP ${res.statusCode}`);
          res.resume();
          return;
        }
        stats.open += 1;
        if (stats.open > stats.maxOpen) stats.maxOpen = stats.open;
        if (stats.open === count) allOpen();
        let lastSent = -1;
        let lastArrival = -1;
        let pending = '';
        res.setEncoding('utf8');
        res.on('data', (part) => {
          const now = performance.now();
          const text = pending + part;
          const end = text.lastIndexOf('\n\n');
          pending = end === -1 ? text : text.slice(end + 2);
          let from = 0;
          for (;;) {
            const at = text.indexOf('"content":"', from);
            if (at === -1 || at > end) break;
            const close = text.indexOf('"', at + 11);
            from = close;
            if (close === at + 11) continue;
            const sent = Number.parseFloat(text.slice(at + 11, close));
            if (lastSent >= 0 && counts[phase] < capacity) {
              gaps[phase][counts[phase]++] = now - lastArrival - (sent - lastSent);
            }
            lastSent = sent;
            lastArrival = now;
          }
        });
        res.on('end', () => {
          stats.endedEarly += 1;
        });
      });
      requests.add(req);
      req.on('error', (error) => {
        if (phase === 'closing') return;
        stats.failed += 1;
        if (stats.errors.length < 3) stats.errors.push(error.message);
      });
      req.on('close', () => {
        requests.delete(req);
        resolve();
      });
      req.end(payload);
    });

  const started = performance.now();
  const all = [];
  const ramp = setInterval(() => {
    const due = Math.min(count, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    while (all.length < due) all.push(openOne());
    if (all.length >= count) clearInterval(ramp);
  }, 10);
  // If the server cannot open them all in three times the planned ramp, hold what it has.
  const rampLimit = setTimeout(allOpen, (rampSeconds * 3 + 10) * 1000);
  await allOpenPromise;
  clearTimeout(rampLimit);
  clearInterval(ramp);
  const rampTook = (performance.now() - started) / 1000;
  phase = 'hold';
  const cpuBefore = pid ? cpuMs(pid) : null;
  const holdStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, holdSeconds * 1000));
  const cpuAfter = pid ? cpuMs(pid) : null;
  const heldFor = (performance.now() - holdStart) / 1000;
  const openDuringHold = stats.open;
  phase = 'closing';
  clearInterval(sampler);
  for (const req of requests) req.destroy();
  await Promise.all(all);
  return {
    count,
    intervalMs,
    rampSeconds: round(rampTook, 1),
    maxOpen: stats.maxOpen,
    openAtEndOfHold: openDuringHold,
    failed: stats.failed,
    endedEarly: stats.endedEarly,
    errors: stats.errors,
    ramp: gapSummary(gaps.ramp, counts.ramp),
    hold: gapSummary(gaps.hold, counts.hold),
    whole: gapSummary(
      Float64Array.from([...gaps.ramp.subarray(0, counts.ramp), ...gaps.hold.subarray(0, counts.hold)]),
      counts.ramp + counts.hold,
    ),
    maxRssMiB: pid ? round(maxRss, 1) : null,
    cpuDuringHold:
      cpuBefore !== null && cpuAfter !== null ? round((cpuAfter - cpuBefore) / (heldFor * 1000), 2) : null,
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
