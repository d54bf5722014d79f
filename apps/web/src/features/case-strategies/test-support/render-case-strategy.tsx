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

/** Fills the four required fields with a minimal case and presses Crea Caso. */
export async function createMinimalCase(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Titolo del caso/), 'Caso senza modello');
  await user.selectOptions(select(/Tipo di caso/), 'Civile');
  await user.type(field(/Area legale/), 'Civile');
  await user.type(field(/Fatti del caso/), 'Fatti.');
  await user.click(createButton());
}
