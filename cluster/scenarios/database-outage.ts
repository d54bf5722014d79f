import { describe, expect, it } from 'vitest';
import { errorTable } from '../../packages/shared/src/errors';
import { clientIp, createAccount, login } from '../harness/accounts';
import { send } from '../harness/http';
import { describeRecord, type LoadRecord, startLoad, summarize } from '../harness/load';
import type { PrivatePostgres } from '../harness/private-postgres';
import { pollUntil } from '../harness/wait';
import type { ClusterContext } from './context';

/** No request may hang longer than this while the database is away. */
const ANSWER_BOUND_MS = 10_000;
const ITALIAN_MESSAGES = new Set<string>(Object.values(errorTable).map((entry) => entry.message));

/** An answer that is JSON with an Italian message from the error table and no stack trace. */
function answeredCleanly(record: LoadRecord): boolean {
  return ITALIAN_MESSAGES.has(record.json?.message) && !/\bat \S+ \(|node_modules|\.js:\d+/.test(record.body);
}

export function describeDatabaseOutage(context: () => ClusterContext & { postgres: PrivatePostgres }): void {
  describe('PostgreSQL restarted under load', () => {
    let failed: LoadRecord[] = [];

    it('requests fail with an Italian message, none hangs, and all succeed again without restarting the replicas', async () => {
      const { nginx, replicas, admin, databaseURL, postgres } = context();
      const account = await createAccount(nginx, admin, databaseURL);
      const ip = clientIp(50);
      const token = await login(nginx, account, ip);
      const pids = replicas.map((replica) => replica.child?.process.pid);

      const load = startLoad(nginx, token, { ip, workers: 2, timeoutMs: ANSWER_BOUND_MS + 5_000 });
      await pollUntil('some answers before the outage', () => (load.records.length >= 10 ? true : undefined));
      await postgres.stopImmediately();
      const down = performance.now();
      await pollUntil('answers during the outage', () =>
        load.records.filter((record) => record.startedAt > down).length >= 20 ? true : undefined,
      );
      await postgres.start();
      const up = performance.now();
      await pollUntil(
        'successes after the restart',
        () =>
          load.records.filter((r) => r.startedAt > up && r.status === 200).length >= 20 ? true : undefined,
        { timeoutMs: 30_000 },
      );
      const records = await load.stop();
      console.log(summarize('PostgreSQL restart', records));

      const duringOutage = records.filter((record) => record.startedAt > down && record.endedAt < up);
      failed = duringOutage.filter((record) => record.status !== 200);
      expect(failed.length, 'the outage was noticed').toBeGreaterThan(0);
      const unclean = failed.filter((record) => !answeredCleanly(record));
      expect(unclean.map(describeRecord), 'JSON with an Italian message, never a stack or a cut').toEqual([]);
      const slow = records.filter((record) => record.endedAt - record.startedAt > ANSWER_BOUND_MS);
      expect(slow.map(describeRecord), `no answer later than ${ANSWER_BOUND_MS} ms`).toEqual([]);

      // Back without restarting anything: same processes, ready, answering.
      expect(replicas.map((replica) => replica.child?.process.pid)).toEqual(pids);
      for (const replica of replicas) expect((await send(replica.url, '/readyz')).status).toBe(200);
      const afterwards = records.filter((record) => record.startedAt > up + 2_000);
      expect(afterwards.filter((record) => record.status !== 200).map(describeRecord)).toEqual([]);
    });

    it('those failures are 503 Servizio momentaneamente non disponibile, not 500', () => {
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.map(describeRecord).filter((line) => !/ → 503 /.test(line))).toEqual([]);
    });
  });
}
