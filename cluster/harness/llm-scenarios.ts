import type { Scenario } from '../../apps/server/test/openai-server.mjs';

/** Put this in a question to get a slow stream (about 8 s), long enough to kill its replica mid-way. */
export const SLOW_MARKER = 'risposta lenta';

const QUICK: Scenario = {
  chunks: ['Risposta', ' breve', ' di prova.'],
  usage: { prompt_tokens: 50, completion_tokens: 3, cached_tokens: 0 },
};

const SLOW: Scenario = {
  chunk: (index) => `parte ${index} `,
  chunkCount: 40,
  chunkDelayMs: 200,
  usage: { prompt_tokens: 50, completion_tokens: 40, cached_tokens: 0 },
};

/** The fixture model's answer to one request: slow when the question asks for it. */
export function scriptedAnswers(body: Record<string, unknown>): Scenario {
  const messages = (body.messages ?? []) as Array<{ content?: unknown }>;
  const last = String(messages.at(-1)?.content ?? '');
  return last.includes(SLOW_MARKER) ? SLOW : QUICK;
}
