import { describe, expect, it } from 'vitest';
import { createClaimLoop } from './claim-loop';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createClaimLoop', () => {
  it('does nothing when disabled', async () => {
    let passes = 0;
    const loop = createClaimLoop({
      pollIntervalMs: 1,
      enabled: false,
      pass: async () => void passes++,
      onPassError: () => {},
    });
    loop.start();
    loop.wake();
    await tick();
    expect(passes).toBe(0);
    await loop.stop();
  });

  it('never runs two passes at once: a wake during a pass runs one more right after it', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    let release: () => void = () => {};
    const loop = createClaimLoop({
      pollIntervalMs: 60_000,
      enabled: true,
      pass: async () => {
        passes++;
        running++;
        most = Math.max(most, running);
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
        running--;
      },
      onPassError: () => {},
    });
    loop.start();
    loop.wake();
    loop.wake();
    await tick();
    expect(passes).toBe(1);
    release();
    await tick();
    expect(passes).toBe(2);
    expect(most).toBe(1);
    await loop.stop();
  });

  it('passes again when a tracked job ends, and stop() aborts the signal and waits for the jobs', async () => {
    const pool = new Map<string, Promise<void>>();
    let passes = 0;
    let finishJob: () => void = () => {};
    let jobSawAbort = false;
    const loop = createClaimLoop({
      pollIntervalMs: 60_000,
      enabled: true,
      pass: async () => {
        passes++;
        if (passes === 1) {
          loop.track(
            pool,
            'a',
            new Promise<void>((resolve) => (finishJob = resolve)).then(() => {
              jobSawAbort = loop.signal.aborted;
            }),
          );
        }
      },
      onPassError: () => {},
    });
    loop.start();
    await tick();
    expect(pool.size).toBe(1);
    finishJob();
    await tick();
    expect(pool.size).toBe(0);
    expect(passes).toBe(2);

    loop.track(pool, 'b', new Promise<void>((resolve) => (finishJob = resolve)));
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await tick();
    expect(loop.signal.aborted).toBe(true);
    expect(stopped).toBe(false);
    finishJob();
    await stopping;
    expect(passes).toBe(2);
    expect(jobSawAbort).toBe(false);
  });

  it('reports a failed pass, and keeps passing', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const loop = createClaimLoop({
      pollIntervalMs: 60_000,
      enabled: true,
      pass: async () => {
        passes++;
        if (passes === 1) throw new Error('database down');
      },
      onPassError: (error) => errors.push(error),
    });
    loop.start();
    await tick();
    loop.wake();
    await tick();
    expect(errors.map((error) => (error as Error).message)).toEqual(['database down']);
    expect(passes).toBe(2);
    await loop.stop();
  });
});
