import { caseStrategyResponse, DEFAULT_POINT_COSTS } from '@brocardo/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { useAppWithFixtureModel } from '../../../test/fixture-model-app';
import type { RecordedRequest } from '../../../test/openai-server.mjs';
import { type Caller, signedInUser } from '../../../test/sessions';
import { systemClock } from '../../platform/clock';
import { balanceAndLedgerSum, ledgerOf, usageOf } from '../chat/chat.test-support';
import { createPointsService } from '../points/points.service';
import { UNSOURCED_JUDGMENT_MARK, UNVERIFIED_ARTICLE_MARK } from './answer-checks';
import { ARREARS_CASE, activitiesOf, answering, call, modelAnswer } from './case-strategies.test-support';

const context = useAppWithFixtureModel();
const CREATE = DEFAULT_POINT_COSTS.case_strategy_simple;
const REGENERATE = DEFAULT_POINT_COSTS.case_strategy_complex;

/** Every analysis run of this file: how many model calls it took (the retry share is reported at the end). */
const runs: number[] = [];
const isAnalysis = (request: RecordedRequest) => request.body.response_format !== undefined;

async function analysed(caller: Caller, method: 'POST' | 'PUT', url: string, payload: unknown) {
  const before = context.llm.requests.filter(isAnalysis).length;
  const res = await call(context.t, caller, method, url, payload);
  const calls = context.llm.requests.filter(isAnalysis).length - before;
  if (calls > 0) runs.push(calls);
  return res;
}
const create = (caller: Caller, changes: Record<string, unknown> = {}) =>
  analysed(caller, 'POST', '/api/case-strategies', { ...ARREARS_CASE, ...changes });

afterAll(() => {
  const retried = runs.filter((calls) => calls > 1).length;
  console.log(
    `[case-strategies] fixture answers that needed the retry: ${retried} of ${runs.length} analysis runs (${((100 * retried) / Math.max(runs.length, 1)).toFixed(1)}%)`,
  );
});

