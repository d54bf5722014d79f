import { DOCUMENT_ACCEPT, errorTable, isDocumentReady, type UserDocument } from '@brocardo/shared';
import { isApiError } from '../../lib/api-client';
import { isRecord } from '../../lib/records';

/** While a document is being processed, the list is asked again this often. */
export const DOCUMENT_POLL_INTERVAL_MS = 2000;

/** Spec 1 §8 Documents. */
export const UPLOAD_ERROR_FALLBACK = 'Errore durante il caricamento';
export const DELETE_ERROR_PREFIX = "Errore durante l'eliminazione: ";
export const RETRY_ERROR_PREFIX = 'Errore durante il retry: ';
export const ACTIVATION_ERROR_PREFIX = "Errore durante l'aggiornamento dei documenti attivi: ";
/** The client's own check of the file name; the server decides by the content anyway. */
export const TYPE_NOT_ALLOWED_MESSAGE: string = errorTable.DOCUMENT_TYPE_NOT_ALLOWED.message;

/** A document the questions are asked over: what a chat request names. */
export type ActiveDocument = Pick<UserDocument, 'id' | 'filename'>;

const ALLOWED_EXTENSIONS = DOCUMENT_ACCEPT.split(',').map((extension) => extension.trim().toLowerCase());

export function hasAllowedExtension(fileName: string): boolean {
  const name = fileName.toLowerCase();
  return ALLOWED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** The documents in use: activated on the server and ready (a processing or failed one is left out). */
export function activeDocuments(
  documents: readonly UserDocument[] | undefined,
  activatedIds: readonly string[] | undefined,
): UserDocument[] {
  if (!documents || !activatedIds) return [];
  const activated = new Set(activatedIds);
  return documents.filter((document) => activated.has(document.id) && isDocumentReady(document.status));
}

export function hasProcessing(documents: readonly UserDocument[] | undefined): boolean {
  return documents?.some((document) => document.status === 'processing') ?? false;
}

/** The floating indicator's text. */
export function indicatorLabel(activeCount: number): string {
  if (activeCount === 0) return 'Documenti';
  return activeCount === 1 ? '1 documento attivo' : `${activeCount} documenti attivi`;
}

// Italian time wherever the browser is, as every other screen and export shows it.
const UPLOAD_DATE = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});

export function formatUploadDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : UPLOAD_DATE.format(date);
}

/** The message of the server's error body, if it sent one (not the client's generic text). */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || !isRecord(error.body)) return null;
  const { message } = error.body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export function uploadErrorText(error: unknown): string {
  return serverMessage(error) ?? UPLOAD_ERROR_FALLBACK;
}

export function errorReason(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}
