import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionEndedHandler } from '../../lib/api-client';
import {
  conversationResource,
  deltaChunk,
  fakeChatApi,
  messageResource,
  responseInfo,
} from './test-support/fake-chat-api';
import { assistantMessages, input, renderChat, waitForReady } from './test-support/render-chat';

afterEach(() => {
  setSessionEndedHandler(null);
});

const answered = [messageResource(1, 'user', 'Prima domanda'), messageResource(2, 'assistant', 'Risposta.')];

function errorEvent(refunded: boolean) {
  return JSON.stringify({
    type: 'error',
    message: 'Il servizio AI non è al momento disponibile.',
    error_code: 'LLM_UNAVAILABLE',
    refunded,
  });
}

describe('ChatPage: a question that received no answer', () => {
  it('does not count in the header counter, refused (503) or failed before its first text', async () => {
    fakeChatApi({
      conversations: [conversationResource(1, 'Pratica', 2)],
      messages: { 1: answered },
      streams: [
        { status: 503, body: { message: 'Servizio non disponibile.', error_code: 'SERVICE_UNAVAILABLE' } },
        { payloads: [responseInfo(), errorEvent(true), '[DONE]'] },
      ],
    });
    const { user } = renderChat();
    await waitForReady();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('2/50');

    await user.type(input(), 'Seconda domanda{Enter}');
    await screen.findByTestId('answer-error');
    await waitForReady();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('2/50');

    await user.type(input(), 'Terza domanda{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('answer-error')).toHaveLength(2));
    await waitForReady();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('2/50');
  });
});

describe('ChatPage: an answer cut short', () => {
  it('failing mid-way keeps the partial text and saves it as interrupted', async () => {
    const api = fakeChatApi({
      streams: [{ payloads: [responseInfo(), deltaChunk('Risposta parz'), errorEvent(false), '[DONE]'] }],
    });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), 'Domanda{Enter}');

    expect(await screen.findByTestId('answer-error')).toHaveTextContent('non è al momento disponibile');
    await waitFor(() => expect(api.requests('/api/conversations/1/messages')).toHaveLength(2));
    const [, answer] = api.requests('/api/conversations/1/messages').map((request) => request.body);
    expect(answer).toMatchObject({ role: 'assistant', content: 'Risposta parz', interrupted: true });
    await waitFor(() => expect(screen.getByTestId('message-counter')).toHaveTextContent('2/50'));
  });

  it('shows "Risposta interrotta." after a reload, from the stored flag', async () => {
    fakeChatApi({
      conversations: [conversationResource(1, 'Pratica', 4)],
      messages: {
        1: [
          ...answered,
          messageResource(3, 'user', 'Domanda lunga'),
          messageResource(4, 'assistant', 'Risposta parz', { interrupted: true }),
        ],
      },
    });
    renderChat();
    await waitForReady();

    const [complete, interrupted] = assistantMessages();
    expect(interrupted).toHaveTextContent('Risposta parz');
    expect(interrupted).toHaveTextContent('Risposta interrotta.');
    expect(complete).not.toHaveTextContent('Risposta interrotta.');
    expect(screen.getAllByText('Risposta interrotta.')).toHaveLength(1);
  });
});

describe('ChatPage: Nuova chat', () => {
  it('selects the empty conversation the server hands back instead of adding another', async () => {
    localStorage.setItem('currentConversationId', '2');
    const api = fakeChatApi({
      conversations: [conversationResource(2, 'Pratica', 2), conversationResource(1, 'Nuova conversazione')],
      messages: { 2: answered },
    });
    const { user } = renderChat();
    await waitForReady();
    expect(screen.getByTestId('conversation-title')).toHaveTextContent('Pratica');

    await user.click(screen.getByRole('button', { name: 'Nuova chat' }));
    await waitFor(() =>
      expect(screen.getByTestId('conversation-title')).toHaveTextContent('Nuova conversazione'),
    );
    expect(localStorage.getItem('currentConversationId')).toBe('1');
    expect(assistantMessages()).toHaveLength(0);
    expect(api.conversations.map((conversation) => conversation.id)).toEqual([1, 2]);
    expect(screen.getAllByRole('button', { name: /Elimina la conversazione/ })).toHaveLength(2);
  });
});
