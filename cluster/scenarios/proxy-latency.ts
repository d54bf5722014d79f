import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { median } from '../harness/wait';
import type { ClusterContext } from './context';

const SAMPLES = 400;

/** Sequential GETs over one kept-alive connection; the p50 in milliseconds. */
async function p50(url: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = request(url, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      });
      req.setTimeout(5_000, () => req.destroy(new Error(`${url}: no answer in 5 s`)));
      req.on('error', reject);
      req.end();
    });
  try {
    for (let warm = 0; warm < 50; warm++) await once();
    const times: number[] = [];
    for (let index = 0; index < SAMPLES; index++) times.push(await once());
    return median(times);
  } finally {
    agent.destroy();
  }
}

export function describeProxyLatency(context: () => ClusterContext): void {
  describe('latency added by nginx', () => {
    it('GET /healthz: p50 through nginx minus p50 direct to a replica (goal ≤ 1 ms)', async () => {
      const { nginx, replicas } = context();
      // Interleaved rounds, so a burst of load elsewhere on the machine hits both sides alike.
      const direct: number[] = [];
      const proxied: number[] = [];
      for (let round = 0; round < 3; round++) {
        direct.push(await p50(`${replicas[round % 2]!.url}/healthz`));
        proxied.push(await p50(`${nginx}/healthz`));
      }
      const added = median(proxied) - median(direct);
      console.log(
        `GET /healthz p50: direct ${median(direct).toFixed(3)} ms, through nginx ${median(proxied).toFixed(3)} ms, added ${added.toFixed(3)} ms (goal ≤ 1 ms)`,
      );
      expect(added).toBeLessThanOrEqual(1);
    });
  });
}
