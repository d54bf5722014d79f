import { DEFAULT_POINT_COSTS } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typed } from '../../src/features/chat/chat.test-support';
import { buildTestApp, type TestApp } from '../build-test-app';
import { type EmbeddingsServer, startEmbeddingsServer } from '../embeddings-server.mjs';
import { type OpenAiServer, startOpenAiServer } from '../openai-server.mjs';
import { signedInUser } from '../sessions';
import { askTimed, chargedRuns, expectBalance } from './fault-support';

// The embeddings endpoint is used at query time by the Database Legale (the question's vector,
// fused with the lexical ranking). When it hangs the product means to fall back to the lexical
// search after a fixed wait (dense-retrieval.ts, QUERY_TIMEOUT_MS = 5 s, not configurable): the
// question is still answered, and charged as any answer. This test pays that wait once.

const QUERY_EMBEDDING_WAIT_MS = 5_000;

const env = () => ({
  LLM_BASE_URL: `${llm.url}/v1`,
  LLM_MODEL: 'modello-di-prova',
  LLM_FIRST_TOKEN_TIMEOUT_MS: '500',
  LLM_TIMEOUT_MS: '2000',
  EMBEDDINGS_BASE_URL: `${embeddings.url}/v1`,
  EMBEDDINGS_MODEL: 'embeddings-di-prova',
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
});

let llm: OpenAiServer;
let embeddings: EmbeddingsServer;
let t: TestApp;

beforeAll(async () => {
  llm = await startOpenAiServer();
  embeddings = await startEmbeddingsServer();
  t = await buildTestApp({ env: env() });
  // The article vectors are made while the endpoint still answers (as at boot).
  expect(await (await t.app.legalDb.corpus()).denseBuilt).not.toBeNull();
});
afterAll(async () => {
  await t?.close();
  await embeddings?.close();
  await llm?.close();
});

describe('Database Legale with an embeddings endpoint that hangs at query time', () => {
  it('answers from the lexical search within the fixed wait, charged as an answer', async () => {
    const caller = await signedInUser(t);
    const asked = embeddings.requests.length;
    embeddings.hang(true);
    llm.setDefault({ chunks: ['Secondo ', "l'art. 2043 c.c. ", 'il danno ingiusto va risarcito.'] });
    const { status, stream, ms } = await askTimed(t, caller, '/rag-api/rag-chat', {
      message: 'Risarcimento del danno ingiusto da fatto illecito',
    });
    expect(status).toBe(200);
    // The question's vector was asked for, and given up on.
    expect(embeddings.requests.length).toBeGreaterThan(asked);
    expect(ms).toBeGreaterThanOrEqual(QUERY_EMBEDDING_WAIT_MS - 100);
    expect(ms).toBeLessThan(QUERY_EMBEDDING_WAIT_MS + 3_000);
    expect(typed(stream.events, 'error')).toEqual([]);
    expect(typed(stream.events, 'done')).toHaveLength(1);
    const given = typed(stream.events, 'citations')[0]!.citations.map((citation) => citation.identifier);
    expect(given).toContain('cc-2043');
    expect(stream.text).toContain('danno ingiusto');
    const cost = DEFAULT_POINT_COSTS.rag_interrogation;
    await expectBalance(t, caller.id, 1000 - cost);
    expect(await chargedRuns(t, caller.id)).toEqual([
      expect.objectContaining({ status: 'completed', pointsCharged: cost }),
    ]);
  });
});

describe('an embeddings endpoint that hangs while the server starts', () => {
  // Every article's vector is asked for at the first start: with the endpoint silent, the SDK's
  // waits and retries would take minutes. The start must not wait for them.
  it('does not hold the start up: the corpus is ready and searched lexically at once', async () => {
    embeddings.hang(true);
    const started = performance.now();
    const booted = await buildTestApp({ env: env() });
    try {
      const loaded = await booted.app.legalDb.corpus();
      expect(performance.now() - started).toBeLessThan(45_000);
      expect(loaded.dense).toBeNull();
      const { hits } = await booted.app.legalDb.search('danno ingiusto da fatto illecito', { limit: 5 });
      expect(hits.map((hit) => hit.article.identifier)).toContain('cc-2043');
    } finally {
      await booted.close();
      embeddings.hang(false);
    }
  }, 60_000);
});
