import { ADMIN_PASSWORD_MIN_LENGTH, SIMPLE_EMAIL_PATTERN, secondsText } from '@brocardo/shared/rules/auth';
import { INVALID_RESPONSE_CODE, isApiError } from '../../lib/api-client';
import { bodyField } from '../../lib/auth-session';

/** The admin sign-in texts of spec 2 §4, §5, §6 and §8. */
export const adminLoginMessages = {
  emailRequired: "L'email è richiesta",
  emailInvalid: 'Inserisci un indirizzo email valido',
  passwordRequired: 'La password è richiesta',
  passwordTooShort: `La password deve essere di almeno ${ADMIN_PASSWORD_MIN_LENGTH} caratteri`,
  afterOneFailure: 'Credenziali errate. 2 tentativi rimanenti.',
  afterTwoFailures: 'Attenzione: Solo 1 tentativo rimanente prima del blocco account.',
  missingSession: 'Autenticazione fallita. Verificare le proprie credenziali.',
  notAdmin: 'Accesso negato. Sono richiesti privilegi di amministratore.',
  unauthorized: 'Credenziali admin non valide. Verificare email e password.',
  invalidData: 'Verificare i dati inseriti e riprovare.',
  tooManyRequests: 'Troppe richieste. Attendere un momento prima di riprovare.',
  connection: 'Errore di connessione. Verificare la rete e riprovare.',
  success: 'Accesso effettuato. Apertura della dashboard…',
  monitored: 'Tutti i tentativi di accesso sono monitorati e registrati.',
} as const;

/**
 * The lock banner's live line: spec 2 §8's lockout text ('… Attendere 60 secondi.') with the
 * seconds actually left, so the lock shows one timer and never a frozen 60 beside it.
 */
export function adminLockedMessage(secondsRemaining: number): string {
  return `Account bloccato a causa di troppi tentativi falliti. Attendere ${secondsText(secondsRemaining)}.`;
}

/** Spec 2 §5: required, then the basic x@y.z shape. */
export function validateAdminEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return adminLoginMessages.emailRequired;
  if (!SIMPLE_EMAIL_PATTERN.test(value)) return adminLoginMessages.emailInvalid;
  return null;
}

/** Spec 2 §5: required, then at least 6 characters. */
export function validateAdminPassword(password: string): string | null {
  if (password === '') return adminLoginMessages.passwordRequired;
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return adminLoginMessages.passwordTooShort;
  return null;
}

/**
 * Spec 2 §8: the server's message when it sent one, otherwise a fallback by status. A 2xx answer
 * without a session (no token, no user) is a failed authentication.
 */
export function adminLoginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.errorCode === INVALID_RESPONSE_CODE) return adminLoginMessages.missingSession;
    const message = bodyField(error.body, 'message');
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (error.status === 401) return adminLoginMessages.unauthorized;
    if (error.status === 422) return adminLoginMessages.invalidData;
    if (error.status === 429) return adminLoginMessages.tooManyRequests;
  }
  return adminLoginMessages.connection;
}

/** The warning after 1 and 2 failures (none before or once locked). */
export function remainingAttemptsWarning(failures: number): string | null {
  if (failures === 1) return adminLoginMessages.afterOneFailure;
  if (failures === 2) return adminLoginMessages.afterTwoFailures;
  return null;
}

/**
 * The one notice of a failure that did not lock the form (spec 2 §4, §6, §8). Wrong credentials
 * show the warning of spec 2 §4, which already says they were wrong and how many attempts are
 * left (the server's "Credenziali non valide. N tentativi rimasti." would say it a second time).
 * Any other failure shows its own message (a non-admin account is not "wrong credentials"), with
 * the last-attempt warning after the second failure.
 */
export function adminFailureNotice(message: string, wrongCredentials: boolean, failures: number): string {
  const warning = remainingAttemptsWarning(failures);
  if (wrongCredentials) return warning ?? message;
  return failures === 2 && warning ? `${message} ${warning}` : message;
}
