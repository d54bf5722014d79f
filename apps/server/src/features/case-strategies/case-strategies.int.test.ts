import { caseStrategiesResponse, caseStrategyResponse, USER_ACTIVITY_TYPES } from '@brocardo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../../test/build-test-app';
import { type Caller, signedInUser, tokenFor } from '../../../test/sessions';
import { ledgerOf, usageOf } from '../chat/chat.test-support';
import { ANALYSIS_REASONS } from './case-strategies.service';
import { ARREARS_CASE, activitiesOf, call } from './case-strategies.test-support';

// Without a model (the extractive provider): the case is saved without analysis, nothing is charged.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

async function created(caller: Caller, changes: Record<string, unknown> = {}) {
  const res = await call(t, caller, 'POST', '/api/case-strategies', { ...ARREARS_CASE, ...changes });
  expect(res.statusCode, res.body).toBe(201);
  return caseStrategyResponse.parse(res.json()).data;
}

describe('POST /api/case-strategies without a model', () => {
  it('saves the case without analysis, says why, charges nothing and records the creation', async () => {
    const caller = await signedInUser(t);
    const res = await call(t, caller, 'POST', '/api/case-strategies', ARREARS_CASE);
    expect(res.statusCode, res.body).toBe(201);
    const body = caseStrategyResponse.parse(res.json());
    expect(body.data).toMatchObject({
      ...ARREARS_CASE,
      status: 'draft',
      success_probability: null,
      ai_confidence_score: null,
      risk_factors: [],
      strategic_recommendations: [],
      alternative_strategies: [],
      precedent_analysis: null,
      estimated_cost_min: null,
      estimated_cost_max: null,
      estimated_duration: null,
      analysis: null,
      analysis_unavailable_reason: ANALYSIS_REASONS.noModel,
      analysis_outdated: false,
    });
    expect(await ledgerOf(t.database.db, caller.id)).toEqual([expect.objectContaining({ kind: 'grant' })]);
    expect(await usageOf(t.database.db, caller.id)).toEqual([]);
    expect(await activitiesOf(t, caller.id)).toEqual([
      {
        actionType: 'CASE_STRATEGY_CREATED',
        details: expect.objectContaining({
          case_strategy_id: body.data.id,
          ai_analysis: false,
          case_type: 'civile',
        }),
      },
    ]);
  });

  it('says the analysis was not asked for when generate_ai_analysis is false, and defaults the urgency', async () => {
    const caller = await signedInUser(t);
    const { urgency_level: _, ...withoutUrgency } = ARREARS_CASE;
    const res = await call(t, caller, 'POST', '/api/case-strategies', {
      ...withoutUrgency,
      generate_ai_analysis: false,
      opposing_party: '   ',
      court_level: null,
      case_value_euro: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      urgency_level: 'media',
      opposing_party: null,
      court_level: null,
      case_value_euro: null,
      analysis_unavailable_reason: ANALYSIS_REASONS.notRequested,
    });
  });

  it('never stores the value the facts state in place of an empty value: the user confirms it', async () => {
    const caller = await signedInUser(t);
    const facts = 'Il conduttore non ha pagato 3 canoni da € 1.250.';
    const { id } = await created(caller, { case_value_euro: null, case_facts: facts });
    expect((await call(t, caller, 'GET', `/api/case-strategies/${id}`)).json().data).toMatchObject({
      case_facts: facts,
      case_value_euro: null,
    });
    const edited = await call(t, caller, 'PUT', `/api/case-strategies/${id}`, {
      case_facts: `${facts} Restano inoltre € 400 di spese condominiali.`,
    });
    expect(edited.json().data.case_value_euro).toBeNull();
  });

  it('refuses malformed input with Italian 4xx, never 500', async () => {
    const caller = await signedInUser(t);
    const missing = await call(t, caller, 'POST', '/api/case-strategies', { case_title: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      errors: {
        case_title: ['Titolo del caso: campo obbligatorio.'],
        case_type: ['Tipo di caso: campo obbligatorio.'],
      },
    });
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'case_facts',
      'case_title',
      'case_type',
      'legal_area',
    ]);
    for (const change of [
      { case_type: 'spaziale' },
      { court_level: 'Corte Suprema' },
      { urgency_level: 'urgentissima' },
      { budget_range: '1-2' },
      { case_value_euro: -1 },
      { case_value_euro: '26000' },
      { generate_ai_analysis: 'sì' },
      { case_facts: 'x'.repeat(20_001) },
    ]) {
      const res = await call(t, caller, 'POST', '/api/case-strategies', { ...ARREARS_CASE, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(change));
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/case-strategies',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      payload: '{"case_title": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_code).toBe('MALFORMED_JSON');
    expect((await call(t, caller, 'GET', '/api/case-strategies?per_page=0')).statusCode).toBe(422);
    expect((await call(t, caller, 'GET', '/api/case-strategies/abc')).statusCode).toBe(404);
    expect((await call(t, caller, 'GET', '/api/case-strategies/99999999999')).statusCode).toBe(404);
    expect((await call(t, caller, 'GET', '/api/case-strategies')).json().data.total).toBe(0);
  });

  it('asks for a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/case-strategies'],
      ['POST', '/api/case-strategies'],
      ['GET', '/api/case-strategies/1'],
      ['PUT', '/api/case-strategies/1'],
      ['DELETE', '/api/case-strategies/1'],
      ['POST', '/api/user-activities'],
    ] as const) {
      expect(
        (await call(t, null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .statusCode,
      ).toBe(401);
    }
  });
});

