import { AppError } from '@brocardo/shared';
import { describe, expect, it, vi } from 'vitest';
import type { LlmProvider } from '../../ai/llm';
import type { LegalDocumentsRepo } from './legal-documents.repo';
import { createLegalDocumentsService, type LegalDocumentsDeps } from './legal-documents.service';

function serviceWith(provider: Pick<LlmProvider, 'kind'>, corpus: () => Promise<unknown>) {
  const meteredRun = vi.fn();
  const deps = {
    repo: {} as LegalDocumentsRepo,
    matters: { templateSource: async () => null },
    provider: { ...provider, model: null, stream: vi.fn() },
    metering: { meteredRun },
    legalDb: { corpus, search: vi.fn(), verify: vi.fn(), vigenteAl: vi.fn() },
    activity: { record: vi.fn() },
    signal: new AbortController().signal,
    clock: () => new Date('2026-10-01T10:00:00Z'),
    log: { warn: vi.fn() },
  } as unknown as LegalDocumentsDeps;
  return { service: createLegalDocumentsService(deps), meteredRun };
}

const body = {
  document_name: 'Parere',
  document_type: 'parere' as const,
  legal_area: 'diritto_civile' as const,
  custom_content: 'Fatti del caso.',
  ai_option: 'basic' as const,
};

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('AI generation is refused before any charge', () => {
  it('when no model is configured', async () => {
    const { service, meteredRun } = serviceWith({ kind: 'extractive' }, async () => ({}));
    const error = await failureOf(service.create(1, body, null));
    expect(error).toMatchObject({ code: 'LEGAL_DOCUMENT_AI_UNAVAILABLE', status: 503 });
    expect(meteredRun).not.toHaveBeenCalled();
  });

  it('when the Database Legale has no corpus to ground and verify the draft', async () => {
    const { service, meteredRun } = serviceWith({ kind: 'openai' }, () =>
      Promise.reject(new AppError('RAG_UNAVAILABLE')),
    );
    const error = await failureOf(service.create(1, { ...body, ai_option: 'enhanced' }, null));
    expect(error).toMatchObject({ code: 'LEGAL_DOCUMENT_SOURCES_UNAVAILABLE', status: 503 });
    expect(error.message).toMatch(/Database Legale non è disponibile/);
    expect(meteredRun).not.toHaveBeenCalled();
  });
});
