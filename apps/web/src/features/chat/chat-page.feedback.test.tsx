import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToastRegion } from '../../components/app-toast';
import { jsonResponse } from '../../test/api-stub';
import { CopyButton } from './components/message-actions';
import { fakeChatApi, feedbackResource, messageResource } from './test-support/fake-chat-api';
import { renderChat, waitForReady } from './test-support/render-chat';

afterEach(() => {
  vi.useRealTimers();
});

const ANSWERED = {
  1: [
    messageResource(11, 'user', 'Che cos’è il dolo?'),
    messageResource(12, 'assistant', 'Il dolo è la volontà dell’evento.'),
  ],
};

const likeButton = () => screen.getByRole('button', { name: 'Mi piace' });
const dislikeButton = () => screen.getByRole('button', { name: 'Non mi piace' });
const toast = () => screen.getByTestId('toast');

describe('ChatPage: like and dislike', () => {
  it('a like is sent at once, thanks the user and disables both buttons', async () => {
    const api = fakeChatApi({ messages: ANSWERED });
    const { user } = renderChat();
    await waitForReady();

    await user.click(likeButton());

    await waitFor(() => expect(likeButton()).toBeDisabled());
    expect(dislikeButton()).toBeDisabled();
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(toast()).toHaveTextContent('Grazie per il tuo feedback!');
    expect(api.requests('/api/messages/feedback').map((request) => request.body)).toEqual([
      { message_id: 12, rating: 'like' },
    ]);
  });

  it('a dislike opens the modal and is recorded only with valid text', async () => {
    const api = fakeChatApi({ messages: ANSWERED });
    const { user } = renderChat();
    await waitForReady();

    await user.click(dislikeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Aiutaci a migliorare' });
    const text = within(dialog).getByRole('textbox');
    const submit = within(dialog).getByRole('button', { name: 'Invia feedback' });
    expect(within(dialog).getByTestId('feedback-counter')).toHaveTextContent('0/1000');
    expect(text).toHaveAttribute('maxlength', '1000');

    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Il testo del feedback è obbligatorio');

    await user.type(text, '    ');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Il testo del feedback è obbligatorio');

    // A pasted text longer than the limit (maxlength stops typing, not every way in).
    fireEvent.change(text, { target: { value: 'x'.repeat(1001) } });
    expect(within(dialog).getByTestId('feedback-counter')).toHaveTextContent('1001/1000');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Il feedback non può superare i 1000 caratteri',
    );
    expect(api.requests('/api/messages/feedback')).toHaveLength(0);

    fireEvent.change(text, { target: { value: '  Manca la giurisprudenza recente.  ' } });
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast()).toHaveTextContent('Grazie per il tuo feedback dettagliato!');
    expect(api.requests('/api/messages/feedback').map((request) => request.body)).toEqual([
      { message_id: 12, rating: 'dislike', feedback_text: 'Manca la giurisprudenza recente.' },
    ]);
    expect(dislikeButton()).toBeDisabled();
    expect(dislikeButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('closing the modal records nothing and leaves the buttons enabled', async () => {
    const api = fakeChatApi({ messages: ANSWERED });
    const { user } = renderChat();
    await waitForReady();
    await user.click(dislikeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Aiutaci a migliorare' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests('/api/messages/feedback')).toHaveLength(0);
    expect(dislikeButton()).toBeEnabled();
  });

  it('shows the server’s message when the answer was already rated, and the stored rating', async () => {
    const message = 'Hai già dato un feedback per questa risposta. Non è possibile modificarlo.';
    const api = fakeChatApi({
      messages: ANSWERED,
      feedback: () => jsonResponse(422, { message, error_code: 'FEEDBACK_ALREADY_GIVEN' }),
      storedFeedback: () =>
        jsonResponse(200, {
          success: true,
          feedback: feedbackResource(12, 'dislike', 'Manca la fonte.'),
          rating: 'dislike',
        }),
    });
    const { user } = renderChat();
    await waitForReady();

    await user.click(likeButton());

    await waitFor(() => expect(toast()).toHaveTextContent(message));
    await waitFor(() => expect(dislikeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton()).toBeDisabled();
    expect(api.requests('/api/messages/12/feedback')).toHaveLength(1);
  });

  it('offers no rating on user messages', async () => {
    fakeChatApi({ messages: ANSWERED });
    renderChat();
    await waitForReady();
    const question = screen.getByTestId('user-message');
    expect(within(question).queryByRole('button', { name: 'Mi piace' })).not.toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Copia il messaggio' })).toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it('copies, shows Copiato for 2 seconds and the toast', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <CopyButton text="Art. 2043 c.c." />
        <AppToastRegion />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copia il messaggio' });

    await act(async () => {
      fireEvent.click(button);
    });

    expect(writeText).toHaveBeenCalledWith('Art. 2043 c.c.');
    expect(button).toHaveTextContent('Copiato');
    expect(toast()).toHaveTextContent('Testo copiato negli appunti!');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(button).toHaveTextContent('Copiato');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(button).toHaveTextContent('Copia');
    expect(button).not.toHaveTextContent('Copiato');
  });
});
