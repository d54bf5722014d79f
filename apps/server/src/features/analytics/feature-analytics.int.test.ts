import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { signedInUser, tokenFor } from '../../../test/sessions';
import { caseStrategies, legalDocuments, pointsLedger, usageRecords } from '../../db/schema';

/**
 * A hand-made dataset around two Rome midnights and the DST change of 2026-03-29 (Rome is UTC+1
 * before 02:00 that day, UTC+2 after: the Rome day 2026-03-29 runs from 2026-03-28T23:00Z to
 * 2026-03-29T22:00Z). Every expected figure below is computed by hand from the rows inserted here.
 */
let t: TestApp;
let adminHeaders: { authorization: string };
const ids: Record<string, number> = {};
const user = { A: 0, B: 0, C: 0, D: 0 };

const at = (iso: string) => new Date(iso);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

async function strategy(key: string, userId: number, area: string, analyzed: boolean, when: string) {
  const createdAt = at(when);
  const [row] = await t.database.db
    .insert(caseStrategies)
    .values({
      userId,
      caseTitle: `Caso ${key}`,
      caseType: 'civile',
      legalArea: area,
      caseFacts: 'Fatti',
      status: analyzed ? 'analyzed' : 'draft',
      successProbability: analyzed ? 60 : null,
      analysis: analyzed ? { risk_factors: ['Prescrizione'] } : null,
      analyzedAt: analyzed ? createdAt : null,
      createdAt,
    })
    .returning({ id: caseStrategies.id });
  ids[key] = row!.id;
}

async function document(
  key: string,
  userId: number,
  type: string,
  ai: 'none' | 'basic' | 'enhanced',
  when: string,
) {
  const [row] = await t.database.db
    .insert(legalDocuments)
    .values({
      userId,
      title: `Documento ${key}`,
      documentType: type,
      legalArea: 'diritto_civile',
      status: 'generated',
      metadata: { ai_enhanced: ai !== 'none', ai_option: ai },
      originalContent: 'Testo',
      content: 'Testo',
      createdAt: at(when),
    })
    .returning({ id: legalDocuments.id });
  ids[key] = row!.id;
}

