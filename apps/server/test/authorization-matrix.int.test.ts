import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseStrategies,
  conversations,
  legalDocuments,
  matters,
  messages,
  subscriptionPlans,
  tabularReviews,
  upgradeRequests,
  userDocuments,
  users,
} from '../src/db/schema';
import { buildTestApp, TEST_ADMIN, type TestApp } from './build-test-app';
import { createUser } from './factories';
import { type RouteEntry, routesOf } from './route-table';
import { tokenFor } from './sessions';

// Every API route from Fastify's own table × every kind of caller: a route added tomorrow is
// covered without editing this file, and one that forgets its guard or its owner check fails it.
// The admin portal's own matrix (403 to users) is admin-authorization.int.test.ts.

/** Routes a visitor may call without signing in (the spec's public screens), each on purpose. */
const PUBLIC_ROUTES = new Set([
  'POST /api/login',
  'POST /api/register',
  'GET /api/email/verify',
  'POST /api/email/resend',
  'GET /api/privacy/info',
  'GET /api/contact/info',
  'POST /api/contact',
  'GET /api/captcha/config',
  'GET /api/captcha/challenge',
  'GET /api/points/costs',
  'GET /sanctum/csrf-cookie',
]);

/**
 * A valid body for the writes that validate before they look the row up: with `{}` they would stop
 * at 422 and never reach the owner check this test is about.
 */
const VALID_BODIES: Record<string, object> = {
  'PUT /api/legal-documents/:id': { generated_content: 'Testo modificato da un altro', version: 1 },
  'PUT /api/case-strategies/:id': { case_title: 'Caso modificato da un altro' },
  'PUT /api/conversations/:id': { title: 'Titolo modificato da un altro' },
  'PUT /api/matters/:id': { client_name: 'Cliente di un altro', name: 'Pratica di un altro' },
  'POST /api/conversations/:id/messages': { role: 'user', content: 'Domanda di un altro' },
  'POST /api/reviews/:id/columns': { set: 'locazioni' },
};

/** A marker in everything user A owns: it must never appear in an answer to anyone else. */
const MARKER = 'SEGRETO-DI-ANNA-7f3a';

interface Owned {
  conversation: number;
  message: number;
  legalDocument: number;
  caseStrategy: number;
  document: string;
  upgradeRequest: number;
  review: string;
  matter: number;
}

/** The owner's row each parameterised route names, by path prefix; an unmapped one fails the test. */
function ownedIdFor(path: string, owned: Owned): string | null {
  const table: Array<[RegExp, string | number]> = [
    [/^\/api\/conversations\/:id/, owned.conversation],
    [/^\/api\/messages\/:id/, owned.message],
    [/^\/api\/legal-documents\/:id/, owned.legalDocument],
    [/^\/api\/case-strategies\/:id/, owned.caseStrategy],
    [/^\/rag-api\/(user-documents|retry-document)\/:id/, owned.document],
    [/^\/api\/subscription\/upgrade-requests\/:id/, owned.upgradeRequest],
    [/^\/api\/reviews\/:id/, owned.review],
    [/^\/api\/matters\/:id/, owned.matter],
  ];
  const found = table.find(([pattern]) => pattern.test(path));
  return found ? String(found[1]) : null;
}

const isApi = (route: RouteEntry) =>
  route.method !== 'HEAD' &&
  (route.path.startsWith('/api/') ||
    route.path.startsWith('/rag-api/') ||
    route.path === '/sanctum/csrf-cookie') &&
  !route.path.startsWith('/api/admin') &&
  !route.path.startsWith('/api/_test');

