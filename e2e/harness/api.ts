// Calls to the running server's public API, for seeding what a spec needs faster than the UI would.
import type { Page } from 'playwright-core';

async function call<T>(
  baseURL: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in through POST /api/login (as an administrator with `admin`) and returns the token. */
/** A signed-in POST that must succeed: its JSON answer. */
export function apiPost<T = unknown>(
  baseURL: string,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  return call<T>(baseURL, 'POST', path, token, body);
}

/**
 * The bearer token of the browser's session: signing in there superseded any token taken before, so
 * API calls made after it use this one.
 */
export async function pageToken(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? '';
}

export async function apiToken(
  baseURL: string,
  account: { email: string; password: string },
  admin = false,
): Promise<string> {
  const { token } = await call<{ token: string }>(baseURL, 'POST', '/api/login', null, {
    email: account.email,
    password: account.password,
    ...(admin ? { admin_login: true } : {}),
  });
  return token;
}

export async function apiUserId(baseURL: string, token: string): Promise<number> {
  const body = await call<{ id?: number; user?: { id: number } }>(baseURL, 'GET', '/api/user', token);
  const id = body.user?.id ?? body.id;
  if (typeof id !== 'number') throw new Error(`GET /api/user gave no id: ${JSON.stringify(body)}`);
  return id;
}

/** A conversation holding `count` alternating questions and answers, made through the API. */
export async function apiConversationWith(
  baseURL: string,
  token: string,
  title: string,
  count: number,
): Promise<number> {
  const { id } = await call<{ id: number }>(baseURL, 'POST', '/api/conversations', token, { title });
  for (let index = 0; index < count; index++) {
    const role = index % 2 === 0 ? 'user' : 'assistant';
    await call(baseURL, 'POST', `/api/conversations/${id}/messages`, token, {
      role,
      content: `${role === 'user' ? 'Domanda' : 'Risposta'} numero ${index + 1}`,
    });
  }
  return id;
}

/** An administrator sets a user's points balance (PATCH /api/admin/users/{id}/points). */
export async function apiSetPoints(
  baseURL: string,
  adminToken: string,
  userId: number,
  points: number,
): Promise<void> {
  await call(baseURL, 'PATCH', `/api/admin/users/${userId}/points`, adminToken, {
    points_balance: points,
    reason: 'Prova end-to-end',
  });
}
