import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from './build-test-app';
import { recordedRoutes } from './route-recorder';
import { sampleOf } from './schema-samples';
import { tokenFor } from './sessions';

// Hostile bodies generated from every route's own zod schema (as Fastify registered it): each field
// of a valid body given the wrong type, a huge string or a lone surrogate; whole bodies nested
// thousands deep, carrying __proto__ / constructor keys, or not objects at all. A new route or field
// is covered without editing this file. 0 × 5xx; every 422 names the field in Italian.
vi.mock('fastify', async (importOriginal) =>
  (await import('./route-recorder')).recordingFastify(importOriginal),
);

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** Routes that end the caller's session or stream an answer: exercised by their own tests. */
const SKIPPED = new Set(['POST /api/logout']);
/** What zod says when no Italian message was set: a user should never read it. */
const ENGLISH_DEFAULTS = /\b(expected|received|invalid input|required|too (big|small)|unrecognized)\b/i;
const HUGE = 'x'.repeat(200_000);
const LONE_SURROGATE = 'inizio \ud800 fine';

type Leaf = { path: string[]; value: unknown };

function leaves(value: unknown, path: string[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return path.length > 0 ? [{ path, value }] : [];
}

function replaced(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

const wrongTypeOf = (value: unknown): unknown =>
  typeof value === 'string'
    ? 12345
    : typeof value === 'number'
      ? 'dodici'
      : typeof value === 'boolean'
        ? 'vero'
        : 'x';

interface Case {
  name: string;
  method: string;
  url: string;
  /** A raw JSON text (deep nesting, prototype keys) or a value to serialise. */
  payload: string | object | number | null;
  /** The field the mutation made invalid, when a 422 must name it. */
  field?: string;
}

function casesFor(route: (typeof recordedRoutes)[number], id: number): Case[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) =>
    WITH_BODY.has(m),
  );
  const url = route.url.replace(/:[A-Za-z_]+/g, String(id)).replace(/\*$/, 'qualcosa');
  const schema = (route.schema as { body?: unknown } | undefined)?.body;
  if (!schema) return [];
  const body = sampleOf(schema) as object;
  return methods
    .filter((method) => !SKIPPED.has(`${method} ${route.url}`))
    .flatMap((method) => {
      const name = (what: string) => `${method} ${route.url} ${what}`;
      const fieldCases = leaves(body).flatMap(({ path, value }): Case[] => {
        const field = path.join('.');
        const cases: Case[] = [
          {
            name: name(`${field}: wrong type`),
            method,
            url,
            payload: replaced(body, path, wrongTypeOf(value)) as object,
            field,
          },
        ];
        if (typeof value === 'string') {
          cases.push(
            {
              name: name(`${field}: 200k characters`),
              method,
              url,
              payload: replaced(body, path, HUGE) as object,
            },
            {
              name: name(`${field}: lone surrogate`),
              method,
              url,
              payload: replaced(body, path, LONE_SURROGATE) as object,
            },
          );
        }
        return cases;
      });
      const valid = JSON.stringify(body).slice(1, -1);
      const comma = valid ? ',' : '';
      return [
        ...fieldCases,
        {
          name: name('nested 5,000 deep'),
          method,
          url,
          payload: `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
        },
        {
          name: name('__proto__ key'),
          method,
          url,
          payload: `{"__proto__":{"isAdmin":true,"is_admin":true}${comma}${valid}}`,
        },
        {
          name: name('constructor key'),
          method,
          url,
          payload: `{"constructor":{"prototype":{"isAdmin":true}}${comma}${valid}}`,
        },
        { name: name('an array'), method, url, payload: '[1,2,3]' },
        { name: name('null'), method, url, payload: 'null' },
        { name: name('a number'), method, url, payload: '42' },
      ];
    });
}

let t: TestApp;
let authorization: string;
let conversationId = 1;
let nextAddress = 1;
const remoteAddress = () => {
  nextAddress += 1;
  return `10.8.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      REGISTER_RATE_LIMIT_PER_MINUTE: '100000',
      CHAT_RATE_LIMIT_PER_MINUTE: '100000',
      LEGAL_SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      CAPTCHA_CHALLENGE_RATE_LIMIT_PER_MINUTE: '100000',
      DOCUMENT_UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
      CONTACT_RATE_LIMIT_PER_HOUR: '100000',
      UPGRADE_REQUEST_RATE_LIMIT_PER_HOUR: '100000',
    },
  });
  authorization = `Bearer ${await tokenFor(t, TEST_ADMIN)}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    payload: {},
    headers: { authorization },
  });
  conversationId = created.json().id;
});
afterAll(() => t.close());

describe('hostile JSON bodies on every route that takes one', () => {
  it('never answer 5xx, and every 422 names the field in Italian', async () => {
    const cases = recordedRoutes.flatMap((route) => casesFor(route, conversationId));
    expect(cases.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method as 'POST',
        url: c.url,
        headers: { authorization, 'content-type': 'application/json' },
        payload: typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload),
        remoteAddress: remoteAddress(),
      });
      if (res.statusCode >= 500) {
        problems.push(`${c.name} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        continue;
      }
      if (res.statusCode !== 422) continue;
      const body = res.json() as { error_code?: string; message?: string; errors?: Record<string, string[]> };
      const messages = [body.message ?? '', ...Object.values(body.errors ?? {}).flat()];
      if (messages.some((message) => !message || ENGLISH_DEFAULTS.test(message)))
        problems.push(`${c.name} → a message a user cannot read: ${JSON.stringify(messages)}`);
      // A business rule (a document that does not exist, an answer that is not the assistant's) may
      // refuse the sample first; a validation failure must name the field the mutation broke.
      const root = c.field?.split('.')[0];
      if (
        body.error_code === 'VALIDATION_FAILED' &&
        root &&
        !Object.keys(body.errors ?? {}).some((key) => key.split('.')[0] === root)
      )
        problems.push(`${c.name} → 422 without naming ${c.field}: ${JSON.stringify(body.errors)}`);
    }
    expect(problems).toEqual([]);
    // No body reached the process's prototypes.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).is_admin).toBeUndefined();
  });
});
