import {
  type DocumentAcceptedResponse,
  type DocumentDeletedResponse,
  type DocumentPreferencesResponse,
  type DocumentToggleRequest,
  documentAcceptedResponse,
  documentDeletedResponse,
  documentPreferencesResponse,
  type UserDocumentsResponse,
  userDocumentsResponse,
} from '@brocardo/shared';
import { api } from '../../lib/api-client';

/**
 * GET /rag-api/user-documents (spec 1 §7, no-cache): the user's documents, newest first. The `_t`
 * parameter and no-store keep any cache from answering while documents are being processed.
 */
export function fetchUserDocuments(signal?: AbortSignal): Promise<UserDocumentsResponse> {
  return api.get('/rag-api/user-documents', userDocumentsResponse, {
    query: { _t: Date.now() },
    cache: 'no-store',
    signal,
  });
}

/**
 * POST /rag-api/upload-document (multipart, field `file`): 202, the document in `processing`. The
 * optional `matter_id` goes before the file, so the server reads it with the file.
 */
export function uploadDocument(
  file: File,
  matterId: number | null = null,
): Promise<DocumentAcceptedResponse> {
  const form = new FormData();
  if (matterId !== null) form.append('matter_id', String(matterId));
  form.append('file', file);
  return api.post('/rag-api/upload-document', form, documentAcceptedResponse);
}

export function deleteDocument(id: string): Promise<DocumentDeletedResponse> {
  return api.delete(`/rag-api/user-documents/${encodeURIComponent(id)}`, documentDeletedResponse);
}

/** POST /rag-api/retry-document/{id}: a failed document is processed again (202). */
export function retryDocument(id: string): Promise<DocumentAcceptedResponse> {
  return api.post(`/rag-api/retry-document/${encodeURIComponent(id)}`, undefined, documentAcceptedResponse);
}

/** GET /api/user-document-preferences: the ids of the documents the user activated. */
export function fetchDocumentPreferences(signal?: AbortSignal): Promise<DocumentPreferencesResponse> {
  return api.get('/api/user-document-preferences', documentPreferencesResponse, { signal });
}

/** POST /api/user-document-preferences: the activated set becomes exactly `documentIds`. */
export function setDocumentPreferences(documentIds: string[]): Promise<DocumentPreferencesResponse> {
  return api.post(
    '/api/user-document-preferences',
    { document_ids: documentIds },
    documentPreferencesResponse,
  );
}

/** POST /api/user-document-preferences/toggle: one document on or off. */
export function toggleDocumentPreference(
  documentId: string,
  activate: boolean,
): Promise<DocumentPreferencesResponse> {
  const body: DocumentToggleRequest = { document_id: documentId, activate };
  return api.post('/api/user-document-preferences/toggle', body, documentPreferencesResponse);
}
