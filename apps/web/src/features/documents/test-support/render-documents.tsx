import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToastRegion } from '../../../components/app-toast';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DocumentManager } from '../document-manager';
import { usePersonalDocuments } from '../document-queries';

function Harness() {
  const personal = usePersonalDocuments();
  return (
    <>
      <DocumentManager personal={personal} />
      <AppToastRegion />
    </>
  );
}

/** The floating indicator and the document panel on their own (with the page's toast area). */
export function renderDocuments() {
  localStorage.setItem('auth_token', 'tok-docs');
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<Harness />) };
}

export const indicator = () => screen.getByTestId('document-indicator');
export const rows = () => screen.queryAllByTestId('document-row');
export const rowOf = (filename: string) => {
  const row = rows().find((item) => item.textContent?.includes(filename));
  if (!row) throw new Error(`No row for ${filename}`);
  return row;
};

export async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('document-indicator'));
  return screen.findByTestId('document-panel');
}
