import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorTable } from '@brocardo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceAndLedgerSum,
  eventually,
  parseSse,
  usageOf,
} from '../../src/features/chat/chat.test-support';
import { type RunningServer, startServer } from '../../src/server';
import { testConfig } from '../build-test-app';
import { createUser, type UserFixture } from '../factories';
import { type OpenAiServer, startOpenAiServer } from '../openai-server.mjs';
import { createEmptyPostgresDatabase, postgresUrl } from '../test-database';
import { ITALIAN } from './fault-support';

// What SIGTERM does (main.ts calls server.shutdown, then exits 0 once it resolves), on a real
// listening server (startServer: the boot and shutdown code of production), with answers streaming:
// SHUTDOWN_DRAIN_MS of serving with /readyz at 503 and every connection closed after its response,
// then SHUTDOWN_TIMEOUT_MS in which answers in flight finish; a moment before its end the server ends
// the rest (SERVICE_UNAVAILABLE, in order): a run that delivered no text is refunded, one that did
// keeps its charge. One server for the whole scenario (a boot with its own database costs seconds).

const GRACE_MS = 5_000;
const DRAIN_MS = 500;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** Holds the database open after the app closed until the test has read the ledger. */
let releaseDatabase: () => void = () => {};
/** Set once the busy request is being served. */
let busyArrived = false;
const testRoutes: FastifyPluginAsync = async (app) => {
  const held = new Promise<void>((resolve) => {
    releaseDatabase = resolve;
  });
  app.addHook('onClose', () => held);
  // Busy until the shutdown has begun, so a request pipelined behind it arrives while closing.
  app.get('/api/_test/busy', async () => {
    busyArrived = true;
    while (!app.isDraining()) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { busy: false };
  });
};

async function startWithModel(llm: OpenAiServer) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'brocardo-shutdown-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    const created = await createEmptyPostgresDatabase(postgresUrl);
    databaseUrl = created.url;
    cleanups.push(created.drop);
  }
  const config = testConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_MODEL: 'modello-di-prova',
    SHUTDOWN_TIMEOUT_MS: String(GRACE_MS),
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  });
  return startServer(config, [testRoutes]);
}

