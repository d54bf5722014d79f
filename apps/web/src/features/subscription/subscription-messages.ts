import { errorTable, isErrorCode } from '@brocardo/shared';
import { isApiError } from '../../lib/api-client';

export const PAGE_TITLE = 'Piani di abbonamento';
export const LOADING_TEXT = 'Caricamento piani...';
export const LOAD_ERROR = 'Impossibile caricare i piani. Riprova più tardi.';
export const REQUEST_ERROR = 'Impossibile inviare la richiesta. Riprova più tardi.';
export const WITHDRAW_ERROR = 'Impossibile ritirare la richiesta. Riprova più tardi.';
export const WITHDRAWN_TEXT = 'Richiesta ritirata: il tuo piano resta invariato.';
export const BETA_EXPLANATION =
  'Brocardo è in beta: non ci sono pagamenti online. La richiesta arriva agli amministratori, che ti ' +
  'contatteranno all’indirizzo e-mail del tuo account e cambieranno il piano.';

/**
 * The Italian message of a failed call: the shared error table's text for its error_code, the
 * client's own text for a network failure, else `fallback`. Never read from the message text.
 */
export function subscriptionErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (isErrorCode(error.errorCode)) return errorTable[error.errorCode].message;
  if (error.isNetworkError) return error.message;
  return fallback;
}
