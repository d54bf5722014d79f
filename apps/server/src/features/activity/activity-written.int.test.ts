import { LOGIN_MAX_ATTEMPTS } from '@brocardo/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaTokenFor, CHEAP_ALTCHA_ENV } from '../../../test/altcha';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { textPdf } from '../../../test/document-fixtures';
import { createUser } from '../../../test/factories';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { startWebSearchServer } from '../../../test/web-search-server.mjs';
import { activityLog, users } from '../../db/schema';
import { signedInAdmin } from '../admin/admin-users.test-support';
import { parseSse, typed } from '../chat/chat.test-support';
import { settled, uploaded } from '../documents/documents.test-support';

// The records the server writes where actions happen: an answered question, a registration, the
// security alerts. Never the client's word, never a text of the conversation, never a password.

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp({
    env: { ...CHEAP_ALTCHA_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: '10000', REGISTER_RATE_LIMIT_PER_MINUTE: '100' },
  });
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

async function recordsOf(userId: number, actionType?: string) {
  return t.database.db
    .select({
      actionType: activityLog.actionType,
      details: activityLog.details,
      ipAddress: activityLog.ipAddress,
    })
    .from(activityLog)
    .where(
      actionType
        ? and(eq(activityLog.userId, userId), eq(activityLog.actionType, actionType))
        : eq(activityLog.userId, userId),
    )
    .orderBy(activityLog.id);
}

const ask = (caller: Caller, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: caller.headers, payload });

