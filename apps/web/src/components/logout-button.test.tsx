import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appEvents, onAppEvent } from '../lib/events';
import { jsonResponse, stubApi } from '../test/api-stub';
import { renderRoute } from '../test/render-route';
import { LogoutButton } from './logout-button';

function signIn() {
  localStorage.setItem('auth_token', 'tok-1');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi', is_admin: true }));
}

describe('LogoutButton', () => {
  it('calls POST /api/logout with the token, clears the session, announces it and goes to the login page', async () => {
    signIn();
    const api = stubApi(() => jsonResponse(200, { success: true }));
    const authChanged = vi.fn();
    const unsubscribe = onAppEvent(appEvents.authChanged, authChanged);
    const { router } = renderRoute('/legal-documents', <LogoutButton redirectTo="/login" />, {
      '/login': 'Accedi',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));

    await screen.findByRole('heading', { name: 'Accedi' });
    unsubscribe();
    expect(router.state.location.pathname).toBe('/login');
    const [request] = api.requests('/api/logout');
    expect(request?.init.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(authChanged).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed logout call and still signs out (admin header, to /admin-login)', async () => {
    signIn();
    stubApi(() => jsonResponse(401, { message: 'Sessione scaduta. Effettua nuovamente il login.' }));
    const { router } = renderRoute(
      '/admin/dashboard',
      <LogoutButton redirectTo="/admin-login" label="Logout" />,
      { '/admin-login': 'Portale Admin', '/login': 'Accedi' },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await screen.findByRole('heading', { name: 'Portale Admin' });
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    // Leaving is not an expired session: no message is queued for the login page.
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
  });

  it('works offline too', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoute('/', <LogoutButton redirectTo="/login" />, { '/login': 'Accedi' });
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  describe('with confirm (the case strategy simulator, spec 2 §2.8)', () => {
    const dialog = () => screen.getByRole('dialog', { name: 'Conferma logout' });

    it('opens the confirmation dialog and does not sign out yet', async () => {
      signIn();
      const api = stubApi(() => jsonResponse(200, { success: true }));
      const { router } = renderRoute('/case-strategy', <LogoutButton redirectTo="/login" confirm />, {
        '/login': 'Accedi',
      });

      await userEvent.click(screen.getByRole('button', { name: 'Esci' }));

      expect(dialog()).toHaveAccessibleDescription('Sei sicuro di voler effettuare il logout?');
      expect(within(dialog()).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Esci' })).toBeInTheDocument();
      expect(api.requests('/api/logout')).toHaveLength(0);
      expect(localStorage.getItem('auth_token')).toBe('tok-1');
      expect(router.state.location.pathname).toBe('/case-strategy');
    });

    it('Annulla closes the dialog, keeps the session and gives focus back to the button', async () => {
      signIn();
      const api = stubApi(() => jsonResponse(200, { success: true }));
      const { router } = renderRoute('/case-strategy', <LogoutButton redirectTo="/login" confirm />, {
        '/login': 'Accedi',
      });
      const opener = screen.getByRole('button', { name: 'Esci' });

      await userEvent.click(opener);
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Annulla' }));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
      expect(api.requests('/api/logout')).toHaveLength(0);
      expect(localStorage.getItem('auth_token')).toBe('tok-1');
      expect(router.state.location.pathname).toBe('/case-strategy');
    });

    it('Esc closes the dialog like Annulla', async () => {
      signIn();
      const api = stubApi(() => jsonResponse(200, { success: true }));
      renderRoute('/case-strategy', <LogoutButton redirectTo="/login" confirm />, { '/login': 'Accedi' });

      await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.requests('/api/logout')).toHaveLength(0);
      expect(localStorage.getItem('auth_token')).toBe('tok-1');
    });

    it('Esci signs out and goes to the login page', async () => {
      signIn();
      const api = stubApi(() => jsonResponse(200, { success: true }));
      const onLoggedOut = vi.fn();
      const { router } = renderRoute(
        '/case-strategy',
        <LogoutButton redirectTo="/login" confirm onLoggedOut={onLoggedOut} />,
        { '/login': 'Accedi' },
      );

      await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Esci' }));

      await screen.findByRole('heading', { name: 'Accedi' });
      expect(router.state.location.pathname).toBe('/login');
      expect(api.requests('/api/logout')).toHaveLength(1);
      expect(localStorage.getItem('auth_token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(onLoggedOut).toHaveBeenCalledTimes(1);
    });
  });
});
