import { describe, expect, it } from 'vitest';
import { clientIp, createAccount, login } from '../harness/accounts';
import { send } from '../harness/http';
import { describeRecord, startLoad, summarize } from '../harness/load';
import type { Replica } from '../harness/replica';
import { pollUntil } from '../harness/wait';
import type { ClusterContext } from './context';

/** nginx sends traffic to `replica` again (its fail_timeout has run out since the restart). */
async function backInRotation(nginx: string, replica: Replica): Promise<void> {
  await pollUntil(`${replica.name} back in rotation`, async () =>
    (await send(nginx, '/healthz')).upstream === replica.address ? true : undefined,
  );
}

export function describeRollingRestart(
  context: () => ClusterContext,
  beforeRestart: () => Promise<void>,
): void {
  describe('a rolling restart', () => {
    it('one replica at a time (SIGTERM, start, ready) fails no request not in flight on the stopped one', async () => {
      const { nginx, replicas, admin, databaseURL } = context();
      await beforeRestart();
      const account = await createAccount(nginx, admin, databaseURL);
      const ip = clientIp(60);
      const token = await login(nginx, account, ip);
      const load = startLoad(nginx, token, { ip, workers: 4 });
      const exits: Array<number | null> = [];
      for (const replica of replicas) {
        const mark = load.records.length;
        await pollUntil('steady traffic', () => (load.records.length >= mark + 20 ? true : undefined));
        exits.push(await replica.stop());
        await replica.start();
        await backInRotation(nginx, replica);
      }
      const mark = load.records.length;
      await pollUntil('traffic after the restart', () =>
        load.records.length >= mark + 20 ? true : undefined,
      );
      const records = await load.stop();
      console.log(summarize('rolling restart', records));
      expect(exits, 'both shut down gracefully').toEqual([0, 0]);
      expect(new Set(records.map((record) => record.upstream)).size).toBeGreaterThanOrEqual(2);
      const failed = records.filter((record) => record.status !== 200);
      expect(failed.map(describeRecord)).toEqual([]);
    });
  });
}
