import { adminUpgradeRequest, errorTable, subscriptionPlan } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { decodeQuotedPrintable, outboxFor } from '../../../test/mail';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { users } from '../../db/schema';
import {
  expectLedgerMatchesBalance,
  ledgerOf,
  type PlanCode,
  planIds,
  requestPlan,
  userRow,
} from './subscription.test-support';

const CLOSED_STATUS = errorTable.UPGRADE_REQUEST_CLOSED.status;

let t: TestApp;
let plans: Record<PlanCode, number>;
let admin: Caller;
let secondAdmin: Caller;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '200' } });
  plans = await planIds(t);
  const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  const adminToken = await tokenFor(t, TEST_ADMIN);
  admin = { id: adminRow!.id, token: adminToken, headers: { authorization: `Bearer ${adminToken}` } };
  const other = await createUser(t.database.db, { isAdmin: true, name: 'Seconda Amministratrice' });
  const otherToken = await tokenFor(t, other);
  secondAdmin = { id: other.id, token: otherToken, headers: { authorization: `Bearer ${otherToken}` } };
});
afterAll(() => t.close());

function decide(caller: Caller | null, id: number | string, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/upgrade-requests/${id}`,
    headers: caller?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
}

function list(caller: Caller | null, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/upgrade-requests${query}`,
    headers: caller?.headers ?? {},
  });
}

/** A signed-in user with a pending request for `plan`; returns the caller and the request id. */
async function pendingRequest(plan: PlanCode, message?: string) {
  const caller = await signedInUser(t);
  const res = await requestPlan(t, caller, { plan_id: plans[plan], message });
  expect(res.statusCode).toBe(201);
  return { caller, requestId: res.json().request.id as number };
}

