import type { AdminConversationMessage, AdminFeedbackItem } from '@brocardo/shared';
import { blocksToPlainText, parseBlocks } from '../../../lib/markdown-blocks';

/** Spec 2 §9: previews of the question and the answer are cut at 80 characters, fallback text at 100. */
export const PREVIEW_CHARS = 80;
export const FALLBACK_PREVIEW_CHARS = 100;

/** The first `limit` characters and '…' when the text is longer (whole code points, never half an emoji). */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}…` : text;
}

const filled = (text: string | null | undefined): text is string => !!text && text.trim() !== '';

/**
 * An answer's Markdown read as one line of text for a preview (the same reading as a generated
 * document's plain-text export, lines joined); the expanded row shows the text as stored.
 */
export function markdownPreviewText(markdown: string): string {
  return blocksToPlainText(parseBlocks(markdown)).replace(/\s+/g, ' ').trim();
}

export type FeedbackPreview =
  | { kind: 'pair'; question: string; answer: string }
  | { kind: 'fallback'; text: string }
  | { kind: 'none' };

/**
 * What the collapsed row shows: the question and the answer (80 characters each) when both are
 * known, else the one text there is — the rated message — at 100 characters.
 */
export function feedbackPreview(item: AdminFeedbackItem): FeedbackPreview {
  if (filled(item.effective_user_question) && filled(item.effective_ai_response)) {
    return {
      kind: 'pair',
      question: truncate(item.effective_user_question, PREVIEW_CHARS),
      answer: truncate(markdownPreviewText(item.effective_ai_response), PREVIEW_CHARS),
    };
  }
  const fallback = [
    item.effective_message_content,
    item.effective_ai_response,
    item.effective_user_question,
  ].find(filled);
  return fallback ? { kind: 'fallback', text: truncate(fallback, FALLBACK_PREVIEW_CHARS) } : { kind: 'none' };
}

export interface MessagePair {
  question: string | null;
  answer: string | null;
}

/**
 * The rated answer and the user message nearest before it in its conversation, or null when the
 * rated message is not among `messages`.
 */
export function pairRatedMessage(
  messages: AdminConversationMessage[],
  messageId: number,
): MessagePair | null {
  const index = messages.findIndex((message) => message.id === messageId);
  if (index < 0) return null;
  const rated = messages[index] as AdminConversationMessage;
  const question = messages
    .slice(0, index)
    .reverse()
    .find((message) => message.role === 'user');
  return { question: question?.content ?? null, answer: rated.content };
}

/** The preserved (or live) texts of the feedback itself, or null when it carries none. */
export function effectivePair(item: AdminFeedbackItem): MessagePair | null {
  const question = filled(item.effective_user_question) ? item.effective_user_question : null;
  const answer = [item.effective_ai_response, item.effective_message_content].find(filled) ?? null;
  return question === null && answer === null ? null : { question, answer };
}
