import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { ADMIN } from './cluster';
import { send } from './http';

export interface Account {
  id: number;
  email: string;
  password: string;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@studio.it`;
}

/** A distinct client address per scenario, so per-address limits of one never touch another. */
export function clientIp(scenario: number): string {
  return `198.51.100.${scenario}`;
}

export async function login(baseURL: string, account: { email: string; password: string }, ip?: string) {
  const res = await send(baseURL, '/api/login', { body: { ...account }, ip });
  if (res.status !== 200) throw new Error(`login of ${account.email}: ${res.status} ${res.body}`);
  return res.json.token as string;
}

export async function adminToken(baseURL: string): Promise<string> {
  const res = await send(baseURL, '/api/login', { body: { ...ADMIN, admin_login: true }, ip: clientIp(250) });
  if (res.status !== 200) throw new Error(`admin login: ${res.status} ${res.body}`);
  return res.json.token as string;
}

/** A verified account made by the administrator (POST /api/admin/users), with `points` if given. */
export async function createAccount(
  baseURL: string,
  admin: string,
  databaseURL: string,
  { points }: { points?: number } = {},
): Promise<Account> {
  const planId = await withDatabase(databaseURL, async (db) => {
    const { rows } = await db.query<{ id: number }>('select id from subscription_plans order by id limit 1');
    return rows[0]!.id;
  });
  const account = { email: uniqueEmail('avvocato'), password: 'Password123' };
  const res = await send(baseURL, '/api/admin/users', {
    token: admin,
    ip: clientIp(250),
    body: { name: 'Avvocato Prova', ...account, is_admin: false, subscription_plan_id: planId },
  });
  if (res.status !== 201) throw new Error(`user creation: ${res.status} ${res.body}`);
  const id = res.json.user.id as number;
  if (points !== undefined) {
    const patched = await send(baseURL, `/api/admin/users/${id}/points`, {
      method: 'PATCH',
      token: admin,
      ip: clientIp(250),
      body: { points_balance: points, reason: 'Prova cluster' },
    });
    if (patched.status !== 200) throw new Error(`points: ${patched.status} ${patched.body}`);
  }
  return { id, ...account };
}

/** Solves a challenge as the ALTCHA widget does; the token is what POST /api/register takes. */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}

/** A short-lived connection to the cluster's database, for checks the API does not show. */
export async function withDatabase<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
