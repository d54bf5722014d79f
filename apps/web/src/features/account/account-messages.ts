import type { PointsTransaction } from '@brocardo/shared';
import { isApiError, SESSION_EXPIRED_MESSAGE } from '../../lib/api-client';

/** Spec 2 §2.9 and §8: the account page's texts. */
export const PAGE_TITLE = 'Dettagli Account';
export const LOADING_TEXT = 'Caricamento dati account...';
export const NO_TOKEN_MESSAGE = 'Token di autenticazione non trovato';
export const FORBIDDEN_MESSAGE = 'Non hai i permessi per accedere a queste informazioni.';
export const LOAD_ERROR = "Impossibile caricare i dati dell'account. Riprova più tardi.";
export const NOT_SPECIFIED = 'Non specificato';
/** Spec 2 §9: after a 401 the page goes to /login in 2 seconds. */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;
export { SESSION_EXPIRED_MESSAGE };

export const EMPTY_TRANSACTIONS = 'Nessuna transazione recente';
export const EMPTY_DOCUMENTS = 'Nessun documento legale';
export const EMPTY_STRATEGIES = 'Nessuna strategia legale';

/** Spec 2 §9: shown 5 transactions, 3 documents, 3 strategies. */
export const SHOWN_TRANSACTIONS = 5;
export const SHOWN_RECENT_ITEMS = 3;

/** The page's message for a failed load (spec 2 §8): 403 and any other failure. */
export function accountErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 403) return FORBIDDEN_MESSAGE;
  return LOAD_ERROR;
}

/** What each ledger action is, in Italian (spec 2 §3 action types, plus grants and adjustments). */
const ACTION_LABELS: Record<string, string> = {
  chat_message: 'Messaggio in chat',
  rag_interrogation: 'Domanda al Database Legale',
  web_search_query: 'Ricerca web',
  legal_document_simple: 'Documento legale',
  legal_document_complex: 'Documento legale avanzato',
  document_enhancement: 'Miglioramento documento con AI',
  case_strategy_simple: 'Strategia legale',
  case_strategy_complex: 'Strategia legale avanzata',
  review_cell: 'Cella di revisione tabellare',
  monthly_allowance: 'Punti mensili del piano',
  admin_adjustment: 'Saldo aggiornato dall’amministratore',
  plan_upgrade: 'Passaggio a un piano superiore',
};

export function transactionLabel(transaction: PointsTransaction): string {
  const label = ACTION_LABELS[transaction.action] ?? transaction.description ?? transaction.action;
  return transaction.kind === 'refund' ? `Rimborso: ${label.toLowerCase()}` : label;
}

const SIGNED = new Intl.NumberFormat('it-IT', { signDisplay: 'exceptZero', useGrouping: 'always' });

/** The change to the balance with its sign: '−25' spent (a true minus sign), '+1.000' credited. */
export function signedPoints(pointsUsed: number): string {
  return SIGNED.format(-pointsUsed).replace('-', '\u2212');
}

const WHOLE = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });
export const formatCount = (value: number) => WHOLE.format(value);

/** A missing name or e-mail reads 'Non specificato' (spec 2 §8). */
export const orNotSpecified = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value : NOT_SPECIFIED;
