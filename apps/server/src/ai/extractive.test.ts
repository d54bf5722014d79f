import { describe, expect, it } from 'vitest';
import {
  composeExtractiveAnswer,
  createExtractiveProvider,
  NO_MODEL_NOTICE,
  NO_PASSAGES_FOUND,
  selectSentences,
} from './extractive';
import type { LlmProvider, LlmStreamInput, Passage } from './llm';

const art2043: Passage = {
  sourceType: 'legal',
  identifier: 'cc-2043',
  title: 'Codice civile, art. 2043',
  text: 'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno. Questa frase parla di altro. Il danno deve essere ingiusto.',
};

async function collect(provider: LlmProvider, input: LlmStreamInput) {
  let text = '';
  const usage = await provider.stream(input, (piece) => {
    text += piece;
  });
  return { text, usage };
}

describe('the extractive responder', () => {
  it('without retrieval says plainly that no model is configured, and reports no tokens', async () => {
    const provider = createExtractiveProvider();
    expect(provider).toMatchObject({ kind: 'extractive', model: null });
    const { text, usage } = await collect(provider, {
      messages: [{ role: 'user', content: 'Domanda' }],
      signal: new AbortController().signal,
    });
    expect(text).toBe(NO_MODEL_NOTICE);
    expect(usage).toEqual({ promptTokens: 0, cachedPromptTokens: 0, completionTokens: 0 });
  });

  it('quotes retrieved passages with their @source citation, asking the retriever with the last question', async () => {
    const asked: string[] = [];
    const provider = createExtractiveProvider({
      retrieve: async (query) => {
        asked.push(query);
        return [art2043];
      },
    });
    const { text } = await collect(provider, {
      messages: [
        { role: 'user', content: 'Prima domanda' },
        { role: 'assistant', content: 'Risposta' },
        { role: 'user', content: 'Chi deve risarcire un danno ingiusto?' },
      ],
      signal: new AbortController().signal,
    });
    expect(asked).toEqual(['Chi deve risarcire un danno ingiusto?']);
    expect(text).toContain('**Codice civile, art. 2043**');
    expect(text).toContain('@source:legal:cc-2043');
    expect(text).toContain('obbliga colui che ha commesso il fatto a risarcire il danno.');
  });

  it('stops streaming when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { text } = await collect(createExtractiveProvider(), { messages: [], signal: controller.signal });
    expect(text).toBe('');
  });
});

describe('composeExtractiveAnswer', () => {
  it('says when nothing was found', () => {
    expect(composeExtractiveAnswer('Domanda', [])).toBe(NO_PASSAGES_FOUND);
  });

  it('keeps the sentences sharing most terms with the question, in their order', () => {
    const question = new Set(['danno', 'ingiusto', 'risarcire']);
    expect(selectSentences(question, art2043.text, 2)).toEqual([
      'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno.',
      'Il danno deve essere ingiusto.',
    ]);
  });
});
