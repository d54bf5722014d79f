import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser } from '../../../test/sessions';
import { activityLog, pointsLedger, usageRecords, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function log(caller: Caller | null, url: string, payload: Record<string, unknown>, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: caller?.headers ?? {},
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function activityOf(userId: number) {
  return t.database.db
    .select({
      actionType: activityLog.actionType,
      details: activityLog.details,
      ipAddress: activityLog.ipAddress,
    })
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(activityLog.id);
}

async function accountingOf(userId: number) {
  const [user] = await t.database.db
    .select({ balance: users.pointsBalance })
    .from(users)
    .where(eq(users.id, userId));
  const [ledger] = await t.database.db
    .select({ rows: count() })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  const [usage] = await t.database.db
    .select({ rows: count() })
    .from(usageRecords)
    .where(eq(usageRecords.userId, userId));
  return { balance: user?.balance, ledgerRows: ledger?.rows, usageRows: usage?.rows };
}

describe('the client logging calls', () => {
  it('are rate limited to 120 a minute per client address', async () => {
    const caller = await signedInUser(t);
    const statuses: number[] = [];
    for (let index = 0; index < 122; index++) {
      const res = await log(
        caller,
        '/api/update-llm-completion-tokens',
        { completion_tokens: 0 },
        '10.1.2.3',
      );
      statuses.push(res.statusCode);
    }
    // Another address still has its own allowance.
    expect((await log(caller, '/api/update-llm-completion-tokens', {}, '10.1.2.4')).statusCode).toBe(200);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429]);
    expect(await activityOf(caller.id)).toHaveLength(121);
  });

  it('store activity with lengths computed from the texts, and never touch points or usage', async () => {
    const caller = await signedInUser(t);
    const before = await accountingOf(caller.id);

    const simple = await log(caller, '/api/log-simple-chat', {
      user_message: 'Qual è il termine per l’appello? 🙂',
      ai_response: 'Trenta giorni.',
      message_length: 999_999,
      response_length: 1,
    });
    expect(simple.statusCode).toBe(200);
    expect(simple.json()).toEqual({ success: true });
    const web = await log(caller, '/api/log-web-search', {
      user_message: 'IMU 2026',
      ai_response: 'La prima rata scade il 16 giugno.',
      search_results_count: 5,
    });
    expect(web.json()).toEqual({ success: true });
    const tokens = await log(caller, '/api/update-llm-completion-tokens', {
      completion_tokens: 0,
      response_content: 'Trenta giorni.',
    });
    expect(tokens.json()).toEqual({ success: true });
    // Only the lengths are claimed: they are kept as given.
    await log(caller, '/api/log-simple-chat', { message_length: 12, response_length: '40' });

    const stored = await activityOf(caller.id);
    expect(stored).toEqual([
      {
        actionType: 'CLIENT_SIMPLE_CHAT_REPORTED',
        details: { message_length: 34, response_length: 14, query_mode: 'standard' },
        ipAddress: '127.0.0.1',
      },
      {
        actionType: 'CLIENT_WEB_SEARCH_REPORTED',
        details: { message_length: 8, response_length: 33, search_results_count: 5 },
        ipAddress: '127.0.0.1',
      },
      {
        actionType: 'LLM_COMPLETION_TOKENS_REPORTED',
        details: { completion_tokens: 0, response_length: 14 },
        ipAddress: '127.0.0.1',
      },
      {
        actionType: 'CLIENT_SIMPLE_CHAT_REPORTED',
        details: { message_length: 12, response_length: 40, query_mode: 'standard' },
        ipAddress: '127.0.0.1',
      },
    ]);
    // The texts themselves are never stored.
    expect(JSON.stringify(stored)).not.toContain('appello');
    expect(await accountingOf(caller.id)).toEqual(before);
  });

  it('reject malformed bodies with 422 and anonymous callers with 401', async () => {
    const caller = await signedInUser(t);
    const bad = await log(caller, '/api/log-web-search', { search_results_count: -1, user_message: 42 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['search_results_count', 'user_message']);
    expect(
      (await log(caller, '/api/update-llm-completion-tokens', { completion_tokens: 'molti' })).statusCode,
    ).toBe(422);
    for (const url of ['/api/log-simple-chat', '/api/log-web-search', '/api/update-llm-completion-tokens']) {
      expect((await log(null, url, {})).statusCode).toBe(401);
    }
    expect(await activityOf(caller.id)).toEqual([]);
  });
});