async function ownedBy(t: TestApp, userId: number): Promise<Owned> {
  const { db } = t.database;
  const [conversation] = await db
    .insert(conversations)
    .values({ userId, title: `Pratica ${MARKER}` })
    .returning({ id: conversations.id });
  const [message] = await db
    .insert(messages)
    .values({ conversationId: conversation!.id, role: 'assistant', content: `Risposta ${MARKER}` })
    .returning({ id: messages.id });
  const [legalDocument] = await db
    .insert(legalDocuments)
    .values({
      userId,
      title: `Atto ${MARKER}`,
      documentType: 'contratto',
      legalArea: 'diritto_civile',
      status: 'generated',
      originalContent: MARKER,
      content: MARKER,
    })
    .returning({ id: legalDocuments.id });
  const [caseStrategy] = await db
    .insert(caseStrategies)
    .values({
      userId,
      caseTitle: `Caso ${MARKER}`,
      caseType: 'civile',
      legalArea: 'civile',
      caseFacts: MARKER,
    })
    .returning({ id: caseStrategies.id });
  const [document] = await db
    .insert(userDocuments)
    .values({
      userId,
      filename: `${MARKER}.pdf`,
      documentType: 'PDF',
      sizeBytes: 10,
      sha256: 'a'.repeat(64),
      storageKey: `documents/${MARKER}`,
      status: 'failed',
    })
    .returning({ id: userDocuments.id });
  const plans = await db.select({ id: subscriptionPlans.id }).from(subscriptionPlans);
  const [upgradeRequest] = await db
    .insert(upgradeRequests)
    .values({ userId, currentPlanId: plans[0]!.id, requestedPlanId: plans[1]!.id, message: MARKER })
    .returning({ id: upgradeRequests.id });
  const [review] = await db
    .insert(tabularReviews)
    .values({ userId, title: `Revisione ${MARKER}` })
    .returning({ id: tabularReviews.id });
  const [matter] = await db
    .insert(matters)
    .values({ userId, clientName: `Cliente ${MARKER}`, name: `Pratica ${MARKER}` })
    .returning({ id: matters.id });
  return {
    matter: matter!.id,
    conversation: conversation!.id,
    message: message!.id,
    legalDocument: legalDocument!.id,
    caseStrategy: caseStrategy!.id,
    document: document!.id,
    upgradeRequest: upgradeRequest!.id,
    review: review!.id,
  };
}

function callRoute(t: TestApp, route: RouteEntry, token: string | null, id = '1') {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: route.path.replace(/:\w+/g, id),
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    ...(hasBody ? { payload: VALID_BODIES[`${route.method} ${route.path}`] ?? {} } : {}),
  });
}

/** What is wrong with the routes' token checks, as readable lines (none when all hold). */
async function tokenProblems(t: TestApp, routes: RouteEntry[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    for (const [who, token] of [
      ['anonymous', null],
      ['garbage token', 'token-inventato-0123456789abcdef'],
    ] as const) {
      const res = await callRoute(t, route, token);
      if (res.statusCode >= 500) problems.push(`${name}: ${who} → ${res.statusCode}`);
      else if (PUBLIC_ROUTES.has(name)) continue;
      else if (res.statusCode !== 401) problems.push(`${name}: ${who} → ${res.statusCode}, not 401`);
      else if (res.body.includes(MARKER)) problems.push(`${name}: ${who} saw the owner's data`);
    }
  }
  return problems;
}

