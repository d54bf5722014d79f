import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { createUser } from './factories';

/** A signed-in user as the integration tests call the API. */
export interface Caller {
  id: number;
  token: string;
  headers: { authorization: string };
}

/** Signs in through POST /api/login and returns the bearer token. */
export async function tokenFor(t: TestApp, user: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

/** A new verified user on the default plan, signed in. */
export async function signedInUser(t: TestApp): Promise<Caller> {
  const user = await createUser(t.database.db);
  const token = await tokenFor(t, user);
  return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
}
