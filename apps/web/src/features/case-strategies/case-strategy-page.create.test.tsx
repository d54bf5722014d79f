import { DEFAULT_POINT_COSTS } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appEvents, onAppEvent } from '../../lib/events';
import { jsonResponse } from '../../test/api-stub';
import { FAKE_BALANCE, fakeCaseStrategiesApi } from './test-support/fake-case-strategies-api';
import {
  createButton,
  createMinimalCase,
  field,
  renderCaseStrategy,
  select,
  waitForForm,
} from './test-support/render-case-strategy';
import { caseWithoutAnalysis } from './test-support/sample-case';

describe('Case strategy simulator: creating a case', () => {
  it('shows the form with its required fields and the empty list', async () => {
    const api = fakeCaseStrategiesApi();
    renderCaseStrategy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Simulatore Strategie Legali' }),
    ).toBeInTheDocument();
    await waitForForm();
    expect(screen.getByRole('heading', { name: 'Strategie Legali' })).toBeInTheDocument();
    expect(screen.getByText('Nessuna strategia legale')).toBeInTheDocument();
    expect(field(/Titolo del caso/)).toBeRequired();
    expect(select(/Tipo di caso/)).toBeRequired();
    expect(field(/Area legale/)).toBeRequired();
    expect(field(/Fatti del caso/)).toBeRequired();
    expect(field(/Controparte/)).not.toBeRequired();
    expect(select(/Urgenza/)).toHaveValue('media');
    expect(screen.getByRole('checkbox', { name: 'Genera analisi AI (25 punti)' })).toBeChecked();
    await waitFor(() => expect(api.activities()).toContain('CASE_STRATEGIES_LOADED'));
    expect(api.requests('/api/case-strategies?per_page=5&page=1')).toHaveLength(1);
  });

  it('refuses to send without the required fields', async () => {
    const api = fakeCaseStrategiesApi();
    const { user } = renderCaseStrategy();
    await waitForForm();
    await user.click(createButton());
    expect(screen.getAllByTestId('field-error')).toHaveLength(4);
    expect(api.calls('POST', /\/api\/case-strategies$/)).toHaveLength(0);
  });

  it('creates the case, resets the form and shows the analysis with its sources, range and costs', async () => {
    const api = fakeCaseStrategiesApi();
    const pointsUpdated = vi.fn();
    const off = onAppEvent(appEvents.pointsUpdated, pointsUpdated);
    const { user } = renderCaseStrategy();
    await waitForForm();
    await user.type(field(/Titolo del caso/), 'Rossi contro Beta');
    await user.selectOptions(select(/Tipo di caso/), 'Contrattuale');
    await user.type(field(/Area legale/), 'Diritto civile');
    await user.type(field(/Fatti del caso/), 'Merce pagata e mai consegnata.');
    await user.selectOptions(select(/Urgenza/), 'Alta');
    await user.type(field(/Valore della causa/), '12.500,50');
    await user.click(createButton());

    const details = await screen.findByTestId('case-details');
    const [body] = api.calls('POST', /\/api\/case-strategies$/);
    expect(body).toMatchObject({
      case_title: 'Rossi contro Beta',
      case_type: 'contrattuale',
      legal_area: 'Diritto civile',
      case_facts: 'Merce pagata e mai consegnata.',
      urgency_level: 'alta',
      case_value_euro: 12500.5,
      opposing_party: null,
      generate_ai_analysis: true,
    });
    expect(field(/Titolo del caso/)).toHaveValue('');
    expect(select(/Urgenza/)).toHaveValue('media');
    expect(pointsUpdated).toHaveBeenCalled();
    off();
    // The answer carries the balance after the charge and the case itself: neither is read again.
    await waitFor(() =>
      expect(screen.getAllByTestId('points-value')[0]).toHaveAttribute(
        'title',
        `${FAKE_BALANCE - DEFAULT_POINT_COSTS.case_strategy_simple} punti`,
      ),
    );
    expect(api.requests('/api/points/dashboard')).toHaveLength(1);
    expect(api.calls('GET', /\/api\/case-strategies\?/)).toHaveLength(1);
    expect(await screen.findByTestId('case-card')).toHaveTextContent('Rossi contro Beta');

    const panel = within(details);
    expect(panel.getByRole('heading', { name: 'Rossi contro Beta' })).toBeInTheDocument();
    expect(panel.getByTestId('probability')).toHaveTextContent('70%');
    expect(panel.getByTestId('probability-class')).toHaveTextContent('Probabilità alta');
    expect(panel.getByTestId('probability-bar').lastElementChild).toHaveClass('bg-success');
    expect(panel.getByTestId('probability-range')).toHaveTextContent('62% – 78%');
    expect(panel.getByText('stima del modello')).toBeInTheDocument();
    expect(panel.getByText('Informazioni che renderebbero la stima più precisa')).toBeInTheDocument();
    expect(panel.getByTestId('probability-factors')).toHaveTextContent('Contratto scritto e firmato');
    expect(panel.getByTestId('ai-confidence')).toHaveTextContent('60%');
    expect(panel.getByText(/Supporto alla decisione, non consulenza legale/)).toBeInTheDocument();
    const precedent = panel.getByRole('link', { name: /Cass\. civ\. sez\. II, 12\/2020/ });
    expect(precedent).toHaveAttribute('href', 'https://example.org/cass-12-2020');
    expect(precedent).toHaveAttribute('target', '_blank');
    expect(precedent).toHaveAttribute('rel', 'noopener noreferrer');
    expect(panel.getByTestId('sources')).toHaveTextContent('art. 1218 c.c. — Responsabilità del debitore');
    const references = panel.getByTestId('cited-references');
    expect(references).toHaveTextContent(/^art\. 1218 c\.c\. — Responsabilità del debitoreverificato/);
    expect(references).toHaveTextContent(/art\. 9999 c\.c\..*non trovata/);
    // An act outside the database is said to be so, not "non trovata".
    expect(references).toHaveTextContent(/art\. 5 L\. 392\/1978atto non presente nella banca dati$/);
    expect(panel.getByTestId('unsourced-judgments')).toHaveTextContent('Cass. n. 4321/2019');
    const costs = panel.getByTestId('cost-breakdown');
    expect(costs).toHaveTextContent('Contributo unificato');
    expect(costs).toHaveTextContent(/2\.500,50\s€/);
    expect(costs).toHaveTextContent('DM 55/2014');
    expect(panel.getByTestId('cost-total')).toHaveTextContent(/2\.737,50\s€ – 5\.037,00\s€/);
    expect(panel.getByText('I compensi sono indicativi.')).toBeInTheDocument();
    expect(panel.getByTestId('duration')).toHaveTextContent('12–24 mesi');

    expect(
      await screen.findByRole('button', { name: /^Rossi contro Beta/, pressed: true }),
    ).toBeInTheDocument();
    expect(api.activities()).toContain('CASE_STRATEGY_CREATE_ATTEMPT');
  });

  it('opens the insufficient-points modal on 402', async () => {
    const api = fakeCaseStrategiesApi({
      create: () =>
        jsonResponse(402, {
          success: false,
          message: 'Punti insufficienti.',
          error_type: 'insufficient_points',
          points_info: { required: 25, current_balance: 10, shortfall: 15 },
        }),
    });
    const { user } = renderCaseStrategy();
    await waitForForm();
    await user.type(field(/Titolo del caso/), 'Caso');
    await user.selectOptions(select(/Tipo di caso/), 'Civile');
    await user.type(field(/Area legale/), 'Civile');
    await user.type(field(/Fatti del caso/), 'Fatti.');
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Punti insufficienti' });
    expect(within(dialog).getByTestId('points-required')).toHaveTextContent('25');
    expect(field(/Titolo del caso/)).toHaveValue('Caso');
    expect(api.calls('POST', /\/api\/case-strategies$/)).toHaveLength(1);
  });

  it('shows the server message when the analysis fails', async () => {
    fakeCaseStrategiesApi({
      create: () =>
        jsonResponse(502, {
          message: "L'analisi del caso non è riuscita.",
          error_code: 'CASE_ANALYSIS_FAILED',
        }),
    });
    const { user } = renderCaseStrategy();
    await waitForForm();
    await user.type(field(/Titolo del caso/), 'Caso');
    await user.selectOptions(select(/Tipo di caso/), 'Civile');
    await user.type(field(/Area legale/), 'Civile');
    await user.type(field(/Fatti del caso/), 'Fatti.');
    await user.click(createButton());
    expect(await screen.findByTestId('create-error')).toHaveTextContent("L'analisi del caso non è riuscita.");
  });

  it('without a model shows the reason and "Genera analisi" regenerates', async () => {
    const api = fakeCaseStrategiesApi({ noModel: true });
    const { user } = renderCaseStrategy();
    await waitForForm();
    await createMinimalCase(user);
    const empty = await screen.findByTestId('no-analysis');
    expect(empty).toHaveTextContent('Analisi AI non disponibile');
    expect(empty).toHaveTextContent('Nessun modello AI configurato');
    await user.click(within(empty).getByRole('button', { name: 'Genera analisi' }));
    expect(await screen.findByTestId('probability-class')).toHaveTextContent('Probabilità bassa');
    expect(api.calls('PUT', /\/api\/case-strategies\/\d+$/)).toEqual([{ regenerate_ai_analysis: true }]);
    expect(api.activities()).toEqual(
      expect.arrayContaining(['CASE_ANALYSIS_REGENERATE_ATTEMPT', 'CASE_ANALYSIS_REGENERATED']),
    );
  });

  it('with no model on the server, the analysis cannot be asked for and the case is saved without it', async () => {
    const api = fakeCaseStrategiesApi({ aiProvider: 'extractive' });
    const { user } = renderCaseStrategy();
    await waitForForm();
    const generate = screen.getByRole('checkbox', { name: 'Genera analisi AI (25 punti)' });
    await waitFor(() => expect(generate).toBeDisabled());
    expect(generate).not.toBeChecked();
    expect(generate).toHaveAccessibleDescription(expect.stringContaining('non è configurato un modello AI'));
    await createMinimalCase(user);
    const details = await screen.findByTestId('case-details');
    expect(api.calls('POST', /\/api\/case-strategies$/)[0]).toMatchObject({ generate_ai_analysis: false });
    expect(within(details).getByRole('button', { name: 'Rigenera Analisi (25 punti)' })).toBeDisabled();
    expect(within(details).queryByRole('button', { name: 'Genera analisi' })).toBeNull();
    // The reason is written out (a tooltip never shows on a touch screen) and names no missing button.
    const empty = within(details).getByTestId('no-analysis');
    expect(within(empty).getByTestId('no-model-note')).toHaveTextContent('non è configurato un modello AI');
    expect(empty).not.toHaveTextContent('Genera analisi');
  });

  it('a regeneration the server could not make shows its reason, not a success', async () => {
    const reason =
      'Analisi AI non rigenerata: sul server non è configurato un modello AI generativo. Le eventuali modifiche ' +
      'sono state salvate e nessun punto è stato addebitato.';
    fakeCaseStrategiesApi({
      noModel: true,
      update: (id) =>
        jsonResponse(200, {
          success: true,
          data: caseWithoutAnalysis({ id, analysis_unavailable_reason: reason }),
        }),
    });
    const { user } = renderCaseStrategy();
    await waitForForm();
    await createMinimalCase(user);
    const empty = await screen.findByTestId('no-analysis');
    await user.click(within(empty).getByRole('button', { name: 'Genera analisi' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(reason));
    expect(screen.getByTestId('toast')).toHaveAttribute('data-tone', 'info');
    expect(screen.getByTestId('no-analysis')).toHaveTextContent(reason);
  });
});
