/**
 * Runs `task` now and then every `intervalMs`, never two at once (a run still going skips the
 * tick); errors are logged, never thrown. The returned stop clears the timer and waits for a run
 * under way, so a shutdown never cuts a sweep half-way.
 */
export function startPeriodic(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
