import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { type Caller, signedInUser } from '../../../test/sessions';
import { activityLog, subscriptionPlans, users } from '../../db/schema';
import { adminCall, signedInAdmin } from '../admin/admin-users.test-support';

type Plan = typeof subscriptionPlans.$inferSelect;

// One record per administrator action: the administrator is the record's user; the target, the old
// and new values are in the details (never a password).

let t: TestApp;
let admin: Caller;
let plans: Record<'beta' | 'professionale' | 'studio', Plan>;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  admin = await signedInAdmin(t);
  const rows = await t.database.db.select().from(subscriptionPlans);
  const plan = (code: string) => rows.find((row) => row.code === code)!;
  plans = { beta: plan('beta'), professionale: plan('professionale'), studio: plan('studio') };
});
afterAll(() => t?.close());

/** The records of `actionType` about `targetId`, oldest first. */
async function actionsOn(targetId: number, actionType: string) {
  return t.database.db
    .select({
      userId: activityLog.userId,
      details: activityLog.details,
      ipAddress: activityLog.ipAddress,
    })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.actionType, actionType),
        sql`(${activityLog.details}->>'target_user_id')::int = ${targetId}`,
      ),
    )
    .orderBy(activityLog.id);
}

describe('administrator actions', () => {
  it('a points edit: ADMIN_POINTS_UPDATED with the old and new balance, in the log for the admins', async () => {
    const user = await createUser(t.database.db);
    const res = await adminCall(t, 'PATCH', `/users/${user.id}/points`, admin, {
      points_balance: 250,
      reason: 'Rimborso errore',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await actionsOn(user.id, 'ADMIN_POINTS_UPDATED')).toEqual([
      {
        userId: admin.id,
        details: {
          target_user_id: user.id,
          target_email: user.email,
          changes: { points_balance: { old: 1000, new: 250 } },
          reason: 'Rimborso errore',
        },
        ipAddress: '127.0.0.1',
      },
    ]);
    // A second edit starts from the balance the first one left.
    await adminCall(t, 'PATCH', `/users/${user.id}/points`, admin, { points_balance: 0 });
    const [, second] = await actionsOn(user.id, 'ADMIN_POINTS_UPDATED');
    expect(second!.details).toMatchObject({
      changes: { points_balance: { old: 250, new: 0 } },
      reason: 'Modifica manuale',
    });

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/user-activities?user_id=${admin.id}&action_type=ADMIN_POINTS_UPDATED`,
      headers: admin.headers,
    });
    expect(log.json().data[0]).toMatchObject({
      user: { id: admin.id },
      details: { target_user_id: user.id, changes: { points_balance: { old: 250, new: 0 } } },
    });
    // An unknown user: 404 and no record.
    expect(
      (await adminCall(t, 'PATCH', '/users/999999/points', admin, { points_balance: 5 })).statusCode,
    ).toBe(404);
    expect(await actionsOn(999999, 'ADMIN_POINTS_UPDATED')).toEqual([]);
  });

  it('create, update (plan, name, password), verify and delete: one record each, old and new values', async () => {
    const email = `gestita.${process.pid}@studio.it`;
    const created = await adminCall(t, 'POST', '/users', admin, {
      name: 'Gestita Bianchi',
      email,
      password: 'Segreta123',
      is_admin: false,
      subscription_plan_id: plans.beta.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().user.id as number;
    expect(await actionsOn(id, 'ADMIN_USER_CREATED')).toEqual([
      {
        userId: admin.id,
        details: {
          target_user_id: id,
          target_email: email,
          changes: {
            name: { old: null, new: 'Gestita Bianchi' },
            email: { old: null, new: email },
            is_admin: { old: null, new: false },
            subscription_plan: { old: null, new: plans.beta.name },
            points_balance: { old: null, new: plans.beta.monthlyPoints },
          },
        },
        ipAddress: '127.0.0.1',
      },
    ]);

    const updated = await adminCall(t, 'PUT', `/users/${id}`, admin, {
      name: 'Gestita Bianchi Rossi',
      email,
      password: 'NuovaSegreta456',
      is_admin: false,
      subscription_plan_id: plans.studio.id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [update] = await actionsOn(id, 'ADMIN_USER_UPDATED');
    expect(update).toEqual({
      userId: admin.id,
      details: {
        target_user_id: id,
        target_email: email,
        changes: {
          name: { old: 'Gestita Bianchi', new: 'Gestita Bianchi Rossi' },
          subscription_plan: { old: plans.beta.name, new: plans.studio.name },
        },
        password_changed: true,
        points_granted: plans.studio.monthlyPoints - plans.beta.monthlyPoints,
      },
      ipAddress: '127.0.0.1',
    });

    // Created verified by the admin: verifying again changes nothing and writes nothing.
    expect((await adminCall(t, 'PATCH', `/users/${id}/verify-email`, admin)).statusCode).toBe(200);
    expect(await actionsOn(id, 'ADMIN_EMAIL_VERIFIED')).toEqual([]);
    const unverified = await createUser(t.database.db, { verified: false });
    const verified = await adminCall(t, 'PATCH', `/users/${unverified.id}/verify-email`, admin);
    expect(await actionsOn(unverified.id, 'ADMIN_EMAIL_VERIFIED')).toEqual([
      {
        userId: admin.id,
        details: {
          target_user_id: unverified.id,
          target_email: unverified.email,
          changes: { email_verified_at: { old: null, new: verified.json().email_verified_at } },
        },
        ipAddress: '127.0.0.1',
      },
    ]);

    expect((await adminCall(t, 'DELETE', `/users/${id}`, admin)).statusCode).toBe(200);
    expect(await actionsOn(id, 'ADMIN_USER_DELETED')).toEqual([
      {
        userId: admin.id,
        details: {
          target_user_id: id,
          target_email: email,
          name: 'Gestita Bianchi Rossi',
          subscription_plan: plans.studio.name,
          points_balance: plans.studio.monthlyPoints,
        },
        ipAddress: '127.0.0.1',
      },
    ]);
    // No password, in any form, in any of them.
    const all = await t.database.db.select({ details: activityLog.details }).from(activityLog);
    expect(JSON.stringify(all)).not.toMatch(/Segreta|argon2/);
  });

  it('a plan request decided: ADMIN_PLAN_REQUEST_DECIDED with the decision and the plans', async () => {
    const caller = await signedInUser(t);
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade-requests',
      headers: caller.headers,
      payload: { plan_id: plans.professionale.id },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const requestId = requested.json().request.id as number;
    const decided = await adminCall(t, 'PATCH', `/upgrade-requests/${requestId}`, admin, {
      status: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, caller.id));
    expect(await actionsOn(caller.id, 'ADMIN_PLAN_REQUEST_DECIDED')).toEqual([
      {
        userId: admin.id,
        details: {
          target_user_id: caller.id,
          target_email: row!.email,
          request_id: requestId,
          decision: 'approved',
          current_plan: plans.beta.name,
          requested_plan: plans.professionale.name,
          changes: { subscription_plan: { old: plans.beta.name, new: plans.professionale.name } },
          points_granted: plans.professionale.monthlyPoints - plans.beta.monthlyPoints,
        },
        ipAddress: '127.0.0.1',
      },
    ]);
    // Deciding a closed request again fails and writes nothing more.
    await adminCall(t, 'PATCH', `/upgrade-requests/${requestId}`, admin, { status: 'rejected' });
    expect(await actionsOn(caller.id, 'ADMIN_PLAN_REQUEST_DECIDED')).toHaveLength(1);
  });
});