describe('an answered question', () => {
  it('Standard: one CHAT_SIMPLE_INTERACTION with lengths and counts, never the text', async () => {
    const caller = await signedInUser(t);
    const question = 'Qual è il termine per l’appello civile? 🙂';
    const res = await ask(caller, '/api/chat', { message: question });
    expect(res.statusCode).toBe(200);
    expect(parseSse(res.body).text.length).toBeGreaterThan(0);
    // 41 characters: the emoji is one, though two UTF-16 units.
    expect([Array.from(question).length, question.length]).toEqual([41, 42]);
    const records = await recordsOf(caller.id);
    expect(records).toEqual([
      {
        actionType: 'CHAT_SIMPLE_INTERACTION',
        details: { message_length: 41, query_mode: 'standard', documents_used: 0, context_size: 0 },
        ipAddress: null,
      },
    ]);
    expect(JSON.stringify(records)).not.toContain('appello');

    // The administrators read it in the log, with its user.
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/user-activities?user_id=${caller.id}`,
      headers: admin.headers,
    });
    expect(log.json().data).toEqual([
      expect.objectContaining({
        action_type: 'CHAT_SIMPLE_INTERACTION',
        user: expect.objectContaining({ id: caller.id }),
        details: { message_length: 41, query_mode: 'standard', documents_used: 0, context_size: 0 },
      }),
    ]);
  });

  it('Database Legale: one CHAT_RAG_INTERACTION whose context is the sources given', async () => {
    const caller = await signedInUser(t);
    const question = 'Chi cagiona ad altri un danno ingiusto deve risarcirlo?';
    const res = await ask(caller, '/rag-api/rag-chat', { message: question });
    expect(res.statusCode).toBe(200);
    const citations = typed(parseSse(res.body).events, 'citations')[0]!.citations;
    expect(citations.length).toBeGreaterThanOrEqual(3);
    expect(citations.every((citation) => citation.source_type === 'legal')).toBe(true);
    expect(await recordsOf(caller.id)).toEqual([
      {
        actionType: 'CHAT_RAG_INTERACTION',
        details: {
          message_length: question.length,
          query_mode: 'rag',
          documents_used: 0,
          context_size: citations.length,
        },
        ipAddress: null,
      },
    ]);
  });

  it('a refused question (402, empty message) writes nothing', async () => {
    const caller = await signedInUser(t);
    await t.database.db.update(users).set({ pointsBalance: 0 }).where(eq(users.id, caller.id));
    const refused = await ask(caller, '/rag-api/rag-chat', { message: 'Termini di prescrizione?' });
    expect(refused.statusCode).toBe(402);
    expect((await ask(caller, '/api/chat', { message: '' })).statusCode).toBe(422);
    expect(await recordsOf(caller.id)).toEqual([]);
  });

  it('the client’s own reports are stored apart, never as the server’s CHAT_* records', async () => {
    const caller = await signedInUser(t);
    await ask(caller, '/api/log-simple-chat', { user_message: 'Ciao', ai_response: 'Salve' });
    await ask(caller, '/api/log-web-search', { user_message: 'IMU', search_results_count: 3 });
    expect((await recordsOf(caller.id)).map((record) => record.actionType)).toEqual([
      'CLIENT_SIMPLE_CHAT_REPORTED',
      'CLIENT_WEB_SEARCH_REPORTED',
    ]);
  });
});

describe('Ricerca Web with personal documents (the extractive responder, a local SearXNG)', () => {
  it('one CHAT_WEB_SEARCH_INTERACTION counting the results and the document passages given', async () => {
    const search = await startWebSearchServer();
    const web = await buildTestApp({
      env: {
        WEB_SEARCH_PROVIDER: 'searxng',
        SEARXNG_URL: search.url,
        WEB_FETCH_ALLOWED_HOSTS: search.hostPort,
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      },
    });
    try {
      const caller = await signedInUser(web);
      const pdf = await uploaded(
        web,
        caller,
        'sinistro.pdf',
        await textPdf([
          'Relazione sul sinistro del 3 marzo 2024.',
          'La signora Bianchi è caduta in una buca non segnalata del marciapiede custodito dal Comune.',
        ]),
      );
      await settled(web, caller, pdf.id);
      const question = 'Responsabilità del Comune per la buca non segnalata del marciapiede';
      const res = await web.app.inject({
        method: 'POST',
        url: '/api/chat-with-web',
        headers: caller.headers,
        payload: {
          message: question,
          useWebSearch: true,
          enabledUserDocuments: [{ identifier: pdf.id, name: 'sinistro.pdf', type: 'user' }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const stream = parseSse(res.body);
      expect(stream.text.length).toBeGreaterThan(0);
      const citations = typed(stream.events, 'citations')[0]!.citations;
      const results = typed(stream.events, 'web_search_results')[0]!.results;
      const fromDocuments = citations.filter((citation) => citation.source_type === 'user').length;
      expect(fromDocuments).toBeGreaterThan(0);
      expect(results.length).toBeGreaterThan(0);
      const records = await web.database.db
        .select({ actionType: activityLog.actionType, details: activityLog.details })
        .from(activityLog)
        .where(eq(activityLog.userId, caller.id));
      expect(records).toEqual([
        {
          actionType: 'CHAT_WEB_SEARCH_INTERACTION',
          details: {
            message_length: question.length,
            query_mode: 'websearch',
            documents_used: fromDocuments,
            context_size: results.length + fromDocuments,
            search_results_count: results.length,
          },
        },
      ]);
    } finally {
      await web.close();
      await search.close();
    }
  });
});

describe('a registration', () => {
  it('writes USER_REGISTRATION with the plan and the address’s domain, in the same transaction', async () => {
    const email = `nuova.iscritta.${process.pid}@Studio-Legale.it`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Nuova Iscritta',
        email,
        password: 'Password123',
        password_confirmation: 'Password123',
        captcha_token: await altchaTokenFor(t.app),
      },
      remoteAddress: '10.9.8.7',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    const records = await recordsOf(user!.id);
    expect(records).toEqual([
      {
        actionType: 'USER_REGISTRATION',
        details: { plan: 'beta', email_domain: 'studio-legale.it', email_verified: false },
        ipAddress: '10.9.8.7',
      },
    ]);
    expect(JSON.stringify(records)).not.toContain('Password123');
  });
});

describe('security alerts', () => {
  const login = (payload: Record<string, unknown>, remoteAddress = '10.1.1.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

  it('a lockout: one login_lockout alert with the address tried, never the password', async () => {
    const user = await createUser(t.database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_MAX_ATTEMPTS + 1; attempt++) {
      statuses.push((await login({ email: user.email, password: `Sbagliata${attempt}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
    const records = await recordsOf(user.id);
    expect(records).toEqual([
      {
        actionType: 'SECURITY_ALERT_GENERATED',
        details: {
          alert: 'login_lockout',
          email: user.email,
          failed_attempts: LOGIN_MAX_ATTEMPTS,
          locked_seconds: 60,
          admin_login: false,
          ip_address: '10.1.1.1',
        },
        ipAddress: '10.1.1.1',
      },
    ]);
    expect(JSON.stringify(records)).not.toContain('Sbagliata');
  });

  it('a lockout of an address with no account: the alert has no user, only the address', async () => {
    const email = `sconosciuto.${process.pid}@studio.it`;
    for (let attempt = 0; attempt < LOGIN_MAX_ATTEMPTS; attempt++) {
      await login({ email, password: 'Tentativo1' }, '10.2.2.2');
    }
    const rows = await t.database.db
      .select({ userId: activityLog.userId, details: activityLog.details })
      .from(activityLog)
      .where(sql`${activityLog.details}->>'email' = ${email}`);
    expect(rows).toEqual([
      { userId: null, details: expect.objectContaining({ alert: 'login_lockout', email }) },
    ]);
  });

  it('a user on the admin login: admin_login_denied', async () => {
    const user = await createUser(t.database.db);
    const res = await login({ email: user.email, password: user.password, admin_login: true }, '10.3.3.3');
    expect(res.statusCode).toBe(403);
    expect(await recordsOf(user.id)).toEqual([
      {
        actionType: 'SECURITY_ALERT_GENERATED',
        details: { alert: 'admin_login_denied', email: user.email, ip_address: '10.3.3.3' },
        ipAddress: '10.3.3.3',
      },
    ]);
  });

  it('a sign-in that supersedes a live session: session_superseded, and only then', async () => {
    const user = await createUser(t.database.db);
    await tokenFor(t, user);
    expect(await recordsOf(user.id)).toEqual([]);
    const second = await login({ email: user.email, password: user.password }, '10.4.4.4');
    expect(second.statusCode).toBe(200);
    expect(await recordsOf(user.id)).toEqual([
      {
        actionType: 'SECURITY_ALERT_GENERATED',
        details: {
          alert: 'session_superseded',
          email: user.email,
          superseded_sessions: 1,
          previous_ip_addresses: ['127.0.0.1'],
          ip_address: '10.4.4.4',
        },
        ipAddress: '10.4.4.4',
      },
    ]);
    // Signed out first: nothing live is superseded, no alert.
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${second.json().token}` },
    });
    await tokenFor(t, user);
    expect(await recordsOf(user.id, 'SECURITY_ALERT_GENERATED')).toHaveLength(1);
  });
});
