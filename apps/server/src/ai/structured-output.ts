import { AppError, z } from '@brocardo/shared';
import type { ChatMessage, LlmProvider, LlmUsage } from './llm';

/**
 * Keywords OpenAI's strict structured outputs refuse (the request fails with 400); the answer is
 * validated with the zod schema anyway, so dropping them from what the endpoint sees loses nothing.
 */
const UNSUPPORTED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength']);

function stripUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripUnsupported);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED_KEYWORDS.has(key))
      .map(([key, value]) => [key, stripUnsupported(value)]),
  );
}

/** The JSON schema of a zod schema as strict structured outputs accept it (every property required, no extras). */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return stripUnsupported(z.toJSONSchema(schema)) as Record<string, unknown>;
}

/** The JSON value of a model's answer: the text itself, or inside a ```json fence, or its outermost {…}. */
export function parseJsonAnswer(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const trimmed = text.trim();
  const fenced = /^```[\w-]*\s*\n([\s\S]*?)\n?```$/.exec(trimmed)?.[1];
  const candidates = [fenced ?? trimmed];
  const first = trimmed.indexOf('{');
  const last = trimmed.lastIndexOf('}');
  const object = first >= 0 && last > first ? trimmed.slice(first, last + 1) : '';
  if (object !== candidates[0]) candidates.push(object);
  let error = 'risposta vuota';
  for (const candidate of candidates) {
    if (candidate === '') continue;
    try {
      return { ok: true, value: JSON.parse(candidate) };
    } catch (cause) {
      error = `JSON non valido (${cause instanceof Error ? cause.message : String(cause)})`;
    }
  }
  return { ok: false, error };
}

/** A structured answer that stayed invalid after the one retry. */
export class InvalidStructuredAnswer extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid structured answer: ${problems.join('; ')}`);
    this.name = 'InvalidStructuredAnswer';
  }
}

const MAX_PROBLEMS = 10;
/** The invalid answer is quoted back to the model up to this length. */
const ECHO_MAX_LENGTH = 8_000;

/** What is wrong with an answer, one line a problem (path: message); empty when it is valid. */
function check<T>(text: string, schema: z.ZodType<T>): { value: T } | { problems: string[] } {
  const parsed = parseJsonAnswer(text);
  if (!parsed.ok) return { problems: [parsed.error] };
  const result = schema.safeParse(parsed.value);
  if (result.success) return { value: result.data };
  return {
    problems: result.error.issues
      .slice(0, MAX_PROBLEMS)
      .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(radice)'}: ${issue.message}`),
  };
}

export interface StructuredRequest<T> {
  messages: ChatMessage[];
  schema: z.ZodType<T>;
  /** The schema's name as `response_format.json_schema.name` carries it. */
  name: string;
  signal: AbortSignal;
  maxOutputTokens?: number;
}

export interface StructuredAnswer<T> {
  value: T;
  /** 1, or 2 when the first answer was malformed or out of range. */
  attempts: number;
}

/**
 * Asks for an answer matching `schema` with the provider's structured output (JSON schema, JSON mode
 * as the provider's fallback) and validates it. A malformed or out-of-range answer is asked again
 * once, with what was wrong; a second bad answer throws InvalidStructuredAnswer. Each call's tokens
 * go to `report`. Provider failures reject as the provider's AppErrors.
 */
export async function completeStructured<T>(
  provider: LlmProvider,
  request: StructuredRequest<T>,
  report: (usage: LlmUsage | null) => void,
): Promise<StructuredAnswer<T>> {
  const responseFormat = {
    type: 'json_schema' as const,
    name: request.name,
    schema: strictJsonSchema(request.schema),
  };
  const ask = async (messages: ChatMessage[]): Promise<string> => {
    let text = '';
    const usage = await provider.stream(
      { messages, signal: request.signal, maxOutputTokens: request.maxOutputTokens, responseFormat },
      (delta) => {
        text += delta;
      },
    );
    report(usage);
    // The provider ends quietly when the server is shutting down: that answer is cut short.
    if (request.signal.aborted) throw new AppError('SERVICE_UNAVAILABLE');
    return text;
  };

  const first = await ask(request.messages);
  const checked = check(first, request.schema);
  if ('value' in checked) return { value: checked.value, attempts: 1 };

  const retry: ChatMessage[] = [
    ...request.messages,
    { role: 'assistant', content: first.slice(0, ECHO_MAX_LENGTH) },
    {
      role: 'user',
      content:
        `La risposta precedente non è valida:\n${checked.problems.map((problem) => `- ${problem}`).join('\n')}\n` +
        'Rispondi di nuovo con il solo oggetto JSON completo e corretto, conforme allo schema richiesto, senza testo prima o dopo.',
    },
  ];
  const second = check(await ask(retry), request.schema);
  if ('value' in second) return { value: second.value, attempts: 2 };
  throw new InvalidStructuredAnswer(second.problems);
}
