import { EMPTY_FIRM_PROFILE, type FirmProfile } from '@brocardo/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pointsDashboardBody } from '../../test/api-bodies';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { FIRM_PROFILE_TEXTS } from './components/firm-profile-card';
import { accountSummaryBody } from './test-support/account-body';
import { UserDetailsPage } from './user-details-page';

const SAVED: FirmProfile = {
  firm_name: 'Studio Legale Bianchi',
  address: 'Corso Magenta 10, 20123 Milano',
  pec: 'anna.bianchi@pec.it',
  phone: '+39 02 1234567',
  vat_number: '12345678903',
  lawyer_name: 'Anna Bianchi',
  foro: 'Milano',
};

/** The account page; PUT answers with `onSave`, by default echoing the body as the server would. */
function renderPage(
  stored: FirmProfile = EMPTY_FIRM_PROFILE,
  onSave: (body: FirmProfile) => Response = (body) =>
    jsonResponse(200, { success: true, data: body, updated_at: '2026-05-02T10:00:00.000Z' }),
) {
  localStorage.setItem('auth_token', 'tok-firm');
  const api = stubApi((path, init) => {
    if (path === '/api/account/summary') return jsonResponse(200, accountSummaryBody());
    if (path === '/api/account/firm-profile') {
      if (init.method === 'PUT') return onSave(JSON.parse(String(init.body)) as FirmProfile);
      return jsonResponse(200, { success: true, data: stored, updated_at: null });
    }
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(100));
    if (path === '/api/ai/status') return jsonResponse(200, { provider: 'openai', model: 'modello-test' });
    return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
  });
  renderRouteWithProviders('/user-details', <UserDetailsPage />);
  return { api, user: userEvent.setup() };
}

/** The card once its form is loaded. */
async function card() {
  await screen.findByRole('button', { name: FIRM_PROFILE_TEXTS.save }, { timeout: 5000 });
  return screen.getByTestId('card-firm-profile');
}
const input = (name: string | RegExp) =>
  within(screen.getByTestId('card-firm-profile')).getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: FIRM_PROFILE_TEXTS.save });

describe('«Profilo dello studio» on the account page', () => {
  it('shows the saved profile in labelled fields', async () => {
    renderPage(SAVED);
    const section = await card();
    expect(within(section).getByRole('heading', { name: 'Profilo dello studio' })).toBeInTheDocument();
    expect(input('Nome dello studio')).toHaveValue('Studio Legale Bianchi');
    expect(input('Indirizzo')).toHaveValue('Corso Magenta 10, 20123 Milano');
    expect(input('PEC')).toHaveValue('anna.bianchi@pec.it');
    expect(input('Telefono')).toHaveValue('+39 02 1234567');
    expect(input('Partita IVA')).toHaveValue('12345678903');
    expect(input(/Avvocato \(nome e cognome\)/)).toHaveValue('Anna Bianchi');
    expect(input(/Foro di appartenenza/)).toHaveValue('Milano');
  });

  it('saves by keyboard, sends the whole profile and confirms', async () => {
    const { api, user } = renderPage();
    await card();
    await user.click(input('Nome dello studio'));
    await user.keyboard('Studio Legale Bianchi');
    await user.tab();
    expect(input('Indirizzo')).toHaveFocus();
    await user.type(input('PEC'), 'anna.bianchi@pec.it');
    await user.type(input(/Avvocato \(nome e cognome\)/), 'Avv. Anna Bianchi');
    await user.type(input(/Foro di appartenenza/), 'Milano');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(FIRM_PROFILE_TEXTS.saved)).toBeInTheDocument();
    const [request] = api.requests('/api/account/firm-profile').filter(({ init }) => init.method === 'PUT');
    // Checked and normalised as the server does: the title is dropped from the name.
    expect(request?.body).toEqual({
      ...EMPTY_FIRM_PROFILE,
      firm_name: 'Studio Legale Bianchi',
      pec: 'anna.bianchi@pec.it',
      lawyer_name: 'Anna Bianchi',
      foro: 'Milano',
    });
    expect(input(/Avvocato \(nome e cognome\)/)).toHaveValue('Anna Bianchi');
  });

  it('shows the client-side messages under their fields and sends nothing', async () => {
    const { api, user } = renderPage();
    await card();
    await user.type(input('PEC'), 'anna@pec');
    await user.type(input('Partita IVA'), '12345678901');
    await user.type(input('Telefono'), '02 ABC');
    await user.click(saveButton());

    expect(await screen.findByText(FIRM_PROFILE_TEXTS.invalid)).toBeInTheDocument();
    expect(input('PEC')).toHaveAccessibleDescription(
      'La PEC non è un indirizzo valido (es. nome.cognome@pec.it).',
    );
    expect(input('Partita IVA')).toHaveAccessibleDescription(
      'La partita IVA non è valida: servono 11 cifre con la cifra di controllo corretta.',
    );
    expect(input('Telefono')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('/api/account/firm-profile').filter(({ init }) => init.method === 'PUT')).toEqual([]);

    await user.type(input('PEC'), '.it');
    expect(input('PEC')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s 422 messages under their fields', async () => {
    const { user } = renderPage(EMPTY_FIRM_PROFILE, () =>
      jsonResponse(422, {
        message: 'I dati inviati non sono validi.',
        errors: { foro: ['Il foro indicato non esiste.'] },
      }),
    );
    await card();
    await user.type(input(/Foro di appartenenza/), 'Atlantide');
    await user.click(saveButton());
    expect(await screen.findByText('Il foro indicato non esiste.')).toBeInTheDocument();
    expect(input(/Foro di appartenenza/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(FIRM_PROFILE_TEXTS.saved)).toBeNull();
  });

  it('tells when the save fails for another reason', async () => {
    const { user } = renderPage(EMPTY_FIRM_PROFILE, () =>
      jsonResponse(500, { message: 'Errore interno.', error_code: 'INTERNAL' }),
    );
    await card();
    await user.type(input('Nome dello studio'), 'Studio Verdi');
    await user.click(saveButton());
    expect(await screen.findByText(FIRM_PROFILE_TEXTS.saveError)).toBeInTheDocument();
  });
});
