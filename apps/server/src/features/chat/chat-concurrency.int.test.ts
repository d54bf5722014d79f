import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, type UserFixture } from '../../../test/factories';
import { type OpenAiServer, startOpenAiServer } from '../../../test/openai-server.mjs';
import { systemClock } from '../../platform/clock';
import { createPointsService } from '../points/points.service';
import { balanceAndLedgerSum, eventually, ledgerOf, parseSse, typed, usageOf } from './chat.test-support';

const env = (llm: OpenAiServer) => ({
  LLM_BASE_URL: `${llm.url}/v1`,
  LLM_API_KEY: 'chiave-di-test',
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
});

let llm: OpenAiServer;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  llm = await startOpenAiServer();
  t = await buildTestApp({ env: env(llm) });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});
beforeEach(() => llm.reset());

async function signIn(user: UserFixture, url = baseUrl): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await res.json()) as { token: string }).token;
}

function chat(token: string, body: Record<string, unknown>) {
  return fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/**
 * Posts a question over a connection of its own, reads the stream until `until(body)` holds, then
 * destroys the socket, as a closing browser tab does.
 */
function readThenAbort(token: string, until: (body: string) => boolean) {
  return new Promise<{ body: string; abortedAt: number }>((resolve, reject) => {
    const payload = JSON.stringify({ message: 'Domanda lunga' });
    const request = http.request(
      `${baseUrl}/api/chat`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => {
          body += part;
          if (until(body)) {
            const abortedAt = performance.now();
            request.destroy();
            resolve({ body, abortedAt });
          }
        });
        res.on('end', () => reject(new Error('the stream ended before the abort')));
      },
    );
    request.on('error', () => {});
    request.end(payload);
  });
}

describe('concurrent questions', () => {
  it('50 parallel sends on a balance of 20 (cost 2): exactly 10 answers, the rest 402, ledger = balance = 0', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(user);
    const points = createPointsService({ db: t.database.db, clock: systemClock, config: t.config });
    await points.adjust(user.id, 20, 'test');

    const responses = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await chat(token, { message: `Domanda ${i}` });
        return { status: res.status, body: await res.text() };
      }),
    );
    const streamed = responses.filter((res) => res.status === 200);
    const refused = responses.filter((res) => res.status === 402);
    const answered = streamed.filter((res) => typed(parseSse(res.body).events, 'done').length === 1);
    expect(answered).toHaveLength(10);
    // The first question of the burst is answered before its charge commits (its balance covered
    // it): if the others spent the points first, its stream ends in a 402 that took nothing.
    expect(streamed.length).toBeLessThanOrEqual(11);
    expect(refused).toHaveLength(50 - streamed.length);
    for (const res of streamed.filter((res) => !answered.includes(res))) {
      expect(typed(parseSse(res.body).events, 'error')).toEqual([
        expect.objectContaining({ error_code: 'INSUFFICIENT_POINTS', refunded: true }),
      ]);
    }
    for (const res of refused) expect(JSON.parse(res.body).points_info.required).toBe(2);
    // The model is asked while a charge commits only for one question per user at a time: of a
    // burst, at most one unpaid request reaches the model, stopped or discarded.
    await Promise.all(llm.requests.map((request) => request.closed));
    expect(llm.requests.length).toBeGreaterThanOrEqual(10);
    expect(llm.requests.length).toBeLessThanOrEqual(11);
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    const charges = (await ledgerOf(t.database.db, user.id)).filter((row) => row.kind === 'charge');
    expect(charges).toHaveLength(10);
    const completed = async () =>
      (await usageOf(t.database.db, user.id)).filter((row) => row.status === 'completed').length === 10;
    expect(await eventually(completed)).toBe(true);
  });
});

describe('the client closing the connection', () => {
  it('mid-stream: closes the upstream request at once, keeps the charge, records "aborted"', async () => {
    llm.enqueue({ chunk: (i) => `parola${i} `, chunkCount: 500, chunkDelayMs: 20 });
    const user = await createUser(t.database.db);
    const token = await signIn(user);
    const { abortedAt } = await readThenAbort(token, (body) => body.includes('parola2 '));
    const upstream = llm.requests[0]!;
    await upstream.closed;
    expect(upstream.closedEarly).toBe(true);
    expect(upstream.closedAt! - abortedAt).toBeLessThan(250);

    const [record] = await eventually(async () => {
      const rows = await usageOf(t.database.db, user.id);
      return rows.length ? rows : undefined;
    });
    expect(record).toMatchObject({ status: 'aborted', errorCode: null, pointsCharged: 2 });
    expect(record!.firstTokenMs).not.toBeNull();
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 998, ledgerSum: 998 });
  });

  it('before the first token: closes the upstream request and gives the points back', async () => {
    llm.enqueue({ chunks: ['Troppo tardi'], firstChunkDelayMs: 5_000 });
    const user = await createUser(t.database.db);
    const token = await signIn(user);
    const { body } = await readThenAbort(token, (text) => text.includes('response_info'));
    expect(body).not.toContain('Troppo tardi');
    const upstream = await eventually(async () => llm.requests[0]);
    await upstream.closed;
    expect(upstream.closedEarly).toBe(true);
    const [record] = await eventually(async () => {
      const rows = await usageOf(t.database.db, user.id);
      return rows.length ? rows : undefined;
    });
    expect(record).toMatchObject({ status: 'aborted', pointsCharged: 0, firstTokenMs: null });
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
  });
});

describe('server shutdown', () => {
  it('ends open streams with an error event and [DONE], and records them before closing', async () => {
    const own = await buildTestApp({ env: env(llm) });
    try {
      const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(own.database.db);
      const token = await signIn(user, url);
      llm.enqueue({ chunk: (i) => `parola${i} `, chunkCount: 500, chunkDelayMs: 20 });
      const res = await fetch(`${url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ message: 'Domanda' }),
      });
      const reader = res.body!.getReader();
      const first = await reader.read(); // response_info at least
      expect(first.done).toBe(false);
      const closing = own.app.close();
      let body = new TextDecoder().decode(first.value);
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        body += new TextDecoder().decode(value);
      }
      await closing;
      const stream = parseSse(body);
      expect(stream.endedWithDone).toBe(true);
      expect(stream.events.at(-1)).toMatchObject({ type: 'error', error_code: 'SERVICE_UNAVAILABLE' });
      const [record] = await usageOf(own.database.db, user.id);
      expect(record).toMatchObject({ status: 'aborted', errorCode: 'SERVICE_UNAVAILABLE' });
    } finally {
      await own.close();
    }
  });
});
