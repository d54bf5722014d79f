import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionEndedHandler } from '../../lib/api-client';
import { advance, inSequence, jsonResponse, settle } from '../../test/api-stub';
import { accountSummaryBody } from './test-support/account-body';
import { renderAccount, waitForCards } from './test-support/render-account';

afterEach(() => {
  setSessionEndedHandler(null);
  vi.useRealTimers();
});

const errorNotice = () => screen.findByTestId('account-error', {}, { timeout: 5000 });

describe('UserDetailsPage errors (spec 2 §8)', () => {
  it('403: says the user lacks the permission, and Riprova asks again', async () => {
    const { api } = renderAccount(
      inSequence(
        () => jsonResponse(403, { message: 'Forbidden', error_code: 'FORBIDDEN' }),
        () => jsonResponse(200, accountSummaryBody()),
      ),
    );
    expect(await errorNotice()).toHaveTextContent('Non hai i permessi per accedere a queste informazioni.');
    expect(screen.queryByTestId('card-personal')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitForCards();
    expect(screen.queryByTestId('account-error')).toBeNull();
    expect(api.requests('/api/account/summary')).toHaveLength(2);
  });

  it.each([
    ['a server error', () => jsonResponse(500, { message: 'Errore interno', error_code: 'INTERNAL_ERROR' })],
    ['a body off the contract', () => jsonResponse(200, { success: true })],
    [
      'no connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('%s: the generic message with a retry button', async (_case, answer) => {
    renderAccount(answer);
    expect(await errorNotice()).toHaveTextContent(
      "Impossibile caricare i dati dell'account. Riprova più tardi.",
    );
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeEnabled();
  });

  it('401: shows that the session expired and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    // The app's handler would navigate at once; a page still open must get there on its own.
    const sessionEnded = vi.fn();
    setSessionEndedHandler(sessionEnded);
    const { router } = renderAccount({ status: 401, body: { message: 'Unauthenticated.' } });
    await settle();

    expect(screen.getByTestId('account-error')).toHaveTextContent(
      'Sessione scaduta. Effettua nuovamente il login.',
    );
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(sessionEnded).toHaveBeenCalledWith('expired');
    expect(localStorage.getItem('auth_token')).toBeNull();

    await advance(1900);
    expect(router.state.location.pathname).toBe('/user-details');
    await advance(100);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('no token: says so and goes to /login at once, where the message waits', async () => {
    const { router, api } = renderAccount(accountSummaryBody(), { token: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth_redirect_message')).toBe('Token di autenticazione non trovato');
    expect(api.requests('/api/account/summary')).toHaveLength(0);
    await act(async () => undefined);
  });
});
