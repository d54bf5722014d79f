import { AppError, z } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import type { LlmProvider, LlmStreamInput } from './llm';
import {
  completeStructured,
  InvalidStructuredAnswer,
  parseJsonAnswer,
  strictJsonSchema,
} from './structured-output';

const schema = z.object({
  probability: z.number().int().min(0).max(100),
  reasons: z.array(z.string().min(1)),
  range: z
    .object({ min: z.number().int(), max: z.number().int() })
    .refine((r) => r.min <= r.max, 'min > max'),
});

/** A provider answering the given texts in turn, recording what it was asked. */
function scripted(...answers: string[]) {
  const calls: LlmStreamInput[] = [];
  const provider: LlmProvider = {
    kind: 'openai',
    model: 'scripted',
    async stream(input, onDelta) {
      calls.push(input);
      await onDelta(answers[calls.length - 1] ?? '');
      return { promptTokens: 10, cachedPromptTokens: 0, completionTokens: 5 };
    },
  };
  return { provider, calls };
}

const VALID = '{"probability": 60, "reasons": ["fatti provati"], "range": {"min": 6, "max": 12}}';
const ask = (provider: LlmProvider, usage: unknown[] = [], signal = new AbortController().signal) =>
  completeStructured(
    provider,
    { messages: [{ role: 'user', content: 'Valuta' }], schema, name: 'valutazione', signal },
    (reported) => usage.push(reported),
  );

describe('strictJsonSchema', () => {
  it('gives every property as required, no extra properties, and none of the keywords strict mode refuses', () => {
    const json = strictJsonSchema(schema);
    expect(json).not.toHaveProperty('$schema');
    expect(json).toMatchObject({
      type: 'object',
      required: ['probability', 'reasons', 'range'],
      additionalProperties: false,
      properties: { probability: { type: 'integer', minimum: 0, maximum: 100 } },
    });
    expect(JSON.stringify(json)).not.toMatch(/minLength|maxLength/);
  });
});

describe('parseJsonAnswer', () => {
  it('reads bare JSON, a fenced block and an object wrapped in words', () => {
    expect(parseJsonAnswer(' {"a": 1} ')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonAnswer('```json\n{"a": 1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonAnswer('Ecco la risposta: {"a": 1}. Fine.')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('reports an empty or malformed answer', () => {
    expect(parseJsonAnswer('')).toEqual({ ok: false, error: 'risposta vuota' });
    expect(parseJsonAnswer('{"a": ').ok).toBe(false);
  });
});

describe('completeStructured', () => {
  it('asks with the JSON schema as response_format and returns the validated value', async () => {
    const { provider, calls } = scripted(VALID);
    const usage: unknown[] = [];
    const answer = await ask(provider, usage);
    expect(answer).toEqual({
      value: { probability: 60, reasons: ['fatti provati'], range: { min: 6, max: 12 } },
      attempts: 1,
    });
    expect(calls[0]!.responseFormat).toEqual({
      type: 'json_schema',
      name: 'valutazione',
      schema: strictJsonSchema(schema),
    });
    expect(usage).toHaveLength(1);
  });

  it('asks once more, saying what was wrong, when the answer is malformed', async () => {
    const { provider, calls } = scripted('{"probability": 60, "reasons": [', VALID);
    const usage: unknown[] = [];
    expect((await ask(provider, usage)).attempts).toBe(2);
    const retry = calls[1]!.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: '{"probability": 60, "reasons": [' });
    expect(retry.at(-1)!.content).toContain('La risposta precedente non è valida:\n- JSON non valido');
    expect(usage).toHaveLength(2);
  });

  it('names the out-of-range fields in the retry', async () => {
    const { provider, calls } = scripted(
      '{"probability": 140, "reasons": [], "range": {"min": 12, "max": 6}}',
      VALID,
    );
    await ask(provider);
    const retry = calls[1]!.messages.at(-1)!.content;
    expect(retry).toContain('- probability:');
    expect(retry).toContain('- range: min > max');
  });

  it('gives up after the second invalid answer', async () => {
    const { provider, calls } = scripted(
      'non è JSON',
      '{"probability": -1, "reasons": [], "range": {"min": 1, "max": 2}}',
    );
    const failure = await ask(provider).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidStructuredAnswer);
    expect((failure as InvalidStructuredAnswer).problems[0]).toMatch(/^probability: /);
    expect(calls).toHaveLength(2);
  });

  it('treats an answer cut by the shutdown as a failure, not as JSON to validate', async () => {
    const stop = new AbortController();
    const provider: LlmProvider = {
      kind: 'openai',
      model: 'x',
      async stream(_input, onDelta) {
        await onDelta('{"probability": 6');
        stop.abort();
        return null;
      },
    };
    const failure = await ask(provider, [], stop.signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('SERVICE_UNAVAILABLE');
  });
});