describe('GET /api/case-strategies', () => {
  it('lists the user’s own cases, newest first, a page at a time', async () => {
    const caller = await signedInUser(t);
    const other = await signedInUser(t);
    await created(other);
    const ids: number[] = [];
    for (const title of ['Primo', 'Secondo', 'Terzo'])
      ids.push((await created(caller, { case_title: title, generate_ai_analysis: false })).id);
    const first = caseStrategiesResponse.parse(
      (await call(t, caller, 'GET', '/api/case-strategies?per_page=2')).json(),
    );
    expect(first.data).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 2,
      total: 3,
      from: 1,
      to: 2,
    });
    expect(first.data.data.map((row) => row.case_title)).toEqual(['Terzo', 'Secondo']);
    const second = (await call(t, caller, 'GET', '/api/case-strategies?per_page=2&page=2')).json().data;
    expect(second).toMatchObject({ current_page: 2, from: 3, to: 3 });
    expect(second.data.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    const beyond = (await call(t, caller, 'GET', '/api/case-strategies?per_page=2&page=9')).json().data;
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: 3 });
  });
});

describe('a case is its owner’s only', () => {
  it('answers 404 to anyone else, administrators included, for reading, editing, regenerating and deleting', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const adminToken = await tokenFor(t, TEST_ADMIN);
    const admin = { id: 0, token: adminToken, headers: { authorization: `Bearer ${adminToken}` } };
    const { id } = await created(owner);
    for (const intruder of [stranger, admin]) {
      expect((await call(t, intruder, 'GET', `/api/case-strategies/${id}`)).json().error_code).toBe(
        'CASE_STRATEGY_NOT_FOUND',
      );
      expect(
        (await call(t, intruder, 'PUT', `/api/case-strategies/${id}`, { case_title: 'Mio' })).statusCode,
      ).toBe(404);
      expect(
        (await call(t, intruder, 'PUT', `/api/case-strategies/${id}`, { regenerate_ai_analysis: true }))
          .statusCode,
      ).toBe(404);
      expect((await call(t, intruder, 'DELETE', `/api/case-strategies/${id}`)).statusCode).toBe(404);
    }
    const mine = await call(t, owner, 'GET', `/api/case-strategies/${id}`);
    expect(mine.json().data.case_title).toBe(ARREARS_CASE.case_title);
    expect(await ledgerOf(t.database.db, stranger.id)).toEqual([expect.objectContaining({ kind: 'grant' })]);
  });
});

