import type { LlmProvider, LlmStreamInput, LlmUsage, OnDelta } from '../../ai/llm';

/**
 * The model's answer, requested as soon as its messages are known: the upstream round trip then runs
 * while the charge commits instead of after it. What arrives before the stream opens is held and
 * delivered first, in order; `cancel` stops the request when the question is refused after all (a
 * 402, a stream that could not open), so nothing is answered that was not paid for.
 */
export interface EarlyAnswer {
  /** Delivers the answer to `onDelta` (the text held so far first); resolves as provider.stream does. */
  deliver(onDelta: OnDelta, signal: AbortSignal): Promise<LlmUsage | null>;
  /** Stops the upstream request; the answer is never delivered. */
  cancel(): void;
}

export function startEarlyAnswer(provider: LlmProvider, input: Omit<LlmStreamInput, 'signal'>): EarlyAnswer {
  const upstream = new AbortController();
  let held: string[] = [];
  let sink: OnDelta | null = null;
  const usage = provider.stream({ ...input, signal: upstream.signal }, (text) => {
    if (sink) return sink(text);
    held.push(text);
  });
  // Awaited by deliver; a cancelled answer's rejection is nobody's to handle.
  usage.catch(() => {});

  return {
    async deliver(onDelta, signal) {
      const stop = () => upstream.abort(signal.reason);
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
      try {
        // Text may keep arriving while the held text is written: it joins `held` until the last
        // held piece is out, then goes straight to onDelta (no await between the two, so no gap).
        for (let index = 0; index < held.length; index += 1) await onDelta(held[index]!);
        held = [];
        sink = onDelta;
        return await usage;
      } finally {
        signal.removeEventListener('abort', stop);
      }
    },
    cancel() {
      upstream.abort();
    },
  };
}
