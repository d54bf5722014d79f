import type { ConversationExportResponse } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { legalActs, legalArticles, messages } from '../../db/schema';

let t: TestApp;
let alice: Caller;
let bob: Caller;
let conversationId: number;
let ids: number[];

const webSearch = {
  results: [
    {
      url: 'https://www.cortedicassazione.it/sentenza-123',
      title: 'Cass. civ. 123/2024 — risarcimento',
      content: 'La Corte ha stabilito che…',
      published_at: '2024-05-02',
    },
    { url: 'https://example.org/senza-data', title: 'Nota senza data', content: '…' },
  ],
  directAnswer: null,
  extractedKeywords: 'risarcimento',
  query: 'Risarcimento del danno ingiusto?',
  searchQuery: 'risarcimento danno',
  enhancementNote: '',
  enhancedSearch: false,
  loading: false,
  error: null,
};

const ANSWER =
  'Si applica l’art. 2043 c.c. @source:legal:cc-2043, e per il contratto art. 1453 c.c. ' +
  '(vedi anche @source:legal:cc-99999 e l’art. 5 L. 392/1978). La Cassazione @source:web:1 lo conferma; ' +
  'un’altra fonte @source:web:7 non esiste.';

/** Stores the messages in alice's conversation, each as the client posts it; returns their ids. */
async function postMessages(id: number, payloads: object[]): Promise<number[]> {
  const stored: number[] = [];
  for (const payload of payloads) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: alice.headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    stored.push(res.json().id);
  }
  return stored;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  [alice, bob] = [await signedInUser(t), await signedInUser(t)];
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: alice.headers,
    payload: { title: 'Risarcimento' },
  });
  conversationId = created.json().id;
  ids = await postMessages(conversationId, [
    {
      role: 'user',
      content: 'Risarcimento del danno ingiusto?',
      metadata: { mode: 'websearch', web_search: webSearch },
    },
    {
      role: 'assistant',
      content: ANSWER,
      metadata: { mode: 'websearch', provider: 'openai', model: 'modello-x' },
    },
    { role: 'user', content: 'E la risoluzione?' },
    {
      role: 'assistant',
      content: 'Ancora l’art. 2043 c.c. e @source:legal:cc-1218.',
      metadata: { provider: 'extractive', extractive: true },
    },
  ]);
  await t.database.db
    .insert(messages)
    .values({ conversationId, role: 'system', content: 'Istruzione interna' });
});
afterAll(() => t?.close());

const exportOf = (id: number, caller = alice) =>
  t.app.inject({ method: 'GET', url: `/api/conversations/${id}/export`, headers: caller.headers });

async function storedArticle(identifier: string) {
  const [row] = await t.database.db
    .select({ text: legalArticles.text, vigenteAl: legalActs.vigenteAl })
    .from(legalArticles)
    .innerJoin(legalActs, eq(legalActs.code, legalArticles.act))
    .where(eq(legalArticles.identifier, identifier));
  return row!;
}

describe('GET /api/conversations/{id}/export', () => {
  it('adds the principal sources an answer was based on but did not cite, marked as not cited', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: alice.headers,
      payload: { title: 'Requisiti' },
    });
    const id = created.json().id;
    const source = (identifier: string, relevance: 'principal' | 'other') => ({
      identifier,
      source_type: 'legal',
      title: identifier,
      relevance,
    });
    await postMessages(id, [
      { role: 'user', content: 'Quali sono i requisiti del contratto?' },
      {
        role: 'assistant',
        content: 'Risponde l’art. 2043 c.c. @source:legal:cc-2043.',
        metadata: {
          mode: 'rag',
          citations: [
            source('cc-1325', 'principal'),
            source('cc-2043', 'principal'),
            source('cc-1326', 'other'),
            source('cc-99999', 'principal'),
          ],
        },
      },
    ]);
    const res = await exportOf(id);
    expect(res.statusCode, res.body).toBe(200);
    const { articles } = (res.json() as ConversationExportResponse).appendix;
    // Cited first; a principal source once, not cited; 'other' sources and unknown identifiers left out.
    expect(articles.map((article) => [article.identifier, article.cited])).toEqual([
      ['cc-2043', true],
      ['cc-1325', false],
    ]);
    expect(articles[1]!.text).toBe((await storedArticle('cc-1325')).text);
  });

  it('gives the messages and an appendix: articles as stored, web sources, unverified citations', async () => {
    const res = await exportOf(conversationId);
    expect(res.statusCode, res.body).toBe(200);
    const body: ConversationExportResponse = res.json();
    expect(body.conversation).toMatchObject({ id: conversationId, title: 'Risarcimento' });
    // User and assistant messages in order; the system message is not exported.
    expect(body.messages.map((message) => [message.id, message.role])).toEqual([
      [ids[0], 'user'],
      [ids[1], 'assistant'],
      [ids[2], 'user'],
      [ids[3], 'assistant'],
    ]);
    expect(body.messages[1]!.content).toBe(ANSWER);
    // Who wrote each answer, from what the chat stored with it (the export says it beside the answer).
    expect(body.messages.map((message) => message.answered_by)).toEqual([
      null,
      { kind: 'model', model: 'modello-x' },
      null,
      { kind: 'extractive' },
    ]);

    // Each article once, in the order first cited, with the exact stored text and its date.
    const { articles, web_sources, unverified } = body.appendix;
    expect(articles.map((article) => article.identifier)).toEqual(['cc-2043', 'cc-1453', 'cc-1218']);
    for (const article of articles) {
      const stored = await storedArticle(article.identifier);
      expect(article.text).toBe(stored.text);
      expect(article.vigente_al).toBe(stored.vigenteAl);
      expect(article.vigente_al).toMatch(/\d/);
    }
    expect(articles[0]).toMatchObject({ act_name: 'Codice civile', abrogated: false, cited: true });
    expect(articles[0]!.title).toContain('2043');

    expect(web_sources).toEqual([
      {
        url: 'https://www.cortedicassazione.it/sentenza-123',
        title: 'Cass. civ. 123/2024 — risarcimento',
        published_at: '2024-05-02',
        cited: true,
      },
      { url: 'https://example.org/senza-data', title: 'Nota senza data', published_at: null, cited: false },
    ]);

    expect(unverified.map((entry) => [entry.text, entry.reason, entry.message_id])).toEqual(
      expect.arrayContaining([
        ['@source:legal:cc-99999', 'not_found', ids[1]],
        ['art. 5 L. 392/1978', 'outside_corpus', ids[1]],
        ['@source:web:7', 'not_found', ids[1]],
      ]),
    );
    expect(unverified).toHaveLength(3);
  });

  it('answers 404 for another user’s conversation, a missing one and a malformed id', async () => {
    expect((await exportOf(conversationId, bob)).statusCode).toBe(404);
    expect((await exportOf(2_000_000_000)).statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/conversations/abc/export',
      headers: alice.headers,
    });
    expect(malformed.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/export` })).statusCode,
    ).toBe(401);
  });

  it('exports an empty conversation with an empty appendix', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: bob.headers });
    const res = await exportOf(created.json().id, bob);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      messages: [],
      appendix: { articles: [], web_sources: [], unverified: [] },
    });
  });
});
