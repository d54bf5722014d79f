import { type ChatRequest, chatRequest, RETRIEVAL_SETTINGS } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import type { LegalDatabaseConfig } from '../legal-db/legal-db-config';
import { buildChatRequest, chatEndpoint, resolveMode } from './chat-modes';

const context = [{ role: 'user' as const, content: 'Domanda' }];
const DOCUMENTS = [
  { id: '3f2b8c1e-0a4d-4c6b-9e1f-000000000001', filename: 'contratto.pdf' },
  { id: '3f2b8c1e-0a4d-4c6b-9e1f-000000000002', filename: 'bilancio.xlsx' },
];
const ENABLED = [
  { identifier: DOCUMENTS[0]?.id, name: 'contratto.pdf', type: 'user' },
  { identifier: DOCUMENTS[1]?.id, name: 'bilancio.xlsx', type: 'user' },
];
const SPECIFIC: LegalDatabaseConfig = {
  queryMode: 'specific',
  selectedDocuments: [{ identifier: 'cc', type: 'system' }],
  enableQueryEnrichment: false,
};
const ALL: LegalDatabaseConfig = { queryMode: 'all', selectedDocuments: [], enableQueryEnrichment: true };

function userFields(settings: { minChunks: number; maxChunks: number; semanticThreshold: number }) {
  return {
    enabledUserDocuments: ENABLED,
    userDocumentMinChunks: settings.minChunks,
    userDocumentMaxChunks: settings.maxChunks,
    userDocumentSemanticThreshold: settings.semanticThreshold,
    userDocumentForceMinChunks: true,
  };
}

function expectValid(body: ChatRequest) {
  expect(chatRequest.safeParse(body).success).toBe(true);
}

describe('buildChatRequest', () => {
  it('standard and web search carry no legal-database fields', () => {
    expect(buildChatRequest('standard', 'Domanda', 4, context)).toEqual({
      message: 'Domanda',
      conversation_id: 4,
      context,
      useWebSearch: false,
    });
    const web = buildChatRequest('websearch', 'Domanda', 4, context);
    expect(web.useWebSearch).toBe(true);
    expect(web).not.toHaveProperty('queryMode');
    expect(web).not.toHaveProperty('minChunks');
    expect(web).not.toHaveProperty('enabledUserDocuments');
  });

  it('Database Legale defaults to every act, with query expansion and the §9 settings', () => {
    const body = buildChatRequest('rag', 'Art. 2043 c.c.', 4, context);
    expect(body).toEqual({
      message: 'Art. 2043 c.c.',
      query: 'Art. 2043 c.c.',
      conversation_id: 4,
      context,
      useWebSearch: false,
      queryMode: 'all',
      selectedDocuments: [],
      enableQueryEnrichment: true,
      minChunks: 3,
      maxChunks: 20,
      semanticThreshold: 0.3,
      forceMinChunks: true,
    });
    expect(RETRIEVAL_SETTINGS.legalOnly.legal).toEqual({
      minChunks: 3,
      maxChunks: 20,
      semanticThreshold: 0.3,
      forceMinChunks: true,
    });
    expectValid(body);
  });

  it('Database Legale sends the specific acts and the enrichment choice of the configuration', () => {
    const body = buildChatRequest('rag', 'Domanda', 4, context, {
      queryMode: 'specific',
      selectedDocuments: [
        { identifier: 'cc', type: 'system' },
        { identifier: 'cp', type: 'system' },
      ],
      enableQueryEnrichment: false,
    });
    expect(body).toMatchObject({
      queryMode: 'specific',
      selectedDocuments: [
        { identifier: 'cc', type: 'system' },
        { identifier: 'cp', type: 'system' },
      ],
      enableQueryEnrichment: false,
      ...RETRIEVAL_SETTINGS.legalOnly.legal,
    });
    expect(body).not.toHaveProperty('enabledUserDocuments');
    expectValid(body);
  });

  it('in all-acts mode a remembered selection is not sent', () => {
    const body = buildChatRequest('rag', 'Domanda', 4, context, {
      queryMode: 'all',
      selectedDocuments: [{ identifier: 'cc', type: 'system' }],
      enableQueryEnrichment: true,
    });
    expect(body.selectedDocuments).toEqual([]);
  });
});

