import type { DocumentPreferencesResponse } from '@brocardo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PREFERENCES_QUERY_KEY } from './document-queries';
import { setDocumentPreferences, toggleDocumentPreference } from './documents-api';
import { ACTIVATION_ERROR_PREFIX, errorReason } from './personal-documents';
import type { Notify } from './use-document-actions';

const CHANGE_KEY = ['user-document-preferences', 'change'] as const;

type Change =
  | { kind: 'toggle'; id: string; activate: boolean }
  | { kind: 'set'; ids: string[] }
  | { kind: 'clear'; ids: string[] };

function expected(previous: string[], change: Change): string[] {
  if (change.kind === 'set') return [...change.ids];
  if (change.kind === 'clear') return previous.filter((id) => !change.ids.includes(id));
  const others = previous.filter((id) => id !== change.id);
  return change.activate ? [...others, change.id] : others;
}

async function send(change: Change): Promise<DocumentPreferencesResponse | null> {
  if (change.kind === 'toggle') return toggleDocumentPreference(change.id, change.activate);
  if (change.kind === 'set') return setDocumentPreferences(change.ids);
  // Spec 1 §4: with none left selected, one deactivation per previously active document, one at a
  // time so the server never sees two changes of the same set at once.
  let last: DocumentPreferencesResponse | null = null;
  for (const id of change.ids) last = await toggleDocumentPreference(id, false);
  return last;
}

export interface DocumentActivation {
  toggle(id: string, activate: boolean): void;
  /** POST /api/user-document-preferences with these (ready) documents. */
  activateAll(ids: string[]): void;
  /** One /toggle deactivation for each of these previously active documents. */
  deactivateAll(ids: string[]): void;
}

/**
 * Which documents are active, kept on the server (spec 1 §4). The switch moves at once; the
 * server's answer then becomes the state, and a refusal puts the previous state back.
 */
export function useDocumentActivation(notify: Notify): DocumentActivation {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const previous = queryClient.getQueryData<DocumentPreferencesResponse>(PREFERENCES_QUERY_KEY);
      queryClient.setQueryData<DocumentPreferencesResponse>(PREFERENCES_QUERY_KEY, {
        activated_documents: expected(previous?.activated_documents ?? [], change),
      });
      return { previous };
    },
    onSuccess: (response) => {
      // With another change under way, its own answer (later) is the one that counts.
      if (response && queryClient.isMutating({ mutationKey: CHANGE_KEY }) === 1)
        queryClient.setQueryData(PREFERENCES_QUERY_KEY, response);
    },
    onError: (error, _change, context) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, context?.previous);
      void queryClient.invalidateQueries({ queryKey: PREFERENCES_QUERY_KEY });
      notify(`${ACTIVATION_ERROR_PREFIX}${errorReason(error)}`, 'error');
    },
  });
  const { mutate } = mutation;
  return {
    toggle: (id, activate) => mutate({ kind: 'toggle', id, activate }),
    activateAll: (ids) => mutate({ kind: 'set', ids }),
    deactivateAll: (ids) => {
      if (ids.length > 0) mutate({ kind: 'clear', ids });
    },
  };
}
