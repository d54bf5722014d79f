/** Personal documents: limits, types and labels shared by the server and the web app (spec 1 §4, §5, §9). */

export const MAX_USER_DOCUMENTS = 5;
/** The document list's refresh button stays disabled this long after use. */
export const DOCUMENT_REFRESH_LOCKOUT_MS = 10_000;
/** Upload size limit when DOCUMENT_MAX_UPLOAD_BYTES is not set. */
export const DEFAULT_DOCUMENT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const USER_DOCUMENT_TYPES = ['PDF', 'DOCX', 'XLS', 'XLSX'] as const;
export type UserDocumentType = (typeof USER_DOCUMENT_TYPES)[number];

/** processing → completed (or processed) | failed; a failed document can be retried. */
export const USER_DOCUMENT_STATUSES = ['processing', 'completed', 'processed', 'failed'] as const;
export type UserDocumentStatus = (typeof USER_DOCUMENT_STATUSES)[number];

/** The file picker's accept list (spec 1 §5: .pdf, .docx, .xlsx, .xls). */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.xlsx,.xls';

/** Types are displayed as PDF, Word, Excel (spec 1, last line). */
export const DOCUMENT_TYPE_LABELS: Record<UserDocumentType, string> = {
  PDF: 'PDF',
  DOCX: 'Word',
  XLS: 'Excel',
  XLSX: 'Excel',
};

export const DOCUMENT_STATUS_LABELS: Record<UserDocumentStatus, string> = {
  processing: 'In elaborazione',
  completed: 'Completato',
  processed: 'Elaborato',
  failed: 'Errore',
};

/** Only completed or processed documents can be activated (spec 1 §4). */
export function isDocumentReady(status: UserDocumentStatus): boolean {
  return status === 'completed' || status === 'processed';
}

export const DOCUMENT_LIMIT_MESSAGE =
  'Limite massimo di 5 documenti raggiunto. Elimina un documento esistente per caricarne uno nuovo.';
export const DOCUMENT_DELETE_CONFIRM = 'Sei sicuro di voler eliminare questo documento?';

/**
 * A passage of a personal document is cited `@source:user:{documentId}:{chunk}`; this is the
 * identifier part, `{documentId}:{chunk}` (chunk = 0-based position in the document).
 */
export function userSourceIdentifier(documentId: string, chunk: number): string {
  return `${documentId}:${chunk}`;
}

const DOCUMENT_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DOCUMENT_ID_PATTERN = new RegExp(`^${DOCUMENT_ID}$`, 'i');
const USER_SOURCE_IDENTIFIER = new RegExp(`^(${DOCUMENT_ID})[:#](\\d{1,6})$`, 'i');

/** Whether a value is shaped like a document id (a UUID), so it can be handed to the database. */
export function isDocumentId(value: string): boolean {
  return DOCUMENT_ID_PATTERN.test(value);
}

/** Parses `{documentId}:{chunk}` (also the older `{documentId}#{chunk}`); null when malformed. */
export function parseUserSourceIdentifier(identifier: string): { documentId: string; chunk: number } | null {
  const match = USER_SOURCE_IDENTIFIER.exec(identifier.trim());
  if (!match) return null;
  return { documentId: match[1]!.toLowerCase(), chunk: Number(match[2]) };
}
