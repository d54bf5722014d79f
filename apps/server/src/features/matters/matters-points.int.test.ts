import { DEFAULT_POINT_COSTS } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { type OpenAiServer, startOpenAiServer } from '../../../test/openai-server.mjs';
import { signedInUser, tokenFor } from '../../../test/sessions';
import { usageRecords } from '../../db/schema';
import { systemClock } from '../../platform/clock';
import { eventually, parseSse, usageOf } from '../chat/chat.test-support';
import { createMeteringRepo } from '../metering/metering.repo';
import { createMeteringService, type MeteringService } from '../metering/metering.service';
import { createPointsService } from '../points/points.service';
import { call, createMatter, file, newCase, newConversation, newLegalDocument } from './matters.test-support';

let llm: OpenAiServer;
let t: TestApp;
let metering: MeteringService;

beforeAll(async () => {
  llm = await startOpenAiServer();
  t = await buildTestApp({
    env: {
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_API_KEY: 'chiave-di-test',
      LLM_MODEL: 'modello-di-prova',
      LLM_PRICE_INPUT_CACHE_MISS: '1',
      LLM_PRICE_OUTPUT: '2',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    },
  });
  metering = createMeteringService({
    points: createPointsService({ db: t.database.db, clock: systemClock, config: t.config }),
    repo: createMeteringRepo(t.database.db),
    prices: { inputCacheHit: 0, inputCacheMiss: 1, inputCacheWrite: 0, output: 2 },
    provider: { kind: 'openai', model: 'modello-di-prova' },
    log: { error: () => {} },
  });
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});

const CHAT_COST = DEFAULT_POINT_COSTS.chat_message;

async function chatIn(caller: { headers: Record<string, string> }, conversationId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: caller.headers,
    payload: { message: 'Quali sono i termini di prescrizione?', conversation_id: conversationId },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(parseSse(res.body).endedWithDone).toBe(true);
}

describe('points per matter', () => {
  it("counts a filed conversation's chat under its matter, and moves it when refiled or unfiled", async () => {
    const caller = await signedInUser(t);
    const first = await createMatter(t, caller, { client_name: 'Alfa S.p.A.', name: 'Contratto' });
    const second = await createMatter(t, caller, { client_name: 'Beta S.r.l.', name: 'Lavoro' });
    const conversationId = await newConversation(t, caller, 'Prescrizione', first.id);
    await chatIn(caller, conversationId);
    const [record] = await eventually(async () => {
      const rows = await usageOf(t.database.db, caller.id);
      return rows.length > 0 && rows;
    });
    expect(record).toMatchObject({ conversationId, matterId: first.id, pointsCharged: CHAT_COST });

    const detail = (await call(t, caller, 'GET', `/api/matters/${first.id}`)).json();
    expect(detail.points).toEqual({ month: CHAT_COST, total: CHAT_COST });
    expect(detail.matter.points_used_month).toBe(CHAT_COST);

    expect((await file(t, caller, 'conversation', conversationId, second.id)).statusCode).toBe(200);
    expect((await call(t, caller, 'GET', `/api/matters/${first.id}`)).json().points).toEqual({
      month: 0,
      total: 0,
    });
    expect((await call(t, caller, 'GET', `/api/matters/${second.id}`)).json().points).toEqual({
      month: CHAT_COST,
      total: CHAT_COST,
    });
    const card = (await call(t, caller, 'GET', '/api/matters/points')).json();
    expect(card).toEqual({
      matters: [{ id: second.id, client_name: 'Beta S.r.l.', name: 'Lavoro', points: CHAT_COST }],
      unfiled: 0,
    });

    expect((await file(t, caller, 'conversation', conversationId, null)).statusCode).toBe(200);
    const [unfiled] = await t.database.db.select().from(usageRecords).where(eq(usageRecords.id, record!.id));
    expect(unfiled!.matterId).toBeNull();
    expect((await call(t, caller, 'GET', '/api/matters/points')).json()).toEqual({
      matters: [],
      unfiled: CHAT_COST,
    });
  });

  it('links a generated document and a case to their usage records, whose matter follows them', async () => {
    const caller = await signedInUser(t);
    const matter = await createMatter(t, caller);
    const document = (await newLegalDocument(t, caller, 'Diffida', matter.id)).json().data;
    const strategy = (await newCase(t, caller, 'Caso', null)).json().data;
    // The generator's and the simulator's runs name the item they created (MeteredRunContext.link).
    await metering.meteredRun('legal_document_simple', caller.id, async (run) => {
      run.link({ legalDocumentId: document.id });
    });
    await metering.meteredRun('case_strategy_simple', caller.id, async (run) => {
      run.link({ caseStrategyId: strategy.id });
    });
    const rows = await usageOf(t.database.db, caller.id);
    expect(rows.map((row) => [row.legalDocumentId, row.caseStrategyId, row.matterId])).toEqual([
      [document.id, null, matter.id],
      [null, strategy.id, null],
    ]);
    const documentCost = DEFAULT_POINT_COSTS.legal_document_simple;
    const caseCost = DEFAULT_POINT_COSTS.case_strategy_simple;
    expect((await call(t, caller, 'GET', `/api/matters/${matter.id}`)).json().points.total).toBe(
      documentCost,
    );

    expect((await file(t, caller, 'case_strategy', strategy.id, matter.id)).statusCode).toBe(200);
    expect((await call(t, caller, 'GET', `/api/matters/${matter.id}`)).json().points).toEqual({
      month: documentCost + caseCost,
      total: documentCost + caseCost,
    });
    // Deleting the matter unfiles the records too: the points stay the user's, unfiled.
    await call(t, caller, 'DELETE', `/api/matters/${matter.id}`);
    const after = await usageOf(t.database.db, caller.id);
    expect(after.map((row) => row.matterId)).toEqual([null, null]);
    expect((await call(t, caller, 'GET', '/api/matters/points')).json().unfiled).toBe(
      documentCost + caseCost,
    );
  });

  it('groups the admin spending by matter, with the owner and the unfiled rest', async () => {
    const caller = await signedInUser(t);
    const matter = await createMatter(t, caller, { client_name: 'Gamma Srl', name: 'Appalto' });
    const conversationId = await newConversation(t, caller, 'Appalto', matter.id);
    await chatIn(caller, conversationId);
    await eventually(async () => (await usageOf(t.database.db, caller.id)).length > 0);
    const admin = { authorization: `Bearer ${await tokenFor(t, TEST_ADMIN)}` };
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/usage-metrics/matter-spending',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((entry: { matter_id: number }) => entry.matter_id === matter.id);
    expect(row).toMatchObject({
      client_name: 'Gamma Srl',
      matter_name: 'Appalto',
      user_id: caller.id,
      requests: 1,
      points: CHAT_COST,
    });
    expect(Number(row.cost)).toBeGreaterThan(0);
    expect(res.json().unfiled).toEqual(expect.objectContaining({ requests: expect.any(Number) }));
    const future = await t.app.inject({
      method: 'GET',
      url: '/api/admin/usage-metrics/matter-spending?date_from=2099-01-01',
      headers: admin,
    });
    expect(future.json().data).toEqual([]);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/usage-metrics/matter-spending',
      headers: caller.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
