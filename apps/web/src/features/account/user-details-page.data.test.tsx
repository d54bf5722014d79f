import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-stub';
import {
  accountSummaryBody,
  caseStrategy,
  legalDocument,
  pendingRequest,
  professionalPlan,
  transaction,
} from './test-support/account-body';
import { card, renderAccount, waitForCards } from './test-support/render-account';

const texts = (testId: string) => screen.queryAllByTestId(testId).map((element) => element.textContent);

describe('UserDetailsPage with data', () => {
  it('shows the seven cards in Italian formats from one call to /api/account/summary', async () => {
    const { api } = renderAccount(
      accountSummaryBody({
        plan: professionalPlan,
        points: {
          current_balance: 1500,
          plan_name: 'Professional',
          monthly_allowance: 5000,
          monthly_usage: 1250,
          days_until_reset: 1,
          recent_transactions: [
            transaction(1, { action: 'rag_interrogation', points_used: 10 }),
            transaction(2, { kind: 'refund', action: 'case_strategy_simple', points_used: -25 }),
            transaction(3, {
              kind: 'grant',
              action: 'monthly_allowance',
              points_used: -2000,
              date: '2026-11-01T00:00:00Z',
            }),
          ],
        },
      }),
    );
    await waitForCards();

    const personal = within(card('card-personal'));
    expect(personal.getByTestId('user-name')).toHaveTextContent('Avv. Giulia Neri');
    expect(personal.getByTestId('user-email')).toHaveTextContent('giulia.neri@studio.it');
    expect(personal.getByTestId('user-created')).toHaveTextContent('5 marzo 2026');

    const points = within(card('card-points'));
    expect(points.getByTestId('points-balance-short')).toHaveTextContent('1,5K');
    expect(points.getByText('1.500 punti')).toBeInTheDocument();
    expect(points.getByTestId('points-allowance')).toHaveTextContent('5.000 punti');
    expect(points.getByTestId('points-month-usage')).toHaveTextContent('1.250 punti');
    expect(points.getByTestId('points-reset')).toHaveTextContent('1 giorno');

    const plan = within(card('card-plan'));
    expect(plan.getByTestId('plan-name')).toHaveTextContent('Professional');
    expect(plan.getByTestId('plan-points')).toHaveTextContent('5.000 punti');
    expect(plan.getByTestId('plan-price')).toHaveTextContent('1.249,50 €/mese');
    expect(plan.queryByTestId('plan-pending')).toBeNull();

    const usage = within(card('card-usage'));
    expect(usage.getByTestId('usage-messages')).toHaveTextContent('1.234');
    expect(usage.getByTestId('usage-legal-documents')).toHaveTextContent('3 · 33% con AI');
    expect(usage.getByTestId('usage-strategies')).toHaveTextContent('2 · 100% con analisi AI');
    expect(usage.getByTestId('usage-points')).toHaveTextContent('1.275 punti');

    const rows = within(card('card-transactions')).getAllByTestId('transaction');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Domanda al Database Legale20 novembre 2026−10',
      'Rimborso: strategia legale20 novembre 2026+25',
      'Punti mensili del piano1 novembre 2026+2.000',
    ]);
    expect(api.requests('/api/account/summary')).toHaveLength(1);
  });

  it('shows the first 5 transactions, 3 documents and 3 strategies, with links to their pages', async () => {
    renderAccount(
      accountSummaryBody({
        points: {
          ...accountSummaryBody().points,
          recent_transactions: [1, 2, 3, 4, 5, 6].map((id) => transaction(id, { points_used: id })),
        },
        recent_legal_documents: [1, 2, 3, 4, 5].map((id) => legalDocument(id, { ai_enhanced: id === 1 })),
        recent_case_strategies: [1, 2, 3, 4, 5].map((id) => caseStrategy(id)),
      }),
    );
    await waitForCards();
    expect(texts('transaction-points')).toEqual(['−1', '−2', '−3', '−4', '−5']);
    expect(
      within(card('card-documents'))
        .getAllByTestId('recent-document')
        .map((item) => item.textContent),
    ).toEqual([
      'Contratto numero 1Contratto · Generato · con AI · 18 novembre 2026',
      'Contratto numero 2Contratto · Generato · 18 novembre 2026',
      'Contratto numero 3Contratto · Generato · 18 novembre 2026',
    ]);
    expect(within(card('card-strategies')).getAllByTestId('recent-strategy')).toHaveLength(3);
    expect(within(card('card-strategies')).getAllByTestId('recent-strategy')[0]).toHaveTextContent(
      'Caso numero 1Contrattuale · Diritto civile · probabilità 72% · 19 novembre 2026',
    );
    expect(screen.getByRole('link', { name: 'Vai ai documenti legali' })).toHaveAttribute(
      'href',
      '/legal-documents',
    );
    expect(screen.getByRole('link', { name: 'Vai alle strategie legali' })).toHaveAttribute(
      'href',
      '/case-strategy',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Cambia piano' }));
    expect(await screen.findByRole('heading', { name: 'Piani di abbonamento' })).toBeInTheDocument();
  });

  it('shows the empty texts and the spec fallbacks for a missing name, e-mail or date', async () => {
    const body = accountSummaryBody();
    renderAccount({ ...body, user: { ...body.user, name: '', email: ' ', created_at: 'ieri' } });
    await waitForCards();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Non specificato');
    expect(screen.getByTestId('user-email')).toHaveTextContent('Non specificato');
    expect(screen.getByTestId('user-created')).toHaveTextContent('Data non valida');
    expect(screen.getByTestId('transactions-empty')).toHaveTextContent('Nessuna transazione recente');
    expect(screen.getByTestId('documents-empty')).toHaveTextContent('Nessun documento legale');
    expect(screen.getByTestId('strategies-empty')).toHaveTextContent('Nessuna strategia legale');
    expect(screen.getByTestId('plan-price')).toHaveTextContent('Gratuito');
  });

  it('shows a missing registration date as Non disponibile', async () => {
    const body = accountSummaryBody();
    renderAccount({ ...body, user: { ...body.user, created_at: '' } });
    await waitForCards();
    expect(screen.getByTestId('user-created')).toHaveTextContent('Non disponibile');
  });

  it('shows a pending plan-change request on the plan card', async () => {
    renderAccount(accountSummaryBody({ pending_upgrade_request: pendingRequest() }));
    await waitForCards();
    expect(screen.getByTestId('plan-pending')).toHaveTextContent(
      'Richiesta di passaggio al piano Professional in attesa dal 21 novembre 2026.',
    );
  });

  it('refreshes on Aggiorna, saying so while it loads, and shows the new figures', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    renderAccount(() => {
      calls += 1;
      if (calls === 1) return jsonResponse(200, accountSummaryBody());
      const body = accountSummaryBody({ points: { ...accountSummaryBody().points, current_balance: 250 } });
      return new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse(200, body));
      });
    });
    await waitForCards();
    expect(screen.getByTestId('points-balance-short')).toHaveTextContent('1,5K');

    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    const busy = await screen.findByRole('button', { name: 'Aggiornamento…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('points-balance-short')).toHaveTextContent('250'));
    expect(screen.getByRole('button', { name: 'Aggiorna' })).toBeEnabled();
    expect(calls).toBe(2);
  });
});
