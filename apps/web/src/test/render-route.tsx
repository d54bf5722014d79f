import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders `element` at `path` in a memory router, with a plain heading at each of `destinations`
 * so a test can see where the page navigated.
 */
export function renderRoute(path: string, element: ReactNode, destinations: Record<string, string> = {}) {
  const [pathname] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      ...Object.entries(destinations).map(([to, title]) => ({ path: to, element: <h1>{title}</h1> })),
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
