import { DEFAULT_POINT_COSTS, errorTable } from '@brocardo/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEGAL_QUERY_INSTRUCTION, WEB_KEYWORDS_INSTRUCTION } from '../../src/ai/query-enricher';
import { ARREARS_CASE } from '../../src/features/case-strategies/case-strategies.test-support';
import { typed } from '../../src/features/chat/chat.test-support';
import { SAMPLE_TEMPLATE_DATA } from '../../src/features/legal-documents/legal-documents.test-support';
import { buildTestApp, type TestApp } from '../build-test-app';
import { type OpenAiServer, type Scenario, startOpenAiServer } from '../openai-server.mjs';
import { signedInUser } from '../sessions';
import { startWebSearchServer, type WebSearchServer } from '../web-search-server.mjs';
import { askTimed, chargedRuns, errorEventOf, expectBalance, ITALIAN } from './fault-support';

// A model that stops answering, through the real routes and with points: every wait is bounded by
// the configured timeouts (set low here), the user reads an Italian error, and the points of a run
// that delivered nothing come back. Chat (Standard, Database Legale, Ricerca Web), the document
// generator and the case strategy simulator. Before the first token the provider retries once.

const FIRST_TOKEN_MS = 300;
const TOTAL_MS = 1_200;
/** Generous against a loaded machine, far below any default timeout (30 s, 120 s). */
const BOUND_MS = 4 * TOTAL_MS;

let llm: OpenAiServer;
let search: WebSearchServer;
let t: TestApp;

beforeAll(async () => {
  llm = await startOpenAiServer();
  search = await startWebSearchServer();
  t = await buildTestApp({
    env: {
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODEL: 'modello-di-prova',
      LLM_FIRST_TOKEN_TIMEOUT_MS: String(FIRST_TOKEN_MS),
      LLM_TIMEOUT_MS: String(TOTAL_MS),
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      WEB_SEARCH_PROVIDER: 'searxng',
      SEARXNG_URL: search.url,
      WEB_FETCH_ALLOWED_HOSTS: search.hostPort,
      WEB_SEARCH_TIMEOUT_MS: '500',
    },
  });
  // Built once here, as the server does at boot, so no test pays for it.
  await t.app.legalDb.corpus();
});
afterAll(async () => {
  await t?.close();
  await search?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.reset();
  search.reset();
});

/** Every model request of the test was given up by the server (none left hanging open). */
async function expectUpstreamClosed() {
  expect(llm.requests.length).toBeGreaterThan(0);
  await Promise.all(llm.requests.map((request) => request.closed));
  expect(llm.requests.every((request) => request.closedEarly)).toBe(true);
}

/** The short rewrite of the question asked before the search (Database Legale, Ricerca Web). */
function isRewrite(body: Record<string, unknown>): boolean {
  const [system] = body.messages as Array<{ content: string }>;
  return system?.content === LEGAL_QUERY_INSTRUCTION || system?.content === WEB_KEYWORDS_INSTRUCTION;
}

const HANGS: ReadonlyArray<readonly [string, Scenario]> = [
  ['before the headers', { hang: 'before-headers' }],
  ['after the headers', { hang: 'after-headers' }],
];

const CHAT_MODES = [
  ['Standard', '/api/chat', {}, DEFAULT_POINT_COSTS.chat_message],
  ['Database Legale', '/rag-api/rag-chat', {}, DEFAULT_POINT_COSTS.rag_interrogation],
  ['Ricerca Web', '/api/chat-with-web', { useWebSearch: true }, DEFAULT_POINT_COSTS.web_search_query],
] as const;

