import { type CaseStrategyResource, DEFAULT_POINT_COSTS } from '@brocardo/shared';
import { pointsDashboardBody } from '../../../test/api-bodies';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { pageEnvelope } from '../../../test/page-envelope';
import { caseWithoutAnalysis, SAMPLE_ANALYSIS, sampleCase } from './sample-case';

export interface FakeCaseStrategiesOptions {
  cases?: CaseStrategyResource[];
  listFails?: boolean;
  /** Answers POST /api/case-strategies instead of creating the case. */
  create?: (body: Record<string, unknown>) => Response;
  /** Answers PUT /api/case-strategies/{id} instead of saving. */
  update?: (id: number, body: Record<string, unknown>) => Response;
  /** POST creates cases without an analysis, as with no model configured. */
  noModel?: boolean;
  /** What GET /api/ai/status names (default a generative model; 'extractive' when none is configured). */
  aiProvider?: string;
}

const notFound = () =>
  jsonResponse(404, { message: 'Caso non trovato.', error_code: 'CASE_STRATEGY_NOT_FOUND' });

/** The dashboard's balance before any analysis; an analysis answers it less its cost, as the server does. */
export const FAKE_BALANCE = 100;

/** An in-memory stand-in for the simulator's endpoints (spec 2 §7). */
export function fakeCaseStrategiesApi(options: FakeCaseStrategiesOptions = {}) {
  const cases = [...(options.cases ?? [])];
  let nextId = 700;

  const stub = stubApi((path, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(FAKE_BALANCE));
    if (path === '/api/ai/status')
      return jsonResponse(200, { provider: options.aiProvider ?? 'openai', model: 'modello-test' });
    if (path === '/api/points/costs')
      return jsonResponse(200, { success: true, point_costs: DEFAULT_POINT_COSTS });
    if (path === '/api/user-activities') return jsonResponse(201, { success: true });
    const list = /^\/api\/case-strategies(?:\?(.*))?$/.exec(path);
    if (list && method === 'GET') {
      if (options.listFails) return jsonResponse(500, { message: 'Errore interno.', error_code: 'INTERNAL' });
      const query = new URLSearchParams(list[1] ?? '');
      const perPage = Number(query.get('per_page') ?? 5);
      const page = Number(query.get('page') ?? 1);
      const data = cases.slice((page - 1) * perPage, page * perPage);
      return jsonResponse(200, {
        success: true,
        data: pageEnvelope(data, {
          page,
          perPage,
          total: cases.length,
          address: { path: '/api/case-strategies', query: { per_page: perPage } },
        }),
      });
    }
    if (list && method === 'POST') {
      if (options.create) return options.create(body);
      const fields = { ...body, id: nextId++ } as Partial<CaseStrategyResource>;
      delete (fields as Record<string, unknown>).generate_ai_analysis;
      const analysed = !(options.noModel || body.generate_ai_analysis === false);
      const created = analysed ? sampleCase(fields) : caseWithoutAnalysis(fields);
      cases.unshift(created);
      const charged = analysed ? { balance: FAKE_BALANCE - DEFAULT_POINT_COSTS.case_strategy_simple } : {};
      return jsonResponse(201, { success: true, data: created, ...charged });
    }
    const one = /^\/api\/case-strategies\/(\d+)$/.exec(path);
    if (one) {
      const id = Number(one[1]);
      const index = cases.findIndex((item) => item.id === id);
      const item = cases[index];
      if (!item) return notFound();
      if (method === 'DELETE') {
        cases.splice(index, 1);
        return jsonResponse(200, { success: true });
      }
      if (method === 'PUT') {
        if (options.update) return options.update(id, body);
        const { regenerate_ai_analysis: regenerate, ...edits } = body;
        const base = { ...item, ...edits, updated_at: `2025-03-11T10:00:0${index}.000Z` };
        const saved = regenerate
          ? sampleCase({
              ...base,
              success_probability: 35,
              analysis: { ...SAMPLE_ANALYSIS, probability_class: 'bassa', probability_range: [25, 45] },
              analysis_outdated: false,
            })
          : { ...base, analysis_outdated: item.analysis !== null };
        cases[index] = saved as CaseStrategyResource;
        const charged = regenerate
          ? { balance: FAKE_BALANCE - DEFAULT_POINT_COSTS.case_strategy_complex }
          : {};
        return jsonResponse(200, { success: true, data: saved, ...charged });
      }
      return jsonResponse(200, { success: true, data: item });
    }
    throw new Error(`Unexpected request ${method} ${path}`);
  });

  return {
    ...stub,
    cases,
    /** The requests to `pattern`, by method, with their JSON bodies. */
    calls: (method: string, pattern: RegExp) =>
      stub.fetch.mock.calls
        .filter(([input, init]) => pattern.test(String(input)) && (init?.method ?? 'GET') === method)
        .map(([, init]) =>
          typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
        ),
    /** The usage-log types posted, in order. */
    activities: () =>
      stub.requests('/api/user-activities').map(({ body }) => (body as { action_type: string }).action_type),
  };
}
