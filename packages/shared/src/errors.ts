/**
 * The one table of error codes: code → HTTP status → Italian message.
 * The server answers known errors as `{ message, error_code }`; the web app matches on `error_code`,
 * never on the message, so every message is Italian and may be reworded freely.
 * Add a code here before throwing it anywhere; `errors.test.ts` fails if an entry lacks a status or a message.
 */
export const errorTable = {
  VALIDATION_FAILED: { status: 422, message: 'I dati inseriti non sono validi.' },
  MALFORMED_JSON: { status: 400, message: 'Il corpo della richiesta non è un JSON valido.' },
  EMPTY_BODY: { status: 400, message: 'Il corpo della richiesta è vuoto.' },
  BAD_REQUEST: { status: 400, message: 'Richiesta non valida.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo di contenuto non supportato.' },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: 'La richiesta supera la dimensione massima consentita.',
  },
  NOT_FOUND: { status: 404, message: 'Risorsa non trovata.' },
  TOKEN_MISSING: { status: 401, message: 'Token mancante' },
  UNAUTHENTICATED: { status: 401, message: 'Sessione scaduta. Effettua nuovamente il login.' },
  SESSION_SUPERSEDED: {
    status: 409,
    message: "Sei stato disconnesso perché hai effettuato l'accesso da un altro dispositivo o browser.",
  },
  INVALID_CREDENTIALS: { status: 401, message: 'Credenziali non valide.' },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: 'Troppi tentativi falliti. Account bloccato temporaneamente.',
  },
  LOGIN_BUSY: {
    status: 429,
    message: 'Troppi accessi in corso per questo account: riprova tra qualche secondo.',
  },
  ACCOUNT_LOCKED: { status: 429, message: 'Account temporaneamente bloccato. Riprova più tardi.' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message:
      'Il tuo indirizzo email non è ancora stato verificato. Controlla la tua casella di posta o richiedi un nuovo link.',
  },
  ADMIN_REQUIRED: { status: 403, message: 'Accesso negato. Sono richiesti privilegi di amministratore.' },
  CAPTCHA_UNAVAILABLE: {
    status: 503,
    message: 'Verifica anti-bot momentaneamente non disponibile. Riprova tra poco.',
  },
  VERIFICATION_RESEND_LIMITED: {
    status: 429,
    message: 'Hai richiesto troppe email di verifica. Riprova tra qualche minuto.',
  },
  VERIFICATION_EMAIL_FAILED: {
    status: 503,
    message: "Errore nell'invio dell'email di verifica. Riprova più tardi.",
  },
  INSUFFICIENT_POINTS: {
    status: 402,
    message: 'Non hai abbastanza punti per completare questa azione.',
  },
  CONVERSATION_LIMIT: {
    status: 422,
    message: 'Hai raggiunto il limite di 10 conversazioni. Elimina una conversazione per crearne una nuova.',
  },
  CONVERSATION_LAST: {
    status: 422,
    message: "Non è possibile eliminare l'unica conversazione.",
  },
  MESSAGE_LIMIT: {
    status: 422,
    message:
      'Limite di messaggi raggiunto: 50 messaggi al massimo per conversazione. Inizia una nuova conversazione.',
  },
  UNANSWERED_LIMIT: {
    status: 429,
    message:
      'Troppe domande senza risposta in questa conversazione: attendi una risposta prima di inviarne altre, o apri una nuova conversazione.',
  },
  FEEDBACK_ALREADY_GIVEN: {
    status: 422,
    message: 'Hai già dato un feedback per questa risposta. Non è possibile modificarlo.',
  },
  FEEDBACK_ASSISTANT_ONLY: {
    status: 422,
    message: "Il feedback può essere dato solo alle risposte dell'assistente.",
  },
  FEEDBACK_NOT_FOUND: { status: 404, message: 'Feedback non trovato.' },
  LLM_UNAVAILABLE: {
    status: 503,
    message: 'Il servizio AI non è al momento raggiungibile. Riprova tra poco.',
  },
  LLM_TIMEOUT: { status: 504, message: 'Il servizio AI non ha risposto in tempo. Riprova tra poco.' },
  LLM_RATE_LIMITED: {
    status: 429,
    message: 'Il servizio AI è sovraccarico (rate limit). Attendi qualche secondo e riprova.',
  },
  LLM_ERROR: { status: 502, message: 'Il servizio AI ha restituito un errore. Riprova o cambia modalità.' },
  LLM_NOT_CONFIGURED: {
    status: 503,
    message:
      'Nessun modello AI generativo è configurato: la modalità Standard non può rispondere. Usa la modalità Database Legale.',
  },
  RAG_UNAVAILABLE: {
    status: 503,
    message:
      'Il Database Legale (RAG) non è disponibile in questo momento: il corpus normativo non è caricato. Prova la ricerca web o la modalità standard.',
  },
  WEB_SEARCH_UNAVAILABLE: {
    status: 503,
    message: 'Ricerca web non disponibile: nessun servizio di ricerca web è configurato.',
  },
  WEB_SEARCH_QUERY_TOO_LONG: {
    status: 422,
    message: 'Per la ricerca web la domanda può contenere al massimo 200 caratteri.',
  },
  WEB_SEARCH_FAILED: {
    status: 502,
    message: 'Ricerca web non riuscita: il servizio di ricerca non ha risposto correttamente.',
  },
  WEB_SEARCH_TIMEOUT: {
    status: 504,
    message: 'Ricerca web non riuscita: il servizio di ricerca non ha risposto in tempo.',
  },
  WEB_SEARCH_RATE_LIMITED: {
    status: 429,
    message:
      'Ricerca web non riuscita: troppe ricerche in poco tempo (rate limit). Attendi qualche secondo e riprova.',
  },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Metodo non consentito per questa risorsa.' },
  CITATION_SOURCE_NOT_FOUND: { status: 404, message: 'Fonte citata non trovata.' },
  NO_SYSTEM_DOCUMENT_SELECTED: { status: 422, message: 'Nessun documento del sistema selezionato' },
  DOCUMENT_LIMIT_REACHED: {
    status: 422,
    message:
      'Limite massimo di 5 documenti raggiunto. Elimina un documento esistente per caricarne uno nuovo.',
  },
  DOCUMENT_FILE_MISSING: {
    status: 422,
    message: 'Nessun file ricevuto: allega il documento nel campo «file».',
  },
  DOCUMENT_EMPTY: { status: 422, message: 'Il file è vuoto.' },
  DOCUMENT_TOO_LARGE: { status: 413, message: 'Il file supera la dimensione massima consentita.' },
  DOCUMENT_TYPE_NOT_ALLOWED: {
    status: 415,
    message:
      'Formato non supportato o file danneggiato: carica un file PDF, Word (.docx) o Excel (.xlsx, .xls).',
  },
  DOCUMENT_NOT_FOUND: { status: 404, message: 'Documento non trovato.' },
  BRIEF_FILE_TYPE_NOT_ALLOWED: {
    status: 422,
    message: 'Formato non supportato o file danneggiato: carica un file PDF o Word (.docx).',
  },
  BRIEF_FILE_UNREADABLE: { status: 422, message: 'Il file non è leggibile: incolla il testo dell’atto.' },
  DOCUMENT_NOT_RETRYABLE: {
    // Not 409: the web client reads any 409 as "signed in elsewhere" (spec 1 §8).
    status: 422,
    message: 'Solo un documento la cui elaborazione è fallita può essere rielaborato.',
  },
  DOCUMENT_NOT_READY: {
    status: 422,
    message: 'Solo i documenti elaborati (completati) possono essere attivati.',
  },
  DOCUMENTS_NOT_AVAILABLE: {
    status: 422,
    message:
      'Nessuno dei documenti attivati è disponibile: attiva almeno un documento elaborato (Completato) o disattiva i documenti.',
  },
  DOCUMENT_SOURCE_DELETED: { status: 410, message: 'Il documento citato è stato eliminato.' },
  DOCUMENT_STORAGE_FAILED: {
    status: 503,
    message: 'Archiviazione dei documenti momentaneamente non disponibile. Riprova tra poco.',
  },
  LEGAL_DOCUMENT_NOT_FOUND: { status: 404, message: 'Documento legale non trovato.' },
  LEGAL_DOCUMENT_FINALIZED: {
    status: 422,
    message: 'Il documento è finalizzato: non può più essere modificato.',
  },
  LEGAL_DOCUMENT_STALE_VERSION: {
    // Not 409: the web client reads any 409 as "signed in elsewhere".
    status: 422,
    message:
      'Il documento è stato salvato nel frattempo (ad esempio da un’altra scheda): ricarica la versione più recente e riapplica le modifiche.',
  },
  LEGAL_DOCUMENT_AI_UNAVAILABLE: {
    status: 503,
    message:
      'Nessun modello AI generativo è configurato: scegli l’opzione «Nessuna AI» per compilare il modello senza intelligenza artificiale.',
  },
  LEGAL_DOCUMENT_SOURCES_UNAVAILABLE: {
    status: 503,
    message:
      'Il Database Legale non è disponibile: senza le fonti normative il documento non può essere redatto con l’AI. Riprova più tardi o scegli «Nessuna AI».',
  },
  CASE_STRATEGY_NOT_FOUND: { status: 404, message: 'Caso non trovato.' },
  MATTER_NOT_FOUND: { status: 404, message: 'Pratica non trovata.' },
  MATTER_LIMIT: {
    status: 422,
    message: 'Hai raggiunto il limite di 500 pratiche. Elimina una pratica conclusa per crearne una nuova.',
  },
  CASE_ANALYSIS_FAILED: {
    status: 502,
    message:
      'Analisi AI non riuscita: il modello ha restituito una risposta non valida anche al secondo tentativo. Nulla è stato salvato e i punti sono stati rimborsati: riprova più tardi.',
  },
  RATE_LIMITED: { status: 429, message: 'Troppe richieste. Attendere un momento prima di riprovare.' },
  PLAN_NOT_FOUND: { status: 404, message: 'Piano di abbonamento non trovato.' },
  UPGRADE_SAME_PLAN: { status: 422, message: 'Sei già abbonato a questo piano.' },
  // Not 409 (here and below): the web client reads any 409 as "signed in elsewhere".
  UPGRADE_REQUEST_PENDING: {
    status: 422,
    message: 'Hai già una richiesta di cambio piano in attesa: la esaminerà un amministratore.',
  },
  USER_NOT_FOUND: { status: 404, message: 'Utente non trovato.' },
  ADMIN_SELF_DELETE: { status: 422, message: 'Non puoi eliminare il tuo account da qui.' },
  LAST_ADMIN_SELF_ERASE: {
    status: 422,
    message: 'Sei l’unico amministratore: nomina un altro amministratore prima di eliminare il tuo account.',
  },
  ADMIN_SELF_DEMOTE: { status: 422, message: 'Non puoi togliere a te stesso i privilegi di amministratore.' },
  UPGRADE_REQUEST_NOT_FOUND: { status: 404, message: 'Richiesta di cambio piano non trovata.' },
  UPGRADE_REQUEST_CLOSED: { status: 422, message: 'Questa richiesta di cambio piano è già stata chiusa.' },
  CONTACT_RATE_LIMITED: {
    status: 429,
    message: 'Hai inviato troppi messaggi. Riprova tra un po’ o scrivici direttamente via email.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Servizio momentaneamente non disponibile. Riprova tra poco.',
  },
  WEB_APP_NOT_BUILT: {
    status: 503,
    message: "L'interfaccia web non è stata compilata. Esegui «npm run build» e riavvia il server.",
  },
  REVIEW_NOT_FOUND: { status: 404, message: 'Revisione non trovata.' },
  REVIEW_CELL_NOT_FOUND: { status: 404, message: 'Cella non trovata.' },
  REVIEW_LIMIT_REACHED: {
    status: 422,
    message: 'Hai raggiunto il numero massimo di revisioni: eliminane una per crearne una nuova.',
  },
  REVIEW_DOCUMENT_LIMIT_REACHED: {
    status: 422,
    message: 'La revisione ha già il numero massimo di documenti.',
  },
  REVIEW_COLUMN_LIMIT_REACHED: {
    status: 422,
    message: 'La revisione ha già il numero massimo di colonne.',
  },
  REVIEW_DOCUMENT_TYPE_NOT_ALLOWED: {
    status: 415,
    message: 'Formato non supportato o file danneggiato: carica un file PDF, Word (.docx) o Excel (.xlsx).',
  },
  REVIEW_DOCUMENT_DUPLICATE: {
    status: 422,
    message: 'Questo documento è già nella revisione: ogni sua cella sarebbe pagata due volte.',
  },
  REVIEW_NOTHING_TO_START: {
    status: 422,
    message: 'Aggiungi almeno un documento e una colonna prima di avviare la revisione.',
  },
  REVIEW_ITEM_NOT_FOUND: {
    status: 404,
    message: 'Colonna o documento non trovato in questa revisione.',
  },
  REVIEW_ITEM_BUSY: {
    status: 409,
    message: 'Una sua cella è in elaborazione: attendi che finisca, poi riprova.',
  },
  REVIEW_CELL_NOT_RETRYABLE: {
    status: 422,
    message: 'Solo una cella non riuscita può essere ripetuta.',
  },
  INTERNAL_ERROR: {
    status: 500,
    message: 'Si è verificato un errore interno del server. Riprova più tardi.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorTable;

export const errorCodes = Object.keys(errorTable) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorTable, value);
}

