import {
  adminUserResponse,
  adminUsersResponse,
  adminVerifyEmailResponse,
  errorTable,
  registrationMessages,
} from '@brocardo/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { emailVerificationTokens, pointsLedger, users } from '../../db/schema';
import {
  adminCall,
  type Plans,
  userRow as rowOf,
  seededPlans,
  signedInAdmin,
} from './admin-users.test-support';

let t: TestApp;
let admin: Caller;
let plans: Plans;

beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
  plans = await seededPlans(t);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const call = (
  method: Parameters<typeof adminCall>[1],
  url: string,
  caller: Caller | null,
  payload?: unknown,
) => adminCall(t, method, url, caller, payload);
const userRow = (id: number) => rowOf(t, id);

const newUserPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Giulia Bianchi',
  email: `giulia.${Math.random().toString(36).slice(2)}@studio.it`,
  password: 'Segreta123',
  is_admin: false,
  subscription_plan_id: plans.beta.id,
  ...overrides,
});

async function ledgerTotal(userId: number) {
  const [row] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row!.total);
}

describe('access', () => {
  const routes = [
    ['GET', '/users'],
    ['POST', '/users'],
    ['PUT', '/users/1'],
    ['DELETE', '/users/1'],
    ['PATCH', '/users/1/verify-email'],
  ] as const;

  it.each(routes)('%s %s: 401 anonymous, 403 for a user who is not an administrator', async (method, url) => {
    const user = await signedInUser(t);
    const payload = method === 'POST' || method === 'PUT' ? newUserPayload() : undefined;
    expect((await call(method, url.replace('1', String(user.id)), null, payload)).statusCode).toBe(401);
    const refused = await call(method, url.replace('1', String(user.id)), user, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe('ADMIN_REQUIRED');
    expect(await userRow(user.id)).toMatchObject({ isAdmin: false, name: expect.stringMatching(/^Utente/) });
  });
});

describe('GET /api/admin/users', () => {
  it('lists every user with the plan, newest first, and narrows with ?search=', async () => {
    const older = await createUser(t.database.db, { name: 'Marco Quercia', verified: false });
    const newer = await createUser(t.database.db, { name: 'Anna Quercia' });
    const res = await call('GET', '/users', admin);
    expect(res.statusCode).toBe(200);
    const list = adminUsersResponse.parse(res.json());
    const ids = list.map((user) => user.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).toContain(admin.id);
    expect(list.find((user) => user.id === older.id)).toMatchObject({
      name: 'Marco Quercia',
      email: older.email,
      is_admin: false,
      subscription_plan_id: plans.beta.id,
      subscription_plan: { id: plans.beta.id, monthly_points: plans.beta.monthlyPoints },
      points_balance: plans.beta.monthlyPoints,
      email_verified_at: null,
      tutorial_completed: false,
    });

    const found = adminUsersResponse.parse((await call('GET', '/users?search=QUERCIA', admin)).json());
    expect(found.map((user) => user.id)).toEqual([newer.id, older.id]);
    const byEmail = (await call('GET', `/users?search=${encodeURIComponent(older.email)}`, admin)).json();
    expect(byEmail.map((user: { id: number }) => user.id)).toEqual([older.id]);
    expect((await call('GET', '/users?search=%25', admin)).json()).toEqual([]);
  });
});

describe('POST /api/admin/users', () => {
  it('creates a verified account with the plan’s points as a ledger grant; it can sign in', async () => {
    const payload = newUserPayload({
      email: '  Nuova.Collega@Studio.IT ',
      subscription_plan_id: plans.professionale.id,
    });
    const res = await call('POST', '/users', admin, payload);
    expect(res.statusCode, res.body).toBe(201);
    const { user } = adminUserResponse.parse(res.json());
    expect(user).toMatchObject({
      email: 'nuova.collega@studio.it',
      is_admin: false,
      subscription_plan: { id: plans.professionale.id },
      points_balance: plans.professionale.monthlyPoints,
      tutorial_completed: false,
    });
    expect(user.email_verified_at).not.toBeNull();
    expect(await ledgerTotal(user.id)).toBe(plans.professionale.monthlyPoints);
    await tokenFor(t, { email: 'nuova.collega@studio.it', password: 'Segreta123' });
  });

  it('refuses a taken address, whatever its case, also when two creations race', async () => {
    const existing = await createUser(t.database.db);
    const taken = await call(
      'POST',
      '/users',
      admin,
      newUserPayload({ email: existing.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [registrationMessages.emailTaken] });

    const payload = newUserPayload();
    const raced = await Promise.all([
      call('POST', '/users', admin, payload),
      call('POST', '/users', admin, payload),
    ]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(1);
  });

  it('applies the registration’s password policy and needs an existing plan', async () => {
    const weak = await call('POST', '/users', admin, newUserPayload({ password: 'tuttominuscolo' }));
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([registrationMessages.passwordComplexity]);
    const payload = newUserPayload({ subscription_plan_id: 999_999 });
    const noPlan = await call('POST', '/users', admin, payload);
    expect(noPlan.statusCode).toBe(errorTable.PLAN_NOT_FOUND.status);
    expect(noPlan.json().error_code).toBe('PLAN_NOT_FOUND');
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it.each([
    ['no body fields', () => ({})],
    ['a string plan id', () => newUserPayload({ subscription_plan_id: 'abc' })],
    ['a string admin flag', () => newUserPayload({ is_admin: 'yes' })],
    ['a bad address', () => newUserPayload({ email: 'non-un-indirizzo' })],
    ['a long name', () => newUserPayload({ name: 'x'.repeat(256) })],
    ['an array', () => [newUserPayload()]],
  ])('answers 422 with field errors for %s', async (_label, payload) => {
    const res = await call('POST', '/users', admin, payload());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toBeTypeOf('object');
  });

  it('answers a body that is not JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(errorTable.MALFORMED_JSON.status);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  const edit = (id: number, overrides: Record<string, unknown>, caller = admin) =>
    call('PUT', `/users/${id}`, caller, newUserPayload({ password: undefined, ...overrides }));

  it('changes name, address, admin flag and plan; a larger plan adds the difference at once', async () => {
    const target = await createUser(t.database.db);
    await t.database.db.insert(emailVerificationTokens).values({
      userId: target.id,
      tokenHash: `hash-${target.id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await edit(target.id, {
      name: 'Nome Cambiato',
      email: ' Cambiato.Indirizzo@Studio.IT',
      is_admin: true,
      subscription_plan_id: plans.studio.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const difference = plans.studio.monthlyPoints - plans.beta.monthlyPoints;
    expect(adminUserResponse.parse(res.json()).user).toMatchObject({
      name: 'Nome Cambiato',
      email: 'cambiato.indirizzo@studio.it',
      is_admin: true,
      subscription_plan_id: plans.studio.id,
      points_balance: plans.beta.monthlyPoints + difference,
    });
    expect(await ledgerTotal(target.id)).toBe(plans.beta.monthlyPoints + difference);
    const [link] = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, target.id));
    expect(link!.supersededAt).not.toBeNull();

    const down = await edit(target.id, {
      email: 'cambiato.indirizzo@studio.it',
      subscription_plan_id: plans.beta.id,
    });
    expect(down.json().user).toMatchObject({ is_admin: false, points_balance: plans.studio.monthlyPoints });
  });

  it('refuses an address another account has, an unknown plan and an unknown user', async () => {
    const [target, other] = [await createUser(t.database.db), await createUser(t.database.db)];
    const taken = await edit(target.id, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [registrationMessages.emailTaken] });
    const noPlan = await edit(target.id, {
      email: target.email,
      name: 'Mai Salvato',
      subscription_plan_id: 999_999,
    });
    expect(noPlan.json().error_code).toBe('PLAN_NOT_FOUND');
    expect((await userRow(target.id))!.name).not.toBe('Mai Salvato');
    const missing = await edit(999_999, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe('USER_NOT_FOUND');
    expect((await edit(0, {})).statusCode).toBe(404);
  });

  it('a new password ends the user’s sessions and works; a blank one changes nothing', async () => {
    const target = await createUser(t.database.db);
    const oldToken = await tokenFor(t, target);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

    const blank = await edit(target.id, { email: target.email, password: '' });
    expect(blank.statusCode).toBe(200);
    expect((await me(oldToken)).statusCode).toBe(200);
    // The old password still signs in (and this newer session supersedes the first one).
    const current = await tokenFor(t, target);

    const weak = await edit(target.id, { email: target.email, password: 'corta' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([registrationMessages.passwordMin]);

    const changed = await edit(target.id, { email: target.email, password: 'NuovaSegreta9' });
    expect(changed.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: target.email, password } });
    expect((await login(target.password)).statusCode).toBe(401);
    expect((await login('NuovaSegreta9')).statusCode).toBe(200);
  });

  it('keeps the administrator’s own session when they change their own password', async () => {
    const self = await createUser(t.database.db, { isAdmin: true });
    const token = await tokenFor(t, self);
    const caller = { id: self.id, token, headers: { authorization: `Bearer ${token}` } };
    const res = await edit(self.id, { email: self.email, is_admin: true, password: 'AltraSegreta7' }, caller);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/users', caller)).statusCode).toBe(200);
  });

  it('refuses to take away the caller’s own admin flag', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    const res = await edit(admin.id, { email: row!.email, name: row!.name, is_admin: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('ADMIN_SELF_DEMOTE');
    expect((await userRow(admin.id))!.isAdmin).toBe(true);
  });

  it('answers malformed bodies with 422', async () => {
    const target = await createUser(t.database.db);
    for (const payload of [
      { email: target.email },
      { ...newUserPayload(), password: 12345678 },
      [target.id],
    ]) {
      const res = await call('PUT', `/users/${target.id}`, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('PATCH /api/admin/users/{id}/verify-email', () => {
  it('verifies an unverified address once, then says it already was', async () => {
    const user = await createUser(t.database.db, { verified: false });
    const first = await call('PATCH', `/users/${user.id}/verify-email`, admin);
    expect(first.statusCode).toBe(200);
    const verified = adminVerifyEmailResponse.parse(first.json());
    expect(verified.already_verified).toBe(false);
    expect((await userRow(user.id))!.emailVerifiedAt?.toISOString()).toBe(verified.email_verified_at);
    await tokenFor(t, user);

    const again = adminVerifyEmailResponse.parse(
      (await call('PATCH', `/users/${user.id}/verify-email`, admin)).json(),
    );
    expect(again).toMatchObject({ already_verified: true, email_verified_at: verified.email_verified_at });
    expect(again.message).not.toBe(verified.message);
    const missing = await call('PATCH', '/users/999999/verify-email', admin);
    expect(missing.json().error_code).toBe('USER_NOT_FOUND');
  });
});
