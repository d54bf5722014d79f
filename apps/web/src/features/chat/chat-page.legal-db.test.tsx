import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-stub';
import { ART_2043, searchHit } from '../legal-db/test-support/fake-legal-db';
import { answerScript, fakeChatApi } from './test-support/fake-chat-api';
import { input, renderChat, waitForReady } from './test-support/render-chat';

const TITLE = 'Configurazione Database Legale';
const ENRICHMENT = /^Ricerca Intelligente IA \(espansione della query\)/;
const WARNING = 'Nessun documento del sistema selezionato';

const configButton = () => screen.queryByTestId('legal-db-config-button');

async function openConfig(user: ReturnType<typeof renderChat>['user']) {
  const button = configButton();
  if (!button) throw new Error('No configuration button');
  await user.click(button);
  return screen.findByRole('dialog', { name: TITLE });
}

// Whole conversations through the real client: slow on a busy machine.
describe('ChatPage: Database Legale configuration', { timeout: 20_000 }, () => {
  it('is offered in automatic mode and with Database Legale; the query expansion only with Database Legale on', async () => {
    fakeChatApi();
    const { user } = renderChat();
    await waitForReady();
    expect(configButton()).toHaveTextContent('tutti gli atti');

    let modal = await openConfig(user);
    expect(within(modal).getByRole('radio', { name: /^Tutti gli atti/ })).toBeChecked();
    expect(within(modal).queryByRole('checkbox', { name: ENRICHMENT })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Fatto' }));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();

    await user.click(screen.getByTestId('mode-card-standard'));
    expect(configButton()).not.toBeInTheDocument();
    await user.click(screen.getByTestId('mode-card-websearch'));
    expect(configButton()).not.toBeInTheDocument();

    await user.click(screen.getByTestId('mode-card-rag'));
    modal = await openConfig(user);
    expect(within(modal).getByRole('checkbox', { name: ENRICHMENT })).toBeChecked();
  });

  it('specific acts with none picked show the warning, and a question is not sent', async () => {
    const api = fakeChatApi();
    const { user } = renderChat();
    await waitForReady();
    await user.click(screen.getByTestId('mode-card-rag'));
    let modal = await openConfig(user);
    expect(within(modal).queryByText(WARNING)).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('radio', { name: /^Atti specifici/ }));
    expect(await within(modal).findByText(WARNING)).toBeInTheDocument();
    await within(modal).findByRole('checkbox', { name: /^Codice civile/ });
    expect(within(modal).getByText(/testo vigente al 15 gennaio 2025/)).toBeInTheDocument();
    // Only the acts of the corpus, not the user's documents; asked past any cache.
    expect(within(modal).queryByText('Contratto.pdf')).not.toBeInTheDocument();
    const listCalls = api.fetch.mock.calls.filter(([url]) =>
      String(url).startsWith('/rag-api/list-available'),
    );
    expect(String(listCalls[0]?.[0])).toMatch(/^\/rag-api\/list-available-documents\?_t=\d+$/);
    expect(listCalls[0]?.[1]?.cache).toBe('no-store');

    // Closed with none picked: the question is not sent, the modal comes back with the warning.
    await user.click(within(modal).getByRole('button', { name: 'Fatto' }));
    expect(configButton()).toHaveTextContent('nessun atto');
    await user.type(input(), 'Danno?{Enter}');
    modal = await screen.findByRole('dialog', { name: TITLE });
    expect(within(modal).getByText(WARNING)).toBeInTheDocument();
    expect(input()).toHaveValue('Danno?');
    expect(api.requests('/rag-api/rag-chat')).toHaveLength(0);
    expect(api.requests('/api/conversations/1/messages')).toHaveLength(0);
  });

  it('the picked acts and the query-expansion choice are kept and sent with the question', async () => {
    const api = fakeChatApi({ streams: [answerScript(['Risposta dal database.'])] });
    const { user } = renderChat();
    await waitForReady();
    await user.click(screen.getByTestId('mode-card-rag'));
    const modal = await openConfig(user);
    await user.click(within(modal).getByRole('radio', { name: /^Atti specifici/ }));
    await user.click(await within(modal).findByRole('checkbox', { name: /^Codice civile/ }));
    await user.click(within(modal).getByRole('checkbox', { name: /^Codice penale/ }));
    await user.click(within(modal).getByRole('checkbox', { name: ENRICHMENT }));
    expect(within(modal).queryByText(WARNING)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('legal_database_config') ?? 'null')).toEqual({
      queryMode: 'specific',
      selectedDocuments: [
        { identifier: 'cc', type: 'system' },
        { identifier: 'cp', type: 'system' },
      ],
      enableQueryEnrichment: false,
    });
    await user.click(within(modal).getByRole('button', { name: 'Fatto' }));
    expect(configButton()).toHaveTextContent('2 atti');

    await user.type(input(), 'Danno?{Enter}');
    await screen.findByText('Risposta dal database.');
    expect(api.requests('/rag-api/rag-chat')[0]?.body).toMatchObject({
      query: 'Danno?',
      queryMode: 'specific',
      selectedDocuments: [
        { identifier: 'cc', type: 'system' },
        { identifier: 'cp', type: 'system' },
      ],
      enableQueryEnrichment: false,
      minChunks: 3,
      maxChunks: 20,
      semanticThreshold: 0.3,
      forceMinChunks: true,
    });
  });

  it('starts from the stored configuration', async () => {
    localStorage.setItem(
      'legal_database_config',
      JSON.stringify({
        queryMode: 'specific',
        selectedDocuments: [{ identifier: 'cp', type: 'system' }],
        enableQueryEnrichment: false,
      }),
    );
    fakeChatApi();
    const { user } = renderChat();
    await waitForReady();
    expect(configButton()).toHaveTextContent('1 atto');
    await user.click(screen.getByTestId('mode-card-rag'));
    const modal = await openConfig(user);
    expect(within(modal).getByRole('radio', { name: /^Atti specifici/ })).toBeChecked();
    expect(await within(modal).findByRole('checkbox', { name: /^Codice penale/ })).toBeChecked();
    expect(within(modal).getByRole('checkbox', { name: /^Codice civile/ })).not.toBeChecked();
    expect(within(modal).getByRole('checkbox', { name: ENRICHMENT })).not.toBeChecked();
  });

  it('says when the list of acts cannot be loaded', async () => {
    fakeChatApi({ availableDocuments: () => jsonResponse(500, { message: 'Errore interno.' }) });
    const { user } = renderChat();
    await waitForReady();
    const modal = await openConfig(user);
    await user.click(within(modal).getByRole('radio', { name: /^Atti specifici/ }));
    expect(
      await within(modal).findByText("Impossibile caricare l'elenco dei documenti disponibili."),
    ).toBeInTheDocument();
  });

  it('searches every act; a hit’s act joins the specific acts, the hit opens its source', async () => {
    const api = fakeChatApi({
      search: (params) => jsonResponse(200, { query: params.get('q'), results: [searchHit()] }),
      citationSource: () => jsonResponse(200, ART_2043),
    });
    const { user } = renderChat();
    await waitForReady();
    const modal = await openConfig(user);
    const box = within(modal).getByRole('searchbox', { name: 'Cerca negli atti' });
    const searches = () =>
      api.fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/rag-api/search'));
    // One character is not searched, even once the 300 ms have passed.
    await user.type(box, 'd');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toEqual([]);
    // The rest of the words at once (typing may be slower than the debounce on a busy machine).
    fireEvent.change(box, { target: { value: 'danno ingiusto' } });
    const hit = await within(modal).findByTestId('search-hit', {}, { timeout: 3000 });
    // Every act (no `acts`), debounced.
    expect(searches()).toEqual(['/rag-api/search?q=danno+ingiusto&limit=10']);
    expect(hit).toHaveTextContent('art. 2043 c.c. — Risarcimento per fatto illecito');
    expect(hit).toHaveTextContent('Qualunque fatto doloso o colposo');
    expect(hit).toHaveTextContent('testo vigente al 15 gennaio 2025');

    await user.click(within(hit).getByRole('button', { name: 'Aggiungi Codice civile agli atti specifici' }));
    expect(within(modal).getByRole('radio', { name: /^Atti specifici/ })).toBeChecked();
    expect(await within(modal).findByRole('checkbox', { name: /^Codice civile/ })).toBeChecked();
    expect(within(hit).getByRole('button', { name: 'Codice civile: già selezionato' })).toBeDisabled();

    await user.click(within(hit).getByRole('button', { name: /^art\. 2043 c\.c\./ }));
    const panel = await screen.findByTestId('source-panel');
    await waitFor(() => expect(within(panel).getByTestId('source-title')).toHaveTextContent(ART_2043.title));
    expect(within(panel).getByTestId('source-text').querySelector('mark')).toHaveTextContent(
      'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto',
    );
  });
});
