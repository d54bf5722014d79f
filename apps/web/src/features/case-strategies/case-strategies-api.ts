import {
  type CaseStrategyResource,
  type CreateCaseStrategyRequest,
  caseStrategiesResponse,
  caseStrategyResponse,
  type UpdateCaseStrategyRequest,
  type UserActivityType,
} from '@brocardo/shared';
import { api, ignoredBody } from '../../lib/api-client';

const BASE = '/api/case-strategies';

/** `matter`: a matter's id or `none` (the unfiled ones); undefined lists every case. */
export const fetchCaseStrategies = async (
  page: number,
  perPage: number,
  signal?: AbortSignal,
  matter?: string,
) =>
  (
    await api.get(BASE, caseStrategiesResponse, {
      signal,
      query: { per_page: perPage, page, matter_id: matter },
    })
  ).data;

/** A case as saved, and the balance after its AI analysis's charge when one was charged. */
export interface SavedCase {
  saved: CaseStrategyResource;
  balance: number | null;
}

export const fetchCaseStrategy = async (id: number) =>
  (await api.get(`${BASE}/${id}`, caseStrategyResponse)).data;

export const createCaseStrategy = async (body: CreateCaseStrategyRequest): Promise<SavedCase> => {
  const { data, balance } = await api.post(BASE, body, caseStrategyResponse);
  return { saved: data, balance: balance ?? null };
};

export const updateCaseStrategy = async (id: number, body: UpdateCaseStrategyRequest): Promise<SavedCase> => {
  const { data, balance } = await api.put(`${BASE}/${id}`, body, caseStrategyResponse);
  return { saved: data, balance: balance ?? null };
};

export const deleteCaseStrategy = async (id: number) => {
  await api.delete(`${BASE}/${id}`, ignoredBody);
};

/** POST /api/user-activities (spec 2 §7 usage log): a failure is ignored, the screen never waits on it. */
export function logCaseActivity(actionType: UserActivityType, details: Record<string, unknown> = {}): void {
  api
    .post('/api/user-activities', { action_type: actionType, details: JSON.stringify(details) }, ignoredBody)
    .catch(() => undefined);
}
