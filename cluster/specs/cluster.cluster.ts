import { afterAll, beforeAll } from 'vitest';
import { adminToken } from '../harness/accounts';
import { type Cluster, startCluster } from '../harness/cluster';
import { describeConcurrentCharges } from '../scenarios/concurrent-charges';
import type { ClusterContext } from '../scenarios/context';
import { describeDatabaseOutage } from '../scenarios/database-outage';
import { describeDocuments } from '../scenarios/documents';
import { describeProxyLatency } from '../scenarios/proxy-latency';
import {
  type CutStream,
  describeCrashRefund,
  describeReplicaCrash,
  waitUntilSweepable,
} from '../scenarios/replica-crash';
import { describeRollingRestart } from '../scenarios/rolling-restart';
import { describeSharedAuth } from '../scenarios/shared-auth';

// One cluster for the whole file (starting it is most of the cost): PostgreSQL of its own, Redis,
// the S3 and model fixtures, replicas A and B, nginx. Scenarios run in this order on purpose: the
// crash comes first so that, by the rolling restart at the end, its charge is old enough for the
// sweep that every starting replica runs.
let cluster: Cluster | undefined;
let context: ClusterContext | undefined;
const cut: { stream?: CutStream } = {};

beforeAll(async () => {
  const started = performance.now();
  cluster = await startCluster();
  const nginx = cluster.nginx.url;
  context = {
    nginx,
    replicas: cluster.replicas,
    admin: await adminToken(nginx),
    databaseURL: cluster.postgres.url,
  };
  console.log(`cluster started in ${Math.round(performance.now() - started)} ms`);
});

afterAll(async () => {
  await cluster?.teardown();
});

function current(): ClusterContext {
  if (!context) throw new Error('the cluster did not start');
  return context;
}
const withFixtures = () => ({ ...current(), s3: cluster!.s3, postgres: cluster!.postgres });

describeReplicaCrash(current, cut);
describeSharedAuth(current);
describeConcurrentCharges(current);
describeDocuments(withFixtures);
describeDatabaseOutage(withFixtures);
describeProxyLatency(current);
describeRollingRestart(current, () => waitUntilSweepable(current().databaseURL, cut.stream));
describeCrashRefund(current, cut);
