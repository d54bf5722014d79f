import { describe, expect, it } from 'vitest';
import { conversationIsFull, MAX_MESSAGES_PER_CONVERSATION } from './chat';

describe('conversationIsFull', () => {
  it('leaves room for a question and its answer up to 48 messages', () => {
    expect(conversationIsFull(0)).toBe(false);
    expect(conversationIsFull(MAX_MESSAGES_PER_CONVERSATION - 2)).toBe(false);
  });

  it('is full from 49 messages: one more question would leave its answer nowhere', () => {
    expect(conversationIsFull(MAX_MESSAGES_PER_CONVERSATION - 1)).toBe(true);
    expect(conversationIsFull(MAX_MESSAGES_PER_CONVERSATION)).toBe(true);
  });
});
