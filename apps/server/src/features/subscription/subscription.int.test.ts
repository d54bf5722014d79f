import {
  errorTable,
  subscriptionResponse,
  UPGRADE_REQUEST_SENT_MESSAGE,
  upgradeRequestResponse,
} from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { decodeQuotedPrintable, header, outboxFor } from '../../../test/mail';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { upgradeRequests, users } from '../../db/schema';
import { createSubscriptionRepo, PendingRequestExists } from './subscription.repo';
import { type PlanCode, planIds, requestPlan, withdraw } from './subscription.test-support';

const REQUESTS_PER_HOUR = 6;
const CONTACT_EMAIL = 'amministrazione@studio-test.it';
const PENDING_STATUS = errorTable.UPGRADE_REQUEST_PENDING.status;

let t: TestApp;
let plans: Record<PlanCode, number>;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_RATE_LIMIT_PER_MINUTE: '200',
      UPGRADE_REQUEST_RATE_LIMIT_PER_HOUR: String(REQUESTS_PER_HOUR),
      CONTACT_EMAIL,
    },
  });
  plans = await planIds(t);
});
afterAll(() => t.close());

function overview(caller: Caller | null) {
  return t.app.inject({ method: 'GET', url: '/api/subscription', headers: caller?.headers ?? {} });
}

async function storedRequests(userId: number) {
  return t.database.db
    .select()
    .from(upgradeRequests)
    .where(eq(upgradeRequests.userId, userId))
    .orderBy(upgradeRequests.id);
}

describe('GET /api/subscription', () => {
  it('lists the plans by allowance, with the user’s plan, balance and days to the reset', async () => {
    const caller = await signedInUser(t);
    const res = await overview(caller);
    expect(res.statusCode).toBe(200);
    const body = subscriptionResponse.parse(res.json());
    expect(body.plans.map((plan) => [plan.code, plan.monthly_points, plan.price])).toEqual([
      ['beta', 1000, '0.00'],
      ['professionale', 3000, '29.00'],
      ['studio', 10000, '99.00'],
    ]);
    expect(body.current_plan_id).toBe(plans.beta);
    expect(body.current_balance).toBe(1000);
    expect(body.days_until_reset).toBeGreaterThanOrEqual(1);
    expect(body.days_until_reset).toBeLessThanOrEqual(31);
    expect(body.pending_request).toBeNull();
  });

  it('answers 401 without a token', async () => {
    expect((await overview(null)).statusCode).toBe(401);
  });
});

