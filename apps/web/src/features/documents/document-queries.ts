import type { DocumentPreferencesResponse, UserDocument, UserDocumentsResponse } from '@brocardo/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchDocumentPreferences, fetchUserDocuments } from './documents-api';
import { activeDocuments, DOCUMENT_POLL_INTERVAL_MS, hasProcessing } from './personal-documents';

export const DOCUMENTS_QUERY_KEY = ['user-documents'] as const;
export const PREFERENCES_QUERY_KEY = ['user-document-preferences'] as const;

export type DocumentsCache = UserDocumentsResponse | undefined;
export type PreferencesCache = DocumentPreferencesResponse | undefined;

const listOptions = {
  queryKey: DOCUMENTS_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchUserDocuments(signal),
};

/** The user's documents; asked again every 2 s while one is being processed, not otherwise. */
export function useUserDocuments() {
  return useQuery({
    ...listOptions,
    refetchInterval: (query) =>
      hasProcessing(query.state.data?.documents) ? DOCUMENT_POLL_INTERVAL_MS : false,
  });
}

export function useDocumentPreferences() {
  return useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => fetchDocumentPreferences(signal),
  });
}

export interface PersonalDocuments {
  /** Undefined until the list is in. */
  documents: UserDocument[] | undefined;
  /** The ids activated on the server (ready or not). */
  activatedIds: string[];
  /** Activated and ready: what chat questions are asked over. */
  active: UserDocument[];
  loading: boolean;
  failed: boolean;
  /** Asks the list and the preferences again. */
  refresh(): Promise<unknown>;
}

/** The documents and which of them are active, for the chat screen and the document panel. */
export function usePersonalDocuments(): PersonalDocuments {
  const list = useUserDocuments();
  const preferences = useDocumentPreferences();
  const documents = list.data?.documents;
  const activatedIds = preferences.data?.activated_documents ?? [];
  const { refetch: refetchList } = list;
  const { refetch: refetchPreferences } = preferences;
  return {
    documents,
    activatedIds,
    active: activeDocuments(documents, activatedIds),
    loading: list.isPending,
    failed: list.isError,
    refresh: () => Promise.all([refetchList(), refetchPreferences()]),
  };
}

/**
 * The file name of a document in the list already loaded (never fetched from here): the label of
 * a citation whose stream event is not known, such as one of an answer loaded from history.
 */
export function useCachedDocumentName(documentId: string | null): string | undefined {
  const { data } = useQuery({
    ...listOptions,
    enabled: false,
    select: (response: UserDocumentsResponse) =>
      response.documents.find((document) => document.id === documentId)?.filename,
  });
  return documentId === null ? undefined : data;
}
