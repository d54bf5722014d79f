import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_TIMEOUT_MS } from '../../components/bot-check/recaptcha';
import { RECAPTCHA_LOAD_FAILED } from '../../components/bot-check/recaptcha-check';
import { advance, jsonResponse, settle, stubApi } from '../../test/api-stub';
import { type RecaptchaStub, stubRecaptcha } from '../../test/recaptcha-stub';
import { renderRoute } from '../../test/render-route';
import { RegisterPage } from './register-page';

afterEach(() => {
  vi.useRealTimers();
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete window.grecaptcha;
});

const VALID = {
  name: 'Maria Rossi',
  email: 'rossi@studio.it',
  password: 'Segreta123',
  password_confirmation: 'Segreta123',
};
const CREATED = { success: true, message: 'Registrazione completata!' };
const EMAIL_TAKEN = {
  message: 'Questo indirizzo email è già registrato',
  error_code: 'VALIDATION_FAILED',
  errors: { email: ['Questo indirizzo email è già registrato'] },
};

const field = {
  name: () => screen.getByLabelText('Nome completo'),
  email: () => screen.getByLabelText('Email'),
  password: () => screen.getByLabelText('Password'),
  password_confirmation: () => screen.getByLabelText('Conferma password'),
};
const submitButton = () => screen.getByRole('button', { name: 'Registrati' });

function fillValid() {
  for (const [name, input] of Object.entries(field)) {
    fireEvent.change(input(), { target: { value: VALID[name as keyof typeof VALID] } });
  }
}
function expectValuesKept() {
  for (const [name, input] of Object.entries(field)) {
    expect(input()).toHaveValue(VALID[name as keyof typeof VALID]);
  }
}

/** The server runs reCAPTCHA; POST /api/register answers `answers` in order (the last repeats). */
function serverWith(recaptcha: RecaptchaStub, ...answers: [number, unknown][]) {
  let call = 0;
  return stubApi((path) => {
    if (path === '/api/captcha/config') return jsonResponse(200, recaptcha.config);
    const [status, body] = answers[Math.min(call, answers.length - 1)] ?? [500, {}];
    call += 1;
    return jsonResponse(status, body);
  });
}

const renderRegister = () => renderRoute('/register', <RegisterPage />, { '/login': 'Accedi' });

describe('RegisterPage with Google reCAPTCHA v3', () => {
  it("loads the server's script with the site key and asks for a fresh 'register' token at each submission", async () => {
    const recaptcha = stubRecaptcha();
    const api = serverWith(recaptcha, [422, EMAIL_TAKEN], [201, CREATED]);
    renderRegister();

    const script = await recaptcha.script();
    expect(script.src).toBe(`${recaptcha.scriptUrl}?render=${recaptcha.siteKey}`);
    expect(screen.getByTestId('bot-check-notice')).toHaveTextContent('protetto da Google reCAPTCHA');
    fillValid();
    expect(submitButton()).toBeDisabled();

    await recaptcha.load();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    // Tokens expire after two minutes: none is asked for before the user submits.
    expect(recaptcha.executions).toEqual([]);

    await userEvent.click(submitButton());
    expect(await screen.findByText('Questo indirizzo email è già registrato')).toBeInTheDocument();
    expect(recaptcha.executions).toEqual([{ siteKey: recaptcha.siteKey, action: 'register' }]);
    expect(api.requests('/api/register')[0]?.body).toEqual({ ...VALID, captcha_token: 'token-register-1' });

    fireEvent.change(field.email(), { target: { value: 'bianchi@studio.it' } });
    expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Registrazione completata!')).toBeInTheDocument();
    expect(recaptcha.executions).toHaveLength(2);
    expect(api.requests('/api/register')[1]?.body).toMatchObject({
      email: 'bianchi@studio.it',
      captcha_token: 'token-register-2',
    });
    // One script for the page, however many submissions.
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('says so in Italian when the script cannot load, keeps the form, and retries on Riprova', async () => {
    const recaptcha = stubRecaptcha();
    const api = serverWith(recaptcha, [201, CREATED]);
    renderRegister();
    fillValid();

    await recaptcha.fail();
    expect(await screen.findByText(RECAPTCHA_LOAD_FAILED)).toHaveAttribute('role', 'alert');
    expectValuesKept();
    expect(submitButton()).toBeDisabled();
    expect(document.head.querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await recaptcha.load();
    expect(screen.queryByText(RECAPTCHA_LOAD_FAILED)).toBeNull();
    expectValuesKept();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.click(submitButton());
    expect(await screen.findByText('Registrazione completata!')).toBeInTheDocument();
    expect(api.requests('/api/register')[0]?.body).toMatchObject({ captcha_token: 'token-register-1' });
  });

  it('shows the spec message and sends nothing when execute fails; the next try sends a token', async () => {
    const recaptcha = stubRecaptcha();
    const api = serverWith(recaptcha, [201, CREATED]);
    renderRegister();
    await recaptcha.load();
    fillValid();
    await waitFor(() => expect(submitButton()).toBeEnabled());

    recaptcha.rejectNextExecute();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Verifica reCAPTCHA fallita. Riprova.')).toBeInTheDocument();
    expect(api.requests('/api/register')).toHaveLength(0);
    expectValuesKept();
    expect(submitButton()).toBeEnabled();

    await userEvent.click(submitButton());
    expect(await screen.findByText('Registrazione completata!')).toBeInTheDocument();
    expect(api.requests('/api/register')[0]?.body).toMatchObject({ captcha_token: 'token-register-2' });
  });

  it('gives up on a script that never answers after the timeout', async () => {
    const recaptcha = stubRecaptcha();
    serverWith(recaptcha, [201, CREATED]);
    vi.useFakeTimers();
    renderRegister();
    await settle();
    expect(document.head.querySelector('script')?.src).toContain(`render=${recaptcha.siteKey}`);
    expect(screen.getByText('Caricamento della verifica anti-bot…')).toBeInTheDocument();

    await advance(RECAPTCHA_TIMEOUT_MS - 1);
    expect(screen.queryByText(RECAPTCHA_LOAD_FAILED)).toBeNull();
    await advance(1);
    await settle();
    expect(screen.getByText(RECAPTCHA_LOAD_FAILED)).toHaveAttribute('role', 'alert');
  });
});
