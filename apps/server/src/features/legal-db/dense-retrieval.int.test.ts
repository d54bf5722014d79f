import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type EmbeddingsServer, startEmbeddingsServer } from '../../../test/embeddings-server.mjs';
import { type Caller, signedInUser } from '../../../test/sessions';
import { buildApp } from '../../app';
import { legalArticleEmbeddings, legalCorpus } from '../../db/schema';
import { prepareDatabase } from '../../server';
import { searchLegalIndex } from './search/legal-index';

const MODEL = 'fixture-embed';
let embeddings: EmbeddingsServer;
let t: TestApp;
let user: Caller;
const logs: string[] = [];

const envFor = (server: EmbeddingsServer) => ({
  EMBEDDINGS_BASE_URL: `${server.url}/v1`,
  EMBEDDINGS_MODEL: MODEL,
  EMBEDDINGS_API_KEY: 'sk-fixture',
  LOG_LEVEL: 'info',
});
const logged = (lines: string[], message: string) =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === message);

beforeAll(async () => {
  embeddings = await startEmbeddingsServer();
  t = await buildTestApp({ env: envFor(embeddings), logStream: { write: (line) => logs.push(line) } });
  // What startServer does before listening (test apps otherwise build the index on first use).
  // The vectors are built after the corpus is ready, in the background.
  await (await t.app.legalDb.corpus()).denseBuilt;
  user = await signedInUser(t);
});
afterAll(async () => {
  await t?.close();
  await embeddings?.close();
});

const search = (query: string, extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/rag-api/search?q=${encodeURIComponent(query)}${extra}`,
    headers: user.headers,
  });
const identifiers = (body: { results: Array<{ identifier: string }> }) =>
  body.results.map((hit) => hit.identifier);

async function storedVectors(): Promise<number> {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(legalArticleEmbeddings)
    .where(eq(legalArticleEmbeddings.model, MODEL));
  return row!.value;
}

/** Another app on the same database, as a second replica or a restart would be. */
async function bootAgain(): Promise<void> {
  const config = { ...t.config, LOG_LEVEL: 'silent' as const };
  const app = await buildApp({ config, database: t.database, outboxDir: t.outboxDir });
  try {
    await prepareDatabase(app, t.database, config);
    await (await app.legalDb.corpus()).denseBuilt;
  } finally {
    await app.close();
  }
}

describe('dense retrieval (EMBEDDINGS_BASE_URL)', () => {
  it('embeds every article in force once, stores it, and reuses it on the next boot', async () => {
    expect(await storedVectors()).toBe(7788);
    const [corpus] = await t.database.db.select().from(legalCorpus);
    const [other] = await t.database.db
      .select({ value: count() })
      .from(legalArticleEmbeddings)
      .where(eq(legalArticleEmbeddings.corpusVersion, corpus!.version));
    expect(other!.value).toBe(7788);
    expect(embeddings.inputs).toBe(7788);
    expect(embeddings.requests).toHaveLength(Math.ceil(7788 / 64));
    for (const request of embeddings.requests) {
      expect(request).toMatchObject({
        model: MODEL,
        encodingFormat: 'float',
        authorization: 'Bearer sk-fixture',
      });
      expect(request.inputs.length).toBeLessThanOrEqual(64);
      expect(request.inputs.every((input) => input.length <= 2_000)).toBe(true);
    }
    const [ready] = logged(logs, 'legal dense index ready');
    expect(ready.embeddings).toMatchObject({ model: MODEL, articles: 7788, embedded: 7788, dimensions: 64 });

    await bootAgain();
    expect(embeddings.inputs).toBe(7788);

    // An interrupted first boot resumes: only the vectors missing are computed.
    const deleted = await t.database.db
      .delete(legalArticleEmbeddings)
      .where(and(eq(legalArticleEmbeddings.model, MODEL), like(legalArticleEmbeddings.identifier, 'cost-%')))
      .returning();
    expect(deleted.length).toBeGreaterThan(100);
    await bootAgain();
    expect(embeddings.inputs).toBe(7788 + deleted.length);
    expect(await storedVectors()).toBe(7788);
  });

  it('fuses the dense neighbours with the lexical ranking in GET /rag-api/search', async () => {
    const before = embeddings.requests.length;
    const res = await search('danno ingiusto da fatto illecito');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(identifiers(body).slice(0, 3)).toContain('cc-2043');
    expect(body.results[0].score).toBe(1);
    expect(body.results.every((hit: { score: number }) => hit.score > 0 && hit.score <= 1)).toBe(true);
    expect(embeddings.requests.slice(before).map((request) => request.inputs)).toEqual([
      ['danno ingiusto da fatto illecito'],
    ]);

    const loaded = await t.app.legalDb.corpus();
    expect(loaded.dense?.size).toBe(7788);
    const lexical = searchLegalIndex(loaded.index, 'danno ingiusto da fatto illecito', { limit: 10 });
    const { hits } = await t.app.legalDb.search('danno ingiusto da fatto illecito', { limit: 10 });
    expect(hits.map((hit) => hit.article.identifier)).not.toEqual(
      lexical.map((hit) => hit.article.identifier),
    );

    const filtered = await search('termine per la querela', '&acts=cpp,cost&limit=50');
    expect(filtered.json().results).toHaveLength(50);
    expect(
      filtered.json().results.every((hit: { act: string }) => hit.act === 'cpp' || hit.act === 'cost'),
    ).toBe(true);
    const cited = await search('responsabilità art. 2051 c.c.');
    expect(identifiers(cited.json())[0]).toBe('cc-2051');
    const abrogated = await search("abuso d'ufficio art. 323 c.p.", '&limit=50');
    expect(identifiers(abrogated.json())).not.toContain('cp-323');
  });

  it('searches lexically when the endpoint fails, at query time or at boot', async () => {
    embeddings.fail(500);
    try {
      const res = await search('danno ingiusto da fatto illecito');
      expect(res.statusCode).toBe(200);
      const loaded = await t.app.legalDb.corpus();
      const lexical = searchLegalIndex(loaded.index, 'danno ingiusto da fatto illecito', { limit: 10 });
      expect(identifiers(res.json())).toEqual(lexical.map((hit) => hit.article.identifier));

      const bootLogs: string[] = [];
      const failing = await buildTestApp({
        env: envFor(embeddings),
        logStream: { write: (line) => bootLogs.push(line) },
      });
      try {
        expect(await (await failing.app.legalDb.corpus()).denseBuilt).toBeNull();
        expect(
          logged(
            bootLogs,
            'embeddings unavailable: the Database Legale searches lexically only until the next restart',
          ),
        ).toHaveLength(1);
        const requests = embeddings.requests.length;
        const found = await failing.app.legalDb.search('danno ingiusto da fatto illecito', { limit: 5 });
        expect(found.hits.map((hit) => hit.article.identifier)).toContain('cc-2043');
        expect(embeddings.requests.length).toBe(requests);
      } finally {
        await failing.close();
      }
    } finally {
      embeddings.fail(null);
    }
  });
});