describe('POST /api/case-strategies with a model', () => {
  it('stores the structured analysis, grounded and checked, with computed costs; charges 25 points', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(answering(modelAnswer()));
    const res = await create(caller);
    expect(res.statusCode, res.body).toBe(201);
    const strategy = caseStrategyResponse.parse(res.json()).data;
    // The balance after the charge comes with the case: the web need not read it again.
    expect(res.json().balance).toBe(1000 - CREATE);

    expect(strategy).toMatchObject({
      status: 'analyzed',
      success_probability: 72,
      ai_confidence_score: 60,
      risk_factors: ['Tempi dell’esecuzione del rilascio'],
      strategic_recommendations: [
        'Intimare lo sfratto per morosità con contestuale citazione per la convalida',
      ],
      alternative_strategies: ['Accordo transattivo con rateizzazione degli arretrati'],
      // The hand-computed Tribunale case of case-costs.test.ts: € 237 + tabella 2 with taxes.
      estimated_cost_min: 3_940.98,
      estimated_cost_max: 11_348.93,
      estimated_duration: 'da 6 a 14 mesi (stima del modello)',
      analysis_unavailable_reason: null,
      analysis_outdated: false,
    });
    const analysis = strategy.analysis!;
    expect(analysis).toMatchObject({
      probability_range: [62, 82],
      probability_class: 'alta',
      duration_months: { min: 6, max: 14 },
      precedents: [],
      unsourced_judgments: [],
    });
    expect(analysis.estimate_notes?.[0]).toContain('sono stime del modello AI');
    expect(analysis.cost_breakdown).toHaveLength(8);
    expect(analysis.cost_breakdown[0]!.rule).toBe('DPR 115/2002, art. 13, c. 1, lett. c)');
    expect(strategy.precedent_analysis).toMatch(
      /^Nessuna fonte giurisprudenziale consultata: la ricerca web non è configurata\./,
    );
    expect(analysis.sources.length).toBeGreaterThan(0);
    expect(analysis.sources.map((source) => source.identifier)).toContain('cpc-658');
    // Ranked for the lawyer: at least one principal source, at most three besides cited ones.
    const principal = analysis.sources.filter((source) => source.relevance === 'principal');
    expect(principal.length).toBeGreaterThanOrEqual(1);
    expect(principal.length).toBeLessThanOrEqual(3);
    expect(analysis.sources.every((source) => source.relevance)).toBe(true);
    expect(analysis.cited_references).toEqual([
      expect.objectContaining({ text: 'art. 658 c.p.c.', identifier: 'cpc-658', status: 'verified' }),
    ]);

    // Asked with the structured output, the facts fenced as data, the articles' text given.
    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0]!;
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'case_analysis',
        strict: true,
        schema: { type: 'object', additionalProperties: false },
      },
    });
    const prompt = request.messages.at(-1)!.content;
    expect(prompt).toMatch(/<<<CASO-[0-9a-f]{12}\nTitolo: Sfratto per morosità Rossi/);
    expect(prompt).toContain('art. 658 c.p.c. — Intimazione di sfratto per morosità');
    expect(prompt).toContain(
      'Nessun risultato di giurisprudenza disponibile: nessun servizio di ricerca web è configurato.',
    );
    expect(request.messages[0]!.content).toContain('Non inventare mai sentenze');

    expect(await ledgerOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({ kind: 'grant' }),
      { kind: 'charge', action: 'case_strategy_simple', delta: -CREATE },
    ]);
    expect(await usageOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({
        feature: 'case_strategy_simple',
        status: 'completed',
        promptTokens: 1_500,
        completionTokens: 400,
        pointsCharged: CREATE,
      }),
    ]);
    expect(await activitiesOf(t, caller.id)).toEqual([
      {
        actionType: 'CASE_STRATEGY_CREATED',
        details: expect.objectContaining({
          case_strategy_id: strategy.id,
          ai_analysis: true,
          model_attempts: 1,
        }),
      },
    ]);
    // Stored as answered: reading it again gives the same case.
    expect((await call(t, caller, 'GET', `/api/case-strategies/${strategy.id}`)).json().data).toEqual(
      strategy,
    );
  });

  it('flags a made-up article and a judgment no source carries, in the text and in the lists', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(
      answering(
        modelAnswer({
          risk_factors: [
            'Il conduttore potrebbe invocare l’art. 9999 c.c.',
            'Responsabilità ex art. 2051 c.c.',
          ],
          precedent_analysis:
            'Secondo Cass. civ., sez. III, n. 12345/2024 la morosità grave giustifica la risoluzione.',
        }),
      ),
    );
    const res = await create(caller);
    expect(res.statusCode, res.body).toBe(201);
    const strategy = res.json().data;
    expect(strategy.risk_factors).toEqual([
      `Il conduttore potrebbe invocare l’art. 9999 c.c. ${UNVERIFIED_ARTICLE_MARK}`,
      'Responsabilità ex art. 2051 c.c.',
    ]);
    expect(strategy.analysis.cited_references).toEqual([
      expect.objectContaining({ identifier: 'cpc-658', status: 'verified' }),
      { text: 'art. 9999 c.c.', identifier: 'cc-9999', status: 'not_found' },
      expect.objectContaining({
        identifier: 'cc-2051',
        status: 'not_in_sources',
        title: expect.stringContaining('2051'),
      }),
    ]);
    expect(strategy.analysis.unsourced_judgments).toEqual(['Cass. civ., sez. III, n. 12345/2024']);
    expect(strategy.precedent_analysis).toContain(
      `Secondo Cass. civ., sez. III, n. 12345/2024 ${UNSOURCED_JUDGMENT_MARK} la morosità grave`,
    );
  });

  it('computes the costs of the other two hand-computed cases (giudice di pace, corte di appello)', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.setDefault(answering(modelAnswer()));
    const peace = (await create(caller, { court_level: 'Giudice di Pace', case_value_euro: 5_000 })).json()
      .data;
    expect([peace.estimated_cost_min, peace.estimated_cost_max]).toEqual([1_020.91, 2_866.69]);
    const appeal = (
      await create(caller, { court_level: 'Corte di Appello', case_value_euro: 100_000 })
    ).json().data;
    expect([appeal.estimated_cost_min, appeal.estimated_cost_max]).toEqual([11_583.62, 32_473.83]);
    const criminal = (await create(caller, { case_type: 'penale', court_level: 'Tribunale' })).json().data;
    expect([criminal.estimated_cost_min, criminal.estimated_cost_max]).toEqual([null, null]);
    expect(criminal.analysis.cost_notes).toContain(
      "Compenso dell'avvocato non calcolabile con le tabelle disponibili: il costo complessivo non è indicato.",
    );
    const noCourt = (await create(caller, { court_level: null })).json().data;
    expect(noCourt.estimated_cost_min).toBeNull();
    expect(noCourt.analysis.cost_breakdown).toEqual([]);
  });
});

