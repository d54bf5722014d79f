/** Conversation and chat limits shared by the server and the web app (spec 1 §4, §5, §9). */

export const MAX_CONVERSATIONS = 10;
/** User and assistant messages per conversation. */
export const MAX_MESSAGES_PER_CONVERSATION = 50;

/**
 * A question needs room for its answer: with 49 messages stored, one more question would leave the
 * answer nowhere to go, so the conversation counts as full (server and client apply the same rule).
 */
export function conversationIsFull(countedMessages: number): boolean {
  return countedMessages + 2 > MAX_MESSAGES_PER_CONVERSATION;
}
/**
 * The messages a conversation counts towards its limit, from its stored roles in insertion order:
 * every answer, and every question that received one (the next user or assistant message after it
 * is an assistant message). A question refused before any answer (provider down, no points, the
 * request lost) never counts, whatever stopped it (a crash included): the count follows from the
 * stored messages alone. System messages never count. The server's SQL computes the same.
 */
export function messagesTowardsLimit(roles: readonly string[]): number {
  const counted = roles.filter((role) => role === 'user' || role === 'assistant');
  return counted.filter((role, index) => role === 'assistant' || counted[index + 1] === 'assistant').length;
}
/**
 * Questions stored without an answer (refused for points, a provider down, a request lost) do not
 * count towards the limit, so they are bounded apart: at most this many per conversation. Sending the
 * same question again reuses the stored one and is always allowed.
 */
export const MAX_UNANSWERED_QUESTIONS = 10;
/** The questions among `roles` (stored order) that no answer followed. */
export function unansweredQuestions(roles: readonly string[]): number {
  const counted = roles.filter((role) => role === 'user' || role === 'assistant');
  return counted.filter((role, index) => role === 'user' && counted[index + 1] !== 'assistant').length;
}
/** The sidebar counter turns warning / critical at these counts (of 50). */
export const MESSAGE_COUNT_WARNING = 40;
export const MESSAGE_COUNT_CRITICAL = 45;
/** The chat screen warns when this many or fewer remain, and marks critical at the second. */
export const MESSAGES_REMAINING_WARNING = 10;
export const MESSAGES_REMAINING_CRITICAL = 5;

export const CHAT_INPUT_MAX_LENGTH = 4096;
export const WEB_SEARCH_INPUT_MAX_LENGTH = 200;
/** The input counter warns above this share of the limit. */
export const CHAT_INPUT_WARNING_RATIO = 0.85;
export const FEEDBACK_TEXT_MAX_LENGTH = 1000;

export const DEFAULT_CONVERSATION_TITLE = 'Nuova conversazione';
export const CONVERSATION_TITLE_MAX_LENGTH = 255;
export const CONVERSATION_TITLE_DISPLAY_LENGTH = 30;
/** Non-system messages sent to the model as context (plus every system message). */
export const CONTEXT_MESSAGE_COUNT = 10;

export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** 'Message limit reached…' placeholder of the disabled input (spec 1 §5). */
export const MESSAGE_LIMIT_PLACEHOLDER = 'Message limit reached. Start a new conversation.';

/** A title shortened for the list: 30 characters at most, 27 plus an ellipsis when longer. */
export function shortenTitle(title: string, max: number = CONVERSATION_TITLE_DISPLAY_LENGTH): string {
  const characters = Array.from(title);
  if (characters.length <= max) return title;
  return `${characters.slice(0, max - 3).join('')}...`;
}

/** The title a conversation takes from its first message: one line, trimmed, at most 255 characters. */
export function titleFromFirstMessage(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  if (!oneLine) return DEFAULT_CONVERSATION_TITLE;
  return Array.from(oneLine).slice(0, CONVERSATION_TITLE_MAX_LENGTH).join('');
}

/**
 * The context sent to the model (spec 1 §7): every system message, plus the last 10 non-system
 * messages, in their original order.
 */
export function selectContext<T extends { role: string }>(
  messages: readonly T[],
  count = CONTEXT_MESSAGE_COUNT,
): T[] {
  let remaining = count;
  const keep = new Array<boolean>(messages.length).fill(false);
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as T;
    if (message.role === 'system') keep[index] = true;
    else if (remaining > 0) {
      keep[index] = true;
      remaining -= 1;
    }
  }
  return messages.filter((_, index) => keep[index]);
}

/**
 * The typing reveal (spec 1 §9): 8–12 ms per character, plus 15 ms after . ! ?, 8 ms after , ; :
 * and 2 ms after a space. `random` is in [0, 1) (Math.random by default; tests pass a fixed one).
 */
export function typingDelayMs(character: string, random: () => number = Math.random): number {
  const base = 8 + Math.floor(random() * 5);
  if (character === '.' || character === '!' || character === '?') return base + 15;
  if (character === ',' || character === ';' || character === ':') return base + 8;
  if (character === ' ') return base + 2;
  return base;
}