describe('buildChatRequest with active personal documents', () => {
  it('Standard asks over the documents alone (user documents only: min 3, max 15, 0.1)', () => {
    const body = buildChatRequest('standard', 'Domanda', 4, context, ALL, DOCUMENTS);
    expect(body).toEqual({
      message: 'Domanda',
      conversation_id: 4,
      context,
      useWebSearch: false,
      ...userFields({ minChunks: 3, maxChunks: 15, semanticThreshold: 0.1 }),
    });
    expectValid(body);
  });

  it('Ricerca Web adds the documents to the search (web with documents: min 1, max 10, 0.15)', () => {
    const body = buildChatRequest('websearch', 'Domanda', 4, context, ALL, DOCUMENTS);
    expect(body).toEqual({
      message: 'Domanda',
      conversation_id: 4,
      context,
      useWebSearch: true,
      ...userFields({ minChunks: 1, maxChunks: 10, semanticThreshold: 0.15 }),
    });
    expect(body).not.toHaveProperty('minChunks');
    expectValid(body);
  });

  it('Database Legale with specific acts: explicit selection plus documents', () => {
    const body = buildChatRequest('rag', 'Domanda', 4, context, SPECIFIC, DOCUMENTS);
    expect(body).toEqual({
      message: 'Domanda',
      query: 'Domanda',
      conversation_id: 4,
      context,
      useWebSearch: false,
      queryMode: 'specific',
      selectedDocuments: [{ identifier: 'cc', type: 'system' }],
      enableQueryEnrichment: false,
      ...userFields({ minChunks: 2, maxChunks: 15, semanticThreshold: 0.1 }),
      minChunks: 1,
      maxChunks: 10,
      semanticThreshold: 0.4,
      forceMinChunks: true,
    });
    expectValid(body);
  });

  it('Database Legale over every act: focused on the documents', () => {
    const body = buildChatRequest('rag', 'Domanda', 4, context, ALL, DOCUMENTS);
    expect(body).toMatchObject({
      queryMode: 'all',
      selectedDocuments: [],
      ...userFields({ minChunks: 3, maxChunks: 20, semanticThreshold: 0.1 }),
      minChunks: 0,
      maxChunks: 3,
      semanticThreshold: 0.6,
      forceMinChunks: true,
    });
    expectValid(body);
  });
});

describe('chatEndpoint', () => {
  it('Standard over documents goes to /api/chat-with-web; the other modes keep theirs', () => {
    expect(chatEndpoint('standard')).toBe('/api/chat');
    expect(chatEndpoint('standard', DOCUMENTS)).toBe('/api/chat-with-web');
    expect(chatEndpoint('websearch')).toBe('/api/chat-with-web');
    expect(chatEndpoint('websearch', DOCUMENTS)).toBe('/api/chat-with-web');
    expect(chatEndpoint('rag')).toBe('/rag-api/rag-chat');
    expect(chatEndpoint('rag', DOCUMENTS)).toBe('/rag-api/rag-chat');
  });
});

describe('resolveMode', () => {
  const automatic = { type: 'automatic', manualMode: 'standard' } as const;
  const webQuestion = 'Cerca online la sentenza della Cassazione sul licenziamento';

  it('sends an automatic web question to Ricerca Web when a search service is configured', () => {
    expect(resolveMode(automatic, webQuestion)).toEqual({ mode: 'websearch', detected: true });
  });

  it('sends it to Database Legale, saying why, without a service or when it is too long for a search', () => {
    expect(resolveMode(automatic, webQuestion, false)).toEqual({
      mode: 'rag',
      detected: true,
      fallback: 'unconfigured',
    });
    expect(resolveMode(automatic, `${webQuestion} ${'per giusta causa '.repeat(10)}`)).toEqual({
      mode: 'rag',
      detected: true,
      fallback: 'too-long',
    });
  });

  it('sends an automatic Standard question to Database Legale, saying why, where no model is configured', () => {
    const plain = 'Ciao, puoi spiegarmi in parole semplici che cosa significa?';
    expect(resolveMode(automatic, plain)).toEqual({ mode: 'standard', detected: true });
    expect(resolveMode(automatic, plain, true, false)).toEqual({
      mode: 'rag',
      detected: true,
      fallback: 'no-model',
    });
    expect(resolveMode({ type: 'manual', manualMode: 'standard' }, plain, true, false)).toEqual({
      mode: 'standard',
      detected: false,
    });
  });

  it('leaves a manual choice alone', () => {
    expect(resolveMode({ type: 'manual', manualMode: 'websearch' }, webQuestion, false)).toEqual({
      mode: 'websearch',
      detected: false,
    });
  });
});
