import { EXTRACTIVE_ANSWER_LABEL, errorTable } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionEndedHandler } from '../../lib/api-client';
import { appEvents, onAppEvent } from '../../lib/events';
import { REPEATED_QUESTION_NOTICE } from './chat-page';
import {
  answeredMessages,
  answerScript,
  conversationResource,
  deltaChunk,
  fakeChatApi,
  messageResource,
  responseInfo,
} from './test-support/fake-chat-api';
import { assistantMessages, input, renderChat, userMessages, waitForReady } from './test-support/render-chat';

afterEach(() => {
  setSessionEndedHandler(null);
});

describe('ChatPage: conversations on load', () => {
  it('opens the stored conversation when it still exists, and shows its messages without system ones', async () => {
    localStorage.setItem('currentConversationId', '2');
    const api = fakeChatApi({
      conversations: [conversationResource(1, 'Prima'), conversationResource(2, 'Seconda', 3)],
      messages: {
        2: [
          messageResource(10, 'system', 'Istruzioni nascoste'),
          messageResource(11, 'user', 'Che cos’è la colpa?'),
          messageResource(12, 'assistant', 'La **colpa** è…', { feedback: { rating: 'like' } }),
        ],
      },
    });
    renderChat();
    await waitForReady();

    expect(screen.getByTestId('conversation-title')).toHaveTextContent('Seconda');
    expect(userMessages()).toHaveLength(1);
    expect(assistantMessages()).toHaveLength(1);
    expect(screen.queryByText('Istruzioni nascoste')).not.toBeInTheDocument();
    expect(screen.getByText('colpa').tagName).toBe('STRONG');
    expect(screen.getByTestId('message-counter')).toHaveTextContent('2/50');
    // The stored rating disables both buttons.
    expect(screen.getByRole('button', { name: 'Mi piace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Non mi piace' })).toBeDisabled();
    expect(api.requests('/api/conversations/2')).toHaveLength(1);
    expect(
      screen.queryByRole('heading', { name: 'Benvenuto nel tuo assistente legale' }),
    ).not.toBeInTheDocument();
  });

  it('opens the first conversation when the stored one is gone, and shows the empty state with the three modes', async () => {
    localStorage.setItem('currentConversationId', '99');
    fakeChatApi({ conversations: [conversationResource(7, 'Recente'), conversationResource(3, 'Vecchia')] });
    renderChat();
    await waitForReady();

    expect(localStorage.getItem('currentConversationId')).toBe('7');
    expect(screen.getByRole('heading', { name: 'Benvenuto nel tuo assistente legale' })).toBeInTheDocument();
    expect(screen.getByTestId('mode-card-standard')).toHaveTextContent('Chat Standard');
    expect(screen.getByTestId('mode-card-standard')).toHaveTextContent('2 punti per domanda');
    expect(screen.getByTestId('mode-card-rag')).toHaveTextContent('Database Legale');
    expect(screen.getByTestId('mode-card-rag')).toHaveTextContent('10 punti per domanda');
    expect(screen.getByTestId('mode-card-websearch')).toHaveTextContent('Ricerca Web');
    expect(screen.getByTestId('mode-card-websearch')).toHaveTextContent('5 punti per domanda');
  });

  it('creates a conversation when there is none', async () => {
    const api = fakeChatApi({ conversations: [] });
    renderChat();
    await waitForReady();
    expect(
      api.requests('/api/conversations').filter((request) => request.init.method === 'POST'),
    ).toHaveLength(1);
    expect(screen.getByTestId('conversation-title')).toHaveTextContent('Nuova conversazione');
    // The new conversation is known to be empty: no need to load it.
    expect(api.requests('/api/conversations/500')).toHaveLength(0);
  });
});

