import {
  DOCUMENT_LIMIT_MESSAGE,
  documentPreferencesRequest,
  documentToggleRequest,
  isDocumentReady,
  MAX_USER_DOCUMENTS,
  type UserDocument,
  type UserDocumentType,
  userDocument,
} from '@brocardo/shared';
import { jsonResponse, stubApi } from '../../../test/api-stub';

/**
 * The personal-document endpoints of the fake API (spec 1 §7 Personal documents), over an
 * in-memory list a test can change (e.g. a document finishing its processing).
 */
export interface FakeDocumentsOptions {
  documents?: UserDocument[];
  /** The ids GET /api/user-document-preferences answers. */
  activated?: string[];
  /** Answers GET /rag-api/user-documents instead of the list. */
  list?: () => Response;
  /** Answers POST /rag-api/upload-document instead of adding the file. */
  upload?: (file: File) => Response;
  /** Answers DELETE /rag-api/user-documents/{id} instead of deleting. */
  remove?: (id: string) => Response;
  /** Answers POST /rag-api/retry-document/{id} instead of retrying. */
  retry?: (id: string) => Response;
  /** Answers POST /api/user-document-preferences/toggle instead of applying it. */
  toggle?: (body: { document_id: string; activate: boolean }) => Response;
}

let nextDocument = 1;

/** A document as the server lists it; the id is a UUID, as the server's are. */
export function sampleDocument(extra: Partial<UserDocument> = {}): UserDocument {
  const serial = String(nextDocument++).padStart(12, '0');
  return userDocument.parse({
    id: `3f2b8c1e-0a4d-4c6b-9e1f-${serial}`,
    filename: 'contratto.pdf',
    documentType: 'PDF',
    status: 'completed',
    uploadDate: '2025-03-01T10:00:00.000Z',
    size_bytes: 120_000,
    pages: 4,
    chunks: 12,
    error: null,
    ocr_pages: null,
    ...extra,
  });
}

const TYPES: Record<string, UserDocumentType> = { pdf: 'PDF', docx: 'DOCX', xls: 'XLS', xlsx: 'XLSX' };

function notFound() {
  return jsonResponse(404, { message: 'Documento non trovato.', error_code: 'DOCUMENT_NOT_FOUND' });
}

export interface FakeDocuments {
  documents: UserDocument[];
  activated: string[];
  route(path: string, init: RequestInit): Response | null;
}

export function fakeDocuments(options: FakeDocumentsOptions = {}): FakeDocuments {
  const state: FakeDocuments = {
    documents: [...(options.documents ?? [])],
    activated: [...(options.activated ?? [])],
    route,
  };
  const preferences = () => jsonResponse(200, { activated_documents: [...state.activated] });
  const find = (id: string) => state.documents.find((document) => document.id === id);

  function route(path: string, init: RequestInit): Response | null {
    const method = init.method ?? 'GET';
    const [pathname] = path.split('?');
    const json = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (pathname === '/rag-api/user-documents' && method === 'GET')
      return options.list?.() ?? jsonResponse(200, { documents: state.documents });
    if (pathname === '/rag-api/upload-document') {
      const file = init.body instanceof FormData ? init.body.get('file') : null;
      if (!(file instanceof File)) return jsonResponse(422, { message: 'Nessun file ricevuto.' });
      if (options.upload) return options.upload(file);
      if (state.documents.length >= MAX_USER_DOCUMENTS)
        return jsonResponse(422, { message: DOCUMENT_LIMIT_MESSAGE, error_code: 'DOCUMENT_LIMIT_REACHED' });
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      const document = sampleDocument({
        filename: file.name,
        documentType: TYPES[extension] ?? 'PDF',
        status: 'processing',
        uploadDate: new Date().toISOString(),
        pages: null,
        chunks: null,
      });
      state.documents.unshift(document);
      return jsonResponse(202, { message: 'Documento caricato: elaborazione in corso.', document });
    }
    const item = /^\/rag-api\/user-documents\/([^/]+)$/.exec(pathname ?? '');
    if (item && method === 'DELETE') {
      const id = decodeURIComponent(item[1] ?? '');
      if (options.remove) return options.remove(id);
      if (!find(id)) return notFound();
      state.documents = state.documents.filter((document) => document.id !== id);
      state.activated = state.activated.filter((activeId) => activeId !== id);
      return jsonResponse(200, { message: 'Documento eliminato.', id });
    }
    const retry = /^\/rag-api\/retry-document\/([^/]+)$/.exec(pathname ?? '');
    if (retry) {
      const id = decodeURIComponent(retry[1] ?? '');
      if (options.retry) return options.retry(id);
      const document = find(id);
      if (!document) return notFound();
      Object.assign(document, { status: 'processing', error: null });
      return jsonResponse(202, { message: 'Elaborazione riavviata.', document });
    }
    if (pathname === '/api/user-document-preferences' && method === 'GET') return preferences();
    if (pathname === '/api/user-document-preferences') {
      const { document_ids } = documentPreferencesRequest.parse(json);
      if (document_ids.some((id) => !isDocumentReady(find(id)?.status ?? 'failed')))
        return jsonResponse(422, {
          message: 'Solo i documenti elaborati…',
          error_code: 'DOCUMENT_NOT_READY',
        });
      state.activated = [...document_ids];
      return preferences();
    }
    if (pathname === '/api/user-document-preferences/toggle') {
      const body = documentToggleRequest.parse(json);
      if (options.toggle) return options.toggle(body);
      state.activated = state.activated.filter((id) => id !== body.document_id);
      if (body.activate) state.activated.push(body.document_id);
      return preferences();
    }
    return null;
  }

  return state;
}

/** Only the document endpoints, for the document manager on its own. */
export function fakeDocumentsApi(options: FakeDocumentsOptions = {}) {
  const documents = fakeDocuments(options);
  const stub = stubApi(async (path, init) => {
    const response = documents.route(path, init);
    if (!response) throw new Error(`Unexpected request ${init.method ?? 'GET'} ${path}`);
    return response;
  });
  /** The GET list calls (their path carries `?_t=`). */
  const listCalls = () =>
    stub.fetch.mock.calls.filter(
      ([url, init]) =>
        String(url).startsWith('/rag-api/user-documents?') && (init?.method ?? 'GET') === 'GET',
    );
  return { ...stub, state: documents, listCalls };
}
