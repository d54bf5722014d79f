import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pointsDashboardBody } from '../../test/api-bodies';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { setViewportWidth } from '../../test/viewport';
import { showAppToast } from '../app-toast';
import { AppLayout, type AppLayoutProps } from './app-layout';
import { DRAWER_CLOSE_ATTRIBUTE } from './mobile-drawer';
import { TUTORIAL_RESTART_STATE } from './sidebar-nav';

type AiStatus = { provider: 'openai' | 'extractive'; model: string | null; extractive_label?: string };

function stubServer(ai: AiStatus = { provider: 'openai', model: 'gpt-4o-mini' }, balance = 1_500) {
  return stubApi((path) => {
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(balance));
    if (path === '/api/ai/status') return jsonResponse(200, ai);
    if (path === '/api/logout') return jsonResponse(200, { success: true });
    return jsonResponse(404, { message: 'Not found' });
  });
}

/** A page whose button toggles the busy state, as the chat page does while it streams. */
function BusyPage() {
  const [busy, setBusy] = useState(false);
  return (
    <AppLayout title="Chat" aiBusy={busy}>
      <button type="button" onClick={() => setBusy((value) => !value)}>
        Invia
      </button>
    </AppLayout>
  );
}

function renderLayout(
  props: Partial<AppLayoutProps> = {},
  path = '/legal-documents',
  element?: ReactNode,
  destinations: Record<string, string> = {},
) {
  localStorage.setItem('auth_token', 'tok-1');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  return renderRouteWithProviders(
    path,
    element ?? (
      <AppLayout title="Documenti" {...props}>
        {props.children ?? <p>Contenuto della pagina</p>}
      </AppLayout>
    ),
    { '/login': 'Accedi', ...destinations },
  );
}

const sidebar = () => screen.queryByRole('complementary', { name: 'Barra laterale' });
const menuButton = () => screen.queryByRole('button', { name: 'Apri il menu' });

