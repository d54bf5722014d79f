import { type ChatMode, DEFAULT_POINT_COSTS, detectChatMode } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerScript, fakeChatApi } from './test-support/fake-chat-api';
import { input, renderChat, waitForReady } from './test-support/render-chat';

const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const counter = () => screen.getByTestId('input-counter');

const ENDPOINTS: Record<ChatMode, string> = {
  standard: '/api/chat',
  rag: '/rag-api/rag-chat',
  websearch: '/api/chat-with-web',
};

describe('ChatPage: mode selection', () => {
  it('starts in automatic mode; a mode card switches to manual with that mode alone', async () => {
    fakeChatApi();
    const { user } = renderChat();
    await waitForReady();
    expect(radio('Automatica')).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^Database Legale/ })).not.toBeInTheDocument();

    await user.click(screen.getByTestId('mode-card-rag'));
    expect(radio('Manuale')).toBeChecked();
    expect(radio('Database Legale')).toBeChecked();
    expect(radio('Chat Standard')).not.toBeChecked();
    expect(radio('Ricerca Web')).not.toBeChecked();
    expect(screen.getByTestId('mode-card-rag')).toHaveAttribute('aria-pressed', 'true');

    await user.click(radio('Ricerca Web'));
    expect(radio('Database Legale')).not.toBeChecked();
    expect(radio('Ricerca Web')).toBeChecked();
    expect(screen.getByTestId('mode-card-rag')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('mode-card-websearch')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the costs the server charges (GET /api/points/costs), not the built-in defaults', async () => {
    // As with POINTS_COST_RAG_INTERROGATION=5000 (and the others changed too) on the server.
    const api = fakeChatApi({
      pointCosts: { ...DEFAULT_POINT_COSTS, chat_message: 1, rag_interrogation: 5000, web_search_query: 7 },
    });
    const { user } = renderChat();
    await waitForReady();

    await waitFor(() =>
      expect(screen.getByTestId('mode-card-rag')).toHaveTextContent('5000 punti per domanda'),
    );
    expect(screen.getByTestId('mode-card-standard')).toHaveTextContent('1 punto per domanda');
    expect(screen.getByTestId('mode-card-websearch')).toHaveTextContent('7 punti per domanda');
    expect(screen.queryByText(/10 punti/)).not.toBeInTheDocument();
    // The manual mode pills say the same to screen readers; the costs were asked once.
    await user.click(radio('Manuale'));
    const pills = screen.getByRole('group', { name: 'Modalità manuale' });
    expect(within(pills).getByRole('radio', { name: 'Database Legale, 5000 punti' })).toBeInTheDocument();
    expect(api.requests('/api/points/costs')).toHaveLength(1);
  });

  it('falls back to the shared defaults when the costs cannot be loaded', async () => {
    const api = fakeChatApi({ pointCosts: null });
    renderChat();
    await waitForReady();
    await waitFor(() => expect(api.requests('/api/points/costs').length).toBeGreaterThan(0));
    expect(screen.getByTestId('mode-card-rag')).toHaveTextContent('10 punti per domanda');
  });

  it('manual web search limits the input to 200 characters; back to automatic clears the choice', async () => {
    fakeChatApi();
    const { user } = renderChat();
    await waitForReady();
    expect(counter()).toHaveTextContent('0/4096');

    await user.click(screen.getByTestId('mode-card-websearch'));
    expect(counter()).toHaveTextContent('0/200');
    expect(input()).toHaveAttribute('maxlength', '200');

    await user.click(radio('Automatica'));
    expect(counter()).toHaveTextContent('0/4096');
    // The web-search (and RAG) choice was cleared: manual starts again from Chat Standard.
    await user.click(radio('Manuale'));
    expect(radio('Chat Standard')).toBeChecked();
    expect(counter()).toHaveTextContent('0/4096');
  });

  it('manual mode sends to the chosen mode’s endpoint, with its request fields', async () => {
    const api = fakeChatApi({ streams: [answerScript(['Risultati dal web.'])] });
    const { user } = renderChat();
    await waitForReady();
    await user.click(screen.getByTestId('mode-card-websearch'));
    await user.type(input(), 'Spiegami il contratto{Enter}');

    await screen.findByText('Risultati dal web.');
    expect(api.requests('/api/chat')).toHaveLength(0);
    expect(api.requests('/api/chat-with-web')[0]?.body).toMatchObject({
      message: 'Spiegami il contratto',
      useWebSearch: true,
    });
    expect(screen.getByTestId('answer-mode')).toHaveTextContent('modalità scelta manualmente');
  });

  it.each([
    ['Cerca online la sentenza della Cassazione sul licenziamento', 'websearch'],
    ['Cosa prevede l’art. 2043 c.c.?', 'rag'],
    ['Spiegami la responsabilità extracontrattuale', 'standard'],
  ] as const)('automatic mode detects the mode of “%s” at send time (%s)', async (text, mode) => {
    expect(detectChatMode(text).mode).toBe(mode);
    const api = fakeChatApi({ streams: [answerScript(['Risposta.'])] });
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), `${text}{Enter}`);

    await screen.findByText('Risposta.');
    for (const [other, path] of Object.entries(ENDPOINTS)) {
      expect(api.requests(path)).toHaveLength(other === mode ? 1 : 0);
    }
    const [userMessage] = api.requests('/api/conversations/1/messages');
    expect(userMessage?.body).toMatchObject({ metadata: { mode, detected: true } });
    if (mode === 'rag') {
      expect(api.requests(ENDPOINTS.rag)[0]?.body).toMatchObject({
        query: text,
        minChunks: 3,
        maxChunks: 20,
      });
    }
    await waitFor(() =>
      expect(screen.getByTestId('answer-mode')).toHaveTextContent('modalità scelta automaticamente'),
    );
  });
});
