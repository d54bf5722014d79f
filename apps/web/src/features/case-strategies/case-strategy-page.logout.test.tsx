import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCaseStrategiesApi } from './test-support/fake-case-strategies-api';
import { renderCaseStrategy, waitForForm } from './test-support/render-case-strategy';

describe('Case strategy simulator: logout', () => {
  it("asks 'Sei sicuro di voler effettuare il logout?' before signing out (spec 2 §2.8, §5)", async () => {
    const api = fakeCaseStrategiesApi();
    const { user, router } = renderCaseStrategy();
    await waitForForm();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });

    await user.click(within(nav).getByRole('button', { name: 'Esci' }));

    const dialog = screen.getByRole('dialog', { name: 'Conferma logout' });
    expect(dialog).toHaveTextContent('Sei sicuro di voler effettuare il logout?');
    expect(within(dialog).getByRole('button', { name: 'Esci' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));

    expect(screen.queryByRole('dialog', { name: 'Conferma logout' })).toBeNull();
    expect(api.requests('/api/logout')).toHaveLength(0);
    expect(localStorage.getItem('auth_token')).toBe('tok-case');
    expect(router.state.location.pathname).toBe('/case-strategy');
  });
});
