import { AppError, type ParsedChatRequest } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import type { LlmProvider, LlmStreamInput, OnDelta } from '../../ai/llm';
import type { SseStream } from '../../platform/sse';
import { createMeteringService } from '../metering/metering.service';
import { createChatService } from './chat.service';

const PERIOD = '2026-11';
const COST = 2;

type Upstream = (input: LlmStreamInput, onDelta: OnDelta) => Promise<null>;

/** Two pieces of text, then the end of the answer. */
const answers: Upstream = async (_input, onDelta) => {
  await onDelta('Risposta');
  await onDelta(' completa');
  return null;
};

/**
 * The order of a question's steps, from the model's request to the end of the stream: the fake
 * provider, points service and stream note what happens to them, in order.
 */
function questionSteps(options: { upstream?: Upstream; chargeRefused?: boolean } = {}) {
  const steps: string[] = [];
  const events: Array<Record<string, unknown>> = [];
  const upstream = options.upstream ?? answers;
  const provider = {
    kind: 'openai',
    model: 'test',
    stream(input: LlmStreamInput, onDelta: OnDelta) {
      steps.push('model asked');
      input.signal.addEventListener('abort', () => steps.push('model stopped'));
      return upstream(input, onDelta);
    },
  } as unknown as LlmProvider;
  const points = {
    balance: async () => 8,
    foresee: (user: { pointsBalance: number; pointsPeriod: string | null }) =>
      user.pointsPeriod === PERIOD && user.pointsBalance >= COST
        ? { points: COST, balance: user.pointsBalance - COST }
        : null,
    charge: async (userId: number, action: string) => {
      steps.push('charge begun');
      if (options.chargeRefused) throw new AppError('INSUFFICIENT_POINTS');
      return { ledgerId: 1, userId, action, points: COST, balance: 8 };
    },
    refund: async () => {
      steps.push('refunded');
      return 10;
    },
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
  const sse: SseStream = {
    signal: new AbortController().signal,
    abortCause: null,
    writable: true,
    data(json) {
      steps.push(`text ${JSON.parse(json).choices[0].delta.content}`);
      return undefined;
    },
    send(event) {
      events.push(event as Record<string, unknown>);
      steps.push(`event ${(event as { type: string }).type}`);
      return undefined;
    },
    end() {
      steps.push('end');
    },
  };
  const request = { text: 'Che cosa prevede la legge?', conversation_id: 7 } as ParsedChatRequest;
  const caller = (pointsBalance: number) => ({ id: 1, pointsBalance, pointsPeriod: PERIOD });
  return {
    steps,
    events,
    async answer(pointsBalance: number) {
      const prepared = await chat.prepare(caller(pointsBalance), 'standard', request, log);
      await chat.stream(prepared, sse, log);
    },
    async giveUp(pointsBalance: number) {
      const prepared = await chat.prepare(caller(pointsBalance), 'standard', request, log);
      await chat.abandon(prepared);
    },
  };
}

describe('a question whose balance covers it this month', () => {
  it('relays the first text before the charge begins, and tells the foreseen charge first', async () => {
    const question = questionSteps();
    await question.answer(10);
    const { steps } = question;
    expect(steps[0]).toBe('model asked');
    expect(steps.indexOf('text Risposta')).toBeLessThan(steps.indexOf('charge begun'));
    expect(steps.slice(-2)).toEqual(['event done', 'end']);
    expect(question.events[0]).toMatchObject({ type: 'response_info', points_charged: COST, balance: 8 });
    expect(question.events.at(-1)).toMatchObject({ type: 'done', balance: 8 });
  });

  it('stops the answer when the charge is refused after all, and says nothing was taken', async () => {
    const question = questionSteps({
      chargeRefused: true,
      upstream: async (input, onDelta) => {
        await onDelta('Risposta');
        await new Promise((resolve) => input.signal.addEventListener('abort', resolve));
        return null;
      },
    });
    await question.answer(10);
    expect(question.steps).toContain('model stopped');
    expect(question.steps).not.toContain('event done');
    expect(question.events.at(-1)).toMatchObject({
      type: 'error',
      error_code: 'INSUFFICIENT_POINTS',
      refunded: true,
    });
  });

  it('charges and refunds an answer that failed before any text, as any run that delivered nothing', async () => {
    const question = questionSteps({
      upstream: async () => {
        throw new AppError('LLM_UNAVAILABLE');
      },
    });
    await question.answer(10);
    expect(question.steps.filter((step) => step === 'charge begun' || step === 'refunded')).toEqual([
      'charge begun',
      'refunded',
    ]);
    expect(question.events.at(-1)).toMatchObject({
      type: 'error',
      error_code: 'LLM_UNAVAILABLE',
      refunded: true,
    });
  });

  it('takes nothing for a question given up before its stream opened', async () => {
    const question = questionSteps();
    await question.giveUp(10);
    expect(question.steps).toContain('model asked');
    expect(question.steps).not.toContain('charge begun');
    expect(question.steps).not.toContain('refunded');
  });
});

describe('a question on a short balance', () => {
  it('asks the model only once the charge is taken', async () => {
    const question = questionSteps();
    await question.answer(1);
    expect(question.steps.slice(0, 2)).toEqual(['charge begun', 'model asked']);
    expect(question.events[0]).toMatchObject({ type: 'response_info', points_charged: COST, balance: 8 });
  });
});
