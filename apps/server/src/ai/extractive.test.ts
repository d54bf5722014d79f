import { describe, expect, it } from 'vitest';
import {
  asBlockQuote,
  composeExtractiveAnswer,
  createExtractiveProvider,
  NO_MODEL_NOTICE,
  NO_PASSAGES_FOUND,
  PRINCIPAL_SOURCES_LABEL,
  principalSourcesLine,
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

  it('quotes a short source whole, as a block quote that renders exactly as written', () => {
    const requisites: Passage = {
      sourceType: 'legal',
      identifier: 'cc-1325',
      title: 'art. 1325 c.c. — Indicazione dei requisiti',
      text: "I requisiti del contratto sono:\n1) l'accordo delle parti;\n2) la causa;\n3) l'oggetto;\n4) la forma, quando risulta che è prescritta dalla legge sotto pena di nullità.",
    };
    const answer = composeExtractiveAnswer('Quali sono i requisiti del contratto?', [requisites]);
    expect(answer).toContain(
      "> I requisiti del contratto sono:\n>\n> 1\\) l'accordo delle parti;\n>\n> 2\\) la causa;\n>\n> 3\\) l'oggetto;\n>\n> 4\\) la forma,",
    );
    expect(answer).toContain('@source:legal:cc-1325');
    expect(answer).not.toContain('[…]');
  });

  it('marks the cuts of a long source with […] and escapes Markdown in the quoted text', () => {
    const long: Passage = {
      ...art2043,
      text: `${'Premessa estranea alla domanda. '.repeat(40)}Il conduttore paga *euro* 1.234,00 [al mese]. ${'Coda estranea. '.repeat(120)}`,
    };
    const answer = composeExtractiveAnswer('Quanto paga il conduttore?', [long]);
    expect(answer).toContain('Il conduttore paga \\*euro\\* 1.234,00 \\[al mese\\].');
    expect(answer).toMatch(/^> \\\[…\\\] /m);
    expect(answer).toMatch(/ \\\[…\\\]$/m);
  });

  it('escapes only what Markdown would read as syntax', () => {
    expect(asBlockQuote('1. primo\n- trattino\ntesto_con_sottolineato')).toBe(
      '> 1\\. primo\n>\n> \\- trattino\n>\n> testo\\_con\\_sottolineato',
    );
  });
});

describe('the line naming the governing articles', () => {
  const requisites: Passage = {
    sourceType: 'legal',
    identifier: 'cc-1325',
    title: 'art. 1325 c.c. — Indicazione dei requisiti (testo vigente al 2024-01-01)',
    heading: 'Indicazione dei requisiti',
    relevance: 'principal',
    text: "I requisiti del contratto sono:\n1) l'accordo delle parti;\n2) la causa;\n3) l'oggetto;\n4) la forma, quando risulta che è prescritta dalla legge sotto pena di nullità.",
  };
  const object: Passage = {
    sourceType: 'legal',
    identifier: 'cc-1346',
    title: 'art. 1346 c.c. — Requisiti (testo vigente al 2024-01-01)',
    heading: 'Requisiti',
    relevance: 'principal',
    text: "L'oggetto del contratto deve essere possibile, lecito, determinato o determinabile.",
  };
  const timeshare: Passage = {
    sourceType: 'legal',
    identifier: 'consumo-72',
    title: 'art. 72 cod. cons. — Requisiti del contratto (testo vigente al 2024-01-01)',
    heading: 'Requisiti del contratto',
    relevance: 'other',
    text: 'Il contratto di multiproprietà è redatto per iscritto a pena di nullità.',
  };
  const question = 'Quali sono i requisiti del contratto?';

  it('opens the answer, before the quotations, naming only the principal legal sources', () => {
    const answer = composeExtractiveAnswer(question, [requisites, object, timeshare]);
    const [first, blank, heading] = answer.split('\n');
    expect(first).toBe(
      `**${PRINCIPAL_SOURCES_LABEL}** art. 1325 c.c. (Indicazione dei requisiti); art. 1346 c.c. (Requisiti).`,
    );
    expect(blank).toBe('');
    expect(heading).toBe('### Passaggi pertinenti dalle fonti');
    // Our words, not a quotation: no block quote, no quote marks, and the other source is not named.
    expect(first).not.toMatch(/^>|[«»"“”]/);
    expect(first).not.toContain('cod. cons.');
    // The principal sources are quoted whole, verbatim.
    expect(answer).toContain("> I requisiti del contratto sono:\n>\n> 1\\) l'accordo delle parti;");
    expect(answer).toContain("> L'oggetto del contratto deve essere possibile");
  });

  it('does not quote the sources under the bar (the sources panel folds them)', () => {
    const answer = composeExtractiveAnswer(question, [requisites, object, timeshare]);
    expect(answer).not.toContain('multiproprietà');
    expect(answer).not.toContain('consumo-72');
  });

  it('quotes every passage when none was ranked (a personal document, an older caller)', () => {
    const unranked = [requisites, object].map(({ relevance: _relevance, ...passage }) => passage);
    const answer = composeExtractiveAnswer(question, unranked);
    expect(answer).toContain('@source:legal:cc-1346');
    expect(answer).toContain("> L'oggetto del contratto deve essere possibile");
  });

  it('is absent when the sources were not ranked, and escapes Markdown in a rubric', () => {
    expect(principalSourcesLine([{ ...art2043 }])).toBeNull();
    expect(principalSourcesLine([{ ...object, relevance: 'other' }])).toBeNull();
    expect(principalSourcesLine([{ ...object, heading: 'Requisiti *speciali*.' }])).toBe(
      `**${PRINCIPAL_SOURCES_LABEL}** art. 1346 c.c. (Requisiti \\*speciali\\*).`,
    );
    expect(
      principalSourcesLine([
        { sourceType: 'user', identifier: '12:0', title: 'contratto.pdf', text: 'x', relevance: 'principal' },
      ]),
    ).toBeNull();
  });
});
