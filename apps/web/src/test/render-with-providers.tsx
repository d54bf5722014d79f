import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders, queryHasSession } from '../app/providers';

/** The app's query client without retries, so a failed call settles at once in a test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, enabled: queryHasSession },
      mutations: { retry: false },
    },
  });
}

/** Renders `ui` inside the app's providers (TanStack Query), as main.tsx does. */
export function renderWithProviders(ui: ReactNode, queryClient: QueryClient = createTestQueryClient()) {
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { queryClient, ...view };
}

/**
 * Renders `element` at `path` in a memory router inside the providers, with a plain heading at
 * each of `destinations` so a test can see where the page navigated.
 */
export function renderRouteWithProviders(
  path: string,
  element: ReactNode,
  destinations: Record<string, string> = {},
  extraRoutes: RouteObject[] = [],
) {
  const [pathname] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      ...Object.entries(destinations).map(([to, title]) => ({ path: to, element: <h1>{title}</h1> })),
      ...extraRoutes,
    ],
    { initialEntries: [path] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
