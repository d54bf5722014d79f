// Rows of the usage-metrics tests, inserted directly with chosen times (not part of the server bundle).
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { tokenFor } from '../../../test/sessions';
import type { Database } from '../../db/client';
import { activityLog, caseStrategies, legalDocuments, usageRecords, userDocuments } from '../../db/schema';

/** Inserters of usage records, uploads, activity records, cases and generated documents. */
export function seederOf(db: Database) {
  const at = (iso: string) => new Date(iso);
  return {
    async usage(
      userId: number,
      when: string,
      tokens: { prompt: number; cached: number; written: number; completion: number },
      costs: { hit: string; miss: string; write: string; output: string },
    ) {
      await db.insert(usageRecords).values({
        userId,
        feature: 'chat_standard',
        provider: 'openai',
        model: 'modello-di-prova',
        status: 'completed',
        promptTokens: tokens.prompt,
        cachedPromptTokens: tokens.cached,
        cacheWritePromptTokens: tokens.written,
        completionTokens: tokens.completion,
        costCacheHit: costs.hit,
        costCacheMiss: costs.miss,
        costCacheWrite: costs.write,
        costOutput: costs.output,
        createdAt: at(when),
      });
    },

    async upload(userId: number, when: string, deleted = false) {
      await db.insert(userDocuments).values({
        userId,
        filename: 'atto.pdf',
        documentType: 'PDF',
        sizeBytes: 1000,
        sha256: 'a'.repeat(64),
        storageKey: `test/${userId}/${when}`,
        status: 'completed',
        createdAt: at(when),
        deletedAt: deleted ? at(when) : null,
      });
    },

    async activity(userId: number | null, actionType: string, when: string, documentsUsed?: unknown) {
      await db.insert(activityLog).values({
        userId,
        actionType,
        details: documentsUsed === undefined ? { message_length: 20 } : { documents_used: documentsUsed },
        createdAt: at(when),
      });
    },

    async strategy(userId: number, when: string) {
      await db.insert(caseStrategies).values({
        userId,
        caseTitle: 'Caso',
        caseType: 'civile',
        legalArea: 'diritto_civile',
        caseFacts: 'Fatti del caso',
        createdAt: at(when),
      });
    },

    async legalDocument(userId: number, when: string, aiEnhanced: boolean) {
      await db.insert(legalDocuments).values({
        userId,
        title: 'Contratto',
        documentType: 'contratto',
        legalArea: 'diritto_civile',
        status: 'generated',
        metadata: { ai_enhanced: aiEnhanced, ai_option: aiEnhanced ? 'enhanced' : 'none' },
        originalContent: 'Testo',
        content: 'Testo',
        createdAt: at(when),
      });
    },
  };
}

/**
 * The dataset of the Usage Analytics and User Spending tests, with chosen times. Rome is UTC+1 until
 * 2026-03-29 02:00, UTC+2 after: 2026-03-10T23:30Z is 11 March in Rome, and 2026-03-29 in Rome runs
 * from 2026-03-28T23:00Z to 2026-03-29T22:00Z (23 hours).
 */
