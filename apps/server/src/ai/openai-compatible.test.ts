import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/build-test-app';
import { type OpenAiServer, startOpenAiServer } from '../../test/openai-server.mjs';
import type { LlmProvider, ResponseFormat } from './llm';
import { createOpenAiCompatibleProvider } from './openai-compatible';

let llm: OpenAiServer;
beforeAll(async () => {
  llm = await startOpenAiServer();
});
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const provider = () =>
  createOpenAiCompatibleProvider({
    config: testConfig({ LLM_BASE_URL: `${llm.url}/v1`, LLM_MODEL: 'prova' }),
  });

const SCHEMA_FORMAT: ResponseFormat = {
  type: 'json_schema',
  name: 'risposta',
  schema: {
    type: 'object',
    properties: { a: { type: 'integer' } },
    required: ['a'],
    additionalProperties: false,
  },
};

async function ask(model: LlmProvider, responseFormat?: ResponseFormat) {
  let text = '';
  await model.stream(
    {
      messages: [{ role: 'user', content: 'Rispondi in JSON' }],
      signal: new AbortController().signal,
      responseFormat,
    },
    (delta) => {
      text += delta;
    },
  );
  return text;
}

/** Refuses json_schema with a 400, as endpoints without structured outputs do; answers JSON mode. */
const withoutStructuredOutputs = (body: Record<string, unknown>) =>
  (body.response_format as { type?: string } | undefined)?.type === 'json_schema'
    ? { failure: { status: 400, message: "response_format type 'json_schema' is not supported" } }
    : { chunks: ['{"a": 1}'] };

describe('the OpenAI-compatible provider: structured output', () => {
  it('sends a JSON schema as a strict response_format, and nothing when none is asked', async () => {
    llm.setDefault({ chunks: ['{"a": 1}'] });
    const model = provider();
    expect(await ask(model, SCHEMA_FORMAT)).toBe('{"a": 1}');
    expect(llm.requests[0]!.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'risposta', schema: SCHEMA_FORMAT.schema, strict: true },
    });
    await ask(model, { type: 'json_object' });
    expect(llm.requests[1]!.body.response_format).toEqual({ type: 'json_object' });
    await ask(model);
    expect(llm.requests[2]!.body).not.toHaveProperty('response_format');
  });

  it('asks once more in JSON mode when the endpoint refuses json_schema, then goes straight to JSON mode', async () => {
    llm.setDefault(withoutStructuredOutputs);
    const model = provider();
    expect(await ask(model, SCHEMA_FORMAT)).toBe('{"a": 1}');
    expect(llm.requests.map((request) => (request.body.response_format as { type: string }).type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    expect(await ask(model, SCHEMA_FORMAT)).toBe('{"a": 1}');
    expect(llm.requests).toHaveLength(3);
    expect((llm.requests[2]!.body.response_format as { type: string }).type).toBe('json_object');
  });

  it('keeps the one retry of a transient failure after the JSON-mode fallback', async () => {
    llm.enqueue({ failure: { status: 400 } }, { failure: { status: 503 } }, { chunks: ['{"a": 2}'] });
    expect(await ask(provider(), SCHEMA_FORMAT)).toBe('{"a": 2}');
    expect(llm.requests).toHaveLength(3);
  });

  it('does not fall back for a 400 without a schema, nor twice', async () => {
    llm.setDefault({ failure: { status: 400 } });
    await expect(ask(provider())).rejects.toMatchObject({ code: 'LLM_ERROR' });
    expect(llm.requests).toHaveLength(1);
    llm.reset();
    llm.setDefault({ failure: { status: 400 } });
    const model = provider();
    await expect(ask(model, SCHEMA_FORMAT)).rejects.toMatchObject({ code: 'LLM_ERROR' });
    expect(llm.requests).toHaveLength(2);
    // JSON mode never answered: the next call still tries the schema first.
    llm.reset();
    llm.setDefault({ chunks: ['{"a": 3}'] });
    await ask(model, SCHEMA_FORMAT);
    expect((llm.requests[0]!.body.response_format as { type: string }).type).toBe('json_schema');
  });
});

describe('the OpenAI-compatible provider: usage', () => {
  const usage = (model: LlmProvider) =>
    model.stream(
      { messages: [{ role: 'user', content: 'Ciao' }], signal: new AbortController().signal },
      () => {},
    );
  const scripted = {
    prompt_tokens: 1_000,
    completion_tokens: 50,
    cached_tokens: 300,
    cache_write_tokens: 600,
  };

  it.each([
    ['openai', 600],
    ['anthropic', 600],
    ['deepseek', 0],
  ] as const)(
    'reads cached tokens and cache writes as the provider reports them (%s style)',
    async (usageStyle, written) => {
      llm.enqueue({ chunks: ['Sì'], usage: scripted, usageStyle });
      expect(await usage(provider())).toEqual({
        promptTokens: 1_000,
        cachedPromptTokens: 300,
        cacheWritePromptTokens: written,
        completionTokens: 50,
      });
    },
  );

  it('reads no cache writes as 0 when the provider does not report them', async () => {
    llm.enqueue({ chunks: ['Sì'], usage: { prompt_tokens: 10, completion_tokens: 2 } });
    expect(await usage(provider())).toEqual({
      promptTokens: 10,
      cachedPromptTokens: 0,
      cacheWritePromptTokens: 0,
      completionTokens: 2,
    });
  });
});
