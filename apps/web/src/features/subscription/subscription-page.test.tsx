import { errorTable, type SubscriptionResponse, UPGRADE_REQUEST_SENT_MESSAGE } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pointsDashboardBody } from '../../test/api-bodies';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { SubscriptionPage } from './subscription-page';
import { subscriptionBody, upgradeRequestBody } from './test-support/subscription-body';

type Answer = { status: number; body: unknown };

/** The page with a small fake server: GET answers `state`, POST and DELETE answer what the test says. */
function renderPlans(
  initial: SubscriptionResponse,
  answers: { create?: Answer; withdraw?: Answer; afterCreate?: SubscriptionResponse } = {},
) {
  localStorage.setItem('auth_token', 'tok-plans');
  let state = initial;
  const api = stubApi((path, init) => {
    if (path === '/api/subscription') return jsonResponse(200, state);
    if (path === '/api/subscription/upgrade-requests' && init.method === 'POST') {
      const answer = answers.create ?? { status: 500, body: {} };
      if (answers.afterCreate) state = answers.afterCreate;
      return jsonResponse(answer.status, answer.body);
    }
    if (path.startsWith('/api/subscription/upgrade-requests/') && init.method === 'DELETE') {
      const answer = answers.withdraw ?? { status: 500, body: {} };
      if (answer.status === 200) state = { ...state, pending_request: null };
      return jsonResponse(answer.status, answer.body);
    }
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(40));
    if (path === '/api/ai/status') return jsonResponse(200, { provider: 'openai', model: 'modello-test' });
    return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
  });
  const view = renderRouteWithProviders('/subscription', <SubscriptionPage />);
  return { api, user: userEvent.setup(), ...view };
}

const planCard = (name: string) => screen.getByRole('article', { name });
const waitForPlans = () => screen.findAllByTestId('plan-card', {}, { timeout: 5000 });