describe('a malformed or out-of-range answer', () => {
  it('is asked again once, saying what was wrong; the run is charged once with both calls’ tokens', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(answering('{"success_probability": 72, "ai_confidence_score": '), answering(modelAnswer()));
    const res = await create(caller);
    expect(res.statusCode, res.body).toBe(201);
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1]!.messages.at(-1)!.content).toContain(
      'La risposta precedente non è valida:\n- JSON non valido',
    );
    expect(await ledgerOf(t.database.db, caller.id)).toHaveLength(2);
    expect(await usageOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({
        status: 'completed',
        promptTokens: 3_000,
        completionTokens: 800,
        pointsCharged: CREATE,
      }),
    ]);
    expect((await activitiesOf(t, caller.id))[0]!.details).toMatchObject({ model_attempts: 2 });
  });

  it('accepts the corrected answer after an out-of-range probability', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(
      answering(modelAnswer({ success_probability: 150 })),
      answering(modelAnswer({ success_probability: 55 })),
    );
    const res = await create(caller);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.success_probability).toBe(55);
    expect(llm.requests[1]!.messages.at(-1)!.content).toContain('- success_probability:');
  });

  for (const [name, first, second] of [
    ['invalid JSON twice', 'Ecco la mia analisi: il caso è promettente.', '{"success_probability": '],
    [
      'out-of-range values twice',
      JSON.stringify(modelAnswer({ ai_confidence_score: 101 })),
      JSON.stringify(modelAnswer({ estimated_duration_months: { min: 30, max: 12 } })),
    ],
  ] as const) {
    it(`is reported after ${name}: 502, refunded, nothing stored`, async () => {
      const { llm, t } = context;
      const caller = await signedInUser(t);
      llm.enqueue(answering(first), answering(second));
      const res = await create(caller);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error_code: 'CASE_ANALYSIS_FAILED' });
      expect(res.json().message).toContain('i punti sono stati rimborsati');
      expect(llm.requests).toHaveLength(2);
      expect(await ledgerOf(t.database.db, caller.id)).toEqual([
        expect.objectContaining({ kind: 'grant' }),
        { kind: 'charge', action: 'case_strategy_simple', delta: -CREATE },
        { kind: 'refund', action: 'case_strategy_simple', delta: CREATE },
      ]);
      expect(await balanceAndLedgerSum(t.database.db, caller.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
      expect(await usageOf(t.database.db, caller.id)).toEqual([
        expect.objectContaining({ status: 'failed', errorCode: 'CASE_ANALYSIS_FAILED', pointsCharged: 0 }),
      ]);
      expect((await call(t, caller, 'GET', '/api/case-strategies')).json().data.total).toBe(0);
      expect(await activitiesOf(t, caller.id)).toEqual([]);
    });
  }

  it('is not confused with a model failure: the provider’s error, refunded', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.setDefault({ failure: { status: 500 } });
    const res = await create(caller);
    expect(res.statusCode).toBe(502);
    expect(res.json().error_code).toBe('LLM_ERROR');
    expect(await balanceAndLedgerSum(t.database.db, caller.id)).toEqual({ balance: 1000, ledgerSum: 1000 });
    expect((await call(t, caller, 'GET', '/api/case-strategies')).json().data.total).toBe(0);
  });
});

describe('points', () => {
  it('answers 402 with points_info before calling the model, for creation and regeneration alike', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.setDefault(answering(modelAnswer()));
    const saved = (
      await call(t, caller, 'POST', '/api/case-strategies', { ...ARREARS_CASE, generate_ai_analysis: false })
    ).json();
    // Nothing charged: no balance in the answer.
    expect(saved.balance).toBeUndefined();
    const { id } = saved.data;
    await createPointsService({ db: t.database.db, clock: systemClock, config: t.config }).adjust(
      caller.id,
      10,
      'test',
    );
    const refused = await create(caller);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error_code: 'INSUFFICIENT_POINTS',
      error_type: 'insufficient_points',
      points_info: { required: CREATE, current_balance: 10, shortfall: CREATE - 10 },
    });
    const regenerate = await analysed(caller, 'PUT', `/api/case-strategies/${id}`, {
      case_title: 'Titolo cambiato',
      regenerate_ai_analysis: true,
    });
    expect(regenerate.statusCode).toBe(402);
    expect(regenerate.json().points_info).toEqual({
      required: REGENERATE,
      current_balance: 10,
      shortfall: REGENERATE - 10,
    });
    expect(llm.requests).toHaveLength(0);
    const list = (await call(t, caller, 'GET', '/api/case-strategies')).json().data;
    expect(list.total).toBe(1);
    expect(list.data[0].case_title).toBe(ARREARS_CASE.case_title);
    expect(await usageOf(t.database.db, caller.id)).toEqual([]);
  });
});

