import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { type OpenAiServer, startOpenAiServer } from './openai-server.mjs';

/**
 * A test app whose model is the local OpenAI-compatible fixture server, for the `describe` it is
 * called in: started before its tests, reset before each, closed after. `env` adds to the defaults.
 */
export function useAppWithFixtureModel(env: Record<string, string> = {}): { llm: OpenAiServer; t: TestApp } {
  const context = {} as { llm: OpenAiServer; t: TestApp };
  beforeAll(async () => {
    context.llm = await startOpenAiServer();
    context.t = await buildTestApp({
      env: {
        LLM_BASE_URL: `${context.llm.url}/v1`,
        LLM_MODEL: 'modello-di-prova',
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        ...env,
      },
    });
  });
  afterAll(async () => {
    await context.t?.close();
    await context.llm?.close();
  });
  beforeEach(() => context.llm.reset());
  return context;
}