describe('SubscriptionPage', () => {
  it('lists the plans in Italian formats, marks the current one, and shows the balance and reset', async () => {
    renderPlans(subscriptionBody({ current_balance: 1500, days_until_reset: 12 }));
    await waitForPlans();
    expect(within(planCard('Free')).getByTestId('plan-price')).toHaveTextContent('Gratuito');
    expect(within(planCard('Professional')).getByTestId('plan-price')).toHaveTextContent('29,00 €/mese');
    expect(within(planCard('Studio')).getByTestId('plan-price')).toHaveTextContent('1.249,50 €/mese');
    expect(within(planCard('Studio')).getByTestId('plan-points')).toHaveTextContent('20.000 punti al mese');
    expect(planCard('Free')).toHaveAttribute('aria-current', 'true');
    expect(within(planCard('Free')).getByText('Piano attuale')).toBeInTheDocument();
    expect(within(planCard('Free')).queryByRole('button', { name: 'Richiedi questo piano' })).toBeNull();
    expect(within(planCard('Studio')).getByRole('button', { name: 'Richiedi questo piano' })).toBeEnabled();
    expect(screen.getByTestId('subscription-balance')).toHaveTextContent('1.500 punti');
    expect(screen.getByTestId('subscription-reset')).toHaveTextContent('tra 12 giorni');
  });

  it('sends a request with its message, then shows the sent message and the pending request', async () => {
    const created = upgradeRequestBody(2, { message: 'Siamo uno studio di tre avvocati.' });
    const { api, user } = renderPlans(subscriptionBody(), {
      create: { status: 201, body: { success: true, message: 'ok', request: created } },
      afterCreate: subscriptionBody({ pending_request: created }),
    });
    await waitForPlans();
    await user.click(within(planCard('Professional')).getByRole('button', { name: 'Richiedi questo piano' }));
    const dialog = screen.getByRole('dialog', { name: 'Richiedi il piano Professional' });
    expect(dialog).toHaveTextContent('non ci sono pagamenti online');
    expect(dialog).toHaveTextContent('indirizzo e-mail del tuo account');
    const message = within(dialog).getByRole('textbox', { name: /Messaggio per gli amministratori/ });
    expect(message).toHaveAttribute('maxlength', '1000');
    await user.type(message, '  Siamo uno studio di tre avvocati.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));

    expect(await screen.findByTestId('subscription-outcome')).toHaveTextContent(UPGRADE_REQUEST_SENT_MESSAGE);
    expect(api.requests('/api/subscription/upgrade-requests')[0]?.body).toEqual({
      plan_id: 2,
      message: 'Siamo uno studio di tre avvocati.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const pending = await screen.findByTestId('pending-request');
    expect(pending).toHaveTextContent(
      'Richiesta di passaggio al piano Professional in attesa dal 23 novembre 2026',
    );
    expect(within(planCard('Professional')).getByText('Richiesta in attesa')).toBeInTheDocument();
    expect(within(planCard('Studio')).getByRole('button', { name: 'Richiedi questo piano' })).toBeDisabled();
  });

  // Both codes are errors of the request, not of the session: the user stays signed in.
  it('UPGRADE_REQUEST_PENDING: the shared table’s message, and the pending request appears', async () => {
    const existing = upgradeRequestBody(3);
    const { user } = renderPlans(subscriptionBody(), {
      create: {
        status: errorTable.UPGRADE_REQUEST_PENDING.status,
        body: { message: 'testo qualsiasi', error_code: 'UPGRADE_REQUEST_PENDING' },
      },
      afterCreate: subscriptionBody({ pending_request: existing }),
    });
    await waitForPlans();
    await user.click(within(planCard('Professional')).getByRole('button', { name: 'Richiedi questo piano' }));
    const dialog = screen.getByRole('dialog', { name: 'Richiedi il piano Professional' });
    await user.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    expect(await within(dialog).findByTestId('upgrade-error')).toHaveTextContent(
      'Hai già una richiesta di cambio piano in attesa: la esaminerà un amministratore.',
    );
    expect(await screen.findByTestId('pending-request')).toHaveTextContent('Studio');
    expect(localStorage.getItem('auth_token')).toBe('tok-plans');
  });

  it('RATE_LIMITED: the shared table’s message in the dialog, which stays open', async () => {
    const { user } = renderPlans(subscriptionBody(), {
      create: { status: 429, body: { message: 'Too Many', error_code: 'RATE_LIMITED' } },
    });
    await waitForPlans();
    await user.click(within(planCard('Studio')).getByRole('button', { name: 'Richiedi questo piano' }));
    const dialog = screen.getByRole('dialog', { name: 'Richiedi il piano Studio' });
    await user.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    expect(await within(dialog).findByTestId('upgrade-error')).toHaveTextContent(
      errorTable.RATE_LIMITED.message,
    );
    expect(within(dialog).getByRole('button', { name: 'Invia richiesta' })).toBeEnabled();
  });

  it('a 422 on the message is shown under the message field', async () => {
    const { user } = renderPlans(subscriptionBody(), {
      create: {
        status: 422,
        body: {
          message: 'Dati non validi',
          errors: { message: ['Il messaggio non può superare i 1000 caratteri'] },
        },
      },
    });
    await waitForPlans();
    await user.click(within(planCard('Studio')).getByRole('button', { name: 'Richiedi questo piano' }));
    const dialog = screen.getByRole('dialog', { name: 'Richiedi il piano Studio' });
    await user.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    const textbox = within(dialog).getByRole('textbox', { name: /Messaggio/ });
    await waitFor(() => expect(textbox).toHaveAttribute('aria-invalid', 'true'));
    expect(textbox).toHaveAccessibleDescription(/Il messaggio non può superare i 1000 caratteri/);
  });

  it('withdraws a pending request with Ritira richiesta', async () => {
    const pending = upgradeRequestBody(2);
    const { api, user } = renderPlans(subscriptionBody({ pending_request: pending }), {
      withdraw: {
        status: 200,
        body: { success: true, message: 'Richiesta ritirata.', request: { ...pending, status: 'cancelled' } },
      },
    });
    await screen.findByTestId('pending-request', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Ritira richiesta' }));
    expect(await screen.findByTestId('subscription-outcome')).toHaveTextContent('Richiesta ritirata');
    await waitFor(() => expect(screen.queryByTestId('pending-request')).toBeNull());
    expect(api.requests('/api/subscription/upgrade-requests/41')).toHaveLength(1);
    expect(within(planCard('Studio')).getByRole('button', { name: 'Richiedi questo piano' })).toBeEnabled();
  });

  it('a withdraw the administrators already decided: the shared table’s message', async () => {
    const { user } = renderPlans(subscriptionBody({ pending_request: upgradeRequestBody(2) }), {
      withdraw: {
        status: errorTable.UPGRADE_REQUEST_CLOSED.status,
        body: { message: 'x', error_code: 'UPGRADE_REQUEST_CLOSED' },
      },
    });
    await screen.findByTestId('pending-request', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Ritira richiesta' }));
    expect(await screen.findByTestId('subscription-outcome')).toHaveTextContent(
      'Questa richiesta di cambio piano è già stata chiusa.',
    );
    expect(localStorage.getItem('auth_token')).toBe('tok-plans');
  });

  it('a failed load shows the message and Riprova', async () => {
    localStorage.setItem('auth_token', 'tok-plans');
    let calls = 0;
    stubApi((path) => {
      if (path === '/api/subscription') {
        calls += 1;
        return calls === 1 ? jsonResponse(500, {}) : jsonResponse(200, subscriptionBody());
      }
      return jsonResponse(200, pointsDashboardBody(40));
    });
    renderRouteWithProviders('/subscription', <SubscriptionPage />);
    expect(
      await screen.findByText('Impossibile caricare i piani. Riprova più tardi.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitForPlans();
  });
});
