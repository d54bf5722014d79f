import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { syncAnalyticsTimeZone } from '../../db/analytics-rollups';
import { queryRows } from '../../db/client';
import { caseStrategies, legalDocuments } from '../../db/schema';
import { eventually } from '../chat/chat.test-support';
import { createPointsService } from '../points/points.service';
import { NO_DIFFERENCES, rollupDifferences, rowsOf } from './analytics-rollups.test-support';

/**
 * The analytics rollups (migrations 0013 and 0015) are kept by triggers in the transaction that writes the
 * records: after writes through the real services and raw multi-row inserts (across Rome midnight,
 * the DST change of 2026-03-29 and a month end), after a user is deleted, after a time-zone change
 * and after concurrent answers, every rollup table equals the raw records aggregated in the test.
 */
const model = useAppWithFixtureModel({
  LLM_PRICE_INPUT_CACHE_HIT: '0.3',
  LLM_PRICE_INPUT_CACHE_MISS: '3',
  LLM_PRICE_INPUT_CACHE_WRITE: '3.75',
  LLM_PRICE_OUTPUT: '15',
});
const ROME = 'Europe/Rome';
const db = () => model.t.database.db;

let admin: string;
let anna: Caller;
let carla: number;
beforeAll(async () => {
  admin = await tokenFor(model.t, TEST_ADMIN);
});

async function ask(user: Caller, url: string, message: string) {
  const res = await model.t.app.inject({ method: 'POST', url, payload: { message }, headers: user.headers });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('"type":"done"');
}

async function count(query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number }>(db(), query);
  return Number(row!.n);
}

/** Usage and chat activity are written after the answer is streamed: wait for them. */
async function settled(usage: number, chats: number) {
  await eventually(async () => (await count(sql`select count(*)::int as n from usage_records`)) === usage);
  await eventually(
    async () =>
      (await count(sql`select count(*)::int as n from activity_log where action_type like 'CHAT_%'`)) ===
      chats,
  );
}

async function expectRollupsEqualRaw(zone = ROME) {
  expect(await rollupDifferences(db(), zone)).toEqual(NO_DIFFERENCES);
}

const usageCells = (table: 'usage_user_daily' | 'usage_feature_daily', where: ReturnType<typeof sql>) =>
  rowsOf(
    db(),
    sql`select day::text as day, requests, prompt_tokens::int as prompt, cost_output::text as output
        from ${sql.raw(table)} where ${where} order by day`,
  );

