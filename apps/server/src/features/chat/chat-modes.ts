import { AppError, type ChatMode, type ParsedChatRequest, type TypedStreamEvent } from '@brocardo/shared';
import type { ChatMessage, LlmProvider, Passage } from '../../ai/llm';

/** What a mode's retrieval adds to a question before the model answers. */
export interface ModePreparation {
  /** Context for the model (retrieved passages, web results), sent after the system prompt. */
  systemMessages?: ChatMessage[];
  /** Events streamed after response_info, before the answer (expanded_query, citations, web_search_results). */
  events?: TypedStreamEvent[];
  /** Passages for the extractive responder to quote. */
  passages?: Passage[];
}

export interface ModePreparerInput {
  userId: number;
  question: string;
  request: ParsedChatRequest;
}

/**
 * A mode's retrieval step. It runs before the points are charged, so a mode whose retrieval is
 * unavailable answers its error as a plain HTTP error and costs nothing.
 */
export type ModePreparer = (input: ModePreparerInput) => Promise<ModePreparation>;

const unavailable =
  (code: 'RAG_UNAVAILABLE' | 'WEB_SEARCH_UNAVAILABLE'): ModePreparer =>
  async () => {
    throw new AppError(code);
  };

/** Until the legal-database and web-search issues plug in their retrieval, those modes say so. */
export const DEFAULT_MODE_PREPARERS: Record<ChatMode, ModePreparer> = {
  standard: async () => ({}),
  rag: unavailable('RAG_UNAVAILABLE'),
  websearch: unavailable('WEB_SEARCH_UNAVAILABLE'),
};

/** usage_records.feature per mode. */
export const USAGE_FEATURE: Record<ChatMode, string> = {
  standard: 'chat_standard',
  rag: 'chat_rag',
  websearch: 'chat_web',
};

/** The ledger description of each mode's charge. */
export const CHARGE_DESCRIPTION: Record<ChatMode, string> = {
  standard: 'Messaggio chat',
  rag: 'Interrogazione Database Legale',
  websearch: 'Ricerca web',
};

/**
 * Whether a question in this mode costs points. Standard mode with the extractive responder
 * generates nothing (it only says that no model is configured), so it is free; retrieval modes
 * charge for their retrieval whichever provider writes the answer.
 */
export function chargesPoints(mode: ChatMode, provider: Pick<LlmProvider, 'kind'>): boolean {
  return !(mode === 'standard' && provider.kind === 'extractive');
}
