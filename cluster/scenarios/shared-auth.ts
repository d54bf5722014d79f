import type { Challenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { registrationMessages } from '../../packages/shared/src/contracts/auth';
import { clientIp, createAccount, solveAltcha, uniqueEmail } from '../harness/accounts';
import { send, sendVia } from '../harness/http';
import type { ClusterContext } from './context';

/** What one replica knows about sign-ins, the other knows at once (PostgreSQL and Redis). */
export function describeSharedAuth(context: () => ClusterContext): void {
  describe('sign-ins, lockouts, rate limits and ALTCHA across replicas', () => {
    it('a sign-in on replica A supersedes the session used on B: 409 at once', async () => {
      const { nginx, replicas, admin, databaseURL } = context();
      const [a, b] = replicas;
      const account = await createAccount(nginx, admin, databaseURL);
      const ip = clientIp(10);
      const first = (await sendVia(nginx, a, '/api/login', { body: account, ip })).json.token as string;
      expect((await sendVia(nginx, b, '/api/user', { token: first, ip })).status).toBe(200);

      const second = (await sendVia(nginx, a, '/api/login', { body: account, ip })).json.token as string;
      const superseded = await sendVia(nginx, b, '/api/user', { token: first, ip });
      expect(superseded.status).toBe(409);
      expect(superseded.json.error_code).toBe('SESSION_SUPERSEDED');
      expect((await sendVia(nginx, b, '/api/user', { token: second, ip })).status).toBe(200);
    });

    it('failed sign-ins count together: the third, on either replica, locks the account on both', async () => {
      const { nginx, replicas, admin, databaseURL } = context();
      const [a, b] = replicas;
      const account = await createAccount(nginx, admin, databaseURL);
      const ip = clientIp(11);
      const wrong = { email: account.email, password: 'Sbagliata123' };
      const first = await sendVia(nginx, a, '/api/login', { body: wrong, ip });
      expect([first.status, first.json.remaining_attempts]).toEqual([401, 2]);
      const second = await sendVia(nginx, b, '/api/login', { body: wrong, ip });
      expect([second.status, second.json.remaining_attempts]).toEqual([401, 1]);
      const third = await sendVia(nginx, a, '/api/login', { body: wrong, ip });
      expect([third.status, third.json.error_code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      const right = await sendVia(nginx, b, '/api/login', { body: account, ip });
      expect([right.status, right.json.error_code]).toEqual([429, 'ACCOUNT_LOCKED']);
    });

    it('the per-address sign-in limit counts across replicas (Redis)', async () => {
      const { nginx } = context();
      const ip = clientIp(12);
      const limit = 20; // LOGIN_RATE_LIMIT_PER_MINUTE's default
      const answers = [];
      for (let attempt = 0; attempt < limit; attempt++) {
        const body = { email: uniqueEmail('sconosciuto'), password: 'Password123' };
        answers.push(await send(nginx, '/api/login', { body, ip }));
      }
      expect(answers.map((answer) => answer.status)).toEqual(Array(limit).fill(401));
      // Half went to each replica: counted alone, each would allow `limit` more.
      expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
      const over = await send(nginx, '/api/login', { body: { email: uniqueEmail('x'), password: 'x' }, ip });
      expect([over.status, over.json.error_code]).toEqual([429, 'RATE_LIMITED']);
      // Another address is not affected.
      const other = await send(nginx, '/api/login', {
        body: { email: uniqueEmail('y'), password: 'y' },
        ip: clientIp(13),
      });
      expect(other.status).toBe(401);
    });

    it('an ALTCHA challenge from replica A is accepted by B, and only once', async () => {
      const { nginx, replicas } = context();
      const [a, b] = replicas;
      const ip = clientIp(14);
      const challenge = await sendVia(nginx, a, '/api/captcha/challenge', { ip });
      expect(challenge.status).toBe(200);
      const captcha_token = await solveAltcha(challenge.json as Challenge);
      const registration = (email: string) => ({
        name: 'Giulia Bianchi',
        email,
        password: 'Password123',
        password_confirmation: 'Password123',
        captcha_token,
      });
      const accepted = await sendVia(nginx, b, '/api/register', {
        body: registration(uniqueEmail('nuova')),
        ip,
      });
      expect(accepted.status, accepted.body).toBe(201);
      const replayed = await sendVia(nginx, a, '/api/register', {
        body: registration(uniqueEmail('replica')),
        ip,
      });
      // Redeemed challenges are recorded in PostgreSQL: the same solution fails on any replica.
      expect([replayed.status, replayed.json.error_code]).toEqual([422, 'VALIDATION_FAILED']);
      expect(replayed.json.errors.captcha_token).toEqual([registrationMessages.captchaFailed]);
    });
  });
}
