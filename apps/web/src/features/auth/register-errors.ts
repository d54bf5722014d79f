import type { RegisterResponse } from '@brocardo/shared/contracts/registration';
import { isApiError } from '../../lib/api-client';
import { bodyField } from '../../lib/auth-session';
import type { ServerErrorField, ServerFieldErrors } from './use-register-form';

/** Spec 1 §8 Login and registration: the registration fallbacks. */
export const registrationFallbacks = {
  failed: 'Errore durante la registrazione',
  unavailable: 'Errore durante la registrazione. Riprova più tardi.',
} as const;

const serverFields: readonly ServerErrorField[] = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'captcha_token',
];

function isServerField(field: string): field is ServerErrorField {
  return (serverFields as readonly string[]).includes(field);
}

export interface RegistrationFailure {
  /** A message for the whole form, or null when the field messages say it all. */
  form: string | null;
  fields: ServerFieldErrors;
}

/**
 * Turns a failed POST /api/register into per-field messages (422) or one form message:
 * the server's own message when it sent one, else the spec's fallbacks (unreachable or 5xx
 * servers get "Riprova più tardi").
 */
export function describeRegistrationFailure(error: unknown): RegistrationFailure {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    return { form: registrationFallbacks.unavailable, fields: {} };
  }
  const fields: ServerFieldErrors = {};
  const otherMessages: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    const [first] = messages;
    if (!first) continue;
    if (isServerField(field)) fields[field] = first;
    else otherMessages.push(first);
  }
  if (Object.keys(fields).length > 0) return { form: otherMessages[0] ?? null, fields };
  const message = bodyField(error.body, 'message');
  return {
    form: typeof message === 'string' && message.trim() !== '' ? message : registrationFallbacks.failed,
    fields,
  };
}

/** The success message of a 201 (a 2xx without `success: true` fails the contract: see above). */
export function registrationSuccessMessage(body: RegisterResponse): string {
  return body.message.trim() !== ''
    ? body.message
    : "Registrazione completata! Controlla la tua casella di posta per verificare l'indirizzo email.";
}
