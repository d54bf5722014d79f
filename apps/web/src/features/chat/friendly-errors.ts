import { type ErrorCode, errorTable, isErrorCode } from '@brocardo/shared';

/**
 * The friendly error display of spec 1 §8: what a failure means for the user and what to try
 * next, in Italian, from whatever is known about it (HTTP status, error code, message).
 */

export type FriendlyErrorKind =
  | 'session-expired'
  | 'superseded'
  | 'insufficient-points'
  | 'network'
  | 'server'
  | 'web-search'
  | 'document'
  | 'rag'
  | 'rate-limit'
  | 'unexpected';

export interface FriendlyError {
  kind: FriendlyErrorKind;
  /** What happened, in a few words. */
  meaning: string;
  /** What the user can do about it. */
  suggestion: string;
}

export interface ErrorFacts {
  /** HTTP status; 0 when the server could not be reached. */
  status?: number | undefined;
  errorCode?: string | undefined;
  message?: string | undefined;
}

const FRIENDLY: Record<FriendlyErrorKind, Omit<FriendlyError, 'kind'>> = {
  'session-expired': {
    meaning: 'La sessione è scaduta.',
    suggestion: 'Accedi di nuovo per continuare.',
  },
  superseded: {
    meaning: 'Hai effettuato l’accesso da un altro dispositivo o browser.',
    suggestion: 'Accedi di nuovo per continuare su questo dispositivo.',
  },
  'insufficient-points': {
    meaning: 'Non hai abbastanza punti per questa richiesta.',
    suggestion: 'Consulta la pagina del piano per aggiornare il tuo abbonamento.',
  },
  network: {
    meaning: 'Problema di connessione con il server.',
    suggestion: 'Verifica la connessione a Internet e riprova.',
  },
  server: {
    meaning: 'Il server sta riscontrando problemi.',
    suggestion: 'Riprova tra qualche minuto.',
  },
  'web-search': {
    meaning: 'La ricerca web non è riuscita.',
    suggestion: 'Prova la modalità Chat Standard o Database Legale.',
  },
  document: {
    meaning: 'Problema nel caricamento o nell’elaborazione del documento.',
    suggestion: 'Verifica il formato del file (PDF, DOC, DOCX, TXT) e riprova.',
  },
  rag: {
    meaning: 'La ricerca nel Database Legale non è riuscita.',
    suggestion: 'Prova la Ricerca Web o la modalità Chat Standard.',
  },
  'rate-limit': {
    meaning: 'Troppe richieste in poco tempo.',
    suggestion: 'Attendi qualche secondo e riprova.',
  },
  unexpected: {
    meaning: 'Si è verificato un errore imprevisto.',
    suggestion: 'Riprova; se il problema persiste, contatta l’assistenza.',
  },
};

/**
 * Known error codes (packages/shared/src/errors.ts) decide by code, then by their status, never by
 * their message (which may name other modes, and may be reworded). The text rules below read only
 * failures that carry no code of ours: the network, a proxy's page, a broken stream.
 */
const BY_CODE: Readonly<Partial<Record<ErrorCode, FriendlyErrorKind>>> = {
  UNAUTHENTICATED: 'session-expired',
  TOKEN_MISSING: 'session-expired',
  SESSION_SUPERSEDED: 'superseded',
  INSUFFICIENT_POINTS: 'insufficient-points',
  RATE_LIMITED: 'rate-limit',
  LLM_RATE_LIMITED: 'rate-limit',
  WEB_SEARCH_UNAVAILABLE: 'web-search',
  WEB_SEARCH_FAILED: 'web-search',
  WEB_SEARCH_TIMEOUT: 'web-search',
  // Spec 1 §8: a rate limit asks to wait, whichever service set it.
  WEB_SEARCH_RATE_LIMITED: 'rate-limit',
  WEB_SEARCH_QUERY_TOO_LONG: 'web-search',
  RAG_UNAVAILABLE: 'rag',
  INTERNAL_ERROR: 'server',
  SERVICE_UNAVAILABLE: 'server',
  NO_SYSTEM_DOCUMENT_SELECTED: 'document',
  DOCUMENT_LIMIT_REACHED: 'document',
  DOCUMENT_FILE_MISSING: 'document',
  DOCUMENT_EMPTY: 'document',
  DOCUMENT_TOO_LARGE: 'document',
  DOCUMENT_TYPE_NOT_ALLOWED: 'document',
  DOCUMENT_NOT_FOUND: 'document',
  DOCUMENT_NOT_RETRYABLE: 'document',
  DOCUMENT_NOT_READY: 'document',
  DOCUMENTS_NOT_AVAILABLE: 'document',
  DOCUMENT_SOURCE_DELETED: 'document',
  DOCUMENT_STORAGE_FAILED: 'document',
};

type Rule = readonly [FriendlyErrorKind, (status: number, text: string) => boolean];

/** Then these, in order: the first that matches wins. */
const RULES: readonly Rule[] = [
  ['session-expired', (status, text) => status === 401 || /unauthori[sz]ed|unauthenticated/.test(text)],
  ['superseded', (status, text) => status === 409 || /superseded|altro dispositivo/.test(text)],
  [
    'insufficient-points',
    (status, text) => status === 402 || /insufficient[ _]points|punti insufficienti/.test(text),
  ],
  [
    'rate-limit',
    (status, text) => status === 429 || /rate[ _-]?limit|too many requests|troppe richieste/.test(text),
  ],
  ['network', (status, text) => status === 0 || /network|failed to fetch|contattare il server/.test(text)],
  ['web-search', (_status, text) => /web[ _-]?search/.test(text)],
  ['document', (_status, text) => /upload|document|caricamento del file|elaborazione del file/.test(text)],
  ['rag', (_status, text) => /\brag\b|vector|embedding/.test(text)],
  ['server', (status, text) => status >= 500 || /server error/.test(text)],
];

/** The meaning and suggestion of one kind, for callers that already know what failed. */
export function friendlyErrorOf(kind: FriendlyErrorKind): FriendlyError {
  return { kind, ...FRIENDLY[kind] };
}

/** The friendly reading of a failure (spec 1 §8 table); 'unexpected' when nothing matches. */
export function friendlyError(facts: ErrorFacts): FriendlyError {
  const code = isErrorCode(facts.errorCode) ? facts.errorCode : undefined;
  // A stream's error event carries a code but no status: the code's status stands in for it.
  const status = facts.status ?? (code ? errorTable[code].status : undefined) ?? -1;
  const text = code ? '' : (facts.message ?? '').toLowerCase();
  const byCode = code ? BY_CODE[code] : undefined;
  return friendlyErrorOf(byCode ?? RULES.find(([, matches]) => matches(status, text))?.[0] ?? 'unexpected');
}
