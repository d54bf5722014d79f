import { contactMessages } from '@brocardo/shared/contracts/contact-texts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { stubRecaptcha } from '../../test/recaptcha-stub';
import { ContactForm } from './contact-form';

type ContactAnswer = () => Response | Promise<Response>;

const NO_BOT_CHECK = {
  provider: 'none',
  challenge_url: null,
  recaptcha_site_key: null,
  recaptcha_script_url: null,
};

/** By default the server runs no bot check (CAPTCHA_PROVIDER=none), so the form sends the 'none' token. */
function stubContactApi(answer: ContactAnswer, captchaConfig: Record<string, unknown> = NO_BOT_CHECK) {
  return stubApi((path) => {
    if (path === '/api/captcha/config') return jsonResponse(200, captchaConfig);
    if (path === '/api/contact') return answer();
    return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
  });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome e cognome'), 'Chiara Esposito');
  await user.type(screen.getByLabelText('Email'), 'chiara@studio.it');
  await user.selectOptions(screen.getByLabelText('Sono interessato a'), 'partnership');
  await user.type(screen.getByLabelText('Messaggio'), 'Vorremmo una demo.');
  await user.click(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ }));
}

const ok = () =>
  jsonResponse(201, { success: true, message: 'ok', data: { id: 1, created_at: '2026-01-01' } });

describe('ContactForm', () => {
  it('shows the shared messages for missing fields and sends nothing', async () => {
    const api = stubContactApi(ok);
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(screen.getByText(contactMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.privacyRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Nome e cognome')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('/api/contact')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'non-una-email');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(screen.getByText(contactMessages.emailInvalid)).toBeInTheDocument();
  });

  it('is disabled while sending, then resets the fields and opens the success dialog until Chiudi', async () => {
    let release: (response: Response) => void = () => {};
    const api = stubContactApi(() => new Promise<Response>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    const events: string[] = [];
    const record = (event: Event) => events.push((event as CustomEvent<{ outcome: string }>).detail.outcome);
    window.addEventListener('brocardo:contact-submitted', record);
    render(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    const sending = await screen.findByRole('button', { name: 'Invio in corso...' });
    expect(sending).toBeDisabled();
    expect(api.requests('/api/contact')[0]?.body).toEqual({
      name: 'Chiara Esposito',
      email: 'chiara@studio.it',
      message: 'Vorremmo una demo.',
      studio: null,
      interest: 'partnership',
      privacy: true,
      captcha_token: 'none',
      destination: null,
    });

    release(ok());
    const dialog = await screen.findByRole('dialog', { name: 'Messaggio Inviato!' });
    expect(dialog).toHaveTextContent(contactMessages.success);
    expect(screen.getByLabelText('Nome e cognome')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Acconsento al trattamento/ })).not.toBeChecked();
    expect(events).toEqual(['success']);

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Messaggio Inviato!' })).toBeNull());
    window.removeEventListener('brocardo:contact-submitted', record);
  });

  it('shows the failure message in red and keeps what was typed', async () => {
    stubContactApi(() => jsonResponse(500, { message: 'Errore interno', error_code: 'INTERNAL_ERROR' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(contactMessages.failure);
    expect(alert).toHaveClass('text-critical');
    expect(screen.getByLabelText('Nome e cognome')).toHaveValue('Chiara Esposito');
  });

  it('shows the rate limit message by its error code, and field errors of a 422', async () => {
    const rateLimited = 'Hai inviato troppi messaggi. Riprova tra un po’ o scrivici direttamente via email.';
    let answer: ContactAnswer = () =>
      jsonResponse(429, { message: rateLimited, error_code: 'CONTACT_RATE_LIMITED' });
    stubContactApi(() => answer());
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rateLimited);

    answer = () =>
      jsonResponse(422, {
        message: 'I dati inseriti non sono validi.',
        errors: { email: ['Inserisci un indirizzo email valido'] },
      });
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ContactForm with Google reCAPTCHA v3', () => {
  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
    delete window.grecaptcha;
  });

  it("sends a token obtained at submission with the action 'contact'", async () => {
    const recaptcha = stubRecaptcha();
    const api = stubContactApi(ok, recaptcha.config);
    const user = userEvent.setup();
    render(<ContactForm />);
    await recaptcha.load();
    await fillValidForm(user);
    expect(recaptcha.executions).toEqual([]);

    recaptcha.rejectNextExecute();
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText(contactMessages.captchaFailed)).toBeInTheDocument();
    expect(api.requests('/api/contact')).toHaveLength(0);
    expect(screen.getByLabelText('Nome e cognome')).toHaveValue('Chiara Esposito');

    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    await screen.findByRole('dialog', { name: 'Messaggio Inviato!' });
    expect(recaptcha.executions).toEqual([
      { siteKey: recaptcha.siteKey, action: 'contact' },
      { siteKey: recaptcha.siteKey, action: 'contact' },
    ]);
    expect(api.requests('/api/contact')[0]?.body).toMatchObject({ captcha_token: 'token-contact-2' });
  });
});