/** A chat question read as it streams: `until` resolves once the body so far satisfies it. */
function streamQuestion(url: string, token: string, message: string) {
  let body = '';
  let wake: () => void = () => {};
  const done = (async () => {
    const res = await fetch(`${url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ message }),
    });
    expect(res.status).toBe(200);
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) {
      body += decoder.decode(chunk, { stream: true });
      wake();
    }
    return body;
  })();
  return {
    done,
    async until(test: (body: string) => boolean) {
      let ended = false;
      const settled = done.then(
        () => {
          ended = true;
        },
        () => {
          ended = true;
        },
      );
      while (!test(body)) {
        if (ended) throw new Error(`the stream ended first: ${body}`);
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), settled]);
      }
    },
  };
}

/** Two pipelined requests on one connection; resolves with everything the server sent back. */
function pipelined(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => {});
  socket.write('GET /api/_test/busy HTTP/1.1\r\nHost: brocardo.test\r\n\r\n');
  return {
    closed,
    sendSecond() {
      socket.write('GET /healthz HTTP/1.1\r\nHost: brocardo.test\r\n\r\n');
    },
  };
}

/** A boot with its own database (migrations, corpus) takes seconds on a busy machine. */
const BOOT_TIMEOUT_MS = 120_000;
let llm: OpenAiServer;
let server: RunningServer;
let user: UserFixture;
let token: string;

beforeAll(async () => {
  llm = await startOpenAiServer();
  cleanups.push(() => llm.close());
  llm.setDefault((body) =>
    JSON.stringify(body.messages).includes('lenta')
      ? { chunks: ['Troppo tardi'], firstChunkDelayMs: 60_000 }
      : JSON.stringify(body.messages).includes('breve')
        ? { chunk: (i) => `breve${i} `, chunkCount: 50, chunkDelayMs: 20 }
        : { chunk: (i) => `parola${i} `, chunkCount: 500, chunkDelayMs: 20 },
  );
  server = await startWithModel(llm);
  cleanups.push(async () => {
    releaseDatabase();
    await server.shutdown('test');
  });
  user = await createUser(server.database.db);
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  token = ((await login.json()) as { token: string }).token;
}, BOOT_TIMEOUT_MS);

describe('SIGTERM with answers streaming', () => {
  it('drains, lets the answers in flight finish within the grace period, ends the rest with a settlement', async () => {
    // 50 chunks every 20 ms (1 s) finishes; 500 (10 s) is longer than the 5 s grace; one never starts.
    const short = streamQuestion(server.url, token, 'Domanda con risposta breve');
    const long = streamQuestion(server.url, token, 'Domanda con risposta lunga');
    const waiting = streamQuestion(server.url, token, 'Domanda con risposta lenta');
    await short.until((body) => body.includes('breve0 '));
    await long.until((body) => body.includes('parola2 '));
    await waiting.until((body) => body.includes('response_info'));
    await eventually(async () => llm.requests.length === 3);
    const { port } = new URL(server.url);
    const late = pipelined(Number(port));
    await eventually(async () => busyArrived);

    const started = performance.now();
    const closing = server.shutdown('SIGTERM');
    // Draining: still serving (a balancer's health check takes it out), every connection closed after.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    late.sendSecond();

    const [shortBody, longBody, waitingBody] = await Promise.all([short.done, long.done, waiting.done]);
    const ended = performance.now() - started;
    expect(ended).toBeGreaterThan(GRACE_MS / 2);
    expect(ended).toBeLessThan(DRAIN_MS + GRACE_MS);
    const unavailable = {
      type: 'error',
      error_code: 'SERVICE_UNAVAILABLE',
      message: errorTable.SERVICE_UNAVAILABLE.message,
    };
    expect(errorTable.SERVICE_UNAVAILABLE.message).toMatch(ITALIAN);

    const finished = parseSse(shortBody);
    expect(finished.endedWithDone).toBe(true);
    expect(finished.text).toBe(Array.from({ length: 50 }, (_, i) => `breve${i} `).join(''));
    expect(finished.events.at(-1)).toMatchObject({ type: 'done' });

    const cut = parseSse(longBody);
    expect(cut.wellFormed).toBe(true);
    expect(cut.endedWithDone).toBe(true);
    expect(cut.text).toMatch(/^parola0 parola1 parola2 /);
    expect(cut.text.length).toBeLessThan(500 * 'parola0 '.length);
    expect(cut.events.at(-1)).toEqual({ ...unavailable, refunded: false });

    const refunded = parseSse(waitingBody);
    expect(refunded.endedWithDone).toBe(true);
    expect(refunded.text).toBe('');
    expect(refunded.events.at(-1)).toEqual({ ...unavailable, refunded: true });

    // The model is told to stop at once for the two answers the server ended.
    await Promise.all(llm.requests.map((request) => request.closed));
    expect(llm.requests.filter((request) => request.closedEarly)).toHaveLength(2);

    // Settled before the database closes: the finished and the cut answers paid, the silent one given back.
    const db = server.database.db;
    expect(await balanceAndLedgerSum(db, user.id)).toEqual({ balance: 996, ledgerSum: 996 });
    const records = await usageOf(db, user.id);
    expect(records.map((record) => [record.status, record.errorCode, record.pointsCharged]).sort()).toEqual([
      ['aborted', 'SERVICE_UNAVAILABLE', 0],
      ['aborted', 'SERVICE_UNAVAILABLE', 2],
      ['completed', null, 2],
    ]);
    releaseDatabase();
    await closing;
    expect(performance.now() - started).toBeLessThan(DRAIN_MS + GRACE_MS);

    // The request in flight and the one written after it on the same connection were both served,
    // the second closing the connection; once the listener is closed, nothing new is accepted.
    const raw = await late.closed;
    expect(raw.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(raw).toContain('{"busy":false}');
    expect(raw.slice(raw.lastIndexOf('HTTP/1.1 200'))).toMatch(/\r\nconnection: close\r\n/i);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
