import { act, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ignoredBody, setSessionEndedHandler } from '../lib/api-client';
import { renderWithProviders } from '../test/render-with-providers';
import { createAppRouter } from './router';

afterEach(() => {
  setSessionEndedHandler(null);
  window.history.replaceState(null, '', '/');
});

describe('createAppRouter', () => {
  it('sends an expired session to /login, where the expired message is shown', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
    window.history.replaceState(null, '', '/legal-documents');
    const router = createAppRouter();
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Generatore di Documenti Legali' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 })),
    );
    await act(async () => {
      await api.get('/api/legal-documents', ignoredBody).catch(() => undefined);
    });

    await screen.findByRole('heading', { level: 1, name: 'Accedi' });
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByTestId('redirect-message')).toHaveTextContent(
      'Sessione scaduta. Effettua nuovamente il login.',
    );
    router.dispose();
  });
});
