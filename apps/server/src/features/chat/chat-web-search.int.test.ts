import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { textPdf } from '../../../test/document-fixtures';
import { createUser } from '../../../test/factories';
import { type OpenAiServer, startOpenAiServer } from '../../../test/openai-server.mjs';
import { signedInUser, tokenFor } from '../../../test/sessions';
import { startWebSearchServer, type WebSearchServer } from '../../../test/web-search-server.mjs';
import { settled, uploaded } from '../documents/documents.test-support';
import {
  balanceAndLedgerSum,
  expectOnlyInsideFence,
  ledgerOf,
  parseSse,
  typed,
  usageOf,
} from './chat.test-support';

// Ricerca Web end to end against local stand-ins that speak SearXNG's, Tavily's and Brave's
// formats and serve the result pages, with the model a local OpenAI-compatible server.

let llm: OpenAiServer;
let search: WebSearchServer;
let secret: http.Server;
let secretHits = 0;
let secretUrl = '';
const apps: TestApp[] = [];

beforeAll(async () => {
  llm = await startOpenAiServer();
  secret = http.createServer((_req, res) => {
    secretHits += 1;
    res.end('<html><body><p>credenziali interne riservate</p></body></html>');
  });
  await new Promise<void>((resolve) => secret.listen(0, '127.0.0.1', resolve));
  const address = secret.address();
  secretUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/secret`;
  search = await startWebSearchServer({
    extraResults: [
      { url: secretUrl, title: 'Pagina interna', content: 'Estratto della pagina interna' },
      {
        url: 'http://169.254.169.254/latest/meta-data/',
        title: 'Metadati',
        content: 'Estratto dei metadati',
      },
    ],
  });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await search?.close();
  await llm?.close();
  await new Promise((resolve) => secret?.close(resolve));
});
beforeEach(() => {
  llm.reset();
  search.reset();
  secretHits = 0;
});

async function appWith(env: Record<string, string>) {
  const t = await buildTestApp({
    env: {
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODEL: 'modello-di-prova',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      WEB_FETCH_ALLOWED_HOSTS: search.hostPort,
      WEB_SEARCH_FETCH_PAGES: '4',
      WEB_SEARCH_TIMEOUT_MS: '500',
      ...env,
    },
  });
  apps.push(t);
  return t;
}

async function signedIn(t: TestApp) {
  const user = await createUser(t.database.db);
  const token = await tokenFor(t, user);
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return { userId: user.id, call };
}

type Call = Awaited<ReturnType<typeof signedIn>>['call'];

/** The client's flow: a conversation, the question saved, then asked in Ricerca Web. */
async function askWeb(call: Call, question: string, extra: Record<string, unknown> = {}) {
  const conversationId = (await call('POST', '/api/conversations', {})).json().id as number;
  const saved = await call('POST', `/api/conversations/${conversationId}/messages`, {
    role: 'user',
    content: question,
  });
  const response = await call('POST', '/api/chat-with-web', {
    message: question,
    conversation_id: conversationId,
    useWebSearch: true,
    ...extra,
  });
  return { conversationId, questionId: saved.json().id as number, response, stream: parseSse(response.body) };
}

/** The model's calls other than the keyword choice before the search. */
const answerRequests = () =>
  llm.requests.filter((request) => !request.messages[0]?.content.startsWith('Estrai dalla domanda'));

const QUESTION = 'Ultime sentenze della Cassazione sulla responsabilità del custode ex art. 2051 c.c.';

describe('Ricerca Web with SearXNG (snippets, pages read)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ WEB_SEARCH_PROVIDER: 'searxng', SEARXNG_URL: search.url });
  });

  it('streams response_info, web_search_results, citations, the answer, its citation check and done; 5 points, one usage record', async () => {
    const { call, userId } = await signedIn(t);
    llm.enqueue(
      { chunks: ['responsabilità del custode, Cassazione, caso fortuito'] },
      { chunks: ['Secondo ', 'la Cassazione @source:web:1 la responsabilità è oggettiva.'] },
    );
    const { response, stream } = await askWeb(call, QUESTION);
    expect(response.statusCode).toBe(200);
    const types = stream.events.map((event) => ('type' in event ? event.type : 'delta'));
    expect(types.filter((type) => type !== 'delta')).toEqual([
      'response_info',
      'web_search_results',
      'citations',
      'citation_checks',
      'done',
    ]);
    expect(types.indexOf('delta')).toBeGreaterThan(types.indexOf('citations'));
    // The web result the answer cites was given: verified.
    expect(typed(stream.events, 'citation_checks')[0]!.citations).toMatchObject([
      { text: '@source:web:1', source_type: 'web', status: 'verified' },
    ]);
    const [results] = typed(stream.events, 'web_search_results');
    // The model chose the keywords; the legal reference was kept whole.
    expect(results).toMatchObject({ success: true, enhanced_search: true, error: null });
    expect(results!.search_query).toMatch(/art\. 2051 c\.c\./);
    expect(results!.extracted_keywords).toContain('art. 2051 c.c.');
    expect(results!.enhancement_note!.length).toBeGreaterThan(10);
    expect(results!.results.map((result) => result.url)).toContain(`${search.url}/pages/cassazione`);
    const first = results!.results.find((result) => result.url.endsWith('/pages/cassazione'))!;
    // The page was read: its main text, not the snippet nor the navigation, quoted verbatim.
    expect(first.content).toMatch(/responsabilità del custode/);
    expect(first.content).not.toMatch(/Menu principale|cookie policy|__executed/);
    expect(search.requests[0]).toMatchObject({ method: 'GET', path: '/search', query: { format: 'json' } });
    const [citations] = typed(stream.events, 'citations');
    expect(citations!.citations[0]).toMatchObject({ source_type: 'web', identifier: '1' });
    expect(stream.text).toContain('@source:web:1');
    expect(typed(stream.events, 'response_info')[0]).toMatchObject({ mode: 'websearch', points_charged: 5 });
    expect(await ledgerOf(t.database.db, userId)).toContainEqual({
      kind: 'charge',
      action: 'web_search_query',
      delta: -5,
    });
    expect(await balanceAndLedgerSum(t.database.db, userId)).toEqual({ balance: 995, ledgerSum: 995 });
    const usage = await usageOf(t.database.db, userId);
    expect(usage.filter((row) => row.feature === 'chat_web')).toHaveLength(1);
  });

  it('fences the pages for the model: an injected instruction reaches it only inside the fenced block', async () => {
    const { call } = await signedIn(t);
    await askWeb(call, QUESTION);
    const request = llm.requests.find((r) => r.messages.some((m) => m.content.includes('RISULTATI-WEB-')))!;
    expect(request).toBeDefined();
    const prompt = request.messages.map((m) => m.content).join('\n');
    // The fences on lines of their own (the instruction before them names them too).
    expectOnlyInsideFence(prompt, 'RISULTATI-WEB', /Ignora le istruzioni precedenti/);
  });

  it('never reads a result on a private or metadata address outside the allow-list', async () => {
    const { call } = await signedIn(t);
    const { stream } = await askWeb(call, QUESTION);
    expect(secretHits).toBe(0);
    const [results] = typed(stream.events, 'web_search_results');
    const internal = results!.results.find((result) => result.url === secretUrl);
    // Kept as the provider gave it (its snippet), never its page.
    expect(internal?.content ?? '').not.toMatch(/credenziali interne/);
    expect(search.pageHits).toContain('cassazione');
  });

  it('keeps the search with its question: web-search-data by message id, and the legacy shape', async () => {
    const { call } = await signedIn(t);
    const { conversationId, questionId } = await askWeb(call, QUESTION);
    const data = (await call('GET', `/api/conversations/${conversationId}/web-search-data`)).json();
    expect(data.success).toBe(true);
    expect(data.data[String(questionId)]).toMatchObject({
      query: QUESTION,
      loading: false,
      error: null,
      results: expect.arrayContaining([expect.objectContaining({ url: `${search.url}/pages/cassazione` })]),
    });
    const legacy = (await call('GET', `/api/conversations/${conversationId}/web-search-results`)).json();
    expect(legacy).toMatchObject({ success: true, data: { error: null } });
    expect(legacy.data.results.length).toBeGreaterThan(0);
    // Someone else's conversation is not found.
    const other = await signedIn(t);
    const foreign = await other.call('GET', `/api/conversations/${conversationId}/web-search-data`);
    expect(foreign.statusCode).toBe(404);
  });

  it('verifies web citations against the results given: a made-up result is flagged', async () => {
    const { call } = await signedIn(t);
    const verified = await call('POST', '/rag-api/verify-citations', {
      text: 'Vedi @source:web:1 e @source:web:9.',
      sources: ['1', '2'],
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().citations.map((c: { status: string }) => c.status)).toEqual([
      'verified',
      'not_found',
    ]);
  });

  it('refuses a question over 200 characters with a clear 422, charging nothing', async () => {
    const { call, userId } = await signedIn(t);
    const { response } = await askWeb(
      call,
      `${'Sentenze recenti sulla responsabilità del custode '.repeat(5)}?`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_code: 'WEB_SEARCH_QUERY_TOO_LONG' });
    expect(await balanceAndLedgerSum(t.database.db, userId)).toEqual({ balance: 1000, ledgerSum: 1000 });
    expect(search.requests).toHaveLength(0);
  });

  it.each([
    ['down', 'WEB_SEARCH_FAILED'],
    ['rate-limited', 'WEB_SEARCH_RATE_LIMITED'],
    ['hang', 'WEB_SEARCH_TIMEOUT'],
    ['malformed', 'WEB_SEARCH_FAILED'],
    ['wrong-shape', 'WEB_SEARCH_FAILED'],
  ] as const)(
    'provider %s: a clear error event, the points given back, nothing asked of the model',
    async (scenario, code) => {
      const { call, userId } = await signedIn(t);
      search.setScenario(scenario);
      const { conversationId, questionId, response, stream } = await askWeb(call, QUESTION);
      expect(response.statusCode).toBe(200);
      expect(stream.endedWithDone).toBe(true);
      const [results] = typed(stream.events, 'web_search_results');
      expect(results).toMatchObject({ success: false, results: [] });
      expect(results!.error).toMatch(/Ricerca web non riuscita/);
      const [error] = typed(stream.events, 'error');
      expect(error).toMatchObject({ error_code: code });
      expect(error!.message).toMatch(/[àèéìòù]|Ricerca web/);
      expect(answerRequests()).toHaveLength(0);
      expect(await balanceAndLedgerSum(t.database.db, userId)).toEqual({ balance: 1000, ledgerSum: 1000 });
      const conversation = (await call('GET', `/api/conversations/${conversationId}`)).json();
      expect(conversation.conversation.message_count).toBe(0);
      const data = (await call('GET', `/api/conversations/${conversationId}/web-search-data`)).json();
      expect(data.data[String(questionId)]).toMatchObject({ error: expect.stringMatching(/Ricerca web/) });
    },
  );
});

describe('Ricerca Web with personal documents', () => {
  it('gives the model the results and the enabled document passages, cited apart, for 5 points', async () => {
    const t = await appWith({ WEB_SEARCH_PROVIDER: 'searxng', SEARXNG_URL: search.url });
    const user = await signedInUser(t);
    const pdf = await uploaded(
      t,
      user,
      'sinistro.pdf',
      await textPdf([
        'Relazione sul sinistro del 3 marzo 2024.',
        'La signora Bianchi è caduta in una buca non segnalata del marciapiede di via Garibaldi, custodito dal Comune.',
      ]),
    );
    await settled(t, user, pdf.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat-with-web',
      headers: user.headers,
      payload: {
        message: 'Giurisprudenza recente sulla buca non segnalata del marciapiede e la custodia del Comune',
        useWebSearch: true,
        enabledUserDocuments: [{ identifier: pdf.id, name: 'sinistro.pdf', type: 'user' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stream = parseSse(res.body);
    const citations = typed(stream.events, 'citations')[0]!.citations;
    expect(citations.some((c) => c.source_type === 'web')).toBe(true);
    expect(citations.some((c) => c.source_type === 'user' && c.identifier.startsWith(`${pdf.id}:`))).toBe(
      true,
    );
    const prompt = answerRequests()
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('RISULTATI-WEB-');
    expect(prompt).toMatch(/buca non segnalata del marciapiede di via Garibaldi/);
    expect((await ledgerOf(t.database.db, user.id)).filter((row) => row.kind === 'charge')).toEqual([
      { kind: 'charge', action: 'web_search_query', delta: -5 },
    ]);
  });
});

describe('Ricerca Web with Tavily and Brave', () => {
  it('Tavily: Bearer key, the answer kept, results not re-read', async () => {
    const t = await appWith({
      WEB_SEARCH_PROVIDER: 'tavily',
      TAVILY_API_KEY: 'tvly-chiave',
      TAVILY_BASE_URL: search.url,
    });
    const { call } = await signedIn(t);
    const { stream } = await askWeb(call, QUESTION);
    expect(search.requests[0]).toMatchObject({ method: 'POST', path: '/search' });
    expect(search.requests[0]!.headers.authorization).toBe('Bearer tvly-chiave');
    const [results] = typed(stream.events, 'web_search_results');
    expect(results).toMatchObject({ success: true, answer: expect.stringMatching(/oggettiva/) });
    expect(search.pageHits).toHaveLength(0);
  });

  it('Brave: subscription token, snippets cleaned of markup, pages read', async () => {
    const t = await appWith({
      WEB_SEARCH_PROVIDER: 'brave',
      BRAVE_API_KEY: 'brave-chiave',
      BRAVE_BASE_URL: search.url,
    });
    const { call } = await signedIn(t);
    const { stream } = await askWeb(call, QUESTION);
    expect(search.requests[0]).toMatchObject({ method: 'GET', path: '/res/v1/web/search' });
    expect(search.requests[0]!.headers['x-subscription-token']).toBe('brave-chiave');
    const [results] = typed(stream.events, 'web_search_results');
    expect(results!.success).toBe(true);
    for (const result of results!.results) expect(result.content).not.toMatch(/<strong>|&amp;/);
    expect(search.pageHits).toContain('cassazione');
  });
});

describe('Ricerca Web without a provider', () => {
  it('says so in the status and in the stream, and charges nothing', async () => {
    const t = await appWith({});
    const { call, userId } = await signedIn(t);
    expect((await call('GET', '/api/web-search/status')).json()).toEqual({
      configured: false,
      provider: null,
    });
    const { stream } = await askWeb(call, QUESTION);
    expect(typed(stream.events, 'error')[0]).toMatchObject({ error_code: 'WEB_SEARCH_UNAVAILABLE' });
    expect(typed(stream.events, 'response_info')[0]).toMatchObject({ points_charged: 0 });
    expect(await ledgerOf(t.database.db, userId)).not.toContainEqual(
      expect.objectContaining({ kind: 'charge' }),
    );
    expect(search.requests).toHaveLength(0);
  });
});
