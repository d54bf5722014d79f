import { describe, expect, it } from 'vitest';
import { clientIp, createAccount, login, withDatabase } from '../harness/accounts';
import { streamChat } from '../harness/http';
import type { ClusterContext } from './context';

const QUESTIONS = 200;
const BALANCE = 150;
/** POINTS_COST_CHAT_MESSAGE's default. */
const COST = 2;

export function describeConcurrentCharges(context: () => ClusterContext): void {
  describe('points charged on both replicas at once', () => {
    it(`${QUESTIONS} concurrent questions never overdraw, and the ledger sums to the balance`, async () => {
      const { nginx, admin, databaseURL } = context();
      const account = await createAccount(nginx, admin, databaseURL, { points: BALANCE });
      const ip = clientIp(20);
      const token = await login(nginx, account, ip);

      const outcomes = await Promise.all(
        Array.from({ length: QUESTIONS }, (_, index) =>
          streamChat(nginx, token, `Domanda numero ${index}`, ip),
        ),
      );
      const streamed = outcomes.filter((outcome) => outcome.status === 200);
      const refused = outcomes.filter((outcome) => outcome.status === 402);
      expect(streamed.length + refused.length, JSON.stringify(outcomes.map((o) => o.status))).toBe(QUESTIONS);
      expect(streamed.every((outcome) => outcome.finished)).toBe(true);
      const answered = streamed.filter((outcome) => outcome.text.includes('"type":"done"'));
      expect(answered.length).toBe(BALANCE / COST);
      // Each replica answers one question of the burst before its charge commits (the balance read
      // with the session covered it): when the others spent the points first, that stream ends in a
      // 402 that took nothing. At most one such stream per replica.
      const outspent = streamed.filter((outcome) => !answered.includes(outcome));
      expect(outspent.length).toBeLessThanOrEqual(2);
      for (const outcome of outspent) expect(outcome.text).toContain('"error_code":"INSUFFICIENT_POINTS"');
      expect(new Set(answered.map((outcome) => outcome.upstream)).size).toBe(2);

      const ledger = await withDatabase(databaseURL, async (db) => {
        const { rows } = await db.query<{ balance: number; total: number; charges: number; lowest: number }>(
          `select u.points_balance as balance,
                  (select coalesce(sum(delta), 0)::int from points_ledger where user_id = u.id) as total,
                  (select count(*)::int from points_ledger where user_id = u.id and kind = 'charge') as charges,
                  (select min(balance_after) from points_ledger where user_id = u.id) as lowest
           from users u where u.id = $1`,
          [account.id],
        );
        return rows[0]!;
      });
      expect(ledger).toEqual({ balance: 0, total: 0, charges: BALANCE / COST, lowest: 0 });
    });
  });
}
