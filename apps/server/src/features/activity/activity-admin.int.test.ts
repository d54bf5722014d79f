import { adminActivitiesResponse } from '@brocardo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { type Caller, signedInUser } from '../../../test/sessions';
import { activityLog } from '../../db/schema';
import { signedInAdmin } from '../admin/admin-users.test-support';

// GET /api/admin/user-activities over rows inserted with chosen timestamps: filters, the Rome
// calendar (midnight, both DST changes), order, the envelope's links.

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

interface Row {
  userId: number | null;
  actionType: string;
  at: string;
  details?: Record<string, unknown>;
}

/** Inserts the rows in order; returns their ids. */
async function insert(rows: Row[]): Promise<number[]> {
  const inserted = await t.database.db
    .insert(activityLog)
    .values(
      rows.map((row) => ({
        userId: row.userId,
        actionType: row.actionType,
        details: row.details ?? { n: 1 },
        ipAddress: '10.0.0.1',
        createdAt: new Date(row.at),
      })),
    )
    .returning({ id: activityLog.id });
  return inserted.map((row) => row.id);
}

async function list(query: string, caller: Caller | null = admin) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/user-activities${query}`,
    headers: caller?.headers ?? {},
  });
  return res;
}

async function idsOf(query: string): Promise<number[]> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((row: { id: number }) => row.id);
}

describe('the filters', () => {
  it('by user, by type, and both', async () => {
    const anna = await createUser(t.database.db, { name: 'Anna Verdi' });
    const bruno = await createUser(t.database.db, { name: 'Bruno Neri' });
    const [a1, a2, b1, b2] = await insert([
      { userId: anna.id, actionType: 'CHAT_RAG_INTERACTION', at: '2025-01-10T10:00:00Z' },
      { userId: anna.id, actionType: 'FILTRO_DI_PROVA', at: '2025-01-11T10:00:00Z' },
      { userId: bruno.id, actionType: 'FILTRO_DI_PROVA', at: '2025-01-12T10:00:00Z' },
      { userId: bruno.id, actionType: 'CHAT_RAG_INTERACTION', at: '2025-01-13T10:00:00Z' },
    ]);
    expect(await idsOf(`?user_id=${anna.id}`)).toEqual([a2, a1]);
    expect(await idsOf('?action_type=FILTRO_DI_PROVA')).toEqual([b1, a2]);
    expect(await idsOf(`?user_id=${bruno.id}&action_type=CHAT_RAG_INTERACTION`)).toEqual([b2]);
    // Blank filters are no filters.
    expect(await idsOf(`?user_id=${anna.id}&action_type=&date_from=&date_to=`)).toEqual([a2, a1]);

    const page = (await list(`?user_id=${anna.id}`)).json();
    expect(page.data[0]).toEqual({
      id: a2,
      action_type: 'FILTRO_DI_PROVA',
      created_at: '2025-01-11T10:00:00.000Z',
      user_id: anna.id,
      user: { id: anna.id, name: 'Anna Verdi', email: anna.email },
      details: { n: 1 },
      ip_address: '10.0.0.1',
    });
  });

  it('by Rome calendar days, inclusive, across midnight and the March change to summer time', async () => {
    const user = await createUser(t.database.db);
    // 30 March 2025: Rome goes from UTC+1 to UTC+2 at 01:00 UTC, so that day lasts 23 hours.
    const ids = await insert(
      [
        '2025-03-28T22:59:59Z', // 28 March 23:59:59 in Rome
        '2025-03-28T23:00:00Z', // 29 March 00:00:00
        '2025-03-29T22:59:59Z', // 29 March 23:59:59
        '2025-03-29T23:00:00Z', // 30 March 00:00:00 (still UTC+1)
        '2025-03-30T21:59:59Z', // 30 March 23:59:59 (UTC+2)
        '2025-03-30T22:00:00Z', // 31 March 00:00:00
      ].map((at) => ({ userId: user.id, actionType: 'FILTRO_DATE', at })),
    );
    const [d28, d29a, d29b, d30a, d30b, d31] = ids;
    const by = (range: string) => idsOf(`?user_id=${user.id}&${range}`);
    expect(await by('date_from=2025-03-29&date_to=2025-03-29')).toEqual([d29b, d29a]);
    expect(await by('date_from=2025-03-30&date_to=2025-03-30')).toEqual([d30b, d30a]);
    expect(await by('date_to=2025-03-28')).toEqual([d28]);
    expect(await by('date_from=2025-03-31')).toEqual([d31]);
    expect(await by('date_from=2025-03-29&date_to=2025-03-30')).toEqual([d30b, d30a, d29b, d29a]);
  });

  it('across the October change back to winter time (a 25-hour day)', async () => {
    const user = await createUser(t.database.db);
    // 26 October 2025: Rome goes from UTC+2 back to UTC+1 at 01:00 UTC.
    const [d25, d26a, d26b, d27] = await insert(
      [
        '2025-10-25T21:59:59Z', // 25 October 23:59:59 (UTC+2)
        '2025-10-25T22:00:00Z', // 26 October 00:00:00
        '2025-10-26T22:59:59Z', // 26 October 23:59:59 (UTC+1)
        '2025-10-26T23:00:00Z', // 27 October 00:00:00
      ].map((at) => ({ userId: user.id, actionType: 'FILTRO_DATE', at })),
    );
    expect(await idsOf(`?user_id=${user.id}&date_from=2025-10-26&date_to=2025-10-26`)).toEqual([d26b, d26a]);
    expect(await idsOf(`?user_id=${user.id}&date_to=2025-10-25`)).toEqual([d25]);
    expect(await idsOf(`?user_id=${user.id}&date_from=2025-10-27`)).toEqual([d27]);
  });

  it('refuses an inverted range, a malformed day or type with 422', async () => {
    for (const query of [
      '?date_from=2025-03-30&date_to=2025-03-29',
      '?date_from=2025-02-30',
      '?action_type=chat;drop',
      '?user_id=uno',
    ]) {
      expect((await list(query)).statusCode, query).toBe(422);
    }
  });
});

describe('the envelope', () => {
  it('pages newest first (ties by id), 15 by default, with the link fields', async () => {
    const user = await createUser(t.database.db);
    // 17 rows a minute apart; the last two share a timestamp.
    const rows = Array.from({ length: 17 }, (_, index) => ({
      userId: user.id,
      actionType: 'PAGINA',
      at: new Date(Date.UTC(2025, 5, 1, 8, Math.min(index, 15))).toISOString(),
    }));
    const ids = await insert(rows);
    const newestFirst = [ids[16]!, ids[15]!, ...ids.slice(0, 15).reverse()];

    const first = await list(`?user_id=${user.id}`);
    expect(adminActivitiesResponse.safeParse(first.json()).success).toBe(true);
    const base = `/api/admin/user-activities?per_page=15&user_id=${user.id}`;
    const { data, links, ...envelope } = first.json();
    expect(data.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(0, 15));
    expect(envelope).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 15,
      total: 17,
      from: 1,
      to: 15,
      first_page_url: `${base}&page=1`,
      last_page_url: `${base}&page=2`,
      next_page_url: `${base}&page=2`,
      prev_page_url: null,
      path: '/api/admin/user-activities',
    });
    expect(links).toEqual([
      { url: null, label: '« Precedente', active: false },
      { url: `${base}&page=1`, label: '1', active: true },
      { url: `${base}&page=2`, label: '2', active: false },
      { url: `${base}&page=2`, label: 'Successiva »', active: false },
    ]);

    const second = (await list(`?user_id=${user.id}&page=2`)).json();
    expect(second.data.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(15));
    expect(second).toMatchObject({ from: 16, to: 17, next_page_url: null, prev_page_url: `${base}&page=1` });

    const small = (await list(`?user_id=${user.id}&per_page=5&page=4`)).json();
    expect(small.data.map((row: { id: number }) => row.id)).toEqual(newestFirst.slice(15));
    expect(small).toMatchObject({ current_page: 4, last_page: 4, per_page: 5, total: 17, from: 16, to: 17 });

    const beyond = (await list(`?user_id=${user.id}&page=9`)).json();
    expect(beyond).toMatchObject({ data: [], total: 17, from: null, to: null });
  });

  it('returns details as objects (JSON text too), and a null user for an anonymous or deleted one', async () => {
    const [anonymous] = await insert([
      { userId: null, actionType: 'DETTAGLI_PROVA', at: '2024-02-01T10:00:00Z', details: { alert: 'x' } },
    ]);
    // An older row may hold its details as JSON text inside the jsonb column.
    const [asText] = await t.database.db
      .insert(activityLog)
      .values({
        userId: null,
        actionType: 'DETTAGLI_PROVA',
        details: sql`to_jsonb(${'{"message_length":12,"query_mode":"rag"}'}::text)` as never,
        createdAt: new Date('2024-02-02T10:00:00Z'),
      })
      .returning({ id: activityLog.id });
    const { data } = (await list('?action_type=DETTAGLI_PROVA')).json();
    expect(data).toEqual([
      expect.objectContaining({
        id: asText!.id,
        user: null,
        user_id: null,
        details: { message_length: 12, query_mode: 'rag' },
        ip_address: null,
      }),
      expect.objectContaining({ id: anonymous, user: null, details: { alert: 'x' } }),
    ]);
  });
});

describe('who may read it', () => {
  it('answers 401 to an anonymous visitor and 403 to a user', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    const user = await signedInUser(t);
    const res = await list('', user);
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('ADMIN_REQUIRED');
  });
});
