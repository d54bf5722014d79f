import type { ParsedChatRequest } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import type { LlmProvider, LlmStreamInput } from '../../ai/llm';
import { createMeteringService } from '../metering/metering.service';
import { createChatService } from './chat.service';

/**
 * The order of a question's first steps. On PGlite a statement holds the event loop while it runs:
 * a charge begun before the model's request was written kept that request in the process until the
 * charge committed. The fake provider writes its request the way node:http does on a kept-alive
 * socket (on the next tick), and the points service notes when the charge begins.
 */
function questionSteps() {
  const steps: string[] = [];
  const provider = {
    kind: 'openai',
    model: 'test',
    stream(input: LlmStreamInput) {
      steps.push('model asked');
      process.nextTick(() => steps.push('request written'));
      return new Promise((resolve) => input.signal.addEventListener('abort', () => resolve(null)));
    },
  } as unknown as LlmProvider;
  const points = {
    balance: async () => 8,
    costOf: () => 2,
    charge: async (userId: number, action: string) => {
      steps.push('charge begun');
      return { ledgerId: 1, userId, action, points: 2, balance: 8 };
    },
    refund: async () => 10,
  };
  const log = { info() {}, warn() {}, error() {} };
  const metering = createMeteringService({
    points: points as never,
    repo: { insert: async () => {} } as never,
    prices: { inputCacheHit: 0, inputCacheMiss: 0, inputCacheWrite: 0, output: 0 },
    provider,
    log,
  });
  const chat = createChatService({
    provider,
    points,
    metering,
    conversations: { messagesForAnswer: async () => [] },
    activity: { recordSafely: async () => {} },
  });
  const request = { text: 'Che cosa prevede la legge?', conversation_id: 7 } as ParsedChatRequest;
  const ask = async (pointsBalance: number) => {
    const prepared = await chat.prepare({ id: 1, pointsBalance }, 'standard', request, log);
    await chat.abandon(prepared);
    return steps;
  };
  return { ask };
}

describe('a question whose balance covers it', () => {
  it('sends the model its request before the charge begins', async () => {
    expect(await questionSteps().ask(10)).toEqual(['model asked', 'request written', 'charge begun']);
  });
});

describe('a question on a short balance', () => {
  it('asks the model only once the charge is taken', async () => {
    expect((await questionSteps().ask(1)).slice(0, 2)).toEqual(['charge begun', 'model asked']);
  });
});