describe('PUT /api/case-strategies/{id} without a model', () => {
  it('saves the edited fields only, leaving the others as they were', async () => {
    const caller = await signedInUser(t);
    const { id } = await created(caller);
    const res = await call(t, caller, 'PUT', `/api/case-strategies/${id}`, {
      case_title: 'Sfratto Rossi (aggiornato)',
      opposing_party: null,
      case_value_euro: 30_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(caseStrategyResponse.parse(res.json()).data).toMatchObject({
      case_title: 'Sfratto Rossi (aggiornato)',
      opposing_party: null,
      case_value_euro: 30_000,
      urgency_level: 'alta',
      court_level: 'Tribunale',
      analysis_unavailable_reason: ANALYSIS_REASONS.noModel,
    });
  });

  it('saves the edits and says the analysis was not regenerated, charging nothing', async () => {
    const caller = await signedInUser(t);
    const { id } = await created(caller);
    const res = await call(t, caller, 'PUT', `/api/case-strategies/${id}`, {
      case_facts: 'Il conduttore ha pagato due mensilità.',
      regenerate_ai_analysis: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      case_facts: 'Il conduttore ha pagato due mensilità.',
      analysis: null,
      analysis_unavailable_reason: ANALYSIS_REASONS.noModelOnRegenerate,
    });
    expect(await ledgerOf(t.database.db, caller.id)).toHaveLength(1);
    expect(await usageOf(t.database.db, caller.id)).toEqual([]);
  });

  it('refuses an empty edit and invalid values', async () => {
    const caller = await signedInUser(t);
    const { id } = await created(caller);
    const empty = await call(t, caller, 'PUT', `/api/case-strategies/${id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.regenerate_ai_analysis).toEqual([
      'Indica i campi da modificare o chiedi la rigenerazione dell’analisi.',
    ]);
    for (const change of [
      { case_title: '' },
      { case_type: null },
      { urgency_level: 'subito' },
      { regenerate_ai_analysis: 1 },
    ]) {
      expect(
        (await call(t, caller, 'PUT', `/api/case-strategies/${id}`, change)).statusCode,
        JSON.stringify(change),
      ).toBe(422);
    }
  });
});

describe('DELETE /api/case-strategies/{id}', () => {
  it('deletes the case once', async () => {
    const caller = await signedInUser(t);
    const { id } = await created(caller);
    const res = await call(t, caller, 'DELETE', `/api/case-strategies/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call(t, caller, 'GET', `/api/case-strategies/${id}`)).statusCode).toBe(404);
    expect((await call(t, caller, 'DELETE', `/api/case-strategies/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/user-activities', () => {
  it('stores each of the screen’s usage-log types with its details, never touching points', async () => {
    const caller = await signedInUser(t);
    for (const actionType of USER_ACTIVITY_TYPES) {
      const res = await call(t, caller, 'POST', '/api/user-activities', {
        action_type: actionType,
        details: JSON.stringify({
          component: 'CaseStrategy',
          timestamp: '2026-05-01T10:00:00.000Z',
          case_id: 7,
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    await call(t, caller, 'POST', '/api/user-activities', { action_type: 'CASE_SELECTED' });
    const stored = await activitiesOf(t, caller.id);
    expect(stored.map((row) => row.actionType)).toEqual([...USER_ACTIVITY_TYPES, 'CASE_SELECTED']);
    expect(stored[0]!.details).toEqual({
      component: 'CaseStrategy',
      timestamp: '2026-05-01T10:00:00.000Z',
      case_id: 7,
    });
    expect(stored.at(-1)!.details).toEqual({});
    expect(await ledgerOf(t.database.db, caller.id)).toHaveLength(1);
  });

  it('refuses unknown types, details that are not a JSON object, and oversized details (422)', async () => {
    const caller = await signedInUser(t);
    const cases = [
      { action_type: 'CASE_STRATEGY_CREATED', details: '{}' },
      { action_type: 'CHAT_HACKED', details: '{}' },
      { action_type: 'CASE_SELECTED', details: '{"case_id": ' },
      { action_type: 'CASE_SELECTED', details: '[1, 2]' },
      { action_type: 'CASE_SELECTED', details: '"testo"' },
      { action_type: 'CASE_SELECTED', details: JSON.stringify({ padding: 'x'.repeat(4_000) }) },
      { action_type: 'CASE_SELECTED', details: { case_id: 7 } },
    ];
    for (const payload of cases) {
      const res = await call(t, caller, 'POST', '/api/user-activities', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().error_code).toBe('VALIDATION_FAILED');
    }
    const unknown = await call(t, caller, 'POST', '/api/user-activities', cases[1]);
    expect(unknown.json().errors.action_type).toEqual(['Tipo di attività non riconosciuto.']);
    const notObject = await call(t, caller, 'POST', '/api/user-activities', cases[3]);
    expect(notObject.json().errors.details).toEqual(['I dettagli devono essere un oggetto JSON valido.']);
    expect(await activitiesOf(t, caller.id)).toEqual([]);
  });
});