describe('ChatPage: sending a message', () => {
  it('saves the question, streams the answer in, saves it with its id and shows the points the stream gives', async () => {
    const api = fakeChatApi({ streams: [answerScript(['Buongiorno, ', 'avvocato.'])] });
    const pointsUpdated = vi.fn();
    const unsubscribe = onAppEvent(appEvents.pointsUpdated, pointsUpdated);
    const { user } = renderChat();
    await waitForReady();

    await user.type(input(), 'Spiegami la responsabilità extracontrattuale');
    await user.keyboard('{Enter}');

    expect(input()).toHaveValue('');
    await screen.findByText('Buongiorno, avvocato.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mi piace' })).toBeEnabled());
    unsubscribe();

    const saves = api.requests('/api/conversations/1/messages').map((request) => request.body);
    expect(saves).toEqual([
      {
        role: 'user',
        content: 'Spiegami la responsabilità extracontrattuale',
        metadata: { mode: 'standard', detected: true },
      },
      {
        role: 'assistant',
        content: 'Buongiorno, avvocato.',
        metadata: {
          mode: 'standard',
          detected: true,
          provider: 'openai',
          extractive: false,
          model: 'modello-test',
        },
      },
    ]);
    const [chat] = api.requests('/api/chat');
    expect(chat?.body).toMatchObject({
      message: 'Spiegami la responsabilità extracontrattuale',
      conversation_id: 1,
      useWebSearch: false,
      context: [{ role: 'user', content: 'Spiegami la responsabilità extracontrattuale' }],
    });
    expect(chat?.headers.get('Accept')).toBe('text/event-stream');
    // Step 7: points-updated fires and the balance is the stream's `done` (98; the dashboard said 100),
    // without reading the dashboard again.
    expect(pointsUpdated).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getAllByTestId('points-value').map((value) => value.getAttribute('title'))).toEqual(
        screen.getAllByTestId('points-value').map(() => '98 punti'),
      ),
    );
    expect(api.requests('/api/points/dashboard')).toHaveLength(1);
    expect(api.requests('/api/log-simple-chat')[0]?.body).toEqual({
      user_message: 'Spiegami la responsabilità extracontrattuale',
      ai_response: 'Buongiorno, avvocato.',
      message_length: 44,
      response_length: 21,
    });
    // The server titled the conversation from the first message; the list shows it, from the saves'
    // answers: the list is not read again.
    await waitFor(() =>
      expect(screen.getByTestId('conversation-title')).toHaveTextContent(
        'Spiegami la responsabilità extracontrattuale',
      ),
    );
    expect(screen.getByTestId('message-counter')).toHaveTextContent('2/50');
    expect(api.requests('/api/conversations').filter((r) => (r.init.method ?? 'GET') === 'GET')).toHaveLength(
      1,
    );
    expect(screen.getByTestId('answer-mode')).toHaveTextContent(
      'Chat Standard · modalità scelta automaticamente',
    );
  });

  it('shows the thinking indicator until the first text arrives, then reveals it', async () => {
    const api = fakeChatApi({ streams: [{ payloads: [responseInfo()], hold: true }] });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), 'Ciao{Enter}');

    expect(await screen.findByTestId('thinking-indicator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.getByTestId('ai-busy-status')).toHaveTextContent('elaborando');
    api.finishStreams();
    await waitFor(() => expect(screen.queryByTestId('thinking-indicator')).not.toBeInTheDocument());
  });

  it('Stop aborts the stream, keeps the partial text and saves it as the answer', async () => {
    const api = fakeChatApi({
      streams: [{ payloads: [responseInfo(), deltaChunk('Risposta parz'), deltaChunk('iale')], hold: true }],
    });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), 'Domanda lunga{Enter}');
    await screen.findByText(/Risposta parz/);

    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await screen.findByText('Risposta parziale')).toBeInTheDocument();
    expect(screen.getByText('Risposta interrotta.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mi piace' })).toBeEnabled());
    const [, answer] = api.requests('/api/conversations/1/messages').map((request) => request.body);
    expect(answer).toMatchObject({
      role: 'assistant',
      content: 'Risposta parziale',
      metadata: { stopped: true },
      interrupted: true,
    });
    expect(api.requests('/api/log-simple-chat')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Invia' })).toBeInTheDocument();
  });

  it('ignores a message equal to the last answered question, and says why', async () => {
    const api = fakeChatApi({
      messages: {
        1: [messageResource(1, 'user', 'Art. 2043?'), messageResource(2, 'assistant', 'Risarcimento.')],
      },
    });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), '  Art. 2043?  {Enter}');
    expect(api.requests('/api/conversations/1/messages')).toHaveLength(0);
    expect(input()).toHaveValue('  Art. 2043?  ');
    expect(await screen.findByText(REPEATED_QUESTION_NOTICE)).toBeInTheDocument();
  });

  it('labels extractive answers, live and stored', async () => {
    fakeChatApi({
      messages: {
        1: [
          messageResource(1, 'user', 'Domanda'),
          messageResource(2, 'assistant', 'Estratto dalle fonti.', {
            metadata: { mode: 'rag', extractive: true },
          }),
        ],
      },
      streams: [answerScript(['Nessun modello.'], 'extractive')],
    });
    const { user } = renderChat();
    await waitForReady();
    expect(screen.getAllByTestId('extractive-label')).toHaveLength(1);
    await user.type(input(), 'Altra domanda{Enter}');
    await screen.findByText('Nessun modello.');
    const labels = screen.getAllByTestId('extractive-label');
    expect(labels).toHaveLength(2);
    expect(labels[1]).toHaveTextContent(EXTRACTIVE_ANSWER_LABEL);
  });

  it('shows citations as reference chips and never renders raw HTML', async () => {
    fakeChatApi({
      streams: [
        answerScript([
          'Vedi @source:legal:cc-2043. <img src="x" data-testid="iniettato"> e [link](javascript:alert(1)) fine',
        ]),
      ],
    });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), 'Fonti?{Enter}');
    await screen.findByText(/fine/);
    const chip = screen.getByTestId('citation');
    expect(chip).toHaveTextContent('art. 2043 c.c.');
    expect(chip.closest('a')).toBeNull();
    expect(screen.queryByTestId('iniettato')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    const link = screen.getByText('link').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('shows an error event of the stream in the answer bubble; the refunded balance comes from the stream', async () => {
    const api = fakeChatApi({
      streams: [
        {
          payloads: [
            responseInfo(),
            JSON.stringify({
              type: 'error',
              message: 'Il servizio AI non ha risposto in tempo.',
              error_code: 'LLM_TIMEOUT',
              refunded: true,
            }),
            '[DONE]',
          ],
        },
      ],
    });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), 'Domanda{Enter}');
    const error = await screen.findByTestId('answer-error');
    expect(error).toHaveTextContent(
      'Il servizio AI non ha risposto in tempo. I punti della domanda sono stati restituiti.',
    );
    expect(error).toHaveTextContent('Il server sta riscontrando problemi.');
    // response_info said 98 after the charge of 2; the error gave them back: 100, not read again.
    await waitFor(() =>
      expect(screen.getAllByTestId('points-value')[0]).toHaveAttribute('title', '100 punti'),
    );
    expect(api.requests('/api/points/dashboard')).toHaveLength(1);
  });

  it('shows other HTTP errors as "Server error: {status} - {message}" with the friendly meaning', async () => {
    fakeChatApi({
      streams: [
        {
          status: 503,
          body: {
            message: 'La ricerca nel Database Legale (RAG) non è disponibile.',
            error_code: 'RAG_UNAVAILABLE',
          },
        },
      ],
    });
    const { user } = renderChat();
    await waitForReady();
    await user.click(screen.getByTestId('mode-card-rag'));
    await user.type(input(), 'Art. 1218 c.c.{Enter}');
    const error = await screen.findByTestId('answer-error');
    expect(error).toHaveTextContent(
      'Server error: 503 - La ricerca nel Database Legale (RAG) non è disponibile.',
    );
    expect(error).toHaveTextContent('Prova la Ricerca Web o la modalità Chat Standard.');
  });
});

