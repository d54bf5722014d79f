import { errorTable } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { type ErrorFacts, type FriendlyErrorKind, friendlyError, friendlyErrorOf } from './friendly-errors';

const kindOf = (facts: ErrorFacts) => friendlyError(facts).kind;

describe('friendlyError (spec 1 §8 table)', () => {
  it.each<[ErrorFacts, FriendlyErrorKind]>([
    [{ status: 401 }, 'session-expired'],
    [{ message: 'Unauthorized' }, 'session-expired'],
    [{ status: 409 }, 'superseded'],
    [{ message: 'session superseded' }, 'superseded'],
    [{ status: 402 }, 'insufficient-points'],
    [{ message: 'Insufficient points for this action' }, 'insufficient-points'],
    [{ status: 0 }, 'network'],
    [{ message: 'TypeError: Failed to fetch' }, 'network'],
    [{ message: 'Network request failed' }, 'network'],
    [{ status: 500 }, 'server'],
    [{ status: 502, message: 'Bad gateway' }, 'server'],
    [{ message: 'Web search failed' }, 'web-search'],
    [{ message: 'Document upload failed' }, 'document'],
    [{ message: 'Errore durante il caricamento del file' }, 'document'],
    [{ message: 'Document processing error' }, 'document'],
    [{ message: 'RAG service down' }, 'rag'],
    [{ message: 'vector store unreachable' }, 'rag'],
    [{ message: 'Embedding model error' }, 'rag'],
    [{ status: 429 }, 'rate-limit'],
    [{ message: 'Rate limit exceeded' }, 'rate-limit'],
    [{ status: 418, message: 'Teapot' }, 'unexpected'],
    [{}, 'unexpected'],
  ])('%o → %s', (facts, kind) => {
    expect(kindOf(facts)).toBe(kind);
  });

  it('decides by error code first: each mode’s unavailability points to the other modes', () => {
    // Both messages name the other mode, so the text alone would mislead.
    const rag = friendlyError({
      status: 503,
      errorCode: 'RAG_UNAVAILABLE',
      message: errorTable.RAG_UNAVAILABLE.message,
    });
    expect(rag.kind).toBe('rag');
    expect(rag.suggestion).toMatch(/Ricerca Web|Chat Standard/);
    const web = friendlyError({
      status: 503,
      errorCode: 'WEB_SEARCH_UNAVAILABLE',
      message: errorTable.WEB_SEARCH_UNAVAILABLE.message,
    });
    expect(web.kind).toBe('web-search');
    expect(web.suggestion).toMatch(/Chat Standard o Database Legale/);
    // The stream's web search failures (an error event carries the code, no status).
    for (const errorCode of ['WEB_SEARCH_FAILED', 'WEB_SEARCH_TIMEOUT', 'WEB_SEARCH_QUERY_TOO_LONG'])
      expect(kindOf({ errorCode })).toBe('web-search');
    expect(kindOf({ errorCode: 'WEB_SEARCH_RATE_LIMITED' })).toBe('rate-limit');
    expect(kindOf({ status: 429, errorCode: 'LLM_RATE_LIMITED' })).toBe('rate-limit');
    expect(kindOf({ status: 402, errorCode: 'INSUFFICIENT_POINTS' })).toBe('insufficient-points');
  });

  it('reads a known code by its code and status, never by its message', () => {
    // The message of a coded error may be reworded freely: it does not change the reading.
    expect(kindOf({ status: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'web search rag upload' })).toBe(
      'server',
    );
    expect(kindOf({ status: 422, errorCode: 'MESSAGE_LIMIT', message: 'network error' })).toBe('unexpected');
    expect(kindOf({ errorCode: 'DOCUMENT_TYPE_NOT_ALLOWED', message: 'Formato non supportato' })).toBe(
      'document',
    );
    expect(kindOf({ errorCode: 'LLM_TIMEOUT', message: 'rate limit' })).toBe('server');
    // An unknown code is no code of ours: the text rules still read it.
    expect(kindOf({ errorCode: 'SOMETHING_ELSE', message: 'Web search failed' })).toBe('web-search');
    expect(friendlyErrorOf('web-search')).toEqual(friendlyError({ message: 'web search failed' }));
  });

  it('gives an Italian meaning and suggestion for every kind', () => {
    const samples: ErrorFacts[] = [
      { status: 401 },
      { status: 409 },
      { status: 402 },
      { status: 0 },
      { status: 500 },
      { message: 'web search failed' },
      { message: 'upload' },
      { message: 'rag' },
      { status: 429 },
      {},
    ];
    const results = samples.map(friendlyError);
    expect(new Set(results.map((result) => result.kind)).size).toBe(samples.length);
    for (const result of results) {
      expect(result.meaning).not.toBe('');
      expect(result.suggestion).not.toBe('');
    }
    expect(friendlyError({ status: 402 }).suggestion).toContain('piano');
    expect(friendlyError({ message: 'upload' }).suggestion).toContain('PDF, DOC, DOCX, TXT');
    expect(friendlyError({ status: 429 }).suggestion).toContain('qualche secondo');
  });
});
