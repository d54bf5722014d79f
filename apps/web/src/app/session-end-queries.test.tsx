import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeChatApi, messageResource } from '../features/chat/test-support/fake-chat-api';
import { setSessionEndedHandler } from '../lib/api-client';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './router';

afterEach(() => {
  setSessionEndedHandler(null);
});

/** The whole app at / for a signed-in user, with the app's own query client, as main.tsx renders it. */
function renderApp() {
  localStorage.setItem('auth_token', 'tok-chat');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  setSessionEndedHandler(() => void router.navigate('/login', { replace: true }));
  const queryClient = createQueryClient();
  render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, queryClient };
}

type Api = ReturnType<typeof fakeChatApi>;

/** The requests sent after the first `from` calls, as 'METHOD path' with whether they carried a token. */
function requestsSince(api: Api, from: number) {
  return api.fetch.mock.calls.slice(from).map(([input, init = {}]) => ({
    request: `${init.method ?? 'GET'} ${String(input).split('?')[0]}`,
    token: new Headers(init.headers).has('Authorization'),
  }));
}

async function signedInChat(api: Api) {
  const app = renderApp();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'La tua domanda' })).toBeEnabled(), {
    timeout: 5000,
  });
  // Every signed-in query of the screen has answered.
  await waitFor(() => expect(api.requests('/api/user-document-preferences').length).toBeGreaterThan(0));
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  return app;
}

/** What the query cache still holds of the previous session: nothing. */
const cachedData = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryKey);

const settleAfterLogin = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the signed-in queries when the session ends', () => {
  it('stop after a 409 (a sign-in elsewhere): /login sends nothing without a token', async () => {
    // An earlier answer that cites an article: its citation check is a query of its own.
    const api = fakeChatApi({
      messages: {
        1: [
          messageResource(10, 'user', 'Che cosa dice il codice civile sul fatto illecito?'),
          messageResource(
            11,
            'assistant',
            'Lo dice l’art. 2043 c.c.: chi cagiona un danno ingiusto lo risarcisce.',
          ),
        ],
      },
      streams: [{ status: 409, body: { message: 'Superata', error_code: 'SESSION_SUPERSEDED' } }],
    });
    const { queryClient } = await signedInChat(api);
    const before = api.fetch.mock.calls.length;

    await userEvent.type(
      screen.getByRole('textbox', { name: 'La tua domanda' }),
      'Che cos’è la colpa?{Enter}',
    );
    await screen.findByRole('heading', { name: 'Accedi' });
    await settleAfterLogin();

    const sent = requestsSince(api, before);
    expect(api.requests('/rag-api/verify-citations').length).toBeGreaterThan(0);
    expect(sent.map(({ request }) => request)).toContain('POST /api/chat');
    expect(sent.filter(({ token }) => !token)).toEqual([]);
    expect(cachedData(queryClient)).toEqual([]);
  });

  it('stop after Esci: only the logout call is sent', async () => {
    const api = fakeChatApi();
    const { queryClient } = await signedInChat(api);
    const before = api.fetch.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await screen.findByRole('heading', { name: 'Accedi' });
    await settleAfterLogin();

    expect(requestsSince(api, before).map(({ request }) => request)).toEqual(['POST /api/logout']);
    expect(cachedData(queryClient)).toEqual([]);
  });
});
