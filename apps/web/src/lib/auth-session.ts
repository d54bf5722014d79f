import type { LoginResponse } from '@brocardo/shared/contracts/auth';
import { api, apiFetchResponse, ignoredBody } from './api-client';
import { appEvents, emitAppEvent } from './events';
import { isRecord } from './records';
import { clearSession, getAuthToken, type StoredUser, saveSession } from './storage';

export interface LoginSession {
  token: string;
  user: StoredUser;
}

/** A field of an error or response body, when the body is an object. */
export function bodyField(body: unknown, field: string): unknown {
  return isRecord(body) ? body[field] : undefined;
}

/** The session a login response starts: its token and the user fields the app keeps (spec 1 §3). */
export function loginSession({ token, user }: LoginResponse): LoginSession {
  return { token, user: { id: user.id, name: user.name, email: user.email, is_admin: user.is_admin } };
}

/** Stores the session and tells the app (spec 1 §4: "announces an auth change"). */
export function startSession({ token, user }: LoginSession): void {
  saveSession(token, user);
  emitAppEvent(appEvents.authChanged);
}

/** Clears the local session and tells the app. */
export function endLocalSession(): void {
  clearSession();
  emitAppEvent(appEvents.authChanged);
}

/** GET /sanctum/csrf-cookie before signing in; a failure is only logged (spec 2 §7). */
export async function fetchCsrfCookie(): Promise<void> {
  try {
    await apiFetchResponse('/sanctum/csrf-cookie', { method: 'GET', auth: false });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Impossibile ottenere il cookie CSRF: ${reason}`);
  }
}

/**
 * POST /api/logout with the current token; any failure is ignored (spec 2 §4). The token is sent
 * by hand with `auth: false` so that an already expired token does not trigger the client's
 * "session expired" redirect: the user is leaving anyway.
 */
export async function logoutOnServer(): Promise<void> {
  const token = getAuthToken();
  if (!token) return;
  try {
    await api.post('/api/logout', undefined, ignoredBody, {
      auth: false,
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    // The local session is cleared anyway.
  }
}
