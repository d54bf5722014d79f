import type { ConversationSearchResponse } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderRouteWithProviders } from '../../../test/render-with-providers';
import { SearchPage } from './search-page';

const response: ConversationSearchResponse = {
  total: 2,
  page: 1,
  per_page: 20,
  results: [
    {
      conversation_id: 7,
      conversation_title: 'Sfratto',
      message_id: 41,
      role: 'user',
      snippet: [
        { text: 'Il contratto di ', highlighted: false },
        { text: 'locazione', highlighted: true },
        { text: ' <b>non</b> è scaduto', highlighted: false },
      ],
      snippet_cut_before: true,
      snippet_cut_after: false,
      created_at: '2025-03-10T12:00:00.000Z',
      matter_id: null,
    },
    {
      conversation_id: 8,
      conversation_title: 'Locazioni',
      message_id: null,
      role: null,
      snippet: [{ text: 'Locazioni', highlighted: true }],
      snippet_cut_before: false,
      snippet_cut_after: false,
      created_at: '2025-03-11T12:00:00.000Z',
      matter_id: 3,
    },
  ],
};

describe('SearchPage', () => {
  it('shows the hits with the matching words marked, text never read as markup, and opens one at its message', async () => {
    const api = stubApi((path) => {
      if (path.startsWith('/api/conversations/search')) return jsonResponse(200, response);
      if (path === '/api/matters') return jsonResponse(200, { matters: [] });
      return jsonResponse(404, { message: 'Risorsa non trovata.' });
    });
    const { router } = renderRouteWithProviders('/search', <SearchPage />, { '/': 'Chat' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Testo da cercare' }), 'locazioni');
    const list = await screen.findByRole('list', { name: 'Risultati della ricerca' });
    const [first, second] = within(list).getAllByTestId('search-result');
    expect(first!.querySelector('mark')?.textContent).toBe('locazione');
    expect(first!.textContent).toContain('[…] Il contratto di locazione <b>non</b> è scaduto');
    expect(first!.textContent).not.toMatch(/scaduto \[…\]/);
    expect(second!.textContent).not.toContain('[…]');
    expect(first!.querySelector('b')).toBeNull();
    expect(second!.textContent).toContain('Titolo');
    expect(screen.getByText('2 risultati')).toBeInTheDocument();
    const sent = api.fetch.mock.calls.map(([input]) => String(input)).find((url) => url.includes('search'));
    expect(sent).toBe('/api/conversations/search?q=locazioni');

    await userEvent.click(first!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?message=41');
  });

  it('says at once, without asking the server, that the first date comes after the last', async () => {
    const api = stubApi((path) => {
      if (path === '/api/matters') return jsonResponse(200, { matters: [] });
      throw new Error(`unexpected request ${path}`);
    });
    renderRouteWithProviders('/search', <SearchPage />);
    await userEvent.type(screen.getByLabelText('Dal'), '2025-03-02');
    await userEvent.type(screen.getByLabelText('Al'), '2025-03-01');
    await userEvent.type(screen.getByRole('searchbox'), 'penale');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La data iniziale non può essere successiva a quella finale',
    );
    const urls = api.fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('search'));
    expect(urls).toEqual([]);
  });

  it('sends the date filters and shows a 422 message from the server', async () => {
    const api = stubApi((path) => {
      if (path === '/api/matters') return jsonResponse(200, { matters: [] });
      return jsonResponse(422, {
        message: 'I dati inseriti non sono validi.',
        errors: { from: ['La data non è valida'] },
      });
    });
    renderRouteWithProviders('/search', <SearchPage />);
    await userEvent.type(screen.getByLabelText('Dal'), '2025-03-01');
    await userEvent.type(screen.getByLabelText('Al'), '2025-03-02');
    await userEvent.type(screen.getByRole('searchbox'), 'penale');
    expect(await screen.findByRole('alert')).toHaveTextContent('La data non è valida');
    const urls = api.fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('search'));
    expect(urls.at(-1)).toBe('/api/conversations/search?q=penale&from=2025-03-01&to=2025-03-02');
  });

  it('explains what is searched before anything is typed, and sends nothing until then', async () => {
    const api = stubApi((path) => {
      if (path === '/api/matters') return jsonResponse(200, { matters: [] });
      return jsonResponse(404, { message: 'Risorsa non trovata.' });
    });
    renderRouteWithProviders('/search', <SearchPage />);
    expect(screen.getByText(/la ricerca guarda nei titoli e nei messaggi/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Testo da cercare' }), '  ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.fetch.mock.calls.some(([input]) => String(input).includes('/search'))).toBe(false);
    expect(screen.getByText(/la ricerca guarda nei titoli e nei messaggi/)).toBeInTheDocument();
  });
});
