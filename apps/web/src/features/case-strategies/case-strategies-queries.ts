import type {
  CaseStrategyResource,
  CreateCaseStrategyRequest,
  PointsInfo,
  UpdateCaseStrategyRequest,
} from '@brocardo/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { isApiError } from '../../lib/api-client';
import { appEvents, emitAppEvent } from '../../lib/events';
import { isRecord } from '../../lib/records';
import { readPointsInfo } from '../points';
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
  list: (page: number) => ['case-strategies', 'list', page] as const,
};

/** The server's explanation when its answer carried one (spec 2 §8), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !isRecord(error.body)) return fallback;
  const { message } = error.body;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

export function useCaseStrategies(page: number) {
  return useQuery({
    queryKey: caseStrategiesKeys.list(page),
    queryFn: async ({ signal }) => {
      const result = await fetchCaseStrategies(page, CASE_STRATEGIES_PER_PAGE, signal);
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

/** POST /api/case-strategies (spec 2 §4, §8): reloads the list and announces the new balance. */
export function useCreateCase() {
  const refresh = useRefreshList();
  const state = usePointsAwareError();
  const mutation = useMutation({ mutationFn: createCaseStrategy });

  async function create(payload: CreateCaseStrategyRequest): Promise<CaseStrategyResource | null> {
    state.setError(null);
    logCaseActivity('CASE_STRATEGY_CREATE_ATTEMPT', {
      case_type: payload.case_type,
      generate_ai_analysis: payload.generate_ai_analysis,
    });
    try {
      const created = await mutation.mutateAsync(payload);
      refresh();
      emitAppEvent(appEvents.pointsUpdated);
      return created;
    } catch (failure) {
      state.fail(failure, CREATE_ERROR);
      return null;
    }
  }

  return { create, creating: mutation.isPending, ...state };
}

/** PUT /api/case-strategies/{id}: edits and/or regenerate_ai_analysis (spec 2 §4, §7). */
export function useUpdateCase() {
  const refresh = useRefreshList();
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
      const saved = await mutation.mutateAsync({ id, body });
      refresh();
      if (body.regenerate_ai_analysis) emitAppEvent(appEvents.pointsUpdated);
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
