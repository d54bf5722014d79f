import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInUser } from '../../../test/sessions';
import { ledgerOf, parseSse } from '../chat/chat.test-support';

describe('costs configured by environment are the costs shown and charged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        POINTS_COST_RAG_INTERROGATION: '7',
        POINTS_COST_WEB_SEARCH_QUERY: '9',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
  });
  afterAll(() => t?.close());

  it('GET /api/points/costs answers the configured costs, and a Database Legale question charges that much', async () => {
    const user = await signedInUser(t);
    const costs = await t.app.inject({ method: 'GET', url: '/api/points/costs', headers: user.headers });
    expect(costs.statusCode).toBe(200);
    expect(costs.json().point_costs).toMatchObject({
      chat_message: 2,
      rag_interrogation: 7,
      web_search_query: 9,
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/rag-api/rag-chat',
      headers: user.headers,
      payload: { message: 'Chi risponde del danno cagionato da animali?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(parseSse(res.body).events[0]).toMatchObject({ type: 'response_info', points_charged: 7 });
    const charges = (await ledgerOf(t.database.db, user.id)).filter((row) => row.kind === 'charge');
    expect(charges.map((row) => row.delta)).toEqual([-7]);
  });
});
