import { describe, expect, it } from 'vitest';
import type { LlmProvider, LlmStreamInput, OnDelta } from '../../ai/llm';
import { startEarlyAnswer } from './early-answer';

/** A provider whose text the test pushes by hand; `finish` ends the stream. */
function scriptedProvider() {
  let onDelta: OnDelta = () => {};
  let finish: () => void = () => {};
  let input: LlmStreamInput | undefined;
  const provider = {
    kind: 'openai',
    model: 'test',
    stream(streamInput: LlmStreamInput, delta: OnDelta) {
      input = streamInput;
      onDelta = delta;
      return new Promise((resolve, reject) => {
        finish = () => resolve({ promptTokens: 1, cachedPromptTokens: 0, completionTokens: 2 });
        streamInput.signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    },
    complete: () => Promise.reject(new Error('not used')),
  } as unknown as LlmProvider;
  return { provider, push: (text: string) => onDelta(text), finish: () => finish(), input: () => input! };
}

describe('an answer requested before the charge commits', () => {
  it('holds what arrives before the stream opens and delivers it first, in order', async () => {
    const upstream = scriptedProvider();
    const answer = startEarlyAnswer(upstream.provider, { messages: [{ role: 'user', content: 'Domanda' }] });
    upstream.push('Uno ');
    upstream.push('due ');
    const received: string[] = [];
    const delivering = answer.deliver(async (text) => {
      received.push(text);
      // Text arriving while the held text is written joins the queue behind it.
      if (text === 'Uno ') upstream.push('tre ');
    }, new AbortController().signal);
    await Promise.resolve();
    upstream.push('quattro');
    upstream.finish();
    expect(await delivering).toEqual({ promptTokens: 1, cachedPromptTokens: 0, completionTokens: 2 });
    expect(received.join('')).toBe('Uno due tre quattro');
  });

  it('stops the upstream request when cancelled (a 402) or when the client leaves', async () => {
    const refused = scriptedProvider();
    startEarlyAnswer(refused.provider, { messages: [] }).cancel();
    expect(refused.input().signal.aborted).toBe(true);

    const left = scriptedProvider();
    const client = new AbortController();
    const delivering = startEarlyAnswer(left.provider, { messages: [] }).deliver(() => {}, client.signal);
    client.abort();
    expect(left.input().signal.aborted).toBe(true);
    await expect(delivering).rejects.toThrow('aborted');
  });
});
