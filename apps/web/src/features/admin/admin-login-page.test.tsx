import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents, onAppEvent } from '../../lib/events';
import { advance, jsonResponse, settle, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { AdminLoginPage } from './admin-login-page';

afterEach(() => {
  vi.useRealTimers();
});

const ADMIN = {
  id: 1,
  name: 'Amministratore',
  email: 'admin@brocardo.it',
  created_at: '2025-01-01T00:00:00.000Z',
  is_admin: true,
  tutorial_completed: true,
};

const FIRST_WARNING = 'Credenziali errate. 2 tentativi rimanenti.';
const SECOND_WARNING = 'Attenzione: Solo 1 tentativo rimanente prima del blocco account.';
const lockBanner = (seconds: number) =>
  `Account bloccato a causa di troppi tentativi falliti. Attendere ${seconds} secondi.`;
const notice = () => screen.getByTestId('admin-login-error');
/** Every text on the page that counts seconds: a lock must show exactly one, the live timer. */
const secondCounts = () => screen.queryAllByText(/\d+ second[io]/);

function renderAdminLogin() {
  return renderRoute('/admin-login', <AdminLoginPage />, { '/admin/dashboard': 'Admin Dashboard' });
}

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Accedi' });

function fillAndSubmit(email = 'admin@brocardo.it', password = 'segreta1') {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.change(passwordInput(), { target: { value: password } });
  fireEvent.click(submitButton());
}

const wrongCredentials = () =>
  jsonResponse(401, {
    message: 'Credenziali non valide. 2 tentativi rimasti.',
    error_code: 'INVALID_CREDENTIALS',
  });

describe('AdminLoginPage', () => {
  it('validates on blur, clears the error on input and keeps submit disabled while invalid', async () => {
    const api = stubApi(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderAdminLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Portale Admin' })).toBeInTheDocument();
    // Spec 2 §7: the CSRF cookie is fetched when the page loads.
    expect(String(api.fetch.mock.calls[0]?.[0])).toBe('/sanctum/csrf-cookie');
    expect(screen.getByTestId('monitoring-note')).toHaveTextContent(
      'Tutti i tentativi di accesso sono monitorati e registrati.',
    );
    expect(submitButton()).toBeDisabled();

    await user.click(emailInput());
    await user.tab();
    expect(screen.getByText("L'email è richiesta")).toBeInTheDocument();
    await user.type(emailInput(), 'admin@');
    expect(screen.queryByText("L'email è richiesta")).toBeNull();
    expect(screen.queryByText('Inserisci un indirizzo email valido')).toBeNull();
    await user.tab();
    expect(screen.getByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');

    await user.click(passwordInput());
    await user.tab();
    expect(screen.getByText('La password è richiesta')).toBeInTheDocument();
    await user.type(passwordInput(), '12345');
    await user.tab();
    expect(screen.getByText('La password deve essere di almeno 6 caratteri')).toBeInTheDocument();

    await user.type(emailInput(), 'brocardo.it');
    await user.type(passwordInput(), '6');
    expect(submitButton()).toBeEnabled();
  });

  it('sends the admin sign-in flag and header, and warns after the first and second failure', async () => {
    const api = stubApi(wrongCredentials);
    renderAdminLogin();

    fillAndSubmit();
    // One notice for one failure: the admin warning, not the server's second wording of it.
    expect(await screen.findByText(FIRST_WARNING)).toBeInTheDocument();
    expect(notice()).toHaveTextContent(FIRST_WARNING, { normalizeWhitespace: true });
    expect(notice().textContent).toBe(FIRST_WARNING);
    expect(screen.queryByText(/Credenziali non valide/)).not.toBeInTheDocument();
    const [request] = api.requests('/api/login');
    expect(request?.body).toEqual({ email: 'admin@brocardo.it', password: 'segreta1', admin_login: true });
    expect(request?.headers.get('X-Admin-Login')).toBe('true');

    fireEvent.click(submitButton());
    expect(await screen.findByText(SECOND_WARNING)).toBeInTheDocument();
    expect(notice().textContent).toBe(SECOND_WARNING);
    expect(screen.queryByText(FIRST_WARNING)).toBeNull();
  });

  it('uses the status fallbacks when the server sends no message', async () => {
    stubApi(() => new Response(null, { status: 401 }));
    renderAdminLogin();
    fillAndSubmit();
    expect(await screen.findByTestId('admin-login-error')).toHaveTextContent(
      'Credenziali admin non valide. Verificare email e password.',
    );
  });

  it('locks at the third failure with a countdown bar, persists the lock and resumes it after a reload', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const start = Date.now();
    // A 200 without a token counts as a failure too.
    stubApi(() => jsonResponse(200, { user: ADMIN }));
    const first = renderAdminLogin();

    fillAndSubmit();
    await settle();
    expect(screen.getByTestId('admin-login-error')).toHaveTextContent(
      'Autenticazione fallita. Verificare le proprie credenziali.',
    );
    fireEvent.click(submitButton());
    await settle();
    fireEvent.click(submitButton());
    await settle();

    // One notice, one timer: the lock banner alone, no toast or error text beside it.
    expect(screen.getByRole('timer')).toHaveTextContent(lockBanner(60));
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(screen.queryByTestId('admin-login-error')).toBeNull();
    expect(secondCounts()).toHaveLength(1);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('max', '60');
    expect(bar).toHaveAttribute('value', '60');
    expect(emailInput()).toBeDisabled();
    expect(passwordInput()).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByText(SECOND_WARNING)).toBeNull();
    expect(JSON.parse(localStorage.getItem('admin_login_lockout') ?? 'null')).toEqual({
      timestamp: start,
      attempts: 3,
    });

    await advance(15_000);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '45');

    first.unmount();
    renderAdminLogin();
    expect(screen.getByRole('timer')).toHaveTextContent(lockBanner(45));
    expect(emailInput()).toBeDisabled();

    // At 0 the lock is released and the count starts again.
    await advance(45_000);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(localStorage.getItem('admin_login_lockout')).toBeNull();
    expect(emailInput()).toBeEnabled();
    fillAndSubmit();
    await settle();
    // A first failure again: its message alone, without the last-attempt warning.
    expect(notice().textContent).toBe('Autenticazione fallita. Verificare le proprie credenziali.');
  });

  it('locks at once on a server 429', async () => {
    vi.useFakeTimers();
    stubApi(() =>
      jsonResponse(429, {
        message: 'Troppi tentativi falliti. Account bloccato temporaneamente.',
        error_code: 'TOO_MANY_ATTEMPTS',
        seconds_remaining: 60,
      }),
    );
    renderAdminLogin();
    fillAndSubmit();
    await settle();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(lockBanner(60));
    expect(secondCounts()).toHaveLength(1);
    expect(localStorage.getItem('admin_login_lockout')).not.toBeNull();
  });

  it('follows an account the server already locked with one live timer, not its frozen seconds', async () => {
    vi.useFakeTimers();
    stubApi(() =>
      jsonResponse(429, {
        message: 'Account temporaneamente bloccato. Riprova tra 50 secondi.',
        error_code: 'ACCOUNT_LOCKED',
        seconds_remaining: 50,
      }),
    );
    renderAdminLogin();
    fillAndSubmit();
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent(lockBanner(50));
    await advance(2000);
    expect(screen.getByRole('timer')).toHaveTextContent(lockBanner(48));
    expect(secondCounts()).toHaveLength(1);
    expect(screen.queryByText(/50 secondi/)).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
    await advance(47_000);
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Account bloccato a causa di troppi tentativi falliti. Attendere 1 secondo.',
    );
  });

  it('shakes the form for 600 ms on each failure', async () => {
    vi.useFakeTimers();
    stubApi(wrongCredentials);
    renderAdminLogin();
    const form = screen.getByTestId('admin-login-form');
    fillAndSubmit();
    await settle();
    expect(form).toHaveClass('form-shake');
    await advance(599);
    expect(form).toHaveClass('form-shake');
    await advance(1);
    expect(form).not.toHaveClass('form-shake');
  });

  it('refuses a non-admin account with the server message and counts it', async () => {
    let remaining = 2;
    stubApi(() => {
      const body = {
        message: 'Accesso negato. Sono richiesti privilegi di amministratore.',
        error_code: 'ADMIN_REQUIRED',
        remaining_attempts: remaining,
      };
      remaining -= 1;
      return jsonResponse(403, body);
    });
    renderAdminLogin();
    fillAndSubmit('rossi@studio.it');
    // One notice, and not "Credenziali errate": the credentials were right.
    expect(await screen.findByTestId('admin-login-error')).toHaveTextContent(
      'Accesso negato. Sono richiesti privilegi di amministratore.',
    );
    expect(notice().textContent).toBe('Accesso negato. Sono richiesti privilegi di amministratore.');
    expect(screen.queryByText(/Credenziali errate/)).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();

    // The second failure adds the last-attempt warning to the same notice.
    fireEvent.click(submitButton());
    await screen.findByText(/Solo 1 tentativo rimanente/);
    expect(notice().textContent).toBe(
      `Accesso negato. Sono richiesti privilegi di amministratore. ${SECOND_WARNING}`,
    );
  });

  it('on success stores the session, shows a toast and opens the dashboard after 1.5 s', async () => {
    vi.useFakeTimers();
    stubApi(() => jsonResponse(200, { token: 'admin-token', user: ADMIN }));
    const authChanged = vi.fn();
    const unsubscribe = onAppEvent(appEvents.authChanged, authChanged);
    const { router } = renderAdminLogin();

    fillAndSubmit();
    await settle();
    unsubscribe();

    expect(localStorage.getItem('auth_token')).toBe('admin-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      name: 'Amministratore',
      is_admin: true,
    });
    expect(authChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-tone', 'success');
    expect(submitButton()).toBeDisabled();

    await advance(1499);
    expect(router.state.location.pathname).toBe('/admin-login');
    await advance(1);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
