import {
  buildPageEnvelope,
  type CaseStrategiesResponse,
  type CaseStrategyResource,
  type CreateCaseStrategyRequest,
  type PointsInfo,
  type UpdateCaseStrategyRequest,
} from '@brocardo/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { isApiError } from '../../lib/api-client';
import { isRecord } from '../../lib/records';
import { readPointsInfo, useAnnounceBalance } from '../points';
import {
  createCaseStrategy,
  deleteCaseStrategy,
  fetchCaseStrategies,
  logCaseActivity,
  updateCaseStrategy,
} from './case-strategies-api';
import { CREATE_ERROR, DELETE_ERROR, DELETED_TOAST } from './case-strategies-messages';

export const CASE_STRATEGIES_PER_PAGE = 5;

export const caseStrategiesKeys = {
  lists: ['case-strategies', 'list'] as const,
  list: (page: number, matter?: string) => ['case-strategies', 'list', page, matter ?? 'all'] as const,
};

/** The server's explanation when its answer carried one (spec 2 §8), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !isRecord(error.body)) return fallback;
  const { message } = error.body;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

export function useCaseStrategies(page: number, matter?: string) {
  return useQuery({
    queryKey: caseStrategiesKeys.list(page, matter),
    queryFn: async ({ signal }) => {
      const result = await fetchCaseStrategies(page, CASE_STRATEGIES_PER_PAGE, signal, matter);
      logCaseActivity('CASE_STRATEGIES_LOADED', { page, count: result.data.length });
      return result;
    },
    placeholderData: keepPreviousData,
  });
}

function useRefreshList() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: caseStrategiesKeys.lists });
}

type CasesPage = CaseStrategiesResponse['data'];

/** The first page with `created` on top, as the server lists it (newest first). */
function withNewest(page: CasesPage, created: CaseStrategyResource): CasesPage {
  const data = [created, ...page.data.filter((item) => item.id !== created.id)].slice(0, page.per_page);
  return buildPageEnvelope(data, page.total + 1, 1, page.per_page, {
    path: page.path,
    query: { per_page: page.per_page },
  });
}

/**
 * The list from the POST and PUT answers instead of reading it again: a new case tops the first
 * page (the others move by one: the one on screen is read again, the rest when opened); a saved
 * case replaces itself wherever it is listed (the order, by creation, does not change).
 */
function useListUpdates() {
  const queryClient = useQueryClient();
  return {
    created(created: CaseStrategyResource) {
      const first = queryClient.getQueryData<CasesPage>(caseStrategiesKeys.list(1));
      void queryClient.invalidateQueries({
        queryKey: caseStrategiesKeys.lists,
        predicate: (query) => !first || query.queryKey[2] !== 1,
      });
      if (first) queryClient.setQueryData(caseStrategiesKeys.list(1), withNewest(first, created));
    },
    saved(saved: CaseStrategyResource) {
      queryClient.setQueriesData<CasesPage>(
        { queryKey: caseStrategiesKeys.lists },
        (page) => page && { ...page, data: page.data.map((item) => (item.id === saved.id ? saved : item)) },
      );
    },
  };
}

type PointsDialogState = { info: PointsInfo | null } | null;

/** A 402 opens the insufficient-points modal; anything else becomes the message shown. */
function usePointsAwareError() {
  const [error, setError] = useState<string | null>(null);
  const [pointsDialog, setPointsDialog] = useState<PointsDialogState>(null);
  function fail(failure: unknown, fallback: string) {
    if (isApiError(failure) && failure.status === 402) setPointsDialog({ info: readPointsInfo(failure) });
    else setError(serverMessage(failure, fallback));
  }
  return { error, setError, pointsDialog, closePointsDialog: () => setPointsDialog(null), fail };
}

/** POST /api/case-strategies (spec 2 §4, §8): shows the new case in the list and announces the new balance. */
export function useCreateCase() {
  const list = useListUpdates();
  const announceBalance = useAnnounceBalance();
  const state = usePointsAwareError();
  const mutation = useMutation({ mutationFn: createCaseStrategy });

  async function create(payload: CreateCaseStrategyRequest): Promise<CaseStrategyResource | null> {
    state.setError(null);
    logCaseActivity('CASE_STRATEGY_CREATE_ATTEMPT', {
      case_type: payload.case_type,
      generate_ai_analysis: payload.generate_ai_analysis,
    });
    try {
      const { saved, balance } = await mutation.mutateAsync(payload);
      list.created(saved);
      // Without an analysis nothing is charged and no balance comes back.
      announceBalance(balance ?? (payload.generate_ai_analysis === false ? 'unchanged' : null));
      return saved;
    } catch (failure) {
      state.fail(failure, CREATE_ERROR);
      return null;
    }
  }

  return { create, creating: mutation.isPending, ...state };
}

/** PUT /api/case-strategies/{id}: edits and/or regenerate_ai_analysis (spec 2 §4, §7). */
export function useUpdateCase() {
  const list = useListUpdates();
  const announceBalance = useAnnounceBalance();
  const state = usePointsAwareError();
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCaseStrategyRequest }) =>
      updateCaseStrategy(id, body),
  });

  async function update(
    id: number,
    body: UpdateCaseStrategyRequest,
    fallback: string,
  ): Promise<CaseStrategyResource | null> {
    state.setError(null);
    try {
      const { saved, balance } = await mutation.mutateAsync({ id, body });
      list.saved(saved);
      if (body.regenerate_ai_analysis) announceBalance(balance);
      return saved;
    } catch (failure) {
      state.fail(failure, fallback);
      return null;
    }
  }

  return { update, updating: mutation.isPending, ...state };
}

/** DELETE /api/case-strategies/{id}: 'Caso eliminato con successo!' or the server's reason. */
export function useDeleteCase(onDeleted: (id: number) => void) {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (item: CaseStrategyResource) => deleteCaseStrategy(item.id),
    onSuccess: (_result, item) => {
      onDeleted(item.id);
      refresh();
      showAppToast(DELETED_TOAST, 'success');
    },
    onError: (failure) => showAppToast(serverMessage(failure, DELETE_ERROR), 'error'),
  });
}