describe('chat with a model that hangs', () => {
  for (const [mode, url, extra, cost] of CHAT_MODES) {
    for (const [when, scenario] of HANGS) {
      it(`${mode}, ${when}: LLM_TIMEOUT within the bound, in Italian, ${cost} points refunded`, async () => {
        const caller = await signedInUser(t);
        llm.setDefault(scenario);
        const { status, stream, ms } = await askTimed(t, caller, url, {
          message: 'Quali sono i termini di prescrizione del risarcimento del danno?',
          ...extra,
        });
        expect(status).toBe(200);
        expect(ms).toBeLessThan(BOUND_MS);
        expect(typed(stream.events, 'response_info')[0]).toMatchObject({ points_charged: cost });
        expect(stream.text).toBe('');
        expect(errorEventOf(stream)).toEqual({
          type: 'error',
          error_code: 'LLM_TIMEOUT',
          message: errorTable.LLM_TIMEOUT.message,
          refunded: true,
        });
        expect(errorTable.LLM_TIMEOUT.message).toMatch(ITALIAN);
        await expectBalance(t, caller.id, 1000);
        expect(await chargedRuns(t, caller.id)).toEqual([
          expect.objectContaining({ errorCode: 'LLM_TIMEOUT', pointsCharged: 0, firstTokenMs: null }),
        ]);
        await expectUpstreamClosed();
      });
    }

    it(`${mode}, mid-stream: cut at LLM_TIMEOUT_MS; the text delivered keeps its charge (product rule)`, async () => {
      const caller = await signedInUser(t);
      // Rewrites of the question (Database Legale, Ricerca Web) are asked without streaming to the
      // user: only the answer the user reads stalls after its first words.
      llm.setDefault((body) =>
        isRewrite(body)
          ? { chunks: ['termini, prescrizione'] }
          : { chunks: ['Prima parte', ' mai arrivata'], stallAfter: 1 },
      );
      const { status, stream, ms } = await askTimed(t, caller, url, {
        message: 'Quali sono i termini di prescrizione del risarcimento del danno?',
        ...extra,
      });
      expect(status).toBe(200);
      expect(ms).toBeLessThan(BOUND_MS);
      expect(stream.text).toBe('Prima parte');
      expect(errorEventOf(stream)).toMatchObject({ error_code: 'LLM_TIMEOUT', refunded: false });
      // The rule of chat.int.test.ts ("keeps the charge when the model fails after text was streamed").
      await expectBalance(t, caller.id, 1000 - cost);
      expect(await chargedRuns(t, caller.id)).toEqual([
        expect.objectContaining({ errorCode: 'LLM_TIMEOUT', pointsCharged: cost }),
      ]);
      const answer = llm.requests.find((request) => !isRewrite(request.body));
      await answer!.closed;
      expect(answer!.closedEarly).toBe(true);
    });
  }
});

/** A non-streamed action cut by the model's bound: 504 in Italian within it, the points given back. */
async function expectTimedOutAndRefunded(
  userId: number,
  res: { statusCode: number; json(): unknown },
  started: number,
) {
  expect(performance.now() - started).toBeLessThan(BOUND_MS);
  expect(res.statusCode).toBe(504);
  expect(res.json()).toMatchObject({
    error_code: 'LLM_TIMEOUT',
    message: expect.stringMatching(ITALIAN),
  });
  await expectBalance(t, userId, 1000);
  expect(await chargedRuns(t, userId)).toEqual([
    expect.objectContaining({ status: 'failed', errorCode: 'LLM_TIMEOUT', pointsCharged: 0 }),
  ]);
}

describe('the document generator with a model that hangs', () => {
  for (const [when, scenario] of HANGS) {
    it(`${when}: 504 LLM_TIMEOUT within the bound, refunded, no document created`, async () => {
      const caller = await signedInUser(t);
      const templates = await t.app.inject({
        method: 'GET',
        url: '/api/legal-templates',
        headers: caller.headers,
      });
      const diffida = templates
        .json()
        .templates.find((template: { name: string }) => template.name.startsWith('Lettera di diffida'));
      llm.setDefault(scenario);
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/legal-documents',
        headers: caller.headers,
        payload: {
          document_name: 'Diffida Rossi',
          document_type: 'lettera_diffida',
          legal_area: 'diritto_civile',
          template_id: diffida.id,
          template_data: SAMPLE_TEMPLATE_DATA['lettera-diffida-messa-in-mora'],
          ai_option: 'basic',
        },
      });
      await expectTimedOutAndRefunded(caller.id, res, started);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/legal-documents',
        headers: caller.headers,
      });
      expect(list.json().documents.total).toBe(0);
      await expectUpstreamClosed();
    });
  }
});

describe('the case strategy simulator with a model that hangs', () => {
  for (const [when, scenario] of HANGS) {
    it(`${when}: 504 LLM_TIMEOUT within the bound, refunded, nothing stored`, async () => {
      const caller = await signedInUser(t);
      llm.setDefault(scenario);
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/case-strategies',
        headers: caller.headers,
        payload: ARREARS_CASE,
      });
      await expectTimedOutAndRefunded(caller.id, res, started);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/case-strategies',
        headers: caller.headers,
      });
      expect(list.json().data.total).toBe(0);
      await expectUpstreamClosed();
    });
  }
});
