// Helpers of the case strategy tests (unit and integration); not part of the server bundle.
import type { CaseAnalysisAnswer, CreateCaseStrategyRequest } from '@brocardo/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../../../test/build-test-app';
import type { Caller } from '../../../test/sessions';
import { activityLog } from '../../db/schema';

/** A case as a lawyer would enter it: a tenant in arrears. */
export const ARREARS_CASE = {
  case_title: 'Sfratto per morosità Rossi',
  case_type: 'civile',
  legal_area: 'Locazioni',
  case_facts:
    'Il conduttore non paga i canoni di locazione dell’appartamento da sei mesi, per un totale di € 7.200. ' +
    'Il contratto di locazione ad uso abitativo è regolarmente registrato. Il locatore vuole la risoluzione del ' +
    'contratto per inadempimento, il rilascio dell’immobile e il pagamento dei canoni arretrati.',
  opposing_party: 'Mario Rossi',
  court_level: 'Tribunale',
  urgency_level: 'alta',
  budget_range: '5000-15000',
  desired_outcome: 'Rilascio dell’immobile e pagamento dei canoni arretrati',
  case_value_euro: 26_000,
} satisfies CreateCaseStrategyRequest;

/** A valid answer of the model, with the given changes. */
export function modelAnswer(changes: Partial<CaseAnalysisAnswer> = {}): CaseAnalysisAnswer {
  return {
    success_probability: 72,
    ai_confidence_score: 60,
    probability_factors: [
      { factor: 'Morosità documentata: intimazione di sfratto ex art. 658 c.p.c.', effect: 'positivo' },
      { factor: 'Possibile eccezione di vizi dell’immobile', effect: 'negativo' },
    ],
    missing_information: ['Se il conduttore ha contestato per iscritto lo stato dell’immobile'],
    risk_factors: ['Tempi dell’esecuzione del rilascio'],
    strategic_recommendations: [
      'Intimare lo sfratto per morosità con contestuale citazione per la convalida',
    ],
    alternative_strategies: ['Accordo transattivo con rateizzazione degli arretrati'],
    precedent_analysis: 'Non è stata consultata alcuna fonte giurisprudenziale.',
    estimated_duration_months: { min: 6, max: 14 },
    ...changes,
  };
}

export const USAGE = { prompt_tokens: 1_500, completion_tokens: 400, cached_tokens: 300 };

/** The fixture's scenario answering `answer` as JSON, split in two chunks like a stream. */
export function answering(answer: unknown) {
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
  const half = Math.floor(text.length / 2);
  return { chunks: [text.slice(0, half), text.slice(half)], usage: USAGE };
}

export function call(
  t: TestApp,
  caller: Caller | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export function activitiesOf(t: TestApp, userId: number) {
  return t.database.db
    .select({ actionType: activityLog.actionType, details: activityLog.details })
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(activityLog.id);
}
