import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Caller } from '../../../test/sessions';
import { queryRows } from '../../db/client';
import { activityLog, messageFeedback, messages, pointsLedger, users } from '../../db/schema';
import { StorageNotFoundError } from '../../platform/storage';
import { adminCall, seededPlans, signedInAdmin } from '../admin/admin-users.test-support';
import { fill, person } from './account-data.test-support';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000', CAPTCHA_PROVIDER: 'none' } });
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

/** Tables whose rows may still name an erased user (anonymised): the totals need them. */
const KEPT_UNDER_TOMBSTONE = new Set([
  'points_ledger',
  'usage_records',
  'activity_log',
  'usage_user_daily',
  'usage_user_monthly',
  'chat_user_daily',
  'chat_user_monthly',
  'analytics_user_totals',
]);

async function adminTotals() {
  const get = async (url: string) => {
    const res = await adminCall(t, 'GET', url, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const tokens = (await get('/usage-metrics/llm-tokens/per-user')) as {
    total_prompt_tokens: number;
    total_completion_tokens: number;
  }[];
  const spending = (await get('/usage-metrics/user-spending')) as {
    total_requests: number;
    total_cost: number;
  }[];
  return {
    points: await get('/analytics/points'),
    chat: await get('/usage-metrics/chat-activity'),
    promptTokens: tokens.reduce((sum, row) => sum + row.total_prompt_tokens, 0),
    completionTokens: tokens.reduce((sum, row) => sum + row.total_completion_tokens, 0),
    requests: spending.reduce((sum, row) => sum + row.total_requests, 0),
    cost: Math.round(spending.reduce((sum, row) => sum + row.total_cost, 0) * 1e8),
  };
}

describe('DELETE /api/account', () => {
  it('refuses a wrong or missing password in Italian, on the password field', async () => {
    const caller = await person(t);
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: caller.headers,
      payload: { password: 'Sbagliata123' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['La password non è corretta.'] });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: caller.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toBeDefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, caller.id));
    expect(row!.deletedAt).toBeNull();
  });

  it('refuses the last administrator', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: admin.headers,
      payload: { password: 'AdminTest123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('LAST_ADMIN_SELF_ERASE');
  });

  it('erases everything personal, keeps the totals, deletes the files, and frees the address', async () => {
    const caller = await person(t);
    const data = await fill(t, admin, caller);
    const bystander = await person(t);
    await fill(t, admin, bystander);
    const before = await adminTotals();
    expect(await t.storage.get(data.key)).toBeInstanceOf(Uint8Array);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: caller.headers,
      payload: { password: caller.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });

    const db = t.database.db;
    // Every table with a user_id column, as the database lists them: a new table is covered too.
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select distinct table_name from information_schema.columns
          where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name: table } of tables) {
      const [row] = await queryRows<{ count: string | number }>(
        db,
        sql`select count(*) as count from ${sql.identifier(table)} where user_id = ${caller.id}`,
      );
      if (!KEPT_UNDER_TOMBSTONE.has(table)) expect(Number(row!.count), table).toBe(0);
    }
    // Nothing left names the person, anywhere a user's data can be.
    for (const table of [
      ...tables.map((row) => row.table_name),
      'contact_messages',
      'login_throttles',
      'users',
    ]) {
      const [row] = await queryRows<{ count: string | number }>(
        db,
        sql`select count(*) as count from ${sql.identifier(table)} t where t::text ilike ${`%${caller.email}%`}
            or t::text ilike ${`%${caller.name}%`}`,
      );
      expect(Number(row!.count), table).toBe(0);
    }
    const [tombstone] = await db.select().from(users).where(eq(users.id, caller.id));
    expect(tombstone).toMatchObject({
      name: 'Utente eliminato',
      email: `eliminato-${caller.id}@eliminati.invalid`,
      isAdmin: false,
      emailVerifiedAt: null,
    });
    expect(tombstone!.deletedAt).toBeInstanceOf(Date);
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, caller.id));
    expect(ledger.length).toBeGreaterThan(1);
    expect(ledger.every((row) => row.description === null)).toBe(true);
    const ownActivity = await db.select().from(activityLog).where(eq(activityLog.userId, caller.id));
    expect(ownActivity.every((row) => row.ipAddress === null)).toBe(true);
    expect(ownActivity.find((row) => row.actionType === 'CHAT_WEB_SEARCH_INTERACTION')!.details).toEqual({
      documents_used: 2,
    });
    const feedback = await db
      .select()
      .from(messageFeedback)
      .where(eq(messageFeedback.answerText, 'Sì, con preavviso di sei mesi.'));
    expect(
      feedback.some((row) => row.userId === null && row.messageId === null && row.feedbackText === 'Utile'),
    ).toBe(true);
    expect(await db.$count(messages, eq(messages.conversationId, data.conversation.id))).toBe(0);

    expect(await adminTotals()).toEqual(before);
    await expect(t.storage.get(data.key)).rejects.toBeInstanceOf(StorageNotFoundError);

    // The old session is gone; the address signs in to nothing and can register again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: caller.headers })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: caller.email, password: caller.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().error_code).toBe('INVALID_CREDENTIALS');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Ginevra Nuova',
        email: caller.email,
        password: 'Password123',
        password_confirmation: 'Password123',
        captcha_token: 'off',
      },
    });
    expect(register.statusCode, register.body).toBeLessThan(300);
    const again = await db.select().from(users).where(eq(users.email, caller.email));
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(caller.id);
  });

  it('hides the tombstone from the admin users list and answers 404 to every admin action on it', async () => {
    const caller = await person(t);
    const plans = await seededPlans(t);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: caller.headers,
      payload: { password: caller.password },
    });
    expect(erased.statusCode).toBe(200);
    const list = await adminCall(t, 'GET', '/users', admin);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(`eliminato-${caller.id}@`);
    const update = await adminCall(t, 'PUT', `/users/${caller.id}`, admin, {
      name: 'Risorto',
      email: caller.email,
      is_admin: false,
      subscription_plan_id: plans.beta.id,
      password: 'Password123',
    });
    expect(update.statusCode).toBe(404);
    expect((await adminCall(t, 'DELETE', `/users/${caller.id}`, admin)).statusCode).toBe(404);
    expect((await adminCall(t, 'PATCH', `/users/${caller.id}/verify-email`, admin)).statusCode).toBe(404);
    const points = await adminCall(t, 'PATCH', `/users/${caller.id}/points`, admin, { points_balance: 5 });
    expect(points.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, caller.id));
    expect(row).toMatchObject({ name: 'Utente eliminato', emailVerifiedAt: null });
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });
});
