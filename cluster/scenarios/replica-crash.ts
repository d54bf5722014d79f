import { describe, expect, it } from 'vitest';
import { clientIp, createAccount, login, withDatabase } from '../harness/accounts';
import { SWEEP_SETTLED_AFTER_MS } from '../harness/cluster';
import { backInRotation, openChatStream, send } from '../harness/http';
import { SLOW_MARKER } from '../harness/llm-scenarios';
import { pollUntil } from '../harness/wait';
import type { ClusterContext } from './context';

const POINTS = 100;
/** POINTS_COST_CHAT_MESSAGE's default. */
const COST = 2;

/** The stream cut by the kill: its charge is refunded by a later sweep (describeCrashRefund). */
export interface CutStream {
  victimId: number;
  survivorId: number;
}

async function ledgerOf(databaseURL: string, userId: number) {
  return withDatabase(databaseURL, async (db) => {
    const { rows } = await db.query<{ id: number; kind: string; refund_of: number | null; age_ms: number }>(
      `select id, kind, refund_of, (extract(epoch from now() - created_at) * 1000)::int as age_ms
       from points_ledger where user_id = $1 order by id`,
      [userId],
    );
    const user = await db.query<{ points_balance: number }>(
      'select points_balance from users where id = $1',
      [userId],
    );
    return { rows, balance: user.rows[0]!.points_balance };
  });
}

export function describeReplicaCrash(context: () => ClusterContext, cut: { stream?: CutStream }): void {
  describe('a replica killed mid-stream', () => {
    it('loses only its own stream; the other replica keeps serving', async () => {
      const { nginx, replicas, admin, databaseURL } = context();
      const victimAccount = await createAccount(nginx, admin, databaseURL, { points: POINTS });
      const survivorAccount = await createAccount(nginx, admin, databaseURL, { points: POINTS });
      const ip = clientIp(40);
      const victimToken = await login(nginx, victimAccount, ip);
      const survivorToken = await login(nginx, survivorAccount, ip);

      // One slow stream (8 s) per replica: round robin sends the second to the other one.
      const victim = await openChatStream(nginx, victimToken, `Voglio una ${SLOW_MARKER}`, ip);
      const survivor = await openChatStream(nginx, survivorToken, `Voglio una ${SLOW_MARKER}`, ip);
      expect([victim.status, survivor.status]).toEqual([200, 200]);
      expect(victim.upstream).not.toBe(survivor.upstream);
      const killed = replicas.find((replica) => replica.address === victim.upstream)!;
      const other = replicas.find((replica) => replica !== killed)!;

      try {
        await killed.kill();
        const [cutOff, kept] = await Promise.all([victim.outcome, survivor.outcome]);
        expect(cutOff.finished, 'the killed replica’s stream cannot end normally').toBe(false);
        expect(kept.finished, kept.error ?? kept.text.slice(-300)).toBe(true);
        expect(kept.text).toContain('parte 39');

        // Every request after the kill is answered by the other replica (the first may have been tried
        // on the dead one's kept-alive connection first: nginx passed it on).
        const after = [];
        for (let index = 0; index < 10; index++) {
          after.push(await send(nginx, '/api/user', { token: survivorToken, ip }));
          after.push(
            await send(nginx, '/api/user/complete-tutorial', { method: 'POST', token: survivorToken, ip }),
          );
        }
        expect(after.map((res) => `${res.status} ${res.upstream}`)).toEqual(
          after.map(() => `200 ${other.address}`),
        );

        // The cut stream stays charged until a sweep finds it; the finished one is simply paid.
        const victimLedger = await ledgerOf(databaseURL, victimAccount.id);
        expect(victimLedger.balance).toBe(POINTS - COST);
        expect((await ledgerOf(databaseURL, survivorAccount.id)).balance).toBe(POINTS - COST);
        cut.stream = { victimId: victimAccount.id, survivorId: survivorAccount.id };
      } finally {
        // Back in service for the scenarios that follow (its boot-time sweep is too early to refund),
        // and in nginx's rotation: they address each replica through it.
        await killed.start();
        await backInRotation(nginx, killed);
      }
    });
  });
}

/** Waits until the cut stream's charge is older than the sweep's settle age: a sweep would refund it now. */
export async function waitUntilSweepable(databaseURL: string, cut: CutStream | undefined): Promise<void> {
  if (!cut) return;
  await pollUntil(
    'the cut stream’s charge to be overdue',
    async () => {
      const { rows } = await ledgerOf(databaseURL, cut.victimId);
      const charge = rows.find((row) => row.kind === 'charge');
      return charge && charge.age_ms > SWEEP_SETTLED_AFTER_MS + 500 ? true : undefined;
    },
    { timeoutMs: SWEEP_SETTLED_AFTER_MS + 10_000, intervalMs: 500 },
  );
}

export function describeCrashRefund(context: () => ClusterContext, cut: { stream?: CutStream }): void {
  describe('the killed stream’s charge', () => {
    it('is refunded by the sweep of a replica started after it became overdue; the finished one is not', async () => {
      const { databaseURL } = context();
      const stream = cut.stream;
      expect(stream, 'the crash scenario ran').toBeDefined();
      const victim = await pollUntil(
        'the interrupted charge to be refunded',
        async () => {
          const ledger = await ledgerOf(databaseURL, stream!.victimId);
          return ledger.rows.some((row) => row.kind === 'refund') ? ledger : undefined;
        },
        { timeoutMs: 20_000, intervalMs: 250 },
      );
      const charge = victim.rows.find((row) => row.kind === 'charge')!;
      expect(victim.rows.filter((row) => row.kind === 'refund').map((row) => row.refund_of)).toEqual([
        charge.id,
      ]);
      expect(victim.balance).toBe(POINTS);
      const survivor = await ledgerOf(databaseURL, stream!.survivorId);
      expect(survivor.rows.some((row) => row.kind === 'refund')).toBe(false);
      expect(survivor.balance).toBe(POINTS - COST);
    });
  });
}
