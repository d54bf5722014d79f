import { isApiError } from '../../lib/api-client';

export const GENERIC_ERROR = 'Operazione non riuscita. Riprova tra poco.';

/** What to tell the user about a failed review request: the field's message, the server's, or a generic one. */
export function reviewErrorText(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR;
  const field = Object.values(error.fieldErrors ?? {}).flat()[0];
  return field ?? (error.status >= 500 || error.status === 0 ? GENERIC_ERROR : error.message);
}
