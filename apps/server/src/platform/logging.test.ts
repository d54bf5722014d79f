import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLogController } from './access-log';
import { loggerOptions, probeAwareChildLogger, redactUrl, requestIdGenerator } from './logging';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/email/verify?id=4&token=abc123&x=1')).toBe(
      '/api/email/verify?id=4&token=[redacted]&x=1',
    );
    expect(redactUrl('/x?Signature=zzz')).toBe('/x?Signature=[redacted]');
    expect(redactUrl('/api/conversations?page=2')).toBe('/api/conversations?page=2');
  });
});

describe('requestIdGenerator', () => {
  const withHeader = (value?: string) =>
    ({ headers: value ? { 'x-request-id': value } : {} }) as IncomingMessage;
  const ownId = /^[A-Za-z0-9_-]{8}-[0-9a-z]+$/;

  it('ignores a client-supplied id unless a trusted proxy sets it', () => {
    expect(requestIdGenerator(false)(withHeader('forged-by-client-123'))).toMatch(ownId);
    expect(requestIdGenerator(true)(withHeader('lb-1234567890'))).toBe('lb-1234567890');
  });

  it('replaces a missing or malformed id with a fresh, unique one', () => {
    const generate = requestIdGenerator(true);
    const ids = new Set(Array.from({ length: 1000 }, () => generate(withHeader())));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(ownId);
    expect(generate(withHeader('bad id\nwith newline'))).toMatch(ownId);
  });
});

describe('the request logs', () => {
  const probes = new Set(['/healthz']);

  async function rawLinesOf(requests: Array<{ url: string; headers?: Record<string, string> }>) {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream },
      childLoggerFactory: probeAwareChildLogger(probes),
      logController: new AccessLogController(probes, 'info', stream),
    });
    app.get('/login', async (request) => {
      request.log.info(
        { password: 'pw-top', token: 'tk-top', body: { password: 'pw-nested' } },
        'signing in',
      );
      return { ok: true };
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/crash', async () => {
      throw new Error('boom');
    });
    app.get('/healthz', async () => ({ status: 'ok' }));
    for (const request of requests) await app.inject({ method: 'GET', ...request });
    await app.close();
    return lines;
  }

  async function logsOf(requests: Array<{ url: string; headers?: Record<string, string> }>) {
    return (await rawLinesOf(requests)).map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('hide secret fields at the top level and one level down', async () => {
    const logs = await logsOf([{ url: '/login' }]);
    const handlerLine = logs.find((entry) => entry.msg === 'signing in');
    expect(handlerLine).toMatchObject({
      password: '[redacted]',
      token: '[redacted]',
      body: { password: '[redacted]' },
    });
    expect(JSON.stringify(logs)).not.toMatch(/pw-top|tk-top|pw-nested/);
  });

  it('write one access line per request with its id, and what a handler logs carries the same id', async () => {
    const logs = await logsOf([
      { url: '/login?token=secret-value', headers: { authorization: 'Bearer secret-bearer' } },
      { url: '/quiet' },
    ]);
    const access = logs.filter((entry) => entry.msg === 'request completed');
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({ method: 'GET', url: '/login?token=[redacted]', statusCode: 200 });
    expect(access[1]).toMatchObject({ url: '/quiet', statusCode: 200 });
    expect(access[0]!.reqId).not.toBe(access[1]!.reqId);
    expect(logs.find((entry) => entry.msg === 'signing in')?.reqId).toBe(access[0]!.reqId);
    expect(JSON.stringify(logs)).not.toMatch(/secret-value|secret-bearer/);
  });

  it('write the access line in the shape of a pino line: level, time, pid, hostname, then the request', async () => {
    const [handler, access] = await rawLinesOf([{ url: '/login?x="quoted"\\' }]);
    expect(Object.keys(JSON.parse(access!))).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'method',
      'url',
      'remoteAddress',
      'statusCode',
      'responseTime',
      'msg',
    ]);
    const parsedHandler = JSON.parse(handler!) as Record<string, unknown>;
    expect(JSON.parse(access!)).toMatchObject({
      level: 30,
      pid: parsedHandler.pid,
      hostname: parsedHandler.hostname,
      reqId: parsedHandler.reqId,
      url: '/login?x=%22quoted%22\\',
      msg: 'request completed',
    });
    expect(access!.endsWith('}\n')).toBe(true);
  });

  it("log a failed request's error with its id, and the health probes not at all", async () => {
    const logs = await logsOf([{ url: '/crash' }, { url: '/healthz' }]);
    const failure = logs.find((entry) => entry.level === 50);
    expect(failure).toMatchObject({ err: { message: 'boom' } });
    const access = logs.filter((entry) => entry.msg === 'request completed');
    expect(access).toEqual([
      expect.objectContaining({ url: '/crash', statusCode: 500, reqId: failure!.reqId }),
    ]);
  });
});