/** Per-field validation messages, as the 422 body carries them: `{ field: [message] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The field message for text holding U+0000 (NUL), which PostgreSQL cannot store: the server refuses
 * it in every body, query and path parameter before validation.
 */
export const NUL_CHARACTER_MESSAGE = 'Il testo contiene un carattere non consentito (carattere nullo).';
export const LONE_SURROGATE_MESSAGE =
  'Il testo contiene un carattere non valido (codifica Unicode incompleta).';

/** A known, expected failure. The server's error handler turns it into `{ message, error_code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra top-level fields for the response body (e.g. `points_info`, `user_id`). */
  readonly extra: Record<string, unknown> | undefined;
  /** Field errors: only for VALIDATION_FAILED. */
  readonly fieldErrors: FieldErrors | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; extra?: Record<string, unknown>; fieldErrors?: FieldErrors } = {},
  ) {
    super(options.message ?? errorTable[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorTable[code].status;
    this.extra = options.extra;
    this.fieldErrors = options.fieldErrors;
  }

  /** A 422 with per-field messages; the first message becomes the summary. */
  static validation(fieldErrors: FieldErrors): AppError {
    const first = Object.values(fieldErrors).flat()[0];
    return new AppError('VALIDATION_FAILED', {
      fieldErrors,
      ...(first ? { message: first } : {}),
    });
  }
}
