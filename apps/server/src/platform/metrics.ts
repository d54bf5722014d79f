import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** One model call as the usage records store it, in the provider's currency. */
export interface UsageSample {
  action: string;
  status: string;
  promptTokens: number;
  cachedPromptTokens: number;
  completionTokens: number;
  cost: number;
}

export interface MetricsSources {
  /** Documents waiting for (or in) processing and the oldest one's age, read at each scrape. */
  documentQueue(): Promise<{ waiting: number; oldestAgeSeconds: number }>;
  /** Chat streams open in this process. */
  activeStreams(): number;
}

/**
 * What the product counts for Prometheus (`GET /metrics`, METRICS_TOKEN). Each replica counts its
 * own; Prometheus sums them. Disabled (every method a no-op, no request hook) without a token.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** The Prometheus text of every metric, or null when disabled. */
  scrape(): Promise<{ contentType: string; body: string } | null>;
  /** Whether `authorization` carries the configured token (constant-time). */
  authorised(authorization: string | undefined): boolean;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  usageRecorded(sample: UsageSample): void;
  loginFailed(lockedOut: boolean): void;
  chargesRefundedBySweep(count: number): void;
}

const DISABLED: Metrics = {
  enabled: false,
  scrape: async () => null,
  authorised: () => false,
  observeRequest: () => {},
  usageRecorded: () => {},
  loginFailed: () => {},
  chargesRefundedBySweep: () => {},
};

/** Request durations: a JSON call answers in milliseconds, a stream lasts up to minutes. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export function createMetrics(token: string | undefined, sources: MetricsSources): Metrics {
  if (!token) return DISABLED;
  const expected = Buffer.from(`Bearer ${token}`);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'brocardo_' });

  const requests = new Histogram({
    name: 'brocardo_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status (streams excluded: see brocardo_chat_streams_active)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'brocardo_chat_streams_active',
    help: 'Chat answers being streamed by this process',
    registers: [registry],
    collect() {
      this.set(sources.activeStreams());
    },
  });
  const tokens = new Counter({
    name: 'brocardo_model_tokens_total',
    help: 'Model tokens by action and kind (prompt, cached_prompt, completion)',
    labelNames: ['action', 'kind'] as const,
    registers: [registry],
  });
  const cost = new Counter({
    name: 'brocardo_model_cost_total',
    help: "Model cost by action, in the provider's currency (the configured prices per million tokens)",
    labelNames: ['action'] as const,
    registers: [registry],
  });
  const calls = new Counter({
    name: 'brocardo_model_calls_total',
    help: 'Metered model runs by action and outcome (completed, aborted, failed)',
    labelNames: ['action', 'status'] as const,
    registers: [registry],
  });
  const queueWaiting = new Gauge({
    name: 'brocardo_document_queue_depth',
    help: 'Personal documents waiting for or in processing (all replicas: read from the database)',
    registers: [registry],
  });
  const queueOldest = new Gauge({
    name: 'brocardo_document_queue_oldest_age_seconds',
    help: 'Age of the oldest document waiting for or in processing (0 when none)',
    registers: [registry],
  });
  const refunds = new Counter({
    name: 'brocardo_interrupted_charges_refunded_total',
    help: 'Charges of runs stopped mid-way (crash, kill) given back by the sweep',
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'brocardo_login_failures_total',
    help: 'Sign-ins refused for a wrong address or password',
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'brocardo_login_lockouts_total',
    help: 'Accounts locked after too many failed sign-ins',
    registers: [registry],
  });

  return {
    enabled: true,
    async scrape() {
      // Read at scrape time rather than in a collect(): a database that does not answer leaves the
      // last values and the rest of the page, instead of failing the scrape.
      try {
        const queue = await sources.documentQueue();
        queueWaiting.set(queue.waiting);
        queueOldest.set(queue.oldestAgeSeconds);
      } catch {
        // The readiness probe reports the database; the page still serves the other metrics.
      }
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    authorised(authorization) {
      const given = Buffer.from(authorization ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    usageRecorded(sample) {
      calls.inc({ action: sample.action, status: sample.status });
      tokens.inc({ action: sample.action, kind: 'prompt' }, sample.promptTokens);
      tokens.inc({ action: sample.action, kind: 'cached_prompt' }, sample.cachedPromptTokens);
      tokens.inc({ action: sample.action, kind: 'completion' }, sample.completionTokens);
      if (sample.cost > 0) cost.inc({ action: sample.action }, sample.cost);
    },
    loginFailed(lockedOut) {
      loginFailures.inc();
      if (lockedOut) lockouts.inc();
    },
    chargesRefundedBySweep(count) {
      if (count > 0) refunds.inc(count);
    },
  };
}

/**
 * Times every answered request by its route pattern (`/api/conversations/:id`, never the raw URL:
 * one series per route); unmatched paths count as one. Streams end outside Fastify's reply cycle
 * and are counted by brocardo_chat_streams_active instead.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  if (!metrics.enabled) return;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
