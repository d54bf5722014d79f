/**
 * At most `max` runs at once; the others wait their turn, first come first served. A brief's file is
 * extracted in a worker thread with its own heap: without a bound, many users uploading at once
 * would start as many workers as requests (the personal documents' queue has its own bound).
 */
export function extractionSlots(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(run: () => Promise<T>): Promise<T> {
    if (active < max) active += 1;
    // The slot is handed over by the run that ends, never counted free in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
