import {
  type CreateLegalDocumentRequest,
  type LegalDocumentResource,
  legalDocumentDeletedResponse,
  legalDocumentResponse,
  legalDocumentsResponse,
  legalDocumentVersionsResponse,
  legalTemplatesResponse,
  type UpdateLegalDocumentRequest,
} from '@brocardo/shared';
import { api } from '../../lib/api-client';

const BASE = '/api/legal-documents';

export const fetchLegalTemplates = async (signal?: AbortSignal) =>
  (await api.get('/api/legal-templates', legalTemplatesResponse, { signal })).templates;

/** `matter`: a matter's id or `none` (the unfiled ones); undefined lists every document. */
export const fetchLegalDocuments = async (
  page: number,
  perPage: number,
  signal?: AbortSignal,
  matter?: string,
) =>
  (
    await api.get(BASE, legalDocumentsResponse, {
      signal,
      query: { per_page: perPage, page, matter_id: matter },
    })
  ).documents;

export const fetchLegalDocument = async (id: number): Promise<LegalDocumentResource> =>
  (await api.get(`${BASE}/${id}`, legalDocumentResponse)).data;

export const fetchLegalDocumentVersions = async (id: number, signal?: AbortSignal) =>
  (await api.get(`${BASE}/${id}/versions`, legalDocumentVersionsResponse, { signal })).data;

/** The new document, and the balance after its charge when it was charged. */
export const createLegalDocument = async (body: CreateLegalDocumentRequest) => {
  const { data, balance } = await api.post(BASE, body, legalDocumentResponse);
  return { document: data, balance: balance ?? null };
};

export const updateLegalDocument = async (id: number, body: UpdateLegalDocumentRequest) =>
  (await api.put(`${BASE}/${id}`, body, legalDocumentResponse)).data;

export const finalizeLegalDocument = async (id: number) =>
  (await api.post(`${BASE}/${id}/finalize`, undefined, legalDocumentResponse)).data;

export const deleteLegalDocument = async (id: number) => {
  await api.delete(`${BASE}/${id}`, legalDocumentDeletedResponse);
};
