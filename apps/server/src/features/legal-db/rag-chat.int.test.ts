import { CHAT_MODE_ACTION } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { balanceAndLedgerSum, ledgerOf, parseSse, typed, usageOf } from '../chat/chat.test-support';

/** One Database Legale question, as the chat sends it. */
const ragChat = (app: TestApp, user: Pick<Caller, 'headers'>, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/rag-api/rag-chat', payload, headers: user.headers });

const QUESTION = 'Chi cagiona ad altri un danno ingiusto con un fatto illecito deve risarcirlo?';

describe('Database Legale with the extractive responder (no LLM configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => t?.close());

  it("names the institutes it read by their article's heading, not by the words that matched", async () => {
    const user = await signedInUser(t);
    const res = await ragChat(t, user, {
      message: 'Il conduttore non ha pagato il canone da tre mesi: cosa posso fare?',
      enableQueryEnrichment: true,
    });
    const expanded = typed(parseSse(res.body).events, 'expanded_query')[0]!.content;
    // The table matched 'pagamento del canone' (or a client's pair, 'canone pagati'): art. 1587 c.c. leads.
    expect(expanded).toContain('Istituti: Obbligazioni principali del conduttore (art. 1587 c.c.');
    expect(expanded).not.toMatch(/pagamento del canone|canone pagati/);
  });

  it('lists an institute the question names twice once, with the articles of both names', async () => {
    const user = await signedInUser(t);
    const res = await ragChat(t, user, {
      message: "L'inquilino non paga l'affitto da quattro mesi: come avvio lo sfratto per morosità?",
      enableQueryEnrichment: true,
    });
    const expanded = typed(parseSse(res.body).events, 'expanded_query')[0]!.content;
    const institutes = expanded.match(/Istituti: ([^·]*)/)![1]!;
    expect(institutes.match(/Intimazione di sfratto per morosità/g)).toHaveLength(1);
    expect(institutes).toMatch(
      /Intimazione di sfratto per morosità \(art\. 658 c\.p\.c\.[^)]*art\. 657 c\.p\.c\./,
    );
  });

  it('names an institute whose first article is a «Nozione» by its Capo, and keeps two such institutes apart', async () => {
    const user = await signedInUser(t);
    const res = await ragChat(t, user, {
      message: 'Nel contratto di locazione quanto vale il deposito cauzionale rispetto al canone?',
      enableQueryEnrichment: true,
    });
    const expanded = typed(parseSse(res.body).events, 'expanded_query')[0]!.content;
    const institutes = expanded.match(/Istituti: ([^·]*)/)![1]!;
    expect(institutes).not.toMatch(/Nozione/);
    expect(institutes).toMatch(/(?:^|; )Locazione \(art\. 1571 c\.c\./);
  });

  it('charges 10 points, streams expanded_query and citations before the answer, and quotes the articles', async () => {
    const user = await signedInUser(t);
    const res = await ragChat(t, user, { message: QUESTION, enableQueryEnrichment: true });
    expect(res.statusCode).toBe(200);
    const stream = parseSse(res.body);
    expect(stream.wellFormed && stream.endedWithDone).toBe(true);
    expect(stream.events[0]).toMatchObject({
      type: 'response_info',
      mode: 'rag',
      points_charged: 10,
      balance: 990,
    });
    const kinds = stream.events.map((event) => ('type' in event ? event.type : 'delta'));
    const firstDelta = kinds.indexOf('delta');
    expect(kinds.indexOf('expanded_query')).toBeGreaterThan(0);
    expect(kinds.indexOf('citations')).toBeGreaterThan(kinds.indexOf('expanded_query'));
    expect(firstDelta).toBeGreaterThan(kinds.indexOf('citations'));

    const citations = typed(stream.events, 'citations')[0]!.citations;
    expect(citations.length).toBeGreaterThanOrEqual(3);
    expect(citations.map((c) => c.identifier)).toContain('cc-2043');
    expect(citations.find((c) => c.identifier === 'cc-2043')).toMatchObject({
      source_type: 'legal',
      title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
    });
    // Every article quoted is cited with its tag, and only sources that were given are cited.
    expect(stream.text).toContain('@source:legal:cc-2043');
    const tags = [...stream.text.matchAll(/@source:legal:([\w.-]+)/g)].map((m) => m[1]);
    expect(tags.every((tag) => citations.some((c) => c.identifier === tag))).toBe(true);
    expect(stream.text).toContain('danno ingiusto');
    expect(stream.text).toContain('testo vigente al');
    // The heading gives the date; the amending decree of the act's note ("ultime modifiche recepite:
    // D.Lgs. 164/2024") would be flagged as an act outside the database beside an article that is in it.
    expect(stream.text).not.toContain('ultime modifiche recepite');
    const checks = typed(stream.events, 'citation_checks')[0]!.citations;
    expect(checks.filter((check) => check.status === 'outside_corpus')).toEqual([]);

    const charges = (await ledgerOf(t.database.db, user.id)).filter((row) => row.kind !== 'grant');
    expect(charges).toEqual([{ kind: 'charge', action: CHAT_MODE_ACTION.rag, delta: -10 }]);
    expect(await balanceAndLedgerSum(t.database.db, user.id)).toEqual({ balance: 990, ledgerSum: 990 });
  });

  it('restricts the sources to the selected acts in specific mode', async () => {
    const user = await signedInUser(t);
    const res = await ragChat(t, user, {
      message: 'Entro quale termine si propone la querela?',
      queryMode: 'specific',
      selectedDocuments: [{ identifier: 'cpp', type: 'system' }],
    });
    const citations = typed(parseSse(res.body).events, 'citations')[0]!.citations;
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.every((c) => c.identifier.startsWith('cpp-'))).toBe(true);
  });
});

