import {
  DEFAULT_POINT_COSTS,
  type FiledItem,
  type MatterDetailResponse,
  type MatterResource,
} from '@brocardo/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pointsDashboardBody } from '../../test/api-bodies';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { renderRouteWithProviders } from '../../test/render-with-providers';
import { DOCUMENTS_NOTE } from './matter-detail';
import { MattersPage } from './matters-page';

function matter(id: number, overrides: Partial<MatterResource> = {}): MatterResource {
  return {
    id,
    client_name: `Cliente ${id}`,
    name: `Pratica ${id}`,
    reference: null,
    court: null,
    counterparty: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    counts: { conversations: 0, documents: 0, legal_documents: 0, case_strategies: 0 },
    points_used_month: 0,
    ...overrides,
  };
}

/** The matters endpoints in memory, as the server answers them. */
function fakeMattersApi(initial: MatterResource[] = [], documents: FiledItem[] = []) {
  const matters = [...initial];
  let nextId = 50;
  const detail = (item: MatterResource): MatterDetailResponse => ({
    matter: item,
    items: {
      conversations: [{ id: '7', title: 'Termini di prescrizione', date: '2026-03-02T10:00:00.000Z' }],
      documents,
      legal_documents: [],
      case_strategies: [{ id: '9', title: 'Rossi contro Beta', date: '2026-03-03T10:00:00.000Z' }],
    },
    points: { month: 12, total: 40 },
  });
  const stub = stubApi((path, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    if (path === '/api/points/dashboard') return jsonResponse(200, pointsDashboardBody(100));
    if (path === '/api/points/costs')
      return jsonResponse(200, { success: true, point_costs: DEFAULT_POINT_COSTS });
    if (path === '/api/ai/status') return jsonResponse(200, { provider: 'openai', model: 'modello-test' });
    if (path === '/api/matters' && method === 'GET') return jsonResponse(200, { matters });
    if (path === '/api/matters' && method === 'POST') {
      if (!body.client_name?.trim()) {
        return jsonResponse(422, {
          message: 'Il nome del cliente è obbligatorio',
          errors: { client_name: ['Il nome del cliente è obbligatorio'] },
        });
      }
      const created = matter(nextId++, { client_name: body.client_name, name: body.name });
      matters.unshift(created);
      return jsonResponse(201, { matter: created });
    }
    const one = /^\/api\/matters\/(\d+)$/.exec(path);
    const found = one && matters.find((item) => item.id === Number(one[1]));
    if (one && !found)
      return jsonResponse(404, { message: 'Pratica non trovata.', error_code: 'MATTER_NOT_FOUND' });
    if (found && method === 'GET') return jsonResponse(200, detail(found));
    if (found && method === 'DELETE') {
      matters.splice(matters.indexOf(found), 1);
      return jsonResponse(200, { success: true, id: found.id });
    }
    throw new Error(`Unexpected request ${method} ${path}`);
  });
  return { ...stub, matters };
}

async function renderMatters(path = '/matters') {
  localStorage.setItem('auth_token', 'tok-matters');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  const user = userEvent.setup();
  const view = renderRouteWithProviders('/matters', <MattersPage />, {}, [
    { path: '/matters/:matterId', element: <MattersPage /> },
  ]);
  if (path !== '/matters') await act(() => view.router.navigate(path));
  return { user, ...view };
}

