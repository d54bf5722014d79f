import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderRouteWithProviders } from '../../../test/render-with-providers';
import { ChatPage } from '../chat-page';

/** The chat screen at / for a signed-in user, with /subscription and /login as plain headings. */
export function renderChat() {
  localStorage.setItem('auth_token', 'tok-chat');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  const user = userEvent.setup();
  const view = renderRouteWithProviders('/', <ChatPage />, { '/subscription': 'Piano', '/login': 'Accedi' });
  return { user, ...view };
}

export const input = () => screen.getByRole('textbox', { name: 'La tua domanda' });

/**
 * Waits until the conversation is loaded and the input accepts text. The first render of a test
 * file (modules warming up) can take over a second on a busy machine.
 */
export async function waitForReady() {
  await waitFor(() => expect(input()).toBeEnabled(), { timeout: 5000 });
}

export const assistantMessages = () => screen.queryAllByTestId('assistant-message');
export const userMessages = () => screen.queryAllByTestId('user-message');
