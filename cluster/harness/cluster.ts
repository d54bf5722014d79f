import { randomBytes } from 'node:crypto';
import { type OpenAiServer, startOpenAiServer } from '../../apps/server/test/openai-server.mjs';
import { type S3Server, startS3Server } from '../../apps/server/test/s3-server.mjs';
import { killAllChildren } from './child-processes';
import { scriptedAnswers } from './llm-scenarios';
import { type Nginx, nginxBinary, startNginx } from './nginx';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import { flushRedisDatabase } from './redis';
import { Replica } from './replica';
import { freePort } from './wait';

const REDIS_HOST = '127.0.0.1';
const REDIS_PORT = 6379;
/** A Redis database no other suite uses; emptied at start. */
const REDIS_DB = 7;

export const ADMIN = { email: 'admin.cluster@studio.it', password: 'ClusterAdmin123' };
export const BUCKET = 'brocardo-cluster';

/**
 * Deliberately short so the test stays short: the sweep refunds a charge only once it is older than
 * LLM_TIMEOUT_MS + SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS + 60 s (background-jobs.ts), and runs when a
 * replica starts.
 */
export const LLM_TIMEOUT_MS = 10_000;
export const SHUTDOWN_TIMEOUT_MS = 3_000;
export const SHUTDOWN_DRAIN_MS = 3_000;
export const SWEEP_SETTLED_AFTER_MS = LLM_TIMEOUT_MS + SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS + 60_000;

export interface Cluster {
  nginx: Nginx;
  /** Replica A and replica B. */
  replicas: [Replica, Replica];
  postgres: PrivatePostgres;
  s3: S3Server;
  llm: OpenAiServer;
  teardown(): Promise<void>;
}

function replicaEnv(ports: { nginx: number }, postgres: PrivatePostgres, s3: S3Server, llm: OpenAiServer) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.url,
    REDIS_URL: `redis://${REDIS_HOST}:${REDIS_PORT}/${REDIS_DB}`,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: 'cluster-access-key',
    S3_SECRET_ACCESS_KEY: 'cluster-secret-key',
    S3_FORCE_PATH_STYLE: 'true',
    // The same on every replica: a challenge from one is checked by the other.
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '50',
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_API_KEY: 'cluster-test-key',
    LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
    LLM_FIRST_TOKEN_TIMEOUT_MS: '5000',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
    // 200 questions of one user at once are the point of a test, not abuse.
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    DOCUMENT_POLL_INTERVAL_MS: '200',
    OCR_ENABLED: 'false',
    DATABASE_POOL_MAX: '10',
  };
}

export async function startCluster(): Promise<Cluster> {
  nginxBinary();
  const cleanups: Array<() => Promise<unknown>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    killAllChildren();
  };
  try {
    const [pgPort, nginxPort, portA, portB] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    await flushRedisDatabase(REDIS_HOST, REDIS_PORT, REDIS_DB);
    const postgres = await startPrivatePostgres(pgPort);
    cleanups.push(() => postgres.destroy());
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const llm = await startOpenAiServer({ scenario: scriptedAnswers });
    cleanups.push(() => llm.close());

    const env = replicaEnv({ nginx: nginxPort }, postgres, s3, llm);
    const a = await Replica.create('replica-a', portA!, env);
    const b = await Replica.create('replica-b', portB!, env);
    cleanups.push(
      () => a.dispose(),
      () => b.dispose(),
    );
    // Booting together is itself a check: migrations and seed take turns under an advisory lock.
    await Promise.all([a.start(), b.start()]);
    const nginx = await startNginx(nginxPort!, [a.port, b.port]);
    cleanups.push(() => nginx.stop());
    return { nginx, replicas: [a, b], postgres, s3, llm, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}

// Interrupted (Ctrl-C, a CI timeout): nothing this harness started may outlive the run. Exiting
// runs the 'exit' hooks too (the private PostgreSQL's stop).
process.once('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllChildren();
    process.exit(130);
  });
}