describe('the matters page', () => {
  it('shows the empty state, creates a matter and opens it', async () => {
    const api = fakeMattersApi();
    const { user, router } = await renderMatters();
    expect(
      await screen.findByText(/Nessuna pratica\. Crea la prima/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuova pratica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova pratica' });
    // The form's first field has the focus, not the header's ×: Enter does not close the form.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Cliente' })).toHaveFocus());
    // Checked here first with the server's own rules: nothing is sent without a client.
    await user.click(within(dialog).getByRole('button', { name: 'Crea pratica' }));
    expect(within(dialog).getByText('Il nome del cliente è obbligatorio')).toBeInTheDocument();
    expect(api.requests('/api/matters').filter((request) => request.init.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Cliente' }), 'Alfa S.p.A.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome della pratica' }), 'Appalto');
    await user.click(within(dialog).getByRole('button', { name: 'Crea pratica' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matters/50'));
    const posted = api.requests('/api/matters').filter((request) => request.init.method === 'POST');
    expect(posted.map((request) => request.body)).toEqual([
      { client_name: 'Alfa S.p.A.', name: 'Appalto', reference: '', court: '', counterparty: '' },
    ]);
    const detail = await screen.findByTestId('matter-detail');
    expect(within(detail).getByRole('heading', { name: 'Appalto' })).toBeInTheDocument();
    expect(within(screen.getByTestId('matter-points')).getByText('12 punti')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('matter-conversations')).getByText('Termini di prescrizione'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('matter-case-strategies')).getByText('Rossi contro Beta'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, says the items stay, and goes back to the list', async () => {
    const api = fakeMattersApi([matter(3, { client_name: 'Beta S.r.l.', name: 'Lavoro' })]);
    const { user, router } = await renderMatters('/matters/3');
    await screen.findByTestId('matter-detail', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Elimina la pratica «Lavoro»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare la pratica?' });
    expect(dialog).toHaveTextContent('diventano senza pratica');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matters'));
    expect(api.matters).toHaveLength(0);
    expect(await screen.findByText(/Nessuna pratica\. Crea la prima/)).toBeInTheDocument();
    // The deleted matter is not asked for again (a 404 in the console).
    const reads = api.requests('/api/matters/3').map((request) => request.init.method ?? 'GET');
    expect(reads.slice(reads.indexOf('DELETE'))).toEqual(['DELETE']);
  });

  it('lists personal documents as text with their date, not as a link to the chat', async () => {
    fakeMattersApi(
      [matter(3, { name: 'Locazione' })],
      [{ id: 'd0c-1', title: 'contratto_locazione_rossi.pdf', date: '2026-03-04T10:00:00.000Z' }],
    );
    const { user, router } = await renderMatters('/matters/3');
    const section = await screen.findByTestId('matter-documents', {}, { timeout: 5000 });
    const name = within(section).getByText('contratto_locazione_rossi.pdf');
    // A personal document has no page or preview to open: a link to '/' only showed the chat's home.
    expect(name.closest('a, button')).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
    const row = name.closest('li');
    expect(row).toHaveTextContent('Caricato il 4 mar 2026');
    expect(row?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T10:00:00.000Z');
    expect(within(section).getByText(DOCUMENTS_NOTE)).toBeInTheDocument();
    await user.click(name);
    expect(router.state.location.pathname).toBe('/matters/3');
    // The other items still open.
    expect(
      within(screen.getByTestId('matter-case-strategies')).getByRole('link', { name: 'Rossi contro Beta' }),
    ).toHaveAttribute('href', '/case-strategy?caso=9');
  });

  it("says a matter that is not the user's is not found", async () => {
    fakeMattersApi([matter(3)]);
    await renderMatters('/matters/99');
    expect(await screen.findByText('Pratica non trovata.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('scrolls the chosen matter into view where it opens under the list (a phone)', async () => {
    fakeMattersApi([matter(1), matter(2)]);
    const stackedLayout = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList;
    const originalMatchMedia = window.matchMedia;
    window.matchMedia = stackedLayout;
    const scrolled: Element[] = [];
    const originalScroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      const { user } = await renderMatters();
      await user.click(await screen.findByRole('link', { name: /Pratica 2/ }));
      const detail = await screen.findByTestId('matter-detail');
      await waitFor(() => expect(scrolled.some((element) => element.contains(detail))).toBe(true));
    } finally {
      window.matchMedia = originalMatchMedia;
      Element.prototype.scrollIntoView = originalScroll;
    }
  });
});