export async function seedUsageDataset(db: Database) {
  const { usage, upload, activity, strategy, legalDocument } = seederOf(db);
  const alice = (await createUser(db, { name: 'Alice Rossi', email: 'alice.metrics@studio.it' })).id;
  const bruno = (await createUser(db, { name: 'Bruno Bianchi', email: 'bruno.metrics@studio.it' })).id;
  const carla = (await createUser(db, { name: 'Carla Verdi', email: 'carla.metrics@studio.it' })).id;
  const dario = (await createUser(db, { name: 'Dario Neri', email: 'dario.metrics@studio.it' })).id;

  // Usage records. In the period 11–29 March: Alice's first two, Bruno's first.
  await usage(
    alice,
    '2026-03-10T23:30:00Z', // 11 March 00:30 in Rome
    { prompt: 1000, cached: 400, written: 100, completion: 200 },
    { hit: '0.00004000', miss: '0.00050000', write: '0.00016000', output: '0.00060000' },
  );
  await usage(
    alice,
    '2026-03-20T10:00:00Z',
    { prompt: 3000, cached: 1500, written: 0, completion: 500 },
    { hit: '0.00015000', miss: '0.00150000', write: '0', output: '0.00150000' },
  );
  await usage(
    alice,
    '2026-03-29T22:30:00Z', // 30 March 00:30 in Rome (summer time)
    { prompt: 9000, cached: 0, written: 0, completion: 1000 },
    { hit: '0', miss: '0.50000000', write: '0', output: '0.50000000' },
  );
  await usage(
    bruno,
    '2026-03-29T21:30:00Z', // 29 March 23:30 in Rome (summer time)
    { prompt: 2000, cached: 0, written: 0, completion: 1000 },
    { hit: '0', miss: '0.00200000', write: '0', output: '0.00300000' },
  );
  await usage(
    bruno,
    '2026-03-10T22:59:00Z', // 10 March 23:59 in Rome
    { prompt: 500, cached: 0, written: 0, completion: 50 },
    { hit: '0', miss: '0.25000000', write: '0', output: '0.25000000' },
  );
  await usage(
    dario,
    '2026-04-05T10:00:00Z',
    { prompt: 100, cached: 0, written: 0, completion: 10 },
    { hit: '0', miss: '0.00010000', write: '0', output: '0.00010000' },
  );

  // Personal documents uploaded.
  await upload(alice, '2026-03-10T23:30:00Z');
  await upload(alice, '2026-03-15T09:00:00Z');
  await upload(alice, '2026-03-16T09:00:00Z');
  await upload(alice, '2026-03-10T22:59:00Z');
  await upload(bruno, '2026-03-29T21:30:00Z');
  await upload(bruno, '2026-03-29T22:30:00Z');
  await upload(dario, '2026-03-20T09:00:00Z', true); // deleted since: it was still uploaded

  // Answered questions.
  await activity(alice, 'CHAT_SIMPLE_INTERACTION', '2026-03-10T23:30:00Z');
  await activity(alice, 'CHAT_SIMPLE_INTERACTION', '2026-03-20T09:00:00Z');
  await activity(alice, 'CHAT_RAG_INTERACTION', '2026-03-20T10:00:00Z');
  await activity(alice, 'CHAT_WEB_SEARCH_INTERACTION', '2026-03-20T11:00:00Z', 2);
  await activity(alice, 'CHAT_WEB_SEARCH_INTERACTION', '2026-03-25T12:00:00Z', 0);
  await activity(alice, 'CHAT_SIMPLE_INTERACTION', '2026-03-10T22:59:00Z');
  await activity(alice, 'CASE_STRATEGY_CREATED', '2026-03-20T12:00:00Z');
  await activity(bruno, 'CHAT_RAG_INTERACTION', '2026-03-29T21:30:00Z');
  await activity(bruno, 'CHAT_WEB_SEARCH_INTERACTION', '2026-03-29T22:30:00Z', 1);
  await activity(null, 'CHAT_SIMPLE_INTERACTION', '2026-03-25T08:00:00Z'); // a deleted user's

  // The simulator's cases and the generator's documents.
  await strategy(alice, '2026-03-15T10:00:00Z');
  await strategy(carla, '2026-03-10T23:00:00Z'); // 11 March 00:00 in Rome: the first instant
  await strategy(carla, '2026-03-28T23:00:00Z'); // 29 March 00:00 in Rome
  await strategy(carla, '2026-03-29T22:00:00Z'); // 30 March 00:00 in Rome (summer time)
  await legalDocument(alice, '2026-03-18T10:00:00Z', true);
  await legalDocument(carla, '2026-03-12T10:00:00Z', true);
  await legalDocument(carla, '2026-03-13T10:00:00Z', false);
  await legalDocument(carla, '2026-04-01T10:00:00Z', true);
  await legalDocument(dario, '2026-04-02T10:00:00Z', false);
  return { alice, bruno, carla, dario };
}

/**
 * A test app seeded with seedUsageDataset for the file it is called in (prices set, so costs are not
 * 0), the administrator's token, and `rows(path, query)`: GET /api/admin/usage-metrics/{path} as the
 * administrator, the 200 answer's JSON. `app` is filled before the file's tests run.
 */
export function useUsageDataset() {
  const app = {} as { t: TestApp; token: string; users: Awaited<ReturnType<typeof seedUsageDataset>> };
  beforeAll(async () => {
    app.t = await buildTestApp({
      env: {
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        LLM_PRICE_INPUT_CACHE_HIT: '0.3',
        LLM_PRICE_INPUT_CACHE_MISS: '3',
        LLM_PRICE_OUTPUT: '15',
      },
    });
    app.token = await tokenFor(app.t, TEST_ADMIN);
    app.users = await seedUsageDataset(app.t.database.db);
  });
  afterAll(() => app.t?.close());

  async function rows(path: string, query: Record<string, string | number> = {}) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const res = await app.t.app.inject({
      method: 'GET',
      url: `/api/admin/usage-metrics/${path}${search ? `?${search}` : ''}`,
      headers: { authorization: `Bearer ${app.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  return { app, rows };
}

export const MARCH = { date_from: '2026-03-11', date_to: '2026-03-29' };
export const DAY = (date: string) => ({ date_from: date, date_to: date });
export const ids = (list: Array<{ user_id: number }>) => list.map((row) => row.user_id);
