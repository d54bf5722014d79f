import type {
  DocumentAcceptedResponse,
  DocumentDeletedResponse,
  DocumentPreferencesResponse,
  DocumentToggleRequest,
  UserDocumentsResponse,
} from '@brocardo/shared';
import { api } from '../../../lib/api-client';

/**
 * GET /rag-api/user-documents (spec 1 §7, no-cache): the user's documents, newest first. The `_t`
 * parameter and no-store keep any cache from answering while documents are being processed.
 */
export function fetchUserDocuments(signal?: AbortSignal): Promise<UserDocumentsResponse> {
  return api.get<UserDocumentsResponse>('/rag-api/user-documents', {
    query: { _t: Date.now() },
    cache: 'no-store',
    signal,
  });
}

/** POST /rag-api/upload-document (multipart, field `file`): 202, the document in `processing`. */
export function uploadDocument(file: File): Promise<DocumentAcceptedResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.post<DocumentAcceptedResponse>('/rag-api/upload-document', form);
}

export function deleteDocument(id: string): Promise<DocumentDeletedResponse> {
  return api.delete<DocumentDeletedResponse>(`/rag-api/user-documents/${encodeURIComponent(id)}`);
}

/** POST /rag-api/retry-document/{id}: a failed document is processed again (202). */
export function retryDocument(id: string): Promise<DocumentAcceptedResponse> {
  return api.post<DocumentAcceptedResponse>(`/rag-api/retry-document/${encodeURIComponent(id)}`);
}

/** GET /api/user-document-preferences: the ids of the documents the user activated. */
export function fetchDocumentPreferences(signal?: AbortSignal): Promise<DocumentPreferencesResponse> {
  return api.get<DocumentPreferencesResponse>('/api/user-document-preferences', { signal });
}

/** POST /api/user-document-preferences: the activated set becomes exactly `documentIds`. */
export function setDocumentPreferences(documentIds: string[]): Promise<DocumentPreferencesResponse> {
  return api.post<DocumentPreferencesResponse>('/api/user-document-preferences', {
    document_ids: documentIds,
  });
}

/** POST /api/user-document-preferences/toggle: one document on or off. */
export function toggleDocumentPreference(
  documentId: string,
  activate: boolean,
): Promise<DocumentPreferencesResponse> {
  const body: DocumentToggleRequest = { document_id: documentId, activate };
  return api.post<DocumentPreferencesResponse>('/api/user-document-preferences/toggle', body);
}
