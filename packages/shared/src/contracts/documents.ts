import { USER_DOCUMENT_STATUSES, USER_DOCUMENT_TYPES } from '../rules/documents';
import { z } from '../zod-it';
import { matterFilterQuery } from './matters';

/** Spec 1 §3 User document, as GET /rag-api/user-documents lists it (the `selected` flag is the client's). */
export const userDocument = z.object({
  id: z.string(),
  filename: z.string(),
  documentType: z.enum(USER_DOCUMENT_TYPES),
  status: z.enum(USER_DOCUMENT_STATUSES),
  /** ISO 8601. */
  uploadDate: z.string(),
  size_bytes: z.number().int(),
  /** Pages (PDF) or sheets (Excel) once processed. */
  pages: z.number().int().nullable(),
  chunks: z.number().int().nullable(),
  /** Failed documents: the reason, in Italian, shown beside the retry button. */
  error: z.string().nullable(),
  /** Pages read through OCR (scanned PDFs). */
  ocr_pages: z.number().int().nullable(),
  /** The matter (pratica) it is filed under; null: unfiled. */
  matter_id: z.number().int().nullable().default(null),
});
export type UserDocument = z.infer<typeof userDocument>;

/** GET /rag-api/user-documents?matter_id=: a matter's documents, `none` the unfiled ones. */
export const userDocumentsQuery = matterFilterQuery;

export const userDocumentsResponse = z.object({ documents: z.array(userDocument) });
export type UserDocumentsResponse = z.infer<typeof userDocumentsResponse>;

/** POST /rag-api/upload-document and POST /rag-api/retry-document/{id}: 202, processing in the background. */
export const documentAcceptedResponse = z.object({ message: z.string(), document: userDocument });
export type DocumentAcceptedResponse = z.infer<typeof documentAcceptedResponse>;

export const documentIdParams = z.object({
  id: z.uuid('Identificativo del documento non valido'),
});

export const documentDeletedResponse = z.object({ message: z.string(), id: z.string() });
export type DocumentDeletedResponse = z.infer<typeof documentDeletedResponse>;

/** GET /api/user-document-preferences (spec 1 §3 Document preferences). */
export const documentPreferencesResponse = z.object({ activated_documents: z.array(z.string()) });
export type DocumentPreferencesResponse = z.infer<typeof documentPreferencesResponse>;

/** POST /api/user-document-preferences: the activated set becomes exactly these documents. */
export const documentPreferencesRequest = z.object({
  document_ids: z.array(z.uuid('Identificativo del documento non valido')).max(20),
});
export type DocumentPreferencesRequest = z.infer<typeof documentPreferencesRequest>;

/** POST /api/user-document-preferences/toggle: one document on or off (activate defaults to false). */
export const documentToggleRequest = z.object({
  document_id: z.uuid('Identificativo del documento non valido'),
  activate: z.boolean().default(false),
});
export type DocumentToggleRequest = z.input<typeof documentToggleRequest>;
