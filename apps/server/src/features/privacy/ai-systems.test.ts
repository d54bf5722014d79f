import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { aiSystemsInUse } from './ai-systems';

const configWith = (env: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: 'memory://', ...env });

describe('aiSystemsInUse', () => {
  it('is empty offline: no model, no embeddings, no web search (the bot check is not an AI system)', () => {
    expect(aiSystemsInUse(configWith())).toEqual([]);
  });

  it('lists the model, the embeddings and the web search actually configured, with the models’ names', () => {
    const systems = aiSystemsInUse(
      configWith({
        LLM_BASE_URL: 'https://api.openai.com/v1',
        LLM_API_KEY: 'sk-test',
        LLM_MODEL: 'gpt-4o-mini',
        EMBEDDINGS_BASE_URL: 'http://embeddings:8080/v1',
        EMBEDDINGS_MODEL: 'bge-m3',
        WEB_SEARCH_PROVIDER: 'tavily',
        TAVILY_API_KEY: 'tvly-test',
      }),
    );
    expect(systems).toEqual([
      { purpose: 'llm', provider: 'OpenAI', location: 'extra-UE', model: 'gpt-4o-mini' },
      { purpose: 'embeddings', provider: 'Server interno', location: 'self-hosted', model: 'bge-m3' },
      { purpose: 'web_search', provider: 'Tavily', location: 'extra-UE', model: null },
    ]);
  });
});
