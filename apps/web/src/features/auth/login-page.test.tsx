import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents, onAppEvent } from '../../lib/events';
import { setRedirectMessage } from '../../lib/storage';
import { advance, inSequence, jsonResponse, settle, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { LoginPage } from './login-page';

afterEach(() => {
  vi.useRealTimers();
});

const USER = {
  id: 7,
  name: 'Avv. Maria Rossi',
  email: 'rossi@studio.it',
  created_at: '2025-01-10T09:00:00.000Z',
  is_admin: false,
  tutorial_completed: true,
};

function renderLogin(path = '/login') {
  return renderRoute(path, <LoginPage />, {
    '/': 'Home',
    '/register': 'Registrati',
    '/admin-login': 'Admin',
  });
}

function fillAndSubmit(email = 'rossi@studio.it', password = 'Segreta123') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

const lockedNotice = (seconds: number) => `Account temporaneamente bloccato. Riprova tra ${seconds} secondi.`;

describe('LoginPage', () => {
  it('has the fields, the password toggle and the links', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-login');
    expect(screen.getByRole('link', { name: 'Scopri Brocardo' })).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('validates on the client before calling the server', async () => {
    const api = stubApi(() => jsonResponse(500, {}));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByTestId('login-error')).toHaveTextContent('Inserisci email e password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    fillAndSubmit('non-una-email', 'x');
    expect(screen.getByTestId('login-error')).toHaveTextContent('Inserisci un indirizzo email valido');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('signs in: stores the token and the user, announces it and goes to /', async () => {
    const api = stubApi(() => jsonResponse(200, { token: 'tok-123', user: USER }));
    const authChanged = vi.fn();
    const unsubscribe = onAppEvent(appEvents.authChanged, authChanged);
    const { router } = renderLogin();

    fillAndSubmit();

    await screen.findByRole('heading', { name: 'Home' });
    unsubscribe();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('auth_token')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      name: 'Avv. Maria Rossi',
      is_admin: false,
    });
    expect(authChanged).toHaveBeenCalledTimes(1);
    // The CSRF cookie is fetched first; the login carries no bearer token.
    expect(api.fetch.mock.calls.map(([input]) => String(input))).toEqual([
      '/sanctum/csrf-cookie',
      '/api/login',
    ]);
    const [login] = api.requests('/api/login');
    expect(login?.body).toEqual({ email: 'rossi@studio.it', password: 'Segreta123' });
    expect(login?.headers.has('Authorization')).toBe(false);
  });

  it("shows the server's message for wrong credentials", async () => {
    stubApi(() =>
      jsonResponse(401, {
        message: 'Credenziali non valide. 2 tentativi rimasti.',
        error_code: 'INVALID_CREDENTIALS',
        remaining_attempts: 2,
      }),
    );
    renderLogin();
    fillAndSubmit();
    expect(await screen.findByText('Credenziali non valide. 2 tentativi rimasti.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeEnabled();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('locks on a 429 with a live countdown, persists it, restores it after a reload and clears it on expiry', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const start = Date.now();
    stubApi(() =>
      jsonResponse(429, {
        message: 'Troppi tentativi falliti. Account bloccato temporaneamente.',
        error_code: 'TOO_MANY_ATTEMPTS',
        remaining_attempts: 0,
        seconds_remaining: 60,
      }),
    );
    const first = renderLogin();
    fillAndSubmit();
    await settle();

    // One notice with one timer: the server's reason sits in the lock notice, above the countdown.
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('lockout-notice')).toHaveTextContent(
      'Troppi tentativi falliti. Account bloccato temporaneamente.',
    );
    expect(screen.getAllByText(/Troppi tentativi falliti/)).toHaveLength(1);
    expect(screen.getByRole('timer')).toHaveTextContent(lockedNotice(60));
    expect(screen.getAllByText(/second[io]/)).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('login_lockout') ?? 'null')).toEqual({
      timestamp: start,
      attempts: 3,
    });

    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent(lockedNotice(59));

    // A reload 10 s into the lock resumes it with the remaining time.
    await advance(9000);
    first.unmount();
    renderLogin();
    expect(screen.getByRole('timer')).toHaveTextContent(lockedNotice(50));
    expect(screen.getByLabelText('Password')).toBeDisabled();

    await advance(50_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(localStorage.getItem('login_lockout')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it("honours the server's remaining seconds for an account that is already locked", async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    stubApi(() =>
      jsonResponse(429, {
        message: lockedNotice(42),
        error_code: 'ACCOUNT_LOCKED',
        seconds_remaining: 42,
      }),
    );
    renderLogin();
    fillAndSubmit();
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent(lockedNotice(42));
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '42');
    // Stored in the spec's shape: as if the 60 s lock had started 18 s ago.
    expect(JSON.parse(localStorage.getItem('login_lockout') ?? 'null')).toEqual({
      timestamp: Date.now() - 18_000,
      attempts: 3,
    });
    // The server's own "42 secondi" would stand still beside the countdown: only the timer says it.
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    await advance(2000);
    expect(screen.getAllByText(/second[io]/)).toHaveLength(1);
    expect(screen.getByRole('timer')).toHaveTextContent(lockedNotice(40));
  });

  it('forgets a stored lock older than 60 seconds', () => {
    localStorage.setItem('login_lockout', JSON.stringify({ timestamp: Date.now() - 61_000, attempts: 3 }));
    renderLogin();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(localStorage.getItem('login_lockout')).toBeNull();
  });

  it('offers to resend the verification e-mail for an unverified account, with both outcomes', async () => {
    const notVerified = 'Il tuo indirizzo email non è ancora stato verificato.';
    const resendAnswers = inSequence(
      () => jsonResponse(200, { success: true, message: 'Inviata.' }),
      () => jsonResponse(500, { message: 'Errore interno' }),
    );
    const api = stubApi((path, init) => {
      if (path === '/api/login') {
        return jsonResponse(403, { message: notVerified, error_code: 'EMAIL_NOT_VERIFIED', user_id: 42 });
      }
      return resendAnswers(path, init);
    });
    renderLogin();
    fillAndSubmit();

    expect(await screen.findByText(notVerified)).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: "Invia di nuovo l'email di verifica" });
    await userEvent.click(resend);
    expect(
      await screen.findByText('Email di verifica inviata! Controlla la tua casella di posta.'),
    ).toBeInTheDocument();
    expect(api.requests('/api/email/resend')[0]?.body).toEqual({ user_id: 42 });

    await userEvent.click(resend);
    expect(await screen.findByText("Errore nell'invio dell'email di verifica")).toBeInTheDocument();
    expect(screen.queryByText('Email di verifica inviata! Controlla la tua casella di posta.')).toBeNull();
  });

  it('shows the outcome of the verification link', () => {
    const verified = renderLogin('/login?verified=1');
    expect(screen.getByTestId('verification-notice')).toHaveTextContent(
      'Email verificata! Ora puoi accedere.',
    );
    verified.unmount();
    renderLogin('/login?verification=expired');
    expect(screen.getByTestId('verification-notice')).toHaveTextContent('Il link di verifica è scaduto.');
  });

  it('still shows the stored redirect message', () => {
    setRedirectMessage('Please login to access this page.');
    renderLogin();
    expect(screen.getByTestId('redirect-message')).toHaveTextContent('Please login to access this page.');
  });

  it('shakes the form for 600 ms after a failed attempt', async () => {
    vi.useFakeTimers();
    stubApi(() => jsonResponse(401, { message: 'Credenziali non valide. 2 tentativi rimasti.' }));
    renderLogin();
    fillAndSubmit();
    await settle();
    expect(screen.getByTestId('login-form')).toHaveClass('form-shake');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(screen.getByTestId('login-form')).not.toHaveClass('form-shake');
  });
});
