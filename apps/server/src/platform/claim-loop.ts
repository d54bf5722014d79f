/**
 * The loop shared by the background workers that claim work from a database queue (documents,
 * review documents and cells): a pass runs now, on every tick, on `wake()` and whenever a job ends,
 * never two passes at once (a pass asked for while one runs is run again right after it). Jobs are
 * tracked in the caller's pools, whose sizes bound what a pass claims. `stop()` aborts `signal`,
 * waits for the pass under way and then for every job, which see the signal and give their work back.
 */
export interface ClaimLoop {
  /** Aborted by stop(): passes stop claiming, jobs release what they hold. */
  readonly signal: AbortSignal;
  /** Tracks a claimed job under `id` in `pool` until it ends; its end triggers another pass. */
  track(pool: Map<string, Promise<void>>, id: string, job: Promise<void>): void;
  start(): void;
  /** Looks for work now (after an upload, a start or a retry) instead of at the next tick. */
  wake(): void;
  stop(): Promise<void>;
}

export function createClaimLoop({
  pollIntervalMs,
  enabled,
  pass,
  onPassError,
}: {
  pollIntervalMs: number;
  /** False when this server takes no background work (its concurrency is 0): start() does nothing. */
  enabled: boolean;
  /** Claims work while the pools have room, handing each job to `track`. */
  pass(): Promise<void>;
  onPassError(error: unknown): void;
}): ClaimLoop {
  const stopping = new AbortController();
  const pools = new Set<Map<string, Promise<void>>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;
  let passAgain = false;

  function poll(): Promise<void> {
    if (polling) {
      passAgain = true;
      return polling;
    }
    polling = (async () => {
      do {
        passAgain = false;
        try {
          await pass();
        } catch (error) {
          if (!stopping.signal.aborted) onPassError(error);
        }
      } while (passAgain && !stopping.signal.aborted);
    })().finally(() => {
      polling = null;
    });
    return polling;
  }

  return {
    signal: stopping.signal,
    track(pool, id, job) {
      pools.add(pool);
      pool.set(
        id,
        job.finally(() => {
          pool.delete(id);
          if (!stopping.signal.aborted) void poll();
        }),
      );
    },
    start() {
      if (!enabled || timer) return;
      timer = setInterval(() => void poll(), pollIntervalMs);
      timer.unref();
      void poll();
    },
    wake() {
      if (timer && !stopping.signal.aborted) void poll();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort(new Error('server stopping'));
      await polling;
      await Promise.allSettled([...pools].flatMap((pool) => [...pool.values()]));
    },
  };
}
