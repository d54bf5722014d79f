import { isApiError } from '../../lib/api-client';
import { isRecord } from '../../lib/records';

/** Spec 2 §2.7 and §8: the generator's texts. */
export const PAGE_TITLE = 'Generatore di Documenti Legali';
export const LOADING_TEXT = 'Caricamento documenti legali...';
export const TEMPLATES_ERROR = 'Errore durante il caricamento dei modelli';
export const DOCUMENTS_ERROR = 'Errore durante il caricamento dei documenti';
export const GENERATION_ERROR = 'Errore durante la generazione del documento';
export const UNEXPECTED_ERROR = 'Si è verificato un errore imprevisto.';
export const GENERATED_TOAST = 'Documento generato con successo!';
export const DELETED_TOAST = 'Documento eliminato con successo!';
export const SAVED_TOAST = 'Modifiche salvate: il documento è ora Revisionato.';
export const FINALIZED_TOAST = 'Documento finalizzato: non è più modificabile.';
export const EMPTY_LIST = 'Nessun documento generato';
export const DELETE_CONFIRMATION = 'Sei sicuro di voler eliminare questo documento?';
export const EMPTY_CONTENT = 'Contenuto del documento non disponibile';
export const EXPORT_FALLBACK =
  'Errore nella generazione del file DOCX/PDF. Verrà scaricato come file di testo.';
export const REQUIRED_FIELD = 'Questo campo è obbligatorio.';
export const CONTENT_REQUIRED = 'Senza un modello il contenuto del documento è obbligatorio.';

/** The server's explanation when its answer carried one (spec 2 §8), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !isRecord(error.body)) return fallback;
  const { message } = error.body;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
