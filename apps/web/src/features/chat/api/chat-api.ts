import {
  type AddMessageRequest,
  type ChatMode,
  type ConversationWithMessages,
  conversationWithMessages,
  type LogSimpleChatRequest,
  type LogWebSearchRequest,
  type MessageResource,
  messageResource,
} from '@brocardo/shared';
import { api, ignoredBody } from '../../../lib/api-client';

/** GET /api/conversations/{id}: the conversation and its messages, each with its rating. */
export function fetchConversation(id: number, signal?: AbortSignal): Promise<ConversationWithMessages> {
  return api.get(`/api/conversations/${id}`, conversationWithMessages, { signal });
}

/** POST /api/conversations/{id}/messages (201): the stored message with its id. */
export function saveMessage(conversationId: number, body: AddMessageRequest): Promise<MessageResource> {
  return api.post(`/api/conversations/${conversationId}/messages`, body, messageResource);
}

export interface AnswerLog {
  mode: ChatMode;
  question: string;
  answer: string;
  /** Web search results shown with the answer. */
  searchResultsCount: number;
}

/**
 * The spec's logging calls after a completed answer (spec 1 §7 Logging): /api/log-simple-chat for
 * standard, /api/log-web-search for web search. The server keeps them as activity only; a failure
 * is of no concern to the user, so it is ignored.
 */
export async function logAnswer(log: AnswerLog): Promise<void> {
  const simple: LogSimpleChatRequest = {
    user_message: log.question,
    ai_response: log.answer,
    message_length: log.question.length,
    response_length: log.answer.length,
  };
  try {
    if (log.mode === 'standard') await api.post('/api/log-simple-chat', simple, ignoredBody);
    else if (log.mode === 'websearch') {
      const web: LogWebSearchRequest = { ...simple, search_results_count: log.searchResultsCount };
      await api.post('/api/log-web-search', web, ignoredBody);
    }
  } catch {
    // Logging is best effort.
  }
}
