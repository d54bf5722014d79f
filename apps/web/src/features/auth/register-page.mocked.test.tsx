import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, jsonResponse, settle, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { RegisterPage } from './register-page';

// The real widget needs Web Workers and WebCrypto; the tests drive its events instead.
vi.mock('../../components/altcha/altcha-setup', () => ({}));

afterEach(() => {
  vi.useRealTimers();
});

const VALID = {
  name: 'Maria Rossi',
  email: 'rossi@studio.it',
  password: 'Segreta123',
  confirmation: 'Segreta123',
};

function renderRegister() {
  return renderRoute('/register', <RegisterPage />, { '/login': 'Accedi' });
}

async function widget(): Promise<HTMLElement> {
  let element: HTMLElement | null = null;
  await waitFor(() => {
    element = document.querySelector('altcha-widget');
    expect(element).not.toBeNull();
  });
  return element as unknown as HTMLElement;
}

function solveCaptcha(element: HTMLElement, payload = 'altcha-payload') {
  act(() => {
    element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

const field = {
  name: () => screen.getByLabelText('Nome completo'),
  email: () => screen.getByLabelText('Email'),
  password: () => screen.getByLabelText('Password'),
  confirmation: () => screen.getByLabelText('Conferma password'),
};
const submitButton = () => screen.getByRole('button', { name: 'Registrati' });

function fillValid() {
  fireEvent.change(field.name(), { target: { value: VALID.name } });
  fireEvent.change(field.email(), { target: { value: VALID.email } });
  fireEvent.change(field.password(), { target: { value: VALID.password } });
  fireEvent.change(field.confirmation(), { target: { value: VALID.confirmation } });
}

describe('RegisterPage', () => {
  it('shows each field error as you type, with the shared rules and messages', async () => {
    const user = userEvent.setup();
    renderRegister();
    // Nothing is shown before a field is touched.
    expect(screen.queryByText('Il nome è obbligatorio')).toBeNull();

    await user.type(field.name(), 'M');
    expect(screen.getByText('Il nome deve essere di almeno 2 caratteri')).toBeInTheDocument();
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveAccessibleDescription('Il nome deve essere di almeno 2 caratteri');
    await user.type(field.name(), 'a');
    expect(screen.queryByText('Il nome deve essere di almeno 2 caratteri')).toBeNull();
    await user.clear(field.name());
    expect(screen.getByText('Il nome è obbligatorio')).toBeInTheDocument();

    await user.type(field.email(), 'rossi@');
    expect(screen.getByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    await user.clear(field.email());
    expect(screen.getByText("L'email è obbligatoria")).toBeInTheDocument();

    await user.type(field.password(), 'abc');
    expect(screen.getByText('La password deve essere di almeno 8 caratteri')).toBeInTheDocument();
    await user.type(field.password(), 'defgh');
    expect(
      screen.getByText('La password deve contenere almeno una lettera minuscola, una maiuscola e un numero'),
    ).toBeInTheDocument();
    await user.clear(field.password());
    expect(screen.getByText('La password è obbligatoria')).toBeInTheDocument();
    await user.type(field.password(), 'Segreta123');

    await user.type(field.confirmation(), 'Segreta12');
    expect(screen.getByText('Le password non coincidono')).toBeInTheDocument();
    await user.clear(field.confirmation());
    expect(screen.getByText('Conferma la password')).toBeInTheDocument();

    // Leaving an empty field also marks it touched.
    await user.clear(field.email());
    await user.click(field.email());
    await user.tab();
    expect(screen.getByText("L'email è obbligatoria")).toBeInTheDocument();
  });

  it('links the privacy notice (in a new tab, the form kept)', () => {
    stubApi(() => jsonResponse(404, {}));
    renderRegister();
    const link = screen.getByRole('link', { name: 'informativa sulla privacy' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps Registrati disabled until every field is valid and the bot check is solved', async () => {
    renderRegister();
    expect(await screen.findByTestId('bot-check-notice')).toHaveTextContent('nessun servizio di terze parti');
    const element = await widget();
    expect(element).toHaveAttribute('challenge', '/api/captcha/challenge');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(/attendi il completamento della verifica anti-bot/)).toBeVisible();

    fillValid();
    expect(submitButton()).toBeDisabled();

    solveCaptcha(element);
    expect(submitButton()).toBeEnabled();

    // A field turning invalid disables it again…
    fireEvent.change(field.confirmation(), { target: { value: 'Diversa123' } });
    expect(submitButton()).toBeDisabled();
    fireEvent.change(field.confirmation(), { target: { value: VALID.confirmation } });
    expect(submitButton()).toBeEnabled();

    // …and so does an expired challenge.
    act(() => {
      element.dispatchEvent(new CustomEvent('expired'));
    });
    expect(submitButton()).toBeDisabled();
  });

  it('shows the server field errors under their fields and asks for a new bot check', async () => {
    stubApi(() =>
      jsonResponse(422, {
        message: 'Questo indirizzo email è già registrato',
        error_code: 'VALIDATION_FAILED',
        errors: {
          email: ['Questo indirizzo email è già registrato'],
          captcha_token: ['Verifica reCAPTCHA fallita. Riprova.'],
        },
      }),
    );
    renderRegister();
    fillValid();
    solveCaptcha(await widget());
    await userEvent.click(submitButton());

    expect(await screen.findByText('Questo indirizzo email è già registrato')).toBeInTheDocument();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveFocus();
    expect(screen.getByText('Verifica reCAPTCHA fallita. Riprova.')).toBeInTheDocument();
    // The solved challenge was used: the form waits for a fresh one.
    expect(submitButton()).toBeDisabled();

    // Editing the field clears its server error; solving again clears the captcha error.
    fireEvent.change(field.email(), { target: { value: 'bianchi@studio.it' } });
    expect(screen.queryByText('Questo indirizzo email è già registrato')).toBeNull();
    solveCaptcha(await widget(), 'second-payload');
    expect(screen.queryByText('Verifica reCAPTCHA fallita. Riprova.')).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('uses the fallbacks when the server gives no usable message', async () => {
    // Only the registration fails: a failing bot-check config would be retried a second later and
    // remount the widget, losing the solved challenge if the click came after it (a loaded machine).
    stubApi((path) =>
      path === '/api/captcha/config'
        ? jsonResponse(200, {
            provider: 'altcha',
            challenge_url: null,
            recaptcha_site_key: null,
            recaptcha_script_url: null,
          })
        : new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    renderRegister();
    fillValid();
    solveCaptcha(await widget());
    await userEvent.click(submitButton());
    expect(await screen.findByTestId('register-error')).toHaveTextContent(
      /^Errore durante la registrazione\. Riprova più tardi\.$/,
    );
  });

  it('on success shows the message, clears the form and goes to /login after 3 seconds', async () => {
    const api = stubApi((path) =>
      path === '/api/captcha/config'
        ? jsonResponse(200, {
            provider: 'altcha',
            challenge_url: null,
            recaptcha_site_key: null,
            recaptcha_script_url: null,
          })
        : jsonResponse(201, {
            success: true,
            message: 'Registrazione completata! Controlla la tua email per verificare il tuo account.',
          }),
    );
    const { router } = renderRegister();
    fillValid();
    solveCaptcha(await widget(), 'solved-payload');

    vi.useFakeTimers();
    fireEvent.click(submitButton());
    await settle();

    expect(api.requests('/api/register')[0]?.body).toEqual({
      name: VALID.name,
      email: VALID.email,
      password: VALID.password,
      password_confirmation: VALID.confirmation,
      captcha_token: 'solved-payload',
    });
    expect(screen.getByTestId('register-success')).toHaveTextContent(
      'Registrazione completata! Controlla la tua email per verificare il tuo account.',
    );
    for (const input of Object.values(field)) expect(input()).toHaveValue('');
    expect(screen.queryByText('Il nome è obbligatorio')).toBeNull();
    expect(screen.queryByText(/^Compila correttamente tutti i campi/)).toBeNull();

    await advance(2999);
    expect(router.state.location.pathname).toBe('/register');
    await advance(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('follows the bot check the server reports: its challenge URL, none, or reCAPTCHA without a site key', async () => {
    const config = (provider: string, challengeUrl: string | null) => () =>
      jsonResponse(200, {
        provider,
        challenge_url: challengeUrl,
        recaptcha_site_key: null,
        recaptcha_script_url: null,
      });

    stubApi(config('altcha', '/api/captcha/challenge?v=2'));
    const altcha = renderRegister();
    expect(await widget()).toHaveAttribute('challenge', '/api/captcha/challenge?v=2');
    altcha.unmount();

    const api = stubApi((path) =>
      path === '/api/captcha/config'
        ? config('none', null)()
        : jsonResponse(201, { success: true, message: 'Registrazione completata!' }),
    );
    const none = renderRegister();
    expect(
      await screen.findByText('La verifica anti-bot è disattivata su questa installazione.'),
    ).toBeVisible();
    expect(document.querySelector('altcha-widget')).toBeNull();
    // The hint under the disabled button asks for the fields only: there is no check to wait for.
    // BotCheck reports 'none' from an effect, one render after its notice: wait for the hint to follow.
    expect(await screen.findByText('Compila correttamente tutti i campi.')).toBeVisible();
    expect(screen.queryByText(/attendi il completamento della verifica anti-bot/)).toBeNull();
    fillValid();
    expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    await screen.findByText('Registrazione completata!');
    expect(api.requests('/api/register')[0]?.body).toMatchObject({ captcha_token: 'none' });
    none.unmount();

    stubApi(config('recaptcha', null));
    renderRegister();
    expect(await screen.findByText(/manca la chiave del sito/)).toHaveAttribute('role', 'alert');
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    fillValid();
    expect(submitButton()).toBeDisabled();
  });
});
