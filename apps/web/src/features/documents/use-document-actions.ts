import type { DocumentPreferencesResponse, UserDocument, UserDocumentsResponse } from '@brocardo/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ToastTone } from '../../components/toast';
import { isApiError } from '../../lib/api-client';
import { DOCUMENTS_QUERY_KEY, type DocumentsCache, PREFERENCES_QUERY_KEY } from './document-queries';
import { deleteDocument, retryDocument, uploadDocument } from './documents-api';
import { DELETE_ERROR_PREFIX, errorReason, RETRY_ERROR_PREFIX, uploadErrorText } from './personal-documents';

export type Notify = (text: string, tone: ToastTone) => void;

const DELETE_KEY = ['user-documents', 'delete'] as const;
const RETRY_KEY = ['user-documents', 'retry'] as const;

export const DELETED_TOAST = 'Documento eliminato.';
export const UPLOADED_FALLBACK = 'Documento caricato: elaborazione in corso.';

function withDocument(cache: DocumentsCache, document: UserDocument): DocumentsCache {
  if (!cache) return { documents: [document] };
  const others = cache.documents.filter((item) => item.id !== document.id);
  const index = cache.documents.findIndex((item) => item.id === document.id);
  // A new one goes first (newest first); a retried one stays where it is.
  if (index < 0) return { documents: [document, ...others] };
  return { documents: cache.documents.map((item) => (item.id === document.id ? document : item)) };
}

function pendingIds(key: readonly string[]) {
  return {
    filters: { mutationKey: key, status: 'pending' as const },
    select: (mutation: { state: { variables: unknown } }) => String(mutation.state.variables),
  };
}

export interface DocumentActions {
  /** `matterId` files the new document under one of the user's matters. */
  upload(file: File, matterId?: number | null): void;
  uploading: boolean;
  remove(id: string): void;
  retry(id: string): void;
  /** Documents being deleted or retried: their buttons wait. */
  busyIds: ReadonlySet<string>;
}

/**
 * Upload, delete and retry (spec 1 §4, §7, §8). The list cache is updated from each answer, so
 * the row shows at once and polling starts when a document is processing.
 */
export function useDocumentActions(
  notify: Notify,
  onDeleted?: (id: string) => void,
  onUploaded?: (id: string) => void,
): DocumentActions {
  const queryClient = useQueryClient();
  const setList = (update: (cache: DocumentsCache) => DocumentsCache) =>
    queryClient.setQueryData<UserDocumentsResponse>(DOCUMENTS_QUERY_KEY, update);

  const upload = useMutation({
    mutationFn: ({ file, matterId }: { file: File; matterId: number | null }) =>
      uploadDocument(file, matterId),
    onSuccess: (response) => {
      setList((cache) => withDocument(cache, response.document));
      onUploaded?.(response.document.id);
      notify(response.message.trim() || UPLOADED_FALLBACK, 'success');
    },
    onError: (error) => {
      notify(uploadErrorText(error), 'error');
      // The list here may be behind the server's (another tab): the server's count wins.
      if (isApiError(error) && error.errorCode === 'DOCUMENT_LIMIT_REACHED')
        void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    },
  });

  const remove = useMutation({
    mutationKey: DELETE_KEY,
    mutationFn: deleteDocument,
    onSuccess: (_response, id) => {
      setList((cache) => cache && { documents: cache.documents.filter((item) => item.id !== id) });
      queryClient.setQueryData<DocumentPreferencesResponse>(
        PREFERENCES_QUERY_KEY,
        (cache) => cache && { activated_documents: cache.activated_documents.filter((item) => item !== id) },
      );
      onDeleted?.(id);
      notify(DELETED_TOAST, 'success');
    },
    onError: (error) => notify(`${DELETE_ERROR_PREFIX}${errorReason(error)}`, 'error'),
  });

  const retry = useMutation({
    mutationKey: RETRY_KEY,
    mutationFn: retryDocument,
    onSuccess: (response) => setList((cache) => withDocument(cache, response.document)),
    onError: (error) => notify(`${RETRY_ERROR_PREFIX}${errorReason(error)}`, 'error'),
  });

  const deleting = useMutationState(pendingIds(DELETE_KEY));
  const retrying = useMutationState(pendingIds(RETRY_KEY));

  return {
    upload: (file, matterId = null) => upload.mutate({ file, matterId }),
    uploading: upload.isPending,
    remove: (id) => remove.mutate(id),
    retry: (id) => retry.mutate(id),
    busyIds: new Set([...deleting, ...retrying]),
  };
}
