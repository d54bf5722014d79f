import type { Scenario } from '../../apps/server/test/openai-server.mjs';

/** The instruction of a Revisione tabellare cell (apps/server tabular-reviews/cell-answer.ts). */
export const REVIEW_CELL_SYSTEM_PREFIX = 'Sei un assistente legale che compila una revisione tabellare';

const stems = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 5)));

/**
 * A cell's answer: the sentence of the fenced document sharing most words with the question,
 * quoted verbatim, and a short answer drawn from it.
 */
export function reviewCellScenario(body: Record<string, unknown>): Scenario | null {
  const messages = (body.messages ?? []) as Array<{ role: string; content: string }>;
  if (
    !messages.some(
      (message) => message.role === 'system' && message.content.startsWith(REVIEW_CELL_SYSTEM_PREFIX),
    )
  )
    return null;
  const user = messages.find((message) => message.role === 'user')?.content ?? '';
  const question = /^Domanda: (.*)$/m.exec(user)?.[1] ?? '';
  const document = /<<<(DOCUMENTO-[0-9a-f]+)\n([\s\S]*?)\n\1>>>/.exec(user)?.[2] ?? '';
  const wanted = stems(question);
  let best = '';
  let bestScore = 0;
  for (const sentence of document.replace(/\s+/g, ' ').split(/(?<=\.)\s+/)) {
    const score = [...stems(sentence)].filter((stem) => wanted.has(stem)).length;
    if (score > bestScore) {
      best = sentence.trim();
      bestScore = score;
    }
  }
  const answer = best ? `Secondo il documento: ${best.slice(0, 80)}` : 'Non indicato nel documento';
  return {
    chunks: [JSON.stringify({ answer, quote: best })],
    usage: { prompt_tokens: 600, completion_tokens: 60, cached_tokens: 0 },
  };
}
