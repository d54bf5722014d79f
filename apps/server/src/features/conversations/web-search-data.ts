import type { MessageResource } from '@brocardo/shared';

export interface LegacyWebSearchResults {
  results: unknown[];
  direct_answer: unknown;
  error: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The web-search data stored with the messages (metadata `web_search`), keyed by user message id.
 * It may sit on the user message itself or on the assistant answer that followed it; either way it
 * is filed under the question's id. No stored search means an empty object.
 */
export function webSearchByUserMessage(messages: readonly MessageResource[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  let lastUserMessageId: number | null = null;
  for (const message of messages) {
    if (message.role === 'user') lastUserMessageId = message.id;
    const webSearch = message.metadata?.web_search;
    if (!isRecord(webSearch)) continue;
    const key = message.role === 'user' ? message.id : lastUserMessageId;
    if (key !== null) data[String(key)] = webSearch;
  }
  return data;
}

/** The conversation's latest stored web search, in the legacy `{ results, direct_answer, error }` shape. */
export function latestWebSearch(messages: readonly MessageResource[]): LegacyWebSearchResults {
  let latest: Record<string, unknown> | undefined;
  for (const message of messages) {
    const webSearch = message.metadata?.web_search;
    if (isRecord(webSearch)) latest = webSearch;
  }
  return {
    results: Array.isArray(latest?.results) ? latest.results : [],
    direct_answer: latest?.direct_answer ?? latest?.directAnswer ?? null,
    error: latest?.error ?? null,
  };
}
