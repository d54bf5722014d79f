import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { signedInUser } from '../../../test/sessions';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series of the Prometheus text (0 when absent). */
function sample(page: string, series: string): number {
  const line = page.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers only the bearer of the token, with the table 401 otherwise', async () => {
    for (const authorization of [undefined, 'Bearer sbagliato', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('TOKEN_MISSING');
      expect(res.body).not.toContain('brocardo_');
    }
  });

  it('times requests by route pattern, never by raw URL', async () => {
    const caller = await signedInUser(t);
    await t.app.inject({ method: 'GET', url: '/api/conversations/987654', headers: caller.headers });
    await t.app.inject({ method: 'GET', url: '/percorso/che/non/esiste' });
    const page = await scrape();
    expect(
      sample(
        page,
        'brocardo_http_request_duration_seconds_count{method="GET",route="/api/conversations/:id",status="404"}',
      ),
    ).toBe(1);
    expect(page).not.toContain('987654');
    expect(page).not.toContain('/percorso/che/non/esiste');
    expect(page).toContain('route="unmatched"');
  });

  it('counts failed sign-ins and the lockout they cause', async () => {
    const before = await scrape();
    const user = await createUser(t.database.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'PasswordSbagliata1' },
      });
      expect([401, 429]).toContain(res.statusCode);
    }
    const after = await scrape();
    expect(
      sample(after, 'brocardo_login_failures_total') - sample(before, 'brocardo_login_failures_total'),
    ).toBe(3);
    expect(
      sample(after, 'brocardo_login_lockouts_total') - sample(before, 'brocardo_login_lockouts_total'),
    ).toBe(1);
  });

  it('counts each metered run by action and outcome, and shows the document queue and open streams', async () => {
    const caller = await signedInUser(t);
    const series = 'brocardo_model_calls_total{action="chat_message",status="completed"}';
    const before = sample(await scrape(), series);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: caller.headers,
      payload: { message: 'Che cos’è la caparra confirmatoria?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"type":"done"');
    const page = await scrape();
    expect(sample(page, series) - before).toBe(1);
    expect(page).toContain('brocardo_model_tokens_total{action="chat_message",kind="completion"}');
    expect(sample(page, 'brocardo_document_queue_depth')).toBe(0);
    expect(sample(page, 'brocardo_document_queue_oldest_age_seconds')).toBe(0);
    expect(sample(page, 'brocardo_chat_streams_active')).toBe(0);
    expect(page).toContain('brocardo_interrupted_charges_refunded_total 0');
    expect(page).toContain('brocardo_process_resident_memory_bytes');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves no metrics: the path is the web app’s like any unknown one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer x' },
    });
    expect(res.statusCode).not.toBe(401);
    expect(res.body).not.toContain('brocardo_http_request_duration_seconds');
    expect(res.headers['content-type']).not.toContain('text/plain; version=0.0.4');
  });
});