describe('the analytics rollups equal the raw records', () => {
  it('after answers, a charge and its refund and activity through the services, and raw multi-row inserts', async () => {
    const { llm, t } = model;
    llm.setDefault(() => ({
      chunks: ['Risposta ', 'di prova.'],
      usage: { prompt_tokens: 1_234, cached_tokens: 1_000, completion_tokens: 321 },
    }));
    anna = await signedInUser(t);
    const bruno = await signedInUser(t);
    await ask(anna, '/api/chat', 'Che cos’è la prescrizione?');
    await ask(anna, '/api/chat', 'E la decadenza?');
    await ask(anna, '/rag-api/rag-chat', 'Chi cagiona ad altri un danno ingiusto deve risarcirlo?');
    await ask(bruno, '/api/chat', 'Quanto dura la garanzia?');
    await settled(llm.requests.length, 4);

    // A charge and its refund through the points service.
    const points = createPointsService({ db: db(), clock: () => new Date(), config: t.config });
    const charge = await points.charge(anna.id, 'web_search_query');
    await points.refund(charge, 'prova');

    carla = (await createUser(db())).id;
    // Rome is UTC+1 until 2026-03-29 01:00Z, UTC+2 after; March ends at 2026-03-31 22:00Z.
    await db().execute(sql`insert into usage_records (user_id, feature, provider, status, prompt_tokens,
        cached_prompt_tokens, cache_write_prompt_tokens, completion_tokens, cost_cache_hit, cost_cache_miss,
        cost_cache_write, cost_output, created_at) values
      (${carla}, 'chat_standard', 'openai', 'completed', 100, 10, 1, 5, 0.00000001, 0.1, 0.2, 1.23456789, '2026-03-28T22:59:59Z'),
      (${carla}, 'chat_standard', 'openai', 'failed', 200, 20, 2, 6, 0.00000002, 0.1, 0.2, 0.00000001, '2026-03-28T23:00:00Z'),
      (${carla}, 'chat_standard', 'openai', 'completed', 400, 0, 0, 7, 0, 0, 0, 0.5, '2026-03-29T00:59:59Z'),
      (${carla}, 'chat_standard', 'openai', 'aborted', 800, 0, 0, 8, 0, 0, 0, 0.25, '2026-03-29T01:00:00Z'),
      (${carla}, 'chat_standard', 'openai', 'completed', 1600, 0, 0, 9, 0, 0, 0, 0.125, '2026-03-29T21:59:59Z'),
      (${carla}, 'chat_standard', 'openai', 'completed', 3200, 0, 0, 1, 0, 0, 0, 1, '2026-03-29T22:00:00Z'),
      (${carla}, 'chat_rag', 'openai', 'completed', 6400, 0, 0, 1, 0, 0, 0, 2, '2026-03-31T21:59:59Z'),
      (${carla}, 'chat_rag', 'openai', 'completed', 12800, 0, 0, 1, 0, 0, 0, 3, '2026-03-31T22:00:00Z'),
      (${bruno.id}, 'chat_rag', 'openai', 'completed', 5, 0, 0, 1, 0, 0, 0, 0.00000003, '2026-03-31T22:00:00Z')`);
    await db().execute(sql`insert into activity_log (user_id, action_type, details, created_at) values
      (${carla}, 'CHAT_SIMPLE_INTERACTION', '{"message_length": 9}', '2026-03-28T22:59:59Z'),
      (${carla}, 'CHAT_RAG_INTERACTION', '{"documents_used": 3}', '2026-03-28T23:00:00Z'),
      (${carla}, 'CHAT_WEB_SEARCH_INTERACTION', '{"documents_used": 2}', '2026-03-29T01:00:00Z'),
      (${carla}, 'CHAT_WEB_SEARCH_INTERACTION', '{"documents_used": 0}', '2026-03-29T21:59:59Z'),
      (${carla}, 'CHAT_WEB_SEARCH_INTERACTION', '{"documents_used": "tre"}', '2026-03-29T22:00:00Z'),
      (${carla}, 'CHAT_WEB_SEARCH_INTERACTION', '{"documents_used": 1.5}', '2026-03-29T22:00:00Z'),
      (${carla}, 'USER_LOGIN', '{}', '2026-03-29T22:00:00Z'),
      (null, 'CHAT_SIMPLE_INTERACTION', null, '2026-03-29T10:00:00Z')`);
    // Two charges; the first refunded two days later; a third charged and refunded in one statement.
    const charges = await queryRows<{ id: number }>(
      db(),
      sql`insert into points_ledger (user_id, kind, action, delta, balance_after, created_at) values
        (${carla}, 'charge', 'chat_message', -5, 995, '2026-03-28T22:59:59Z'),
        (${carla}, 'charge', 'rag_interrogation', -10, 985, '2026-03-28T23:00:00Z')
        returning id`,
    );
    await db().execute(sql`insert into points_ledger (user_id, kind, action, delta, balance_after, refund_of, created_at)
      values (${carla}, 'refund', 'chat_message', 5, 990, ${charges[0]!.id}, '2026-03-30T10:00:00Z'),
             (${carla}, 'adjustment', 'admin', 50, 1040, null, '2026-03-30T10:00:00Z')`);
    await db().execute(sql`with charged as (
        insert into points_ledger (user_id, kind, action, delta, balance_after, created_at)
        values (${carla}, 'charge', 'web_search_query', -7, 1033, '2026-03-29T01:00:00Z') returning id)
      insert into points_ledger (user_id, kind, action, delta, balance_after, refund_of, created_at)
      select ${carla}::int, 'refund', 'web_search_query', 7, 1040, id, '2026-04-02T08:00:00Z'::timestamptz
      from charged`);

    await expectRollupsEqualRaw();

    // By hand, Carla's days in Rome: 3-28 the 23:59:59 record; 3-29 from its midnight to its end
    // across the DST change (200 + 400 + 800 + 1600); then 3-30, 3-31 and April 1st.
    expect(await usageCells('usage_user_daily', sql`user_id = ${carla}`)).toEqual([
      { day: '2026-03-28', requests: 1, prompt: 100, output: '1.23456789' },
      { day: '2026-03-29', requests: 4, prompt: 3000, output: '0.87500001' },
      { day: '2026-03-30', requests: 1, prompt: 3200, output: '1.00000000' },
      { day: '2026-03-31', requests: 1, prompt: 6400, output: '2.00000000' },
      { day: '2026-04-01', requests: 1, prompt: 12800, output: '3.00000000' },
    ]);
    expect(
      await rowsOf(
        db(),
        sql`select month::text as month, requests, prompt_tokens::int as prompt from usage_user_monthly
            where user_id = ${carla} order by month`,
      ),
    ).toEqual([
      { month: '2026-03-01', requests: 7, prompt: 12700 },
      { month: '2026-04-01', requests: 1, prompt: 12800 },
    ]);
    expect(await usageCells('usage_feature_daily', sql`feature = 'chat_rag' and day = '2026-04-01'`)).toEqual(
      [{ day: '2026-04-01', requests: 2, prompt: 12805, output: '3.00000003' }],
    );
    // "tre" is not a number, 0 is not above 0: of the four Ricerca Web answers two used documents.
    expect(
      await rowsOf(
        db(),
        sql`select day::text as day, standard, rag, websearch, websearch_with_documents as with_documents
            from chat_user_daily where user_id = ${carla} order by day`,
      ),
    ).toEqual([
      { day: '2026-03-28', standard: 1, rag: 0, websearch: 0, with_documents: 0 },
      { day: '2026-03-29', standard: 0, rag: 1, websearch: 2, with_documents: 1 },
      { day: '2026-03-30', standard: 0, rag: 0, websearch: 2, with_documents: 1 },
    ]);
    expect(await rowsOf(db(), sql`select standard, rag from chat_daily where day = '2026-03-29'`)).toEqual([
      { standard: 1, rag: 1 },
    ]);
  });

  it('counts a refund on a later day against its charge’s day and action', async () => {
    expect(
      await rowsOf(
        db(),
        sql`select day::text as day, action, charged_points::int as charged, charges,
              refunded_points::int as refunded, refunds
            from points_action_daily where day < '2026-04-01' order by day, action`,
      ),
    ).toEqual([
      { day: '2026-03-28', action: 'chat_message', charged: 5, charges: 1, refunded: 5, refunds: 1 },
      { day: '2026-03-29', action: 'rag_interrogation', charged: 10, charges: 1, refunded: 0, refunds: 0 },
      { day: '2026-03-29', action: 'web_search_query', charged: 7, charges: 1, refunded: 7, refunds: 1 },
    ]);
  });

  it('keep each user’s all-time totals through cases and documents created, edited and deleted', async () => {
    const caseRow = (title: string) => ({
      userId: carla,
      caseTitle: title,
      caseType: 'civile',
      legalArea: 'diritto_civile',
      caseFacts: 'Fatti del caso',
    });
    const documentRow = (title: string, metadata: Record<string, unknown>) => ({
      userId: carla,
      title,
      documentType: 'contratto',
      legalArea: 'diritto_civile',
      status: 'generated' as const,
      metadata,
      originalContent: 'Testo',
      content: 'Testo',
    });
    const cases = await db()
      .insert(caseStrategies)
      .values([caseRow('Uno'), caseRow('Due'), caseRow('Tre')])
      .returning({ id: caseStrategies.id });
    const documents = await db()
      .insert(legalDocuments)
      .values([
        documentRow('Con AI', { ai_enhanced: true }),
        documentRow('Poi con AI', { ai_enhanced: false }),
        documentRow('Senza AI', { ai_enhanced: false }),
        documentRow('Senza metadati', {}),
      ])
      .returning({ id: legalDocuments.id });
    await expectRollupsEqualRaw();
    // An edit that rewrites the metadata moves a document into the AI count; deletes take them out.
    await db().execute(sql`update legal_documents set metadata = '{"ai_enhanced": true}'::jsonb
      where id = ${documents[1]!.id}`);
    await db().execute(sql`delete from legal_documents where id = ${documents[0]!.id}`);
    await db().execute(sql`delete from case_strategies where id = ${cases[2]!.id}`);
    await expectRollupsEqualRaw();

    // By hand, from the first test: 8 usage records (12,700 + 12,800 prompt tokens), one standard,
    // one Database Legale and four Ricerca Web answers (two with documents); here 2 cases, 3
    // documents of which 1 with AI.
    expect(
      await rowsOf(
        db(),
        sql`select requests, prompt_tokens::int as prompt, standard, rag, websearch,
              websearch_with_documents as with_documents, case_strategies as cases,
              legal_documents as documents, legal_documents_enhanced as enhanced
            from analytics_user_totals where user_id = ${carla}`,
      ),
    ).toEqual([
      {
        requests: 8,
        prompt: 25_500,
        standard: 1,
        rag: 1,
        websearch: 4,
        with_documents: 2,
        cases: 2,
        documents: 3,
        enhanced: 1,
      },
    ]);
  });

  it('are rebuilt in the new zone when the server boots with another POINTS_TIME_ZONE, and back', async () => {
    const change = await syncAnalyticsTimeZone(db(), 'America/New_York');
    expect(change).toMatchObject({ from: ROME, to: 'America/New_York' });
    await expectRollupsEqualRaw('America/New_York');
    // New York is UTC−4 from March 8th: Carla's first four records fall on 3-28 there.
    expect(await usageCells('usage_user_daily', sql`user_id = ${carla}`)).toEqual([
      { day: '2026-03-28', requests: 4, prompt: 1500, output: '1.98456790' },
      { day: '2026-03-29', requests: 2, prompt: 4800, output: '1.12500000' },
      { day: '2026-03-31', requests: 2, prompt: 19200, output: '5.00000000' },
    ]);
    // Written while in New York time, counted in it.
    await db().execute(sql`insert into activity_log (user_id, action_type, created_at)
      values (${carla}, 'CHAT_RAG_INTERACTION', '2026-03-29T03:30:00Z')`);
    await expectRollupsEqualRaw('America/New_York');

    expect(await syncAnalyticsTimeZone(db(), ROME)).toMatchObject({ from: 'America/New_York', to: ROME });
    expect(await syncAnalyticsTimeZone(db(), ROME)).toBeNull();
    await expectRollupsEqualRaw();
    expect(await rowsOf(db(), sql`select time_zone from analytics_settings`)).toEqual([{ time_zone: ROME }]);
  });

  it('are rebuilt by the boot itself (prepareDatabase) when POINTS_TIME_ZONE differs, with a log line', async () => {
    const lines: string[] = [];
    const other = await buildTestApp({
      env: { POINTS_TIME_ZONE: 'America/New_York', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const stored = await rowsOf(other.database.db, sql`select time_zone from analytics_settings`);
      expect(stored).toEqual([{ time_zone: 'America/New_York' }]);
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.analytics);
      expect(logged).toMatchObject({
        analytics: { time_zone_from: ROME, time_zone_to: 'America/New_York' },
        msg: 'POINTS_TIME_ZONE changed: analytics rollups rebuilt in the new time zone',
      });
    } finally {
      await other.close();
    }
  });

  it('stay equal when users are deleted by the administrator (records and rollups cascade)', async () => {
    const chatDaily = sql`select day::text as day, standard, rag, websearch from chat_daily order by day`;
    const before = await rowsOf(db(), chatDaily);
    for (const id of [carla, anna.id]) {
      const res = await model.t.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${id}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode).toBe(200);
      await expectRollupsEqualRaw();
    }
    // Their answers stay in the activity log (user_id null), so in chat_daily; their own rows are gone.
    expect(await rowsOf(db(), chatDaily)).toEqual(before);
    expect(
      await count(
        sql`select count(*)::int as n from chat_user_daily where user_id in (${carla}, ${anna.id})`,
      ),
    ).toBe(0);
    // Carla was the only one with usage or charges on these days.
    expect(await usageCells('usage_feature_daily', sql`day between '2026-03-28' and '2026-03-31'`)).toEqual(
      [],
    );
    expect(
      await count(sql`select count(*)::int as n from points_action_daily where day < '2026-04-01'`),
    ).toBe(0);
  });

  it('stay equal after 20 concurrent metered answers (no lost update, no deadlock)', async () => {
    const { llm, t } = model;
    llm.setDefault(() => ({
      chunks: ['Risposta.'],
      usage: { prompt_tokens: 1_000, cached_tokens: 250, completion_tokens: 100 },
    }));
    const users = await Promise.all([1, 2, 3, 4].map(() => signedInUser(t)));
    const usageBefore = await count(sql`select count(*)::int as n from usage_records`);
    const chatsBefore = await count(
      sql`select count(*)::int as n from activity_log where action_type like 'CHAT_%'`,
    );
    const standardBefore = await count(sql`select coalesce(sum(standard), 0)::int as n from chat_daily`);

    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        ask(users[index % 4]!, '/api/chat', `Domanda numero ${index}?`),
      ),
    );
    await settled(usageBefore + llm.requests.length, chatsBefore + 20);

    await expectRollupsEqualRaw();
    expect(llm.requests).toHaveLength(20);
    expect(await count(sql`select sum(standard)::int as n from chat_daily`)).toBe(standardBefore + 20);
    for (const user of users) {
      const mine = sql`select sum(requests)::int as n from usage_user_daily where user_id = ${user.id}`;
      expect(await count(mine)).toBe(5);
    }
  });
});
