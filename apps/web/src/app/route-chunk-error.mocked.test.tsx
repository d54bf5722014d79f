import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { routes } from './router';

// As when the browser cannot fetch the page's chunk (offline, or a deploy removed it).
vi.mock('../features/privacy/privacy-policy-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('a page whose chunk fails to load shows the route error page', async () => {
  // RouteErrorPage logs the error; keep it out of the test output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(routes, { initialEntries: ['/privacy-policy'] });
  renderWithProviders(<RouterProvider router={router} />);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Si è verificato un errore imprevisto' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Torna alla pagina principale' })).toHaveAttribute('href', '/');
});