describe('POST /api/subscription/upgrade-requests', () => {
  it('stores the request, e-mails CONTACT_EMAIL and shows it as pending', async () => {
    const user = await createUser(t.database.db, { name: 'Avv. Marco Bianchi' });
    const caller = { id: user.id, headers: { authorization: `Bearer ${await tokenFor(t, user)}` } } as Caller;
    const res = await requestPlan(t, caller, {
      plan_id: plans.professionale,
      message: '  Siamo in tre avvocati nello studio  ',
    });
    expect(res.statusCode).toBe(201);
    const body = upgradeRequestResponse.parse(res.json());
    expect(body.message).toBe(UPGRADE_REQUEST_SENT_MESSAGE);
    expect(body.request).toMatchObject({
      status: 'pending',
      current_plan: { id: plans.beta, code: 'beta' },
      requested_plan: { id: plans.professionale, code: 'professionale', monthly_points: 3000 },
      message: 'Siamo in tre avvocati nello studio',
      decided_at: null,
    });

    const [stored] = await storedRequests(user.id);
    expect(stored).toMatchObject({
      id: body.request.id,
      status: 'pending',
      currentPlanId: plans.beta,
      requestedPlanId: plans.professionale,
      decidedBy: null,
    });

    const [mail, ...more] = await outboxFor(t.outboxDir, CONTACT_EMAIL);
    expect(more).toEqual([]);
    const text = decodeQuotedPrintable(mail!.raw);
    for (const expected of [user.email, 'Marco Bianchi', 'Beta Pubblica', 'Professionale', 'tre avvocati']) {
      expect(text).toContain(expected);
    }
    expect(header(mail!.raw, 'reply-to')).toContain(user.email);

    const shown = subscriptionResponse.parse((await overview(caller)).json());
    expect(shown.pending_request).toEqual(body.request);
    // The plan changes only when an administrator approves.
    expect(shown.current_plan_id).toBe(plans.beta);
  });

  it('refuses the current plan, an unknown plan and a second pending request', async () => {
    const caller = await signedInUser(t);
    const same = await requestPlan(t, caller, { plan_id: plans.beta });
    expect(same.statusCode).toBe(422);
    expect(same.json().error_code).toBe('UPGRADE_SAME_PLAN');

    const unknown = await requestPlan(t, caller, { plan_id: 2_147_483_647 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_code).toBe('PLAN_NOT_FOUND');

    expect((await requestPlan(t, caller, { plan_id: plans.studio })).statusCode).toBe(201);
    const second = await requestPlan(t, caller, { plan_id: plans.professionale });
    expect(second.statusCode).toBe(PENDING_STATUS);
    expect(second.json().error_code).toBe('UPGRADE_REQUEST_PENDING');
    expect(await storedRequests(caller.id)).toHaveLength(1);
  });

  it('keeps one request when the same user submits several at once', async () => {
    const caller = await signedInUser(t);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        requestPlan(t, caller, { plan_id: i % 2 === 0 ? plans.professionale : plans.studio }),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, PENDING_STATUS, PENDING_STATUS, PENDING_STATUS]);
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect(res.json().error_code).toBe('UPGRADE_REQUEST_PENDING');
    }
    expect(await storedRequests(caller.id)).toHaveLength(1);
  });

  it('lets the unique index refuse a second pending row that passed the check', async () => {
    const caller = await signedInUser(t);
    const repo = createSubscriptionRepo(t.database.db);
    const values = {
      userId: caller.id,
      currentPlanId: plans.beta,
      requestedPlanId: plans.studio,
      message: null,
    };
    await repo.insertPending(values);
    await expect(repo.insertPending(values)).rejects.toBeInstanceOf(PendingRequestExists);
    expect(await storedRequests(caller.id)).toHaveLength(1);
  });

  it('rejects malformed bodies with 422, never 500', async () => {
    const caller = await signedInUser(t);
    for (const payload of [
      {},
      { plan_id: 'abc' },
      { plan_id: -1 },
      { plan_id: 1.5 },
      { plan_id: 99_999_999_999 },
      { plan_id: plans.studio, message: 'x'.repeat(1001) },
      { plan_id: plans.studio, message: 42 },
      [],
    ]) {
      const res = await requestPlan(t, caller, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error_code).toBe('VALIDATION_FAILED');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade-requests',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      payload: '{"plan_id":',
    });
    expect(notJson.statusCode).toBeLessThan(500);
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedRequests(caller.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await requestPlan(t, null, { plan_id: plans.studio });
    expect(res.statusCode).toBe(401);
  });

  it('limits requests per account and hour with RATE_LIMITED', async () => {
    const caller = await signedInUser(t);
    const statuses = [];
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) {
      const res = await requestPlan(t, caller, { plan_id: plans.professionale });
      statuses.push(res.statusCode);
      if (res.statusCode === 201) await withdraw(t, caller, res.json().request.id);
    }
    expect(statuses).toEqual(Array(REQUESTS_PER_HOUR).fill(201));
    const limited = await requestPlan(t, caller, { plan_id: plans.professionale });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe('RATE_LIMITED');
    // Another account is counted apart.
    const other = await signedInUser(t);
    expect((await requestPlan(t, other, { plan_id: plans.professionale })).statusCode).toBe(201);
  });
});

describe('DELETE /api/subscription/upgrade-requests/{id}', () => {
  it('withdraws the user’s own pending request, once', async () => {
    const caller = await signedInUser(t);
    const created = (await requestPlan(t, caller, { plan_id: plans.studio })).json().request;
    const res = await withdraw(t, caller, created.id);
    expect(res.statusCode).toBe(200);
    const body = upgradeRequestResponse.parse(res.json());
    expect(body.request).toMatchObject({ id: created.id, status: 'cancelled' });
    expect(body.request.decided_at).not.toBeNull();
    expect((await overview(caller)).json().pending_request).toBeNull();

    const again = await withdraw(t, caller, created.id);
    expect(again.statusCode).toBe(errorTable.UPGRADE_REQUEST_CLOSED.status);
    expect(again.json().error_code).toBe('UPGRADE_REQUEST_CLOSED');
    // A new request is possible once the old one is closed.
    expect((await requestPlan(t, caller, { plan_id: plans.studio })).statusCode).toBe(201);
  });

  it("answers 404 on another user's request, as on a missing one, and leaves it pending", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const created = (await requestPlan(t, owner, { plan_id: plans.studio })).json().request;
    const missing = await withdraw(t, intruder, 2_147_483_647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe('UPGRADE_REQUEST_NOT_FOUND');
    const foreign = await withdraw(t, intruder, created.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await storedRequests(owner.id))[0]!.status).toBe('pending');

    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await withdraw(t, owner, id)).statusCode, id).toBe(404);
    }
    expect((await withdraw(t, null, created.id)).statusCode).toBe(401);
  });
});

describe('a mail server that fails', () => {
  it('still stores the request for the administrators', async () => {
    const broken = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const ids = await planIds(broken);
      const user = await createUser(broken.database.db);
      const headers = { authorization: `Bearer ${await tokenFor(broken, user)}` };
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/subscription/upgrade-requests',
        headers,
        payload: { plan_id: ids.studio },
      });
      expect(res.statusCode).toBe(201);
      const stored = await broken.database.db
        .select()
        .from(upgradeRequests)
        .where(eq(upgradeRequests.userId, user.id));
      expect(stored.map((row) => row.status)).toEqual(['pending']);
      const [row] = await broken.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.subscriptionPlanId).toBe(ids.beta);
    } finally {
      await broken.close();
    }
  });
});
