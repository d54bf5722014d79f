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
  /**
   * The retrieval failed in a way the stream reports (Ricerca Web's search): the events are sent,
   * then this error; the model is not asked and the points are given back.
   */
  failure?: AppError;
}

export interface ModePreparerInput {
  userId: number;
  question: string;
  request: ParsedChatRequest;
}

/**
 * A mode's retrieval step, run alongside the charge. A rejection (unknown conversation, limit,
 * retrieval unavailable) is a plain HTTP error and the charge is given back; a `failure` in the
 * preparation is told in the stream instead.
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

/** The ledger description of each mode's charge. */
export const CHARGE_DESCRIPTION: Record<ChatMode, string> = {
  standard: 'Messaggio chat',
  rag: 'Interrogazione Database Legale',
  websearch: 'Ricerca web',
};

/**
 * Whether a question in this mode costs points. Standard mode with the extractive responder and no
 * personal documents generates nothing (it only says that no model is configured), so it is free;
 * retrieval (legal database, web, personal documents) is charged whichever provider writes the answer.
 */
export function chargesPoints(
  mode: ChatMode,
  provider: Pick<LlmProvider, 'kind'>,
  request?: Pick<ParsedChatRequest, 'enabledUserDocuments'>,
): boolean {
  const retrieves = mode !== 'standard' || (request?.enabledUserDocuments ?? []).length > 0;
  return retrieves || provider.kind !== 'extractive';
}

/**
 * The mode a request is answered in. `/api/chat-with-web` with `useWebSearch: false` is the
 * spec's "user documents only" chat (spec 1 §7): a standard question over the enabled documents,
 * charged as a chat message, with no web search.
 */
export function effectiveMode(
  endpointMode: ChatMode,
  request: Pick<ParsedChatRequest, 'useWebSearch'>,
): ChatMode {
  return endpointMode === 'websearch' && request.useWebSearch === false ? 'standard' : endpointMode;
}
