import {
  buildPageEnvelope,
  type CreateLegalDocumentRequest,
  type LegalDocumentResource,
  type LegalDocumentsResponse,
  type PointsInfo,
} from '@brocardo/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAppToast } from '../../components/app-toast';
import { isApiError } from '../../lib/api-client';
import { readPointsInfo, useAnnounceBalance } from '../points';
import type { GenerateOutcome } from './document-form';
import { serverFormErrors } from './document-form-rules';
import {
  createLegalDocument,
  deleteLegalDocument,
  fetchLegalDocuments,
  fetchLegalDocumentVersions,
  fetchLegalTemplates,
} from './legal-documents-api';
import {
  DELETED_TOAST,
  GENERATED_TOAST,
  GENERATION_ERROR,
  serverMessage,
  UNEXPECTED_ERROR,
} from './legal-documents-messages';

export const LEGAL_DOCUMENTS_PER_PAGE = 10;

export const legalDocumentsKeys = {
  templates: ['legal-templates'] as const,
  lists: ['legal-documents', 'list'] as const,
  list: (page: number, matter?: string) => ['legal-documents', 'list', page, matter ?? 'all'] as const,
  versions: (id: number) => ['legal-documents', 'versions', id] as const,
};

export function useLegalTemplates() {
  return useQuery({
    queryKey: legalDocumentsKeys.templates,
    queryFn: ({ signal }) => fetchLegalTemplates(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLegalDocuments(page: number, matter?: string) {
  return useQuery({
    queryKey: legalDocumentsKeys.list(page, matter),
    queryFn: ({ signal }) => fetchLegalDocuments(page, LEGAL_DOCUMENTS_PER_PAGE, signal, matter),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentVersions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: legalDocumentsKeys.versions(id),
    queryFn: ({ signal }) => fetchLegalDocumentVersions(id, signal),
    enabled,
  });
}

/** After any change to a document: the list and its versions are read again. */
export function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return (id?: number) => {
    void queryClient.invalidateQueries({ queryKey: legalDocumentsKeys.lists });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: legalDocumentsKeys.versions(id) });
  };
}

type DocumentsPage = LegalDocumentsResponse['documents'];

/** The first page with `created` on top, as the server lists it (newest first). */
function withNewest(page: DocumentsPage, created: LegalDocumentResource): DocumentsPage {
  const data = [created, ...page.data.filter((item) => item.id !== created.id)].slice(0, page.per_page);
  return buildPageEnvelope(data, page.total + 1, 1, page.per_page, {
    path: page.path,
    query: { per_page: page.per_page },
  });
}

/**
 * A document was created: the first page shows it from the POST's answer instead of being read
 * again; every other page moves by one, so the one on screen is read again, the others when opened.
 */
function useShowCreatedDocument() {
  const queryClient = useQueryClient();
  return (created: LegalDocumentResource) => {
    const first = queryClient.getQueryData<DocumentsPage>(legalDocumentsKeys.list(1));
    void queryClient.invalidateQueries({
      queryKey: legalDocumentsKeys.lists,
      predicate: (query) => !first || query.queryKey[2] !== 1,
    });
    if (first) queryClient.setQueryData(legalDocumentsKeys.list(1), withNewest(first, created));
  };
}

/**
 * POST /api/legal-documents (spec 2 §4, §8): success toasts, shows the new document in the list and
 * the balance the answer carries (points-updated); 402 opens the insufficient-points modal; a 422
 * hands its field messages back to the form.
 */
export function useGenerateDocument() {
  const showCreated = useShowCreatedDocument();
  const announceBalance = useAnnounceBalance();
  const [error, setError] = useState<string | null>(null);
  const [pointsDialog, setPointsDialog] = useState<{ info: PointsInfo | null } | null>(null);
  const mutation = useMutation({ mutationFn: createLegalDocument });

  async function generate(payload: CreateLegalDocumentRequest): Promise<GenerateOutcome> {
    setError(null);
    let created: Awaited<ReturnType<typeof createLegalDocument>>;
    try {
      created = await mutation.mutateAsync(payload);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 402) {
        setPointsDialog({ info: readPointsInfo(failure) });
        return { ok: false };
      }
      setError(serverMessage(failure, GENERATION_ERROR));
      return {
        ok: false,
        fieldErrors: isApiError(failure) ? serverFormErrors(failure.fieldErrors) : undefined,
      };
    }
    showAppToast(GENERATED_TOAST, 'success');
    showCreated(created.document);
    // Without AI nothing is charged and no balance comes back: the balance has not changed.
    announceBalance(created.balance ?? (payload.ai_option === 'none' ? 'unchanged' : null));
    return { ok: true };
  }

  return {
    generate,
    generating: mutation.isPending,
    error,
    pointsDialog,
    closePointsDialog: () => setPointsDialog(null),
  };
}

/** DELETE /api/legal-documents/{id}: 'Documento eliminato con successo!' or the server's reason. */
export function useDeleteDocument(onDeleted: (id: number) => void) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (document: LegalDocumentResource) => deleteLegalDocument(document.id),
    onSuccess: (_result, document) => {
      onDeleted(document.id);
      refresh();
      showAppToast(DELETED_TOAST, 'success');
    },
    onError: (failure) => showAppToast(serverMessage(failure, UNEXPECTED_ERROR), 'error'),
  });
}
