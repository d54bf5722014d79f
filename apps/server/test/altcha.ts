import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { App } from '../src/app';

/** Cheap ALTCHA challenges for tests (the real proof of work, only shorter). */
export const CHEAP_ALTCHA_ENV = { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '50' } as const;

export interface AltchaSolution {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

/** Fetches a challenge from the app and solves it with altcha-lib's own solver, as the widget does. */
export async function solveAltcha(app: App): Promise<AltchaSolution> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved in time');
  return { challenge, solution };
}

/** The widget's payload: base64 of `{ challenge, solution }`, sent as `captcha_token`. */
export function altchaToken(solved: AltchaSolution): string {
  const { parameters, signature } = solved.challenge;
  return Buffer.from(
    JSON.stringify({ challenge: { parameters, signature }, solution: solved.solution }),
  ).toString('base64');
}

export async function altchaTokenFor(app: App): Promise<string> {
  return altchaToken(await solveAltcha(app));
}
