import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRouteWithProviders } from '../../../test/render-with-providers';
import { LegalDocumentsPage } from '../legal-documents-page';

/** The generator at /legal-documents for a signed-in user, /subscription as a plain heading. */
export function renderLegalDocuments() {
  localStorage.setItem('auth_token', 'tok-legal');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  const user = userEvent.setup();
  const view = renderRouteWithProviders('/legal-documents', <LegalDocumentsPage />, {
    '/subscription': 'Piano',
  });
  return { user, ...view };
}

/** The first render of a test file (modules warming up) can take over a second on a busy machine. */
export const waitForForm = () => screen.findByRole('heading', { name: 'Nuovo Documento' }, { timeout: 5000 });

export const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
export const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
export const generateButton = () => screen.getByRole('button', { name: 'Genera Documento' });
