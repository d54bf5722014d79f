import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { routes } from './router';

// The sign-in pages ask for the CSRF cookie; answer it so no request leaves the test.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

function signIn(user: unknown = { name: 'Avv. Rossi' }) {
  localStorage.setItem('auth_token', 'tok-1');
  localStorage.setItem('user', typeof user === 'string' ? user : JSON.stringify(user));
}

// The first visit to a lazy route transforms its modules: over a second on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const protectedRoutes = [
  ['/', 'Brocardo — Assistente legale AI'],
  ['/legal-documents', 'Generatore di Documenti Legali'],
  ['/case-strategy', 'Simulatore Strategie Legali'],
  ['/user-details', 'Dettagli Account'],
  ['/subscription', 'Piani di abbonamento'],
] as const;

const publicRoutes = [
  ['/login', 'Accedi'],
  ['/register', 'Registrazione'],
  ['/discover', 'Brocardo'],
  ['/privacy-policy', 'Informativa sulla privacy'],
  ['/admin-login', 'Portale Admin'],
] as const;

describe('protected routes without a token', () => {
  it.each(protectedRoutes)('%s redirects to /login with the login-required message', async (path) => {
    const router = renderAt(path);

    await heading('Accedi');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByTestId('redirect-message')).toHaveTextContent(
      /^Please login to access this page\.$/,
    );
    // The login page consumed the message, so it shows only once.
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
  });

  it('re-checks on in-app navigation after the token disappears', async () => {
    signIn();
    const router = renderAt('/legal-documents');
    await heading('Generatore di Documenti Legali');

    localStorage.removeItem('auth_token');
    await act(() => router.navigate('/case-strategy'));

    await heading('Accedi');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByTestId('redirect-message')).toHaveTextContent(
      'Please login to access this page.',
    );
  });
});

describe('protected routes with a token', () => {
  it.each(protectedRoutes)('%s renders its page', async (path, title) => {
    signIn();
    const router = renderAt(path);

    await heading(title);
    expect(router.state.location.pathname).toBe(path);
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
  });
});

describe('admin route', () => {
  it('without a token redirects to /admin-login with the admin-login message', async () => {
    const router = renderAt('/admin/dashboard');

    await heading('Portale Admin');
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(await screen.findByTestId('redirect-message')).toHaveTextContent(
      /^Please login as an admin to access this page\.$/,
    );
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
  });

  it('with a token but a non-admin user redirects to / and stores the permission message', async () => {
    signIn({ name: 'Avv. Rossi', is_admin: false });
    const router = renderAt('/admin/dashboard');

    await heading('Brocardo — Assistente legale AI');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('auth_redirect_message')).toBe(
      'You do not have permission to access this page.',
    );
  });

  it('treats a malformed stored user as not an admin', async () => {
    signIn('{"name": "Admin", "is_admin": tru');
    const router = renderAt('/admin/dashboard');

    await heading('Brocardo — Assistente legale AI');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('auth_redirect_message')).toBe(
      'You do not have permission to access this page.',
    );
  });

  it('lets an admin through', async () => {
    signIn({ id: 1, name: 'Amministratore', is_admin: true });
    const router = renderAt('/admin/dashboard');

    await heading('Admin Dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
  });
});

describe('public routes', () => {
  it.each(publicRoutes)('%s renders without a token', async (path, title) => {
    const router = renderAt(path);

    await heading(title);
    expect(router.state.location.pathname).toBe(path);
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();
  });

  it('sets the document title', async () => {
    renderAt('/privacy-policy');
    await heading('Informativa sulla privacy');
    expect(document.title).toBe('Informativa sulla privacy · Brocardo');
  });
});

describe('unknown routes', () => {
  it('show "Pagina non trovata" with a link to /', async () => {
    renderAt('/non-esiste');

    await heading('Pagina non trovata');
    expect(screen.getByRole('link', { name: 'Torna alla pagina principale' })).toHaveAttribute('href', '/');
  });
});
