import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appEvents, onAppEvent } from '../../lib/events';
import { pointsDashboardBody } from '../../test/api-bodies';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { accountSummaryBody } from './test-support/account-body';
import { UserDetailsPage } from './user-details-page';

function renderPage() {
  localStorage.setItem('auth_token', 'tok-1');
  stubApi((path) => {
    if (path === '/api/account/summary') return jsonResponse(200, accountSummaryBody());
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(100));
    if (path === '/api/ai/status') return jsonResponse(200, { provider: 'openai', model: 'modello-test' });
    return jsonResponse(404, { message: 'Risorsa non trovata.', error_code: 'NOT_FOUND' });
  });
  return renderRouteWithProviders('/user-details', <UserDetailsPage />);
}

const toggle = () => screen.getByRole('switch', { name: 'Detection Scores' });

describe('UserDetailsPage', () => {
  it('has the settings section with the Detection Scores toggle in the sidebar, and no chat section', () => {
    renderPage();
    const sidebar = screen.getByRole('complementary', { name: 'Barra laterale' });
    expect(within(sidebar).getByRole('switch', { name: 'Detection Scores' })).not.toBeChecked();
    expect(within(sidebar).queryByRole('button', { name: 'Nuova chat' })).toBeNull();
    expect(within(sidebar).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Dettagli Account' })).toBeInTheDocument();
  });

  it('persists the Detection Scores toggle and broadcasts each change', async () => {
    const changes = vi.fn();
    const unsubscribe = onAppEvent(appEvents.detectionScoresChanged, changes);
    renderPage();

    await userEvent.click(toggle());
    expect(toggle()).toBeChecked();
    expect(localStorage.getItem('showDetectionScores')).toBe('true');
    expect(changes).toHaveBeenLastCalledWith({ enabled: true });

    await userEvent.click(toggle());
    expect(toggle()).not.toBeChecked();
    expect(localStorage.getItem('showDetectionScores')).toBe('false');
    expect(changes).toHaveBeenLastCalledWith({ enabled: false });
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('starts from the stored setting', () => {
    localStorage.setItem('showDetectionScores', 'true');
    renderPage();
    expect(toggle()).toBeChecked();
  });
});
