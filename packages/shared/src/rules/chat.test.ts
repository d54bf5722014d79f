import { describe, expect, it } from 'vitest';
import { conversationIsFull, MAX_MESSAGES_PER_CONVERSATION, messagesTowardsLimit } from './chat';

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

describe('messagesTowardsLimit', () => {
  it('counts answers and answered questions, never system messages', () => {
    expect(messagesTowardsLimit([])).toBe(0);
    expect(messagesTowardsLimit(['system', 'user', 'assistant', 'system'])).toBe(2);
    expect(messagesTowardsLimit(['user', 'system', 'assistant'])).toBe(2);
  });

  it('leaves out questions that received no answer', () => {
    expect(messagesTowardsLimit(['user'])).toBe(0);
    expect(messagesTowardsLimit(['user', 'assistant', 'user'])).toBe(2);
    expect(messagesTowardsLimit(['user', 'user', 'assistant'])).toBe(2);
    expect(messagesTowardsLimit(['assistant', 'user', 'assistant'])).toBe(3);
  });
});