describe('Database Legale with an OpenAI-compatible model', () => {
  const model = useAppWithFixtureModel();

  it('enriches the query with the model, then gives the model the sources with their tags', async () => {
    model.llm.enqueue({ chunks: ['responsabilità extracontrattuale, risarcimento, art. 2043 c.c.'] });
    model.llm.enqueue({ chunks: ['Sì: lo prevede @source:legal:cc-2043.'] });
    const user = await signedInUser(model.t);
    const res = await ragChat(model.t, user, {
      message: 'Se rompo la vetrina di un negozio devo pagare?',
      enableQueryEnrichment: true,
    });
    const stream = parseSse(res.body);
    expect(stream.text).toBe('Sì: lo prevede @source:legal:cc-2043.');
    expect(typed(stream.events, 'expanded_query')[0]!.content).toContain('responsabilità extracontrattuale');
    const citations = typed(stream.events, 'citations')[0]!.citations;
    expect(citations[0]!.identifier).toBe('cc-2043');

    expect(model.llm.requests).toHaveLength(2);
    const answer = model.llm.requests[1]!;
    const sources = answer.messages.find(
      (m) => m.role === 'system' && m.content.startsWith('Fonti dal Database Legale'),
    );
    expect(sources?.content).toContain(
      '@source:legal:cc-2043 — art. 2043 c.c. — Risarcimento per fatto illecito',
    );
    expect(sources?.content).toContain('Qualunque fatto doloso o colposo');
    expect(answer.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Se rompo la vetrina di un negozio devo pagare?',
    });
  });

  it('records the query rewrite as a usage record of its own, never charged', async () => {
    model.llm.enqueue({
      chunks: ['locazione, conduttore, art. 1576 c.c.'],
      usage: { prompt_tokens: 90, completion_tokens: 12, cached_tokens: 64 },
    });
    model.llm.enqueue({
      chunks: ['Spettano al locatore: @source:legal:cc-1576.'],
      usage: { prompt_tokens: 900, completion_tokens: 30 },
    });
    const user = await signedInUser(model.t);
    const res = await ragChat(model.t, user, {
      message: 'Chi paga le riparazioni della casa in affitto?',
      enableQueryEnrichment: true,
    });
    expect(parseSse(res.body).endedWithDone).toBe(true);
    const records = await usageOf(model.t.database.db, user.id);
    expect(
      records.map(({ feature, promptTokens, cachedPromptTokens, completionTokens, pointsCharged }) => ({
        feature,
        promptTokens,
        cachedPromptTokens,
        completionTokens,
        pointsCharged,
      })),
    ).toEqual([
      {
        feature: 'query_enrichment',
        promptTokens: 90,
        cachedPromptTokens: 64,
        completionTokens: 12,
        pointsCharged: 0,
      },
      {
        feature: 'chat_rag',
        promptTokens: 900,
        cachedPromptTokens: 0,
        completionTokens: 30,
        pointsCharged: 10,
      },
    ]);
    const charges = (await ledgerOf(model.t.database.db, user.id)).filter((row) => row.kind !== 'grant');
    expect(charges).toEqual([{ kind: 'charge', action: CHAT_MODE_ACTION.rag, delta: -10 }]);
  });
});
