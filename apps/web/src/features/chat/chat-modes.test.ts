import { chatRequest } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { buildChatRequest, LEGAL_DATABASE_RETRIEVAL } from './chat-modes';

const context = [{ role: 'user' as const, content: 'Domanda' }];

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
    expect(LEGAL_DATABASE_RETRIEVAL).toEqual({
      minChunks: 3,
      maxChunks: 20,
      semanticThreshold: 0.3,
      forceMinChunks: true,
    });
    expect(chatRequest.safeParse(body).success).toBe(true);
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
      ...LEGAL_DATABASE_RETRIEVAL,
    });
    expect(chatRequest.safeParse(body).success).toBe(true);
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
