import type { ErrorCode, ErrorEvent, WebSearchResultsEvent } from '@brocardo/shared';
import { isApiError } from '../../../lib/api-client';
import { WEB_SEARCH_FAILED_TEXT } from '../../web-search';
import { friendlyError, friendlyErrorOf } from '../friendly-errors';
import type { ChatFailure } from '../message-model';

/** Spec 1 §8: the conversation's message limit (422 MESSAGE_LIMIT) opens the limit modal. */
export function isMessageLimitError(error: unknown): boolean {
  return isApiError(error) && error.errorCode === ('MESSAGE_LIMIT' satisfies ErrorCode);
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/**
 * A failed call as the chat shows it (spec 1 §8 Chat): the insufficient-points, message-limit and
 * unanswered-questions texts as the server wrote them, 'Server error: {status} - {message}' for other HTTP errors and
 * 'An error occurred: …' when the server could not be reached or the stream broke.
 */
export function failureFromError(error: unknown): ChatFailure {
  if (isApiError(error)) {
    const facts = { status: error.status, errorCode: error.errorCode, message: error.message };
    if (error.isNetworkError)
      return { text: `An error occurred: ${error.message}`, friendly: friendlyError(facts) };
    const plain =
      error.status === 402 ||
      isMessageLimitError(error) ||
      error.errorCode === ('UNANSWERED_LIMIT' satisfies ErrorCode) ||
      error.errorCode === ('WEB_SEARCH_QUERY_TOO_LONG' satisfies ErrorCode);
    return {
      text: plain ? error.message : `Server error: ${error.status} - ${error.message}`,
      friendly: friendlyError(facts),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { text: `An error occurred: ${message}`, friendly: friendlyError({ status: 0, message }) };
}

/** An error event inside the stream: its message, and whether the points came back. */
export function failureFromEvent(event: ErrorEvent): ChatFailure {
  const refunded = event.refunded ? ' I punti della domanda sono stati restituiti.' : '';
  return {
    text: `${event.message}${refunded}`,
    friendly: friendlyError({ errorCode: event.error_code, message: event.message }),
  };
}

/** A web search that failed inside the stream: 'Web search failed' unless it says more (spec 1 §8). */
export function failureFromWebSearch(event: WebSearchResultsEvent): ChatFailure | null {
  if (event.success) return null;
  const text = event.error?.trim() || WEB_SEARCH_FAILED_TEXT;
  return { text, friendly: friendlyErrorOf('web-search') };
}