describe('GET /api/admin/upgrade-requests', () => {
  it('answers 401 anonymous and 403 to a user who is not an administrator', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const user = await signedInUser(t);
    const res = await list(user);
    expect(res.statusCode).toBe(403);
    expect((await decide(user, 1, { status: 'approved' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/subscription-plans', headers: user.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('lists the requests newest first, with the user, filtered by status, in pages', async () => {
    const first = await pendingRequest('professionale', 'Primo');
    const second = await pendingRequest('studio', 'Secondo');
    const third = await pendingRequest('studio', 'Terzo');
    expect((await decide(admin, third.requestId, { status: 'rejected' })).statusCode).toBe(200);

    const page = (await list(admin, '?status=pending&per_page=2')).json();
    expect(page).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.last_page).toBe(Math.ceil(page.total / 2));
    for (const item of page.data) adminUpgradeRequest.parse(item);
    expect(page.data.map((item: { id: number }) => item.id)).toEqual([second.requestId, first.requestId]);
    const [latest] = page.data;
    const owner = await userRow(t, second.caller.id);
    expect(latest).toMatchObject({
      status: 'pending',
      message: 'Secondo',
      user: { id: owner.id, name: owner.name, email: owner.email },
      requested_plan: { code: 'studio' },
      decided_by: null,
    });

    const rejected = (await list(admin, '?status=rejected')).json();
    expect(rejected.data.map((item: { id: number }) => item.id)).toContain(third.requestId);
    expect(rejected.data.every((item: { status: string }) => item.status === 'rejected')).toBe(true);
    expect(rejected.data.find((item: { id: number }) => item.id === third.requestId).decided_by).toEqual({
      id: admin.id,
      name: expect.any(String),
    });

    const beyond = (await list(admin, '?page=1000&per_page=2')).json();
    expect(beyond).toMatchObject({ data: [], current_page: 1000, from: null, to: null });
  });

  it('rejects a malformed query with 422', async () => {
    for (const query of ['?status=done', '?page=0', '?per_page=101', '?page=abc']) {
      const res = await list(admin, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error_code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PATCH /api/admin/upgrade-requests/{id}', () => {
  it('approves: moves the user to the plan and grants the difference once, under two concurrent approvals', async () => {
    const { caller, requestId } = await pendingRequest('professionale');
    const results = await Promise.all([
      decide(admin, requestId, { status: 'approved' }),
      decide(secondAdmin, requestId, { status: 'approved' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, CLOSED_STATUS]);
    const refused = results.find((res) => res.statusCode === CLOSED_STATUS)!;
    expect(refused.json().error_code).toBe('UPGRADE_REQUEST_CLOSED');
    const approved = results.find((res) => res.statusCode === 200)!.json();
    expect(approved.granted_points).toBe(2000);
    expect(approved.request).toMatchObject({
      id: requestId,
      status: 'approved',
      decided_by: expect.any(Object),
    });
    expect(approved.request.decided_at).not.toBeNull();

    const user = await userRow(t, caller.id);
    expect(user.subscriptionPlanId).toBe(plans.professionale);
    expect(await expectLedgerMatchesBalance(t, caller.id)).toBe(3000);
    const grants = (await ledgerOf(t, caller.id)).filter((row) => row.action === 'plan_upgrade');
    expect(grants.map((row) => [row.kind, row.delta, row.balanceAfter])).toEqual([['grant', 2000, 3000]]);

    // The upgrade is usable at once, and the user is told.
    const summary = (
      await t.app.inject({ method: 'GET', url: '/api/subscription', headers: caller.headers })
    ).json();
    expect(summary).toMatchObject({
      current_plan_id: plans.professionale,
      current_balance: 3000,
      pending_request: null,
    });
    const [mail] = await outboxFor(t.outboxDir, user.email);
    expect(decodeQuotedPrintable(mail!.raw)).toContain('Professionale');
  });

  it('opens a new month on the old allowance before adding the difference', async () => {
    const { caller, requestId } = await pendingRequest('studio');
    // The balance still belongs to a past month: the approval resets it first (1000), then adds 9000.
    await t.database.db
      .update(users)
      .set({ pointsBalance: 7, pointsPeriod: '2000-01' })
      .where(eq(users.id, caller.id));
    const res = await decide(admin, requestId, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().granted_points).toBe(9000);
    const kinds = (await ledgerOf(t, caller.id)).slice(-2).map((row) => [row.kind, row.balanceAfter]);
    expect(kinds).toEqual([
      ['monthly_reset', 1000],
      ['grant', 10000],
    ]);
    expect((await userRow(t, caller.id)).pointsBalance).toBe(10000);
  });

  it('approves a downgrade without touching the balance until the monthly reset', async () => {
    const caller = await signedInUser(t);
    await t.database.db
      .update(users)
      .set({ subscriptionPlanId: plans.studio })
      .where(eq(users.id, caller.id));
    const created = await requestPlan(t, caller, { plan_id: plans.beta });
    const res = await decide(admin, created.json().request.id, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().granted_points).toBe(0);
    const user = await userRow(t, caller.id);
    expect(user.subscriptionPlanId).toBe(plans.beta);
    expect(user.pointsBalance).toBe(1000);
    expect((await ledgerOf(t, caller.id)).map((row) => row.kind)).toEqual(['grant']);
  });

  it('rejects: the plan stays, the user is told, and the request cannot be decided again', async () => {
    const { caller, requestId } = await pendingRequest('studio');
    const res = await decide(admin, requestId, { status: 'rejected' });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'rejected', decided_by: { id: admin.id } });
    const user = await userRow(t, caller.id);
    expect(user.subscriptionPlanId).toBe(plans.beta);
    expect(user.pointsBalance).toBe(1000);
    expect(await outboxFor(t.outboxDir, user.email)).toHaveLength(1);

    const again = await decide(admin, requestId, { status: 'approved' });
    expect(again.statusCode).toBe(CLOSED_STATUS);
    expect(again.json().error_code).toBe('UPGRADE_REQUEST_CLOSED');
    expect((await userRow(t, caller.id)).subscriptionPlanId).toBe(plans.beta);
  });

  it('answers 404 to unknown ids and 422 to malformed decisions', async () => {
    const missing = await decide(admin, 2_147_483_647, { status: 'approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe('UPGRADE_REQUEST_NOT_FOUND');
    expect((await decide(admin, 'abc', { status: 'approved' })).statusCode).toBe(404);

    const { requestId } = await pendingRequest('professionale');
    for (const payload of [{}, { status: 'cancelled' }, { status: 'pending' }, { status: 1 }, []]) {
      const res = await decide(admin, requestId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error_code).toBe('VALIDATION_FAILED');
    }
    expect((await list(admin, '?status=pending')).json().data.map((r: { id: number }) => r.id)).toContain(
      requestId,
    );
  });
});

describe('GET /api/admin/subscription-plans', () => {
  it('lists the plans by allowance', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/subscription-plans',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = subscriptionPlan.array().parse(res.json());
    expect(body.map((plan) => plan.code)).toEqual(['beta', 'professionale', 'studio']);
  });
});
