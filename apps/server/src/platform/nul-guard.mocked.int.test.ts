import { NUL_CHARACTER_MESSAGE } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { recordedRoutes } from '../../test/route-recorder';
import { knownValues as known, sampleOf, stringPaths } from '../../test/schema-samples';
import { tokenFor } from '../../test/sessions';

// Every route the app registers, with its schemas (test/route-recorder.ts).
vi.mock('fastify', async (importOriginal) =>
  (await import('../../test/route-recorder')).recordingFastify(importOriginal),
);
const routes = recordedRoutes;

/** A copy of `value` whose string at `path` carries a NUL. */
function withNulAt(value: unknown, path: string[]): unknown {
  const copy = structuredClone(value);
  if (path.length === 0) return `${copy}\u0000x`;
  let parent = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  parent[last] = `${parent[last]}\u0000x`;
  return copy;
}

/** A variant per string field, plus one with an extra field, so routes with loose schemas are hit too. */
function nulVariants(value: unknown): { value: unknown; field: string }[] {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return [
    ...stringPaths(base).map((path) => ({ value: withNulAt(base, path), field: path.join('.') })),
    { value: { ...base, nota_extra: 'a\u0000b' }, field: 'nota_extra' },
  ];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const WITH_BODY = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);
let resourceId = 1;
const concretePath = (url: string) =>
  url.replace(/:[A-Za-z_]+/g, String(resourceId)).replace(/\*$/, 'qualcosa');

let t: TestApp;
let authorization: string;
let nextAddress = 1;
const remoteAddress = () => {
  nextAddress += 1;
  return `10.9.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      LEGAL_SEARCH_RATE_LIMIT_PER_MINUTE: '1000',
      CAPTCHA_CHALLENGE_RATE_LIMIT_PER_MINUTE: '1000',
      DOCUMENT_UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  // The administrator passes every guard, user routes and admin routes alike.
  authorization = `Bearer ${await tokenFor(t, TEST_ADMIN)}`;
  // A conversation of the administrator's with a question and an answer: `:id` names it, so the
  // requests would reach the database if the guard let them through.
  const headers = { authorization };
  const created = await t.app.inject({ method: 'POST', url: '/api/conversations', payload: {}, headers });
  resourceId = created.json().id;
  for (const [role, content] of [
    ['user', 'Domanda'],
    ['assistant', 'Risposta'],
  ]) {
    const url = `/api/conversations/${resourceId}/messages`;
    const added = await t.app.inject({ method: 'POST', url, payload: { role, content }, headers });
    expect(added.statusCode, added.body).toBeLessThan(300);
    known.message_id = added.json().id ?? added.json().message?.id;
  }
});
afterAll(() => t.close());

interface Case {
  name: string;
  method: string;
  url: string;
  query?: Record<string, string>;
  payload?: unknown;
  field: string;
}

function casesFor(route: (typeof routes)[number]): Case[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) =>
    (METHODS as readonly string[]).includes(m),
  );
  const url = concretePath(route.url);
  return methods.flatMap((method) => {
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    const query = sampleOf(schema?.querystring);
    const queryCases = nulVariants(query).map(({ value, field }) => ({
      name: `${method} ${route.url} ?${field}`,
      method,
      url,
      query: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, String(v)])),
      field,
    }));
    if (!WITH_BODY.has(method)) return queryCases;
    const body = sampleOf(schema?.body);
    const bodyCases = nulVariants(body).map(({ value, field }) => ({
      name: `${method} ${route.url} body.${field}`,
      method,
      url,
      payload: value,
      field,
    }));
    return [...bodyCases, ...queryCases];
  });
}

describe('U+0000 in any request field', () => {
  it('finds the routes and their schemas', () => {
    const urls = routes.map((r) => r.url);
    for (const url of ['/api/register', '/api/conversations/:id/messages', '/api/messages/feedback']) {
      expect(urls).toContain(url);
    }
    expect(routes.filter((r) => (r.schema as { body?: unknown } | undefined)?.body).length).toBeGreaterThan(
      10,
    );
  });

  it('answers 422 VALIDATION_FAILED on the field, never 500, on every route', async () => {
    // Deleting and signing out last: without the guard they would end what the other cases use.
    const rank = (c: Case) => (c.url === '/api/logout' ? 2 : c.method === 'DELETE' ? 1 : 0);
    const cases = routes.flatMap(casesFor).sort((a, b) => rank(a) - rank(b));
    expect(cases.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method as 'POST',
        url: c.url,
        query: c.query,
        ...(c.payload === undefined ? {} : { payload: c.payload as object }),
        headers: { authorization },
        remoteAddress: remoteAddress(),
      });
      const body = String(res.headers['content-type']).includes('json') ? res.json() : {};
      const ok =
        res.statusCode === 422 &&
        body.error_code === 'VALIDATION_FAILED' &&
        body.errors?.[c.field]?.[0] === NUL_CHARACTER_MESSAGE &&
        body.message === NUL_CHARACTER_MESSAGE;
      if (!ok) failures.push(`${c.name} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('treats a NUL in a path parameter as a missing resource', async () => {
    const withParams = routes.filter((r) => r.url.includes('/:'));
    expect(withParams.length).toBeGreaterThan(3);
    for (const route of withParams) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) =>
        (METHODS as readonly string[]).includes(m),
      );
      for (const method of methods) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: route.url.replace(/:[A-Za-z_]+/g, 'a%00b'),
          headers: { authorization },
          remoteAddress: remoteAddress(),
          ...(WITH_BODY.has(method) ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${method} ${route.url}`).toBe(404);
      }
    }
  });

  it('keeps accepting text without a NUL, other control characters included', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { title: 'Titolo\u0001con controllo' },
      headers: { authorization },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${id}`,
      payload: { title: 'Nuovo titolo' },
      headers: { authorization },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().title).toBe('Nuovo titolo');
  });
});