describe('regeneration and save-and-regenerate (PUT)', () => {
  it('regenerates the analysis for 25 points (case_strategy_complex)', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(
      answering(modelAnswer()),
      answering(modelAnswer({ success_probability: 40, ai_confidence_score: 80 })),
    );
    const first = (await create(caller)).json().data;
    const res = await analysed(caller, 'PUT', `/api/case-strategies/${first.id}`, {
      regenerate_ai_analysis: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance).toBe(1000 - CREATE - REGENERATE);
    const again = caseStrategyResponse.parse(res.json()).data;
    expect(again).toMatchObject({ success_probability: 40, case_title: first.case_title });
    expect(again.analysis).toMatchObject({ probability_range: [35, 45], probability_class: 'media' });
    expect(await ledgerOf(t.database.db, caller.id)).toEqual([
      expect.objectContaining({ kind: 'grant' }),
      { kind: 'charge', action: 'case_strategy_simple', delta: -CREATE },
      { kind: 'charge', action: 'case_strategy_complex', delta: -REGENERATE },
    ]);
  });

  it('saves the edits and the new analysis together; an edit alone marks the analysis outdated', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(answering(modelAnswer()), answering(modelAnswer({ success_probability: 30 })));
    const { id } = (await create(caller)).json().data;
    const edited = (
      await call(t, caller, 'PUT', `/api/case-strategies/${id}`, { case_value_euro: 100_000 })
    ).json().data;
    expect(edited).toMatchObject({
      success_probability: 72,
      analysis_outdated: true,
      estimated_cost_min: 3_940.98,
    });
    const res = await analysed(caller, 'PUT', `/api/case-strategies/${id}`, {
      court_level: 'Corte di Appello',
      case_facts: `${ARREARS_CASE.case_facts} Il Tribunale ha rigettato la domanda; si valuta l’appello.`,
      regenerate_ai_analysis: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      court_level: 'Corte di Appello',
      case_value_euro: 100_000,
      success_probability: 30,
      estimated_cost_min: 11_583.62,
      analysis_outdated: false,
    });
    expect(llm.requests.at(-1)!.messages.at(-1)!.content).toContain('si valuta l’appello');
    expect((await ledgerOf(t.database.db, caller.id)).at(-1)).toEqual({
      kind: 'charge',
      action: 'case_strategy_complex',
      delta: -REGENERATE,
    });
  });

  it('changes nothing when the new analysis fails: edits and previous analysis kept as they were, refunded', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.enqueue(answering(modelAnswer()), answering('non JSON'), answering('ancora non JSON'));
    const before = (await create(caller)).json().data;
    const res = await analysed(caller, 'PUT', `/api/case-strategies/${before.id}`, {
      case_title: 'Titolo che non deve restare',
      regenerate_ai_analysis: true,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error_code).toBe('CASE_ANALYSIS_FAILED');
    expect((await call(t, caller, 'GET', `/api/case-strategies/${before.id}`)).json().data).toEqual(before);
    expect(await balanceAndLedgerSum(t.database.db, caller.id)).toEqual({
      balance: 1000 - CREATE,
      ledgerSum: 1000 - CREATE,
    });
  });
});

describe('figures', () => {
  it('measures the time to a stored analysis with the instant fixture model (our overhead)', async () => {
    const { llm, t } = context;
    const caller = await signedInUser(t);
    llm.setDefault(answering(modelAnswer()));
    const times: number[] = [];
    for (let index = 0; index < 21; index++) {
      const started = performance.now();
      const res = await create(caller);
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(201);
    }
    times.shift(); // the first warms the caches
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
    console.log(
      `[case-strategies] time to a stored analysis (fixture model, ${times.length} runs): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
    expect(median).toBeLessThan(2_000);
  });
});
