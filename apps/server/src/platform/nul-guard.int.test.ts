import { NUL_CHARACTER_MESSAGE, z } from '@brocardo/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { tokenFor } from '../../test/sessions';

// Every route the app registers, with its schemas, as Fastify's own onRoute hook reports it: the
// instance is observed from the moment it is created, before any feature registers a route.
const routes = vi.hoisted(() => [] as Pick<RouteOptions, 'method' | 'url' | 'schema'>[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const build = original.default as unknown as (options?: object) => FastifyInstance;
  const create = ((options?: object) => {
    const app = build(options);
    app.addHook('onRoute', (route) => {
      routes.push({ method: route.method, url: route.url, schema: route.schema });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: create, fastify: create };
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
};

/** Values the fixtures make real, by property name. */
const known: Record<string, unknown> = {};

/** A plausible value for a JSON Schema: every property present, every string filled in. */
function sample(schema: JsonSchema | undefined, depth = 0, key = ''): unknown {
  if (key in known) return known[key];
  if (!schema || depth > 8) return 'testo';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
    return sample(branch, depth + 1, key);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1, key);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t && t !== 'null');
  if (type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1, k)]);
    // A record (`z.record`) gets one entry of its own, so its values are exercised too.
    if (!schema.properties && typeof schema.additionalProperties === 'object') {
      entries.push(['chiave', sample(schema.additionalProperties, depth + 1)]);
    }
    return Object.fromEntries(entries);
  }
  if (type === 'array') {
    const items = Array.isArray(schema.items) ? schema.items : (schema.prefixItems ?? [schema.items]);
    const count = Math.max(1, schema.minItems ?? 1);
    return Array.from({ length: count }, (_, i) => sample(items[i % items.length], depth + 1));
  }
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 0);
  if (type === 'boolean') return false;
  if (schema.format === 'email' || /email/i.test(key)) return 'utente.nuovo@studio.it';
  if (/password/i.test(key)) return 'Password123';
  const text = 'testo di prova '.repeat(Math.ceil((schema.minLength ?? 1) / 15)).trim();
  return text.slice(0, Math.max(schema.maxLength ?? text.length, schema.minLength ?? 1));
}

function sampleOf(zodSchema: unknown): unknown {
  if (!(zodSchema instanceof z.ZodType)) return {};
  return sample(z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** The paths of every string in a value. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

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