/** A metered run: its charge `chargeMs` from `when`, its usage record `recordMs` from `when`. */
async function modelCall(
  userId: number,
  feature: string,
  when: string,
  {
    chargeMs = -5000,
    recordMs = 3000,
    prompt = 0,
    completion = 0,
    costs = ['0', '0', '0', '0'],
    status = 'completed',
  } = {},
) {
  const [charge] = await t.database.db
    .insert(pointsLedger)
    .values({
      userId,
      kind: 'charge',
      action: feature,
      delta: -10,
      balanceAfter: 0,
      createdAt: plus(at(when), chargeMs),
    })
    .returning({ id: pointsLedger.id });
  await t.database.db.insert(usageRecords).values({
    userId,
    feature,
    provider: 'openai-compatible',
    model: 'test',
    status,
    promptTokens: prompt,
    completionTokens: completion,
    costCacheHit: costs[0],
    costCacheMiss: costs[1],
    costCacheWrite: costs[2],
    costOutput: costs[3],
    pointsLedgerId: charge!.id,
    createdAt: plus(at(when), recordMs),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  adminHeaders = { authorization: `Bearer ${await tokenFor(t, TEST_ADMIN)}` };
  const db = t.database.db;
  user.A = (await createUser(db, { name: 'Anna Rossi', email: 'anna@studio.it' })).id;
  user.B = (await createUser(db, { name: 'Bruno Bianchi', email: 'bruno@studio.it' })).id;
  user.C = (await createUser(db, { name: 'Carla Verdi', email: 'carla@studio.it' })).id;
  user.D = (await createUser(db, { name: 'Dario Neri', email: 'dario@studio.it' })).id;

  await strategy('S1', user.A, 'Diritto civile', true, '2026-03-28T22:50:00Z'); // Rome 28th 23:50
  await strategy('S2', user.A, '  Diritto civile  ', false, '2026-03-28T23:10:00Z'); // Rome 29th 00:10
  await strategy('S3', user.B, 'Diritto penale', true, '2026-03-29T21:30:00Z'); // Rome 29th 23:30 (CEST)
  await strategy('S4', user.C, '   ', false, '2026-03-29T22:10:00Z'); // Rome 30th 00:10
  await strategy('S5', user.A, 'Diritto del lavoro', true, '2026-01-10T10:00:00Z');
  await strategy('S6', user.D, 'Diritto civile', true, '2026-02-15T10:00:00Z');
  await strategy('S7', user.B, 'Diritto penale', false, '2026-02-16T10:00:00Z');

  await document('L1', user.A, 'contratto', 'basic', '2026-03-29T10:00:00Z');
  await document('L2', user.B, 'ricorso', 'enhanced', '2026-03-29T11:00:00Z');
  await document('L3', user.A, 'contratto', 'none', '2026-03-29T22:10:00Z'); // Rome 30th, same instant as S4
  await document('L4', user.A, 'parere', 'none', '2026-01-10T11:00:00Z');
  await document('L5', user.D, 'contratto', 'basic', '2026-02-20T10:00:00Z');
  await document('L6', user.C, 'istanza', 'none', '2025-12-31T23:30:00Z'); // Rome 2026-01-01 00:30
  await document('L7', user.B, 'ricorso', 'none', '2025-12-31T22:30:00Z'); // Rome 2025-12-31 23:30

  // R1: S1's analysis. R2: L1's draft. R3: L2's draft. R4: S3's analysis.
  await modelCall(user.A, 'case_strategy_simple', '2026-03-28T22:50:00Z', {
    prompt: 1000,
    completion: 200,
    costs: ['0.0010', '0.0020', '0.0005', '0.0030'],
  });
  await modelCall(user.A, 'legal_document_simple', '2026-03-29T10:00:00Z', {
    prompt: 2000,
    completion: 500,
    costs: ['0.0010', '0.0040', '0', '0.0050'],
  });
  await modelCall(user.B, 'legal_document_complex', '2026-03-29T11:00:00Z', {
    prompt: 3000,
    completion: 1000,
    costs: ['0.0020', '0.0060', '0.0010', '0.0110'],
  });
  await modelCall(user.B, 'case_strategy_simple', '2026-03-29T21:30:00Z', {
    prompt: 1500,
    completion: 300,
    costs: ['0.0030', '0.0040', '0', '0.0050'],
  });
  // R5: chat, not a feature of this tab. R6: a regeneration of S1 (not linked to a row).
  await modelCall(user.A, 'chat_standard', '2026-03-31T10:00:00Z', {
    prompt: 9999,
    completion: 999,
    costs: ['1', '0', '0', '0'],
  });
  await modelCall(user.A, 'case_strategy_complex', '2026-03-30T10:00:00Z', {
    prompt: 500,
    completion: 100,
    costs: ['0.0010', '0.0010', '0', '0.0020'],
  });
  // R7: an enhancement of L4, an hour after it. R8a/R8b: two overlapping runs around L5 (ambiguous).
  await modelCall(user.A, 'document_enhancement', '2026-01-10T12:00:00Z', {
    prompt: 100,
    completion: 50,
    costs: ['0.0005', '0.0005', '0', '0.0010'],
  });
  await modelCall(user.D, 'legal_document_simple', '2026-02-20T10:00:00Z', {
    chargeMs: -10_000,
    recordMs: 5000,
    prompt: 800,
    completion: 200,
    costs: ['0', '0.0010', '0', '0.0020'],
  });
  await modelCall(user.D, 'legal_document_simple', '2026-02-20T10:00:00Z', {
    chargeMs: -5000,
    recordMs: 6000,
    prompt: 10,
    completion: 0,
    costs: ['0', '0.0001', '0', '0'],
    status: 'failed',
  });
  // R9: a free query enrichment, not of this tab. R10: a run that began after S5 was written.
  await modelCall(user.C, 'query_enrichment', '2026-03-31T10:00:00Z', {
    prompt: 50,
    completion: 5,
    costs: ['0.5', '0', '0', '0'],
  });
  await modelCall(user.A, 'case_strategy_simple', '2026-01-10T10:00:00Z', {
    chargeMs: 500,
    recordMs: 1000,
    prompt: 700,
    completion: 300,
    costs: ['0', '0.0020', '0', '0.0030'],
  });
  // R11, R12: runs without a row, on either side of the Rome day of the DST change (00:30 local).
  await modelCall(user.B, 'document_enhancement', '2026-03-28T23:30:00Z', {
    prompt: 90,
    completion: 10,
    costs: ['0', '0.0004', '0', '0.0006'],
  });
  await modelCall(user.C, 'legal_document_simple', '2026-03-29T22:30:00Z', {
    prompt: 40,
    completion: 10,
    costs: ['0', '0.0001', '0', '0.0001'],
  });
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = adminHeaders) {
  return t.app.inject({ method: 'GET', url, headers });
}

const recent = (
  key: string,
  feature: string,
  userName: string,
  createdAt: string,
  action: string,
  tokens: number | null,
) => ({
  id: `${feature}:${ids[key]}`,
  created_at: new Date(createdAt).toISOString(),
  user_name: userName,
  feature,
  action,
  tokens,
});

describe('GET /api/admin/analytics/features', () => {
  it('answers every figure over all time', async () => {
    const res = await get('/api/admin/analytics/features');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 7 strategies, 4 with an analysis (S1, S3, S5, S6): 57.14 % → 57.
    expect(body.case_strategy).toEqual({
      total_created: 7,
      ai_analysis_usage: { with_ai: 4, ai_usage_percentage: 57 },
      usage_by_legal_area: {
        'Diritto civile': 3,
        'Diritto del lavoro': 1,
        'Diritto penale': 2,
        'non indicata': 1,
      },
      usage_over_time: {
        '2026-01-10': 1,
        '2026-02-15': 1,
        '2026-02-16': 1,
        '2026-03-28': 1,
        '2026-03-29': 2,
        '2026-03-30': 1,
      },
    });
    expect(Object.keys(body.case_strategy.usage_over_time)).toEqual([
      '2026-01-10',
      '2026-02-15',
      '2026-02-16',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    // 7 documents, 3 drafted with AI (L1, L2, L5): 42.86 % → 43.
    expect(body.legal_document).toEqual({
      total_generated: 7,
      ai_enhancement_usage: { enhanced: 3, ai_generation_percentage: 43 },
      usage_by_document_type: { contratto: 3, istanza: 1, parere: 1, ricorso: 2 },
      usage_over_time: {
        '2025-12-31': 1,
        '2026-01-01': 1,
        '2026-01-10': 1,
        '2026-02-20': 1,
        '2026-03-29': 2,
        '2026-03-30': 1,
      },
    });
    // A: 3 + 3, B: 2 + 2, C and D: 1 + 1 (C has the lower id). Tokens and cost of the simulator and
    // generator calls only: A = R1 1200 + R2 2500 + R6 600 + R7 150 + R10 1000;
    // B = R3 4000 + R4 1800 + R11 100; C = R12 50 (enrichment is not of these features); D = R8a 1000 + R8b 10.
    expect(body.topUsers).toEqual([
      {
        id: user.A,
        name: 'Anna Rossi',
        email: 'anna@studio.it',
        caseStrategyCount: 3,
        legalDocumentCount: 3,
        totalTokens: 5450,
        totalCost: 0.0275,
      },
      {
        id: user.B,
        name: 'Bruno Bianchi',
        email: 'bruno@studio.it',
        caseStrategyCount: 2,
        legalDocumentCount: 2,
        totalTokens: 5900,
        totalCost: 0.033,
      },
      {
        id: user.C,
        name: 'Carla Verdi',
        email: 'carla@studio.it',
        caseStrategyCount: 1,
        legalDocumentCount: 1,
        totalTokens: 50,
        totalCost: 0.0002,
      },
      {
        id: user.D,
        name: 'Dario Neri',
        email: 'dario@studio.it',
        caseStrategyCount: 1,
        legalDocumentCount: 1,
        totalTokens: 1010,
        totalCost: 0.0031,
      },
    ]);
    // Newest first; S4 and L3 share an instant (strategy first). Tokens only where one run brackets the row.
    expect(body.recentActivity).toEqual([
      recent('S4', 'case_strategy', 'Carla Verdi', '2026-03-29T22:10:00Z', 'created', null),
      recent('L3', 'legal_document', 'Anna Rossi', '2026-03-29T22:10:00Z', 'created', null),
      recent('S3', 'case_strategy', 'Bruno Bianchi', '2026-03-29T21:30:00Z', 'created', 1800),
      recent('L2', 'legal_document', 'Bruno Bianchi', '2026-03-29T11:00:00Z', 'enhanced', 4000),
      recent('L1', 'legal_document', 'Anna Rossi', '2026-03-29T10:00:00Z', 'generated', 2500),
      recent('S2', 'case_strategy', 'Anna Rossi', '2026-03-28T23:10:00Z', 'created', null),
      recent('S1', 'case_strategy', 'Anna Rossi', '2026-03-28T22:50:00Z', 'created', 1200),
      recent('L5', 'legal_document', 'Dario Neri', '2026-02-20T10:00:00Z', 'generated', null),
      recent('S7', 'case_strategy', 'Bruno Bianchi', '2026-02-16T10:00:00Z', 'created', null),
      recent('S6', 'case_strategy', 'Dario Neri', '2026-02-15T10:00:00Z', 'created', null),
      recent('L4', 'legal_document', 'Anna Rossi', '2026-01-10T11:00:00Z', 'created', null),
      recent('S5', 'case_strategy', 'Anna Rossi', '2026-01-10T10:00:00Z', 'created', null),
      recent('L6', 'legal_document', 'Carla Verdi', '2025-12-31T23:30:00Z', 'created', null),
      recent('L7', 'legal_document', 'Bruno Bianchi', '2025-12-31T22:30:00Z', 'created', null),
    ]);
  });

  it('keeps the Rome day of the DST change whole: 23 hours, from 00:00 CET to 24:00 CEST', async () => {
    const res = await get('/api/admin/analytics/features?date_from=2026-03-29&date_to=2026-03-29');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // S2 (00:10 CET) and S3 (23:30 CEST) are in; S1 (23:50 on the 28th) and S4 (00:10 on the 30th) are not.
    expect(body.case_strategy).toEqual({
      total_created: 2,
      ai_analysis_usage: { with_ai: 1, ai_usage_percentage: 50 },
      usage_by_legal_area: { 'Diritto civile': 1, 'Diritto penale': 1 },
      usage_over_time: { '2026-03-29': 2 },
    });
    expect(body.legal_document).toEqual({
      total_generated: 2,
      ai_enhancement_usage: { enhanced: 2, ai_generation_percentage: 100 },
      usage_by_document_type: { contratto: 1, ricorso: 1 },
      usage_over_time: { '2026-03-29': 2 },
    });
    // A: S2 + L1, B: S3 + L2 (tie: lower id first). A's R1 (23:50:03 on the 28th) is outside, B's R11 (00:30) in.
    expect(body.topUsers).toEqual([
      {
        id: user.A,
        name: 'Anna Rossi',
        email: 'anna@studio.it',
        caseStrategyCount: 1,
        legalDocumentCount: 1,
        totalTokens: 2500,
        totalCost: 0.01,
      },
      {
        id: user.B,
        name: 'Bruno Bianchi',
        email: 'bruno@studio.it',
        caseStrategyCount: 1,
        legalDocumentCount: 1,
        totalTokens: 5900,
        totalCost: 0.033,
      },
    ]);
    expect(body.recentActivity.map((row: { id: string }) => row.id)).toEqual([
      `case_strategy:${ids.S3}`,
      `legal_document:${ids.L2}`,
      `legal_document:${ids.L1}`,
      `case_strategy:${ids.S2}`,
    ]);
  });

  it('takes a range across midnight and a year: 2025-12-31 Rome is not 2026-01-01 Rome', async () => {
    const res = await get('/api/admin/analytics/features?date_from=2026-01-01&date_to=2026-01-10');
    const body = res.json();
    expect(body.legal_document.usage_over_time).toEqual({ '2026-01-01': 1, '2026-01-10': 1 });
    expect(body.case_strategy.usage_over_time).toEqual({ '2026-01-10': 1 });
    // A: S5 + L4 with R7 150 + R10 1000; C: L6 and no model call.
    expect(
      body.topUsers.map((row: { id: number; totalTokens: number }) => [row.id, row.totalTokens]),
    ).toEqual([
      [user.A, 1150],
      [user.C, 0],
    ]);
  });

  it('answers zeros and empty lists for a period without activity', async () => {
    const res = await get('/api/admin/analytics/features?date_from=2024-01-01&date_to=2024-01-31');
    expect(res.json()).toEqual({
      case_strategy: {
        total_created: 0,
        ai_analysis_usage: { with_ai: 0, ai_usage_percentage: 0 },
        usage_by_legal_area: {},
        usage_over_time: {},
      },
      legal_document: {
        total_generated: 0,
        ai_enhancement_usage: { enhanced: 0, ai_generation_percentage: 0 },
        usage_by_document_type: {},
        usage_over_time: {},
      },
      topUsers: [],
      recentActivity: [],
    });
  });
});

describe('GET /api/admin/analytics/features/llm-token-usage', () => {
  it('sums tokens, cost (hit + miss + cache write + output) and calls per feature, per Rome day', async () => {
    const res = await get('/api/admin/analytics/features/llm-token-usage');
    expect(res.statusCode).toBe(200);
    // Simulator: R1 1200 + R4 1800 + R6 600 + R10 1000; generator: R2 2500 + R3 4000 + R7 150 + R8a 1000
    // + R8b 10 + R11 100 + R12 50.
    expect(res.json()).toEqual({
      case_strategy_tokens: { total_tokens: 4600, total_cost: 0.0275, total_requests: 4 },
      legal_document_tokens: { total_tokens: 7810, total_cost: 0.0363, total_requests: 7 },
      usage_over_time: [
        { date: '2026-01-10', case_strategy_tokens: 1000, legal_document_tokens: 150 },
        { date: '2026-02-20', case_strategy_tokens: 0, legal_document_tokens: 1010 },
        { date: '2026-03-28', case_strategy_tokens: 1200, legal_document_tokens: 0 },
        { date: '2026-03-29', case_strategy_tokens: 1800, legal_document_tokens: 6600 },
        { date: '2026-03-30', case_strategy_tokens: 600, legal_document_tokens: 50 },
      ],
    });
  });

  it('takes the inclusive Rome day of the DST change: R11 at 00:30 CET in, R12 at 00:30 on the 30th out', async () => {
    const res = await get(
      '/api/admin/analytics/features/llm-token-usage?date_from=2026-03-29&date_to=2026-03-29',
    );
    expect(res.json()).toEqual({
      case_strategy_tokens: { total_tokens: 1800, total_cost: 0.012, total_requests: 1 },
      legal_document_tokens: { total_tokens: 6600, total_cost: 0.031, total_requests: 3 },
      usage_over_time: [{ date: '2026-03-29', case_strategy_tokens: 1800, legal_document_tokens: 6600 }],
    });
  });
});

describe('access and validation', () => {
  const urls = ['/api/admin/analytics/features', '/api/admin/analytics/features/llm-token-usage'];

  it('refuses an anonymous visitor (401) and a user (403)', async () => {
    const caller = await signedInUser(t);
    for (const url of urls) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, caller.headers)).statusCode).toBe(403);
    }
  });

  it('refuses a day that does not exist, a malformed one and an inverted range (422)', async () => {
    for (const url of urls) {
      for (const query of [
        'date_from=2026-02-30',
        'date_to=29-03-2026',
        'date_from=2026-03-30&date_to=2026-03-29',
      ]) {
        const res = await get(`${url}?${query}`);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toBeDefined();
      }
    }
  });
});