describe('every API route × anonymous, garbage token, owner, another user, admin', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: string;
  let owned: Owned;
  let routes: RouteEntry[];

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
        CHAT_RATE_LIMIT_PER_MINUTE: '100000',
        LEGAL_SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
        CONTACT_RATE_LIMIT_PER_HOUR: '100000',
        REGISTER_RATE_LIMIT_PER_MINUTE: '100000',
        DOCUMENT_UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
        UPGRADE_REQUEST_RATE_LIMIT_PER_HOUR: '100000',
      },
    });
    const anna = await createUser(t.database.db, { name: 'Anna Bianchi' });
    const bruno = await createUser(t.database.db, { name: 'Bruno Verdi' });
    owner = { id: anna.id, token: await tokenFor(t, anna) };
    other = { id: bruno.id, token: await tokenFor(t, bruno) };
    admin = await tokenFor(t, TEST_ADMIN);
    owned = await ownedBy(t, anna.id);
    routes = routesOf(t.app).filter(isApi);
  });
  afterAll(() => t?.close());

  const call = (route: RouteEntry, token: string | null, id = '1') => callRoute(t, route, token, id);

  it('reads the whole table: chat, documents, generator, simulator, account', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'POST /api/chat',
      'POST /rag-api/rag-chat',
      'DELETE /rag-api/user-documents/:id',
      'PUT /api/legal-documents/:id',
      'DELETE /api/case-strategies/:id',
      'GET /api/conversations/:id/web-search-data',
      'PUT /api/account/firm-profile',
    ])
      expect(names).toContain(expected);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('asks a token of anonymous and garbage-token callers everywhere but the public routes, never a 5xx', async () => {
    expect(await tokenProblems(t, routes)).toEqual([]);
    // The allowlist holds only routes that exist: a renamed public route does not linger here.
    const names = new Set(routes.map((route) => `${route.method} ${route.path}`));
    expect([...PUBLIC_ROUTES].filter((name) => !names.has(name))).toEqual([]);
  });

  it("answers 404 to another user — and to the admin on the user API — for every row of someone else's", async () => {
    const parameterised = routes.filter((route) => route.path.includes(':'));
    const unmapped = parameterised.filter((route) => ownedIdFor(route.path, owned) === null);
    expect(unmapped.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const problems: string[] = [];
    for (const route of parameterised) {
      const id = ownedIdFor(route.path, owned)!;
      for (const [who, token] of [
        ['another user', other.token],
        ['the admin', admin],
      ] as const) {
        const res = await call(route, token, id);
        const name = `${route.method} ${route.path}`;
        if (res.statusCode >= 500) problems.push(`${name}: ${who} → ${res.statusCode}`);
        else if (res.statusCode !== 404) problems.push(`${name}: ${who} → ${res.statusCode}, not 404`);
        if (res.body.includes(MARKER)) problems.push(`${name}: ${who} saw the owner's data`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("never shows another user's rows in a list, and leaves the owner's rows as they were", async () => {
    const lists = routes.filter((route) => route.method === 'GET' && !route.path.includes(':'));
    const problems: string[] = [];
    for (const route of lists) {
      const res = await call(route, other.token);
      if (res.statusCode >= 500) problems.push(`GET ${route.path}: another user → ${res.statusCode}`);
      if (res.body.includes(MARKER)) problems.push(`GET ${route.path}: another user saw the owner's data`);
    }
    expect(problems).toEqual([]);
    // Every PUT/DELETE/POST above, by someone else, changed nothing of the owner's.
    const { db } = t.database;
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, owned.conversation));
    expect(conversation?.title).toBe(`Pratica ${MARKER}`);
    const [legal] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, owned.legalDocument));
    expect(legal?.content).toBe(MARKER);
    const [strategy] = await db
      .select()
      .from(caseStrategies)
      .where(eq(caseStrategies.id, owned.caseStrategy));
    expect(strategy?.caseFacts).toBe(MARKER);
    const [document] = await db.select().from(userDocuments).where(eq(userDocuments.id, owned.document));
    expect(document?.deletedAt ?? null).toBeNull();
    const [request] = await db
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.id, owned.upgradeRequest));
    expect(request?.status).toBe('pending');
    const [review] = await db.select().from(tabularReviews).where(eq(tabularReviews.id, owned.review));
    expect(review?.title).toBe(`Revisione ${MARKER}`);
    const [anna] = await db
      .select({ balance: users.pointsBalance })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(anna?.balance).toBeGreaterThan(0);
  });

  it('serves the owner her own rows (the 404s above are about ownership, not broken routes)', async () => {
    const reads: Array<[string, number | string]> = [
      ['/api/conversations/:id', owned.conversation],
      ['/api/legal-documents/:id', owned.legalDocument],
      ['/api/case-strategies/:id', owned.caseStrategy],
    ];
    for (const [path, id] of reads) {
      const res = await call({ method: 'GET', path }, owner.token, String(id));
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain(MARKER);
    }
  });
});

describe('the check itself', () => {
  // Routes someone adds without the guard, or that crash on an empty body.
  const careless: FastifyPluginAsync = async (app) => {
    app.get('/api/dimenticata', async () => ({ ok: true }));
    app.post('/rag-api/fragile', async (request) => ({
      length: (request.body as { text: string }).text.length,
    }));
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ plugins: [careless] });
  });
  afterAll(() => t?.close());

  it('flags an unguarded route and a 5xx', async () => {
    const routes = routesOf(t.app)
      .filter(isApi)
      .filter((route) => route.path === '/api/dimenticata' || route.path === '/rag-api/fragile');
    expect((await tokenProblems(t, routes)).sort()).toEqual([
      'GET /api/dimenticata: anonymous → 200, not 401',
      'GET /api/dimenticata: garbage token → 200, not 401',
      'POST /rag-api/fragile: anonymous → 500',
      'POST /rag-api/fragile: garbage token → 500',
    ]);
  });
});
