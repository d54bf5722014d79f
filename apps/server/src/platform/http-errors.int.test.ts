import { AppError, z } from '@brocardo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const logLines: string[] = [];

/** Fixture routes that exercise each branch of the one error handler. */
const fixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/_test/echo',
    {
      schema: {
        body: z.object({
          email: z.email("L'email non è valida"),
          name: z.string().min(2, 'Il nome deve essere di almeno 2 caratteri'),
          tags: z.array(z.string().max(3, 'Etichetta troppo lunga')).optional(),
        }),
      },
    },
    async (request) => ({ received: request.body }),
  );
  app.get('/api/_test/known', async () => {
    throw new AppError('RATE_LIMITED', { extra: { retry_in: 5 } });
  });
  app.get('/api/_test/database-down', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw Object.assign(new Error('Failed query: select 1'), { cause: lost });
  });
  app.get('/api/_test/client-address', async (request) => ({ ip: request.ip }));
  app.get('/api/_test/crash', async () => {
    throw new Error('relation "users" does not exist at SELECT password_hash FROM users');
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    // Behind a trusted proxy, so the load balancer's X-Request-Id is the one logged.
    env: { LOG_LEVEL: 'info', BODY_LIMIT_BYTES: '2048', TRUST_PROXY: 'true' },
    plugins: [fixtureRoutes],
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('the error handler', () => {
  it('answers a validation failure with 422 and per-field Italian messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      headers: json,
      payload: { email: 'nope', name: 'x', tags: ['ok', 'toolong'] },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual({
      email: ["L'email non è valida"],
      name: ['Il nome deve essere di almeno 2 caratteri'],
      'tags.1': ['Etichetta troppo lunga'],
    });
    expect(body.message).toBe("L'email non è valida");
    expect(body.error_code).toBe('VALIDATION_FAILED');
  });

  it('reports a missing field in Italian, with zod’s Italian locale', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      headers: json,
      payload: { email: 'a@b.it' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Input non valido: atteso string, ricevuto undefined'] });
  });

  it('accepts a valid body', async () => {
    const payload = { email: 'a@b.it', name: 'Anna' };
    const res = await t.app.inject({ method: 'POST', url: '/api/_test/echo', headers: json, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: payload });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      headers: json,
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Il corpo della richiesta non è un JSON valido.',
      error_code: 'MALFORMED_JSON',
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_test/echo', headers: json, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('EMPTY_BODY');
  });

  it('refuses prototype poisoning in JSON as malformed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      headers: json,
      payload: '{"email":"a@b.it","name":"Anna","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('MALFORMED_JSON');
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error_code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      headers: json,
      payload: JSON.stringify({ email: 'a@b.it', name: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const url of ['/api/does-not-exist', '/rag-api/nothing', '/sanctum/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', headers: json, payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers the router’s own failures in Italian, with the security headers, never echoing the URL', async () => {
    const cases = [
      // A path segment over the router's 100 characters names no resource.
      {
        url: `/api/conversations/${'a'.repeat(150)}`,
        status: 404,
        code: 'NOT_FOUND',
        message: 'Risorsa non trovata.',
      },
      // Malformed % escapes.
      { url: '/api/%zz', status: 400, code: 'BAD_REQUEST', message: 'Richiesta non valida.' },
      {
        url: '/api/conversations/%E0%A4%A',
        status: 400,
        code: 'BAD_REQUEST',
        message: 'Richiesta non valida.',
      },
    ];
    for (const { url, status, code, message } of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual({ message, error_code: code });
      expect(res.body).not.toContain('FST_ERR');
      expect(res.body).not.toContain('aaaa');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('answers a known error with its status, code, message and extra fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_test/known' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Troppe richieste. Attendere un momento prima di riprovare.',
      error_code: 'RATE_LIMITED',
      retry_in: 5,
    });
  });

  it('hides an unknown error behind a generic 500 and logs it with the request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/_test/crash',
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      message: 'Si è verificato un errore interno del server. Riprova più tardi.',
      error_code: 'INTERNAL_ERROR',
      request_id: 'trace-abc-123',
    });
    expect(res.body).not.toMatch(/relation|SELECT|password_hash|at .*\.ts/);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(logged?.reqId).toBe('trace-abc-123');
    expect(logged?.err?.message).toContain('relation "users" does not exist');
  });
});

describe('the database going away', () => {
  it('is a 503 in Italian with Retry-After, not a 500, and is logged as a warning', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_test/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error_code: 'SERVICE_UNAVAILABLE',
      message: 'Servizio momentaneamente non disponibile. Riprova tra poco.',
    });
    expect(res.headers['retry-after']).toBe('5');
    const warning = logLines.find((line) => line.includes('"service unavailable"'));
    expect(warning).toContain('terminating connection due to administrator command');
    expect(JSON.parse(warning!).level).toBe(40);
  });
});

describe('the client address behind the load balancer (TRUST_PROXY=true)', () => {
  it('is the one a private-network balancer appended, whatever the client wrote before it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/_test/client-address',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.66, 203.0.113.7' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.7' });
    // A client that reaches the server directly is not a load balancer: its header counts for nothing.
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/_test/client-address',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.66' },
    });
    expect(direct.json()).toEqual({ ip: '203.0.113.9' });
  });
});

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('sends API responses the strict API headers and the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
  });

  it('never logs bearer tokens, cookies or secret query values', async () => {
    logLines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/email/verify?id=3&token=super-secret-verification',
      headers: { authorization: 'Bearer secret-bearer-token-value', cookie: 'XSRF-TOKEN=cookie-secret' },
    });
    const all = logLines.join('\n');
    expect(all).toContain('/api/email/verify?id=3&token=[redacted]');
    expect(all).not.toContain('super-secret-verification');
    expect(all).not.toContain('secret-bearer-token-value');
    expect(all).not.toContain('cookie-secret');
  });
});
