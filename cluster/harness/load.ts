import { send } from './http';

export interface LoadRecord {
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  status: number;
  upstream: string;
  /** More than one when nginx passed the request on to the other replica. */
  tried: string[];
  // biome-ignore lint/suspicious/noExplicitAny: the JSON of an answer, as it came.
  json: any;
  body: string;
  /** The request failed without an HTTP answer (connection cut, timeout). */
  error: string | null;
}

/** Alternately a read and a write that both touch the database: GET /api/user, POST complete-tutorial. */
const REQUESTS = [
  { method: 'GET', path: '/api/user' },
  { method: 'POST', path: '/api/user/complete-tutorial' },
] as const;

/**
 * `workers` clients sending requests back to back through nginx until stopped, each request
 * bounded by `timeoutMs`. Every request is recorded with when it started and ended.
 */
export function startLoad(
  baseURL: string,
  token: string,
  { workers = 4, ip, timeoutMs = 15_000 }: { workers?: number; ip?: string; timeoutMs?: number } = {},
) {
  const records: LoadRecord[] = [];
  let stopped = false;
  const worker = async (offset: number) => {
    for (let index = offset; !stopped; index++) {
      const { method, path } = REQUESTS[index % REQUESTS.length]!;
      const startedAt = performance.now();
      try {
        const res = await send(baseURL, path, { method, token, ip, timeoutMs });
        const { status, upstream, tried, json, body } = res;
        records.push({
          method,
          path,
          startedAt,
          endedAt: performance.now(),
          status,
          upstream,
          tried,
          json,
          body,
          error: null,
        });
      } catch (error) {
        const message =
          error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
        records.push({
          method,
          path,
          startedAt,
          endedAt: performance.now(),
          status: 0,
          upstream: '',
          tried: [],
          json: null,
          body: '',
          error: message,
        });
      }
    }
  };
  const running = Array.from({ length: workers }, (_, offset) => worker(offset));
  return {
    records,
    async stop(): Promise<LoadRecord[]> {
      stopped = true;
      await Promise.all(running);
      return records;
    },
  };
}

export function describeRecord(record: LoadRecord): string {
  return `${record.method} ${record.path} → ${record.status || record.error} via ${record.upstream || '-'} ${record.body.slice(0, 200)}`;
}

/** One line for the test's output: how many requests, answers by status, how many nginx passed on. */
export function summarize(label: string, records: LoadRecord[]): string {
  const byStatus = new Map<string, number>();
  for (const record of records) {
    const key = String(record.status || 'no answer');
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const statuses = [...byStatus].map(([status, count]) => `${count}× ${status}`).join(', ');
  const passedOn = records.filter((record) => record.tried.length > 1).length;
  return `${label}: ${records.length} requests (${statuses}); ${passedOn} passed on by nginx to the other replica`;
}