describe('ChatPage: points and limits', () => {
  it('402 opens the insufficient-points modal with the three figures; Aggiorna piano goes to /subscription', async () => {
    fakeChatApi({
      streams: [
        {
          status: 402,
          body: {
            message: 'Non hai abbastanza punti per completare questa azione.',
            error_code: 'INSUFFICIENT_POINTS',
            points_info: { required: 10, current_balance: 3, shortfall: 7 },
          },
        },
      ],
    });
    const { user, router } = renderChat();
    await waitForReady();
    await user.type(input(), 'Domanda{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Punti insufficienti' });
    expect(dialog).toHaveTextContent('Non hai abbastanza punti per completare questa azione.');
    expect(within(dialog).getByTestId('points-required')).toHaveTextContent('10');
    expect(within(dialog).getByTestId('points-balance')).toHaveTextContent('3');
    expect(within(dialog).getByTestId('points-shortfall')).toHaveTextContent('7');
    expect(dialog).toHaveTextContent('I punti si rinnovano all’inizio di ogni mese in base al tuo piano.');
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Aggiorna piano' }));
    await screen.findByRole('heading', { name: 'Piano' });
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('a 422 message limit shows the error and opens the limit modal, whose button starts a new conversation', async () => {
    const api = fakeChatApi({
      streams: [
        {
          status: 422,
          body: { message: errorTable.MESSAGE_LIMIT.message, error_code: 'MESSAGE_LIMIT' },
        },
      ],
    });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), 'Domanda{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Limite di messaggi raggiunto' });
    expect(screen.getByTestId('answer-error')).toHaveTextContent(errorTable.MESSAGE_LIMIT.message);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start New Conversation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.requests('/api/conversations').filter((request) => request.init.method === 'POST'),
    ).toHaveLength(1);
    expect(screen.getByTestId('conversation-title')).toHaveTextContent('Nuova conversazione');
    expect(localStorage.getItem('currentConversationId')).toBe('500');
  });

  it('a question refused for too many unanswered ones shows the server’s reason as written, and no answer is asked', async () => {
    const api = fakeChatApi({
      saveMessageRefusal: {
        status: 429,
        body: { message: errorTable.UNANSWERED_LIMIT.message, error_code: 'UNANSWERED_LIMIT' },
      },
    });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), 'Domanda{Enter}');
    const error = await screen.findByTestId('answer-error');
    expect(error).toHaveTextContent(errorTable.UNANSWERED_LIMIT.message);
    expect(error).not.toHaveTextContent('Server error');
    expect(api.requests('/api/chat')).toHaveLength(0);
  });

  it('at 50 messages the input is disabled with the limit placeholder and the counter is critical', async () => {
    const full = answeredMessages(50);
    fakeChatApi({ conversations: [conversationResource(1, 'Piena', 50)], messages: { 1: full } });
    const { user } = renderChat();
    await screen.findByText('Messaggio 50');

    // Opened full: the limit modal opens once; Close keeps it closed.
    const dialog = await screen.findByRole('dialog', { name: 'Limite di messaggi raggiunto' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute('placeholder', 'Message limit reached. Start a new conversation.');
    expect(screen.getByTestId('message-counter')).toHaveTextContent('50/50');
    expect(screen.getByTestId('message-counter')).toHaveAttribute('data-tone', 'critical');
    expect(screen.getByTestId('remaining-messages')).toHaveTextContent(
      'Hai raggiunto il limite di 50 messaggi',
    );
  });

  it('at 49 messages a question would leave its answer no room: the input is already closed', async () => {
    const almost = answeredMessages(49);
    fakeChatApi({ conversations: [conversationResource(1, 'Quasi piena', 49)], messages: { 1: almost } });
    renderChat();
    await screen.findByText('Messaggio 49');

    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute('placeholder', 'Message limit reached. Start a new conversation.');
    expect(screen.getByTestId('message-counter')).toHaveTextContent('49/50');
    expect(screen.getByTestId('remaining-messages')).toHaveTextContent(
      'Hai raggiunto il limite di 50 messaggi',
    );
  });

  it.each([
    [39, 'normal', null],
    [40, 'warning', 'warning'],
    [44, 'warning', 'warning'],
    [45, 'critical', 'critical'],
  ])(
    'with %i messages the counter is %s and the remaining warning %s',
    async (count, counterTone, remainingTone) => {
      const messages = answeredMessages(count);
      fakeChatApi({ conversations: [conversationResource(1, 'Lunga', count)], messages: { 1: messages } });
      renderChat();
      await screen.findByText(`Messaggio ${count}`);
      expect(screen.getByTestId('message-counter')).toHaveAttribute('data-tone', counterTone);
      const remaining = screen.queryByTestId('remaining-messages');
      if (remainingTone === null) expect(remaining).toBeNull();
      else expect(remaining).toHaveAttribute('data-tone', remainingTone);
    },
  );
});
