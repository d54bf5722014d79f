import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouteWithProviders } from '../../../test/render-with-providers';
import { CaseStrategyPage } from '../case-strategy-page';

/** The simulator at /case-strategy for a signed-in user, /subscription as a plain heading. */
export function renderCaseStrategy() {
  localStorage.setItem('auth_token', 'tok-case');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  const user = userEvent.setup();
  const view = renderRouteWithProviders('/case-strategy', <CaseStrategyPage />, { '/subscription': 'Piano' });
  return { user, ...view };
}

/** The first render of a test file (modules warming up) can take over a second on a busy machine. */
export const waitForForm = () => screen.findByRole('heading', { name: 'Nuovo Caso' }, { timeout: 5000 });

export const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
export const createButton = () => screen.getByRole('button', { name: 'Crea Caso' });