describe('AppLayout from 1620 px', () => {
  it('shows the sidebar with points, AI status, the sections and the navigation; no menu button', async () => {
    setViewportWidth(1620);
    stubServer();
    renderLayout({
      chatSection: <p>Elenco conversazioni</p>,
      settingsSection: <p>Impostazioni di prova</p>,
    });

    const aside = sidebar();
    expect(aside).not.toBeNull();
    expect(menuButton()).toBeNull();
    const inSidebar = within(aside as HTMLElement);
    expect(await inSidebar.findByTitle('1.500 punti')).toHaveTextContent('1,5K');
    expect(await inSidebar.findByText('gpt-4o-mini')).toBeInTheDocument();
    expect(inSidebar.getByText('Elenco conversazioni')).toBeInTheDocument();
    expect(inSidebar.getByText('Impostazioni di prova')).toBeInTheDocument();

    const nav = inSidebar.getByRole('navigation', { name: 'Navigazione principale' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Home',
      'Cerca',
      'Pratiche',
      'Documenti Legali',
      'Strategie Legali',
      'Verifica atto',
      'Revisione tabellare',
      'Account',
      'Tutorial',
      'Esci',
    ]);
    for (const [name, href] of [
      ['Cerca', '/search'],
      ['Pratiche', '/matters'],
      ['Verifica atto', '/verifica-atto'],
      ['Revisione tabellare', '/revisione-tabellare'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(nav).getByRole('link', { name: 'Documenti Legali' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Strategie Legali' })).toHaveAttribute(
      'href',
      '/case-strategy',
    );
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user-details');

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Documenti']);
    expect(screen.getByRole('main')).toHaveTextContent('Contenuto della pagina');
    expect(document.title).toBe('Documenti · Brocardo');
  });

  it('leaves the chat and settings sections out when the page passes none', async () => {
    stubServer();
    renderLayout();
    await screen.findByTitle('1.500 punti');
    expect(screen.queryByRole('heading', { name: /Conversazioni/ })).toBeNull();
  });

  it('shows the extractive label when no model is configured', async () => {
    stubServer({
      provider: 'extractive',
      model: null,
      extractive_label: 'Risposta estrattiva: nessun modello AI configurato',
    });
    renderLayout();
    expect(await screen.findByText('Risposta estrattiva: nessun modello AI configurato')).toBeInTheDocument();
    expect(screen.queryByText(/Modello:/)).toBeNull();
  });

  it('tells an administrator, and only an administrator, how to turn a model on', async () => {
    const extractive = {
      provider: 'extractive' as const,
      model: null,
      extractive_label: 'Risposta estrattiva: nessun modello AI configurato',
    };
    stubServer(extractive);
    const user = renderLayout();
    await screen.findByText(extractive.extractive_label);
    expect(screen.queryByTestId('ai-enable-hint')).toBeNull();
    expect(screen.queryByText(/LLM_BASE_URL/)).toBeNull();
    user.unmount();

    stubServer(extractive);
    localStorage.setItem('user', JSON.stringify({ name: 'Amministratore', is_admin: true }));
    renderRouteWithProviders('/legal-documents', <AppLayout title="Documenti">Contenuto</AppLayout>);
    const hint = await screen.findByTestId('ai-enable-hint');
    expect(hint).toHaveTextContent(
      'Per attivare un modello AI imposta sul server LLM_BASE_URL, LLM_API_KEY e LLM_MODEL, poi riavvia il server (vedi docs/DEPLOYMENT.md).',
    );
  });

  it('gives an administrator no instructions when a model is configured', async () => {
    stubServer();
    localStorage.setItem('auth_token', 'tok-admin');
    localStorage.setItem('user', JSON.stringify({ name: 'Amministratore', is_admin: true }));
    renderRouteWithProviders('/legal-documents', <AppLayout title="Documenti">Contenuto</AppLayout>);
    expect(await screen.findByText('gpt-4o-mini')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-enable-hint')).toBeNull();
  });

  it('shows the thinking state in a live region while the AI answers', async () => {
    stubServer();
    renderLayout({}, '/', <BusyPage />);
    const card = screen.getByTestId('ai-status-card');
    const status = within(card).getByRole('status');
    expect(status).toHaveTextContent('Pronto');

    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));

    expect(status).toHaveTextContent("L'assistente sta elaborando…");
    expect(card).toHaveAttribute('aria-busy', 'true');
  });

  it('sends its Tutorial entry to / asking the chat page to start the guided tour', async () => {
    stubServer();
    const { router } = renderLayout({}, '/legal-documents', undefined, { '/': 'Chat' });
    await userEvent.click(screen.getByRole('button', { name: 'Tutorial' }));
    await screen.findByRole('heading', { name: 'Chat' });
    expect(router.state.location.state).toEqual({ [TUTORIAL_RESTART_STATE]: true });
  });

  it('signs out from Esci and goes to /login', async () => {
    const api = stubServer();
    const { router } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(router.state.location.pathname).toBe('/login');
    expect(api.requests('/api/logout')).toHaveLength(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('AppLayout below 1620 px', () => {
  it.each([390, 1280, 1619])(
    'at %i px shows a top bar with the menu button and the points pill, no sidebar',
    async (width) => {
      setViewportWidth(width);
      stubServer();
      renderLayout({ chatSection: <p>Elenco conversazioni</p> });

      expect(sidebar()).toBeNull();
      const button = menuButton();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(await within(screen.getByTestId('points-pill')).findByTitle('1.500 punti')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Documenti' })).toBeInTheDocument();
      // The sidebar is in the closed drawer.
      expect(screen.queryByRole('link', { name: 'Documenti Legali' })).toBeNull();
    },
  );

  it('opens the sidebar as a modal drawer from the menu button and closes it with Esc, restoring focus', async () => {
    setViewportWidth(390);
    stubServer();
    renderLayout({ chatSection: <p>Elenco conversazioni</p> });
    const button = menuButton() as HTMLElement;
    const drawer = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLDialogElement;
    expect(drawer.tagName).toBe('DIALOG');
    expect(drawer.open).toBe(false);

    await userEvent.click(button);

    expect(drawer.open).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const inDrawer = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(inDrawer.getByText('Elenco conversazioni')).toBeInTheDocument();
    expect(inDrawer.getByRole('link', { name: 'Documenti Legali' })).toHaveAttribute('aria-current', 'page');
    expect(await inDrawer.findByTitle('1.500 punti')).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');

    expect(drawer.open).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows a toast raised while the drawer is open inside the drawer (the modal hides the page behind it)', async () => {
    setViewportWidth(390);
    stubServer();
    renderLayout({ chatSection: <p>Elenco conversazioni</p> });
    await userEvent.click(menuButton() as HTMLElement);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });

    act(() => showAppToast('Non puoi eliminare la conversazione attiva'));

    const inDrawer = within(drawer).getByTestId('toast');
    expect(inDrawer).toHaveTextContent('Non puoi eliminare la conversazione attiva');
  });

  it('closes the drawer from its close button, and when an item marked to close it is chosen', async () => {
    setViewportWidth(390);
    stubServer();
    renderLayout({
      chatSection: (
        <button type="button" {...{ [DRAWER_CLOSE_ATTRIBUTE]: '' }}>
          Conversazione A
        </button>
      ),
    });
    const button = menuButton() as HTMLElement;

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi il menu' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Conversazione A' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('announces the thinking state from the top bar while the drawer is closed', async () => {
    setViewportWidth(390);
    stubServer();
    renderLayout({}, '/', <BusyPage />);
    const indicator = screen.getByTestId('ai-busy-indicator');
    expect(indicator).toHaveAttribute('role', 'status');
    expect(indicator).toHaveTextContent('');

    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));

    expect(indicator).toHaveTextContent("L'assistente sta elaborando…");
    // Only one live region announces it.
    expect(screen.getAllByText("L'assistente sta elaborando…", { selector: '[role=status] *' })).toHaveLength(
      1,
    );
  });
});

describe('AppLayout switching at 1620 px', () => {
  it('follows the window width as it changes', async () => {
    setViewportWidth(1920);
    stubServer();
    renderLayout();
    expect(sidebar()).not.toBeNull();

    act(() => setViewportWidth(1280));
    expect(sidebar()).toBeNull();
    expect(menuButton()).not.toBeNull();

    act(() => setViewportWidth(1700));
    expect(sidebar()).not.toBeNull();
    expect(menuButton()).toBeNull();
  });
});

describe('AppLayout toasts', () => {
  it.each([
    [1920, 'sidebar'],
    [1280, 'top'],
    [390, 'top'],
  ])(
    'at %i px shows a toast over the chrome (%s), never at the foot of the page over the input bar',
    async (width, placement) => {
      setViewportWidth(width);
      stubServer();
      renderLayout();
      act(() => showAppToast('Testo copiato negli appunti!', 'success'));
      const toast = await screen.findByTestId('toast');
      expect(toast.parentElement).toHaveAttribute('data-placement', placement);
      expect(toast.parentElement?.className).not.toMatch(/bottom-6/);
    },
  );
});
