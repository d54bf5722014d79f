import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from './build-test-app';
import { createUser } from './factories';
import { type RouteEntry, routesOf } from './route-table';
import { tokenFor } from './sessions';

// Every route under /api/admin, read from Fastify's own route table: a route added tomorrow is
// covered without editing this file, and one registered outside the admin scope's guard fails it.

const ADMIN_PREFIX = '/api/admin';

function adminRoutes(t: TestApp): RouteEntry[] {
  return routesOf(t.app).filter(
    (route) => route.path === ADMIN_PREFIX || route.path.startsWith(`${ADMIN_PREFIX}/`),
  );
}

/** A URL for the route: parameters filled with 1, a wildcard with a path no route serves. */
const urlOf = (path: string) => path.replace(/:\w+/g, '1').replace(/\*$/, 'percorso-non-servito');

interface Callers {
  user: string;
  admin: string;
}

/**
 * What is wrong with each route's guard, as readable lines (none when every route is guarded):
 * anonymous → 401, a garbage token → 401, a signed-in user → 403 ADMIN_REQUIRED, the admin → neither
 * 401 nor 403 nor 5xx.
 */
async function guardProblems(t: TestApp, routes: RouteEntry[], callers: Callers): Promise<string[]> {
  const problems: string[] = [];
  const call = async (route: RouteEntry, token: string | null) => {
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    return t.app.inject({
      method: route.method as 'GET',
      url: urlOf(route.path),
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      ...(hasBody ? { payload: {} } : {}),
    });
  };
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    const anonymous = await call(route, null);
    if (anonymous.statusCode !== 401) problems.push(`${name}: anonymous → ${anonymous.statusCode}`);
    const garbage = await call(route, 'token-inventato-0123456789');
    if (garbage.statusCode !== 401) problems.push(`${name}: garbage token → ${garbage.statusCode}`);
    const user = await call(route, callers.user);
    if (user.statusCode !== 403) problems.push(`${name}: user → ${user.statusCode}`);
    // A HEAD answer has no body to read the code from.
    else if (route.method !== 'HEAD' && user.json().error_code !== 'ADMIN_REQUIRED') {
      problems.push(`${name}: user → error_code ${user.json().error_code}`);
    }
  }
  // The admin last: its calls may change data (a PATCH, a DELETE of row 1) the others never reach.
  for (const route of routes) {
    const admin = await call(route, callers.admin);
    if (admin.statusCode === 401 || admin.statusCode === 403 || admin.statusCode >= 500) {
      problems.push(`${route.method} ${route.path}: admin → ${admin.statusCode} ${admin.body.slice(0, 120)}`);
    }
  }
  return problems;
}

async function signIn(t: TestApp): Promise<Callers> {
  const user = await tokenFor(t, await createUser(t.database.db));
  const admin = await tokenFor(t, TEST_ADMIN);
  return { user, admin };
}

describe('every /api/admin route, from the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => t?.close());

  it('reads the routes the admin portal serves', () => {
    const routes = adminRoutes(t).map((route) => `${route.method} ${route.path}`);
    // A few known ones prove the table is read whole (nested fragments, parameters, wildcard).
    for (const expected of [
      'GET /api/admin/users',
      'POST /api/admin/users',
      'PATCH /api/admin/users/:id/points',
      'PATCH /api/admin/users/:id/verify-email',
      'GET /api/admin/user-activities',
      'PATCH /api/admin/upgrade-requests/:id',
      'GET /api/admin/feedback/stats',
      'DELETE /api/admin/feedback/:id',
      'GET /api/admin/conversations/:id/messages',
      'GET /api/admin/usage-metrics/llm-tokens/per-user',
      'DELETE /api/admin/*',
    ]) {
      expect(routes).toContain(expected);
    }
    expect(routes.every((route) => /^[A-Z]+ \/api\/admin(\/|$)/.test(route))).toBe(true);
  });

  it('answers 401 anonymous or with a garbage token, 403 ADMIN_REQUIRED to a user, and serves the admin', async () => {
    const routes = adminRoutes(t);
    expect(routes.length).toBeGreaterThan(30);
    expect(await guardProblems(t, routes, await signIn(t))).toEqual([]);
  });
});

describe('the check itself', () => {
  // A route someone registers under /api/admin but outside the admin scope (no guard).
  const outside: FastifyPluginAsync = async (app) => {
    app.get('/api/admin/fuori-dal-guard', async () => ({ ok: true }));
    app.post('/api/admin/fuori-dal-guard/:id', { onRequest: app.requireUser }, async () => ({ ok: true }));
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [outside], env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => t?.close());

  it('fails for a route registered outside the guard', async () => {
    const routes = adminRoutes(t).filter((route) => route.path.includes('fuori-dal-guard'));
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'GET /api/admin/fuori-dal-guard',
      'HEAD /api/admin/fuori-dal-guard',
      'POST /api/admin/fuori-dal-guard/:id',
    ]);
    const problems = await guardProblems(t, routes, await signIn(t));
    expect(problems).toEqual([
      'GET /api/admin/fuori-dal-guard: anonymous → 200',
      'GET /api/admin/fuori-dal-guard: garbage token → 200',
      'GET /api/admin/fuori-dal-guard: user → 200',
      'HEAD /api/admin/fuori-dal-guard: anonymous → 200',
      'HEAD /api/admin/fuori-dal-guard: garbage token → 200',
      'HEAD /api/admin/fuori-dal-guard: user → 200',
      // Signed-in users only, not administrators: the user gets through.
      'POST /api/admin/fuori-dal-guard/:id: user → 200',
    ]);
  });
});
