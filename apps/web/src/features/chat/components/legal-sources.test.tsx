import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SourcePanelProvider } from '../../legal-db';
import { ART_2043 } from '../../legal-db/test-support/fake-legal-db';
import type { Citation } from '../message-model';
import {
  conversationResource,
  DONE_EVENT,
  deltaChunk,
  fakeChatApi,
  messageResource,
  responseInfo,
} from '../test-support/fake-chat-api';
import { input, renderChat, waitForReady } from '../test-support/render-chat';
import {
  DOCUMENT_PASSAGES_TITLE,
  LegalSources,
  MORE_PASSAGES_TITLE,
  OTHER_SOURCES_TITLE,
  PRINCIPAL_SOURCES_TITLE,
} from './legal-sources';

const RANKED: Citation[] = [
  {
    identifier: 'cc-2043',
    source_type: 'legal',
    title: 'art. 2043 c.c. — Risarcimento per fatto illecito',
    excerpt: 'che cagiona ad altri un danno ingiusto',
    relevance: 'principal',
  },
  {
    identifier: 'cc-2947',
    source_type: 'legal',
    title: 'art. 2947 c.c. — Prescrizione del diritto al risarcimento del danno',
    relevance: 'principal',
  },
  {
    identifier: 'cc-2056',
    source_type: 'legal',
    title: 'art. 2056 c.c. — Valutazione dei danni',
    relevance: 'other',
  },
  {
    identifier: 'cp-185',
    source_type: 'legal',
    title: 'art. 185 c.p. — Restituzioni e risarcimento del danno',
    relevance: 'other',
  },
  { identifier: '7:0', source_type: 'user', title: 'contratto.pdf, p. 1' },
];

function renderSources(citations: Citation[] | undefined) {
  const api = stubApi((path) =>
    path === '/rag-api/citation-source' ? jsonResponse(200, ART_2043) : jsonResponse(404, {}),
  );
  const user = userEvent.setup();
  renderWithProviders(
    <SourcePanelProvider>
      <LegalSources citations={citations} />
    </SourcePanelProvider>,
  );
  return { api, user };
}

const items = (container: HTMLElement) =>
  within(container)
    .getAllByTestId('legal-source')
    .map((item) => item.dataset.identifier);

describe('LegalSources', () => {
  it('lists the principal sources with their titles, the others folded and counted', () => {
    renderSources(RANKED);
    const block = screen.getByRole('region', { name: 'Fonti della risposta' });
    expect(within(block).getByRole('heading', { name: PRINCIPAL_SOURCES_TITLE })).toBeInTheDocument();
    expect(items(screen.getByTestId('principal-sources'))).toEqual(['cc-2043', 'cc-2947']);
    expect(screen.getByTestId('principal-sources')).toHaveTextContent(
      'art. 2043 c.c.Risarcimento per fatto illecitoart. 2947 c.c.Prescrizione del diritto al risarcimento del danno',
    );
    const folded = screen.getByTestId('other-sources');
    expect(folded).not.toHaveAttribute('open');
    expect(within(folded).getByText(`${OTHER_SOURCES_TITLE} (2)`)).toBeInTheDocument();
    expect(items(folded)).toEqual(['cc-2056', 'cp-185']);
    // The passage of a personal document is listed apart, above the legal sources.
    const passages = within(block).getByTestId('document-passages');
    expect(within(passages).getByRole('heading', { name: DOCUMENT_PASSAGES_TITLE })).toBeInTheDocument();
    expect(
      within(passages)
        .getAllByTestId('document-passage')
        .map((item) => item.textContent),
    ).toEqual(['contratto.pdf, p. 1']);
  });

  it("lists the passages of the user's documents an answer was given, even with no legal source", async () => {
    const passages: Citation[] = [0, 1, 2, 3, 4].map((chunk) => ({
      identifier: `8abcb051-4ec8-45c4-93b5-cdcb33c6851b:${chunk}`,
      source_type: 'user',
      title: 'contratto-locazione.docx',
      excerpt: `Art. ${chunk + 1} - Il canone mensile è pari a euro 850,00.`,
    }));
    const { api, user } = renderSources([
      ...passages,
      { ...passages[0]!, identifier: '9:0', title: 'perizia.pdf, p. 2' },
    ]);
    const block = screen.getByRole('region', { name: 'Fonti della risposta' });
    expect(within(block).queryByRole('heading', { name: PRINCIPAL_SOURCES_TITLE })).not.toBeInTheDocument();
    const listed = within(block).getAllByTestId('document-passage');
    expect(listed.slice(0, 3).map((item) => item.textContent)).toEqual([
      'contratto-locazione.docx · passaggio 1',
      'contratto-locazione.docx · passaggio 2',
      'contratto-locazione.docx · passaggio 3',
    ]);
    const folded = screen.getByTestId('more-passages');
    expect(folded).not.toHaveAttribute('open');
    expect(within(folded).getByText(`${MORE_PASSAGES_TITLE} (3)`)).toBeInTheDocument();
    expect(
      within(folded)
        .getAllByTestId('document-passage')
        .map((item) => item.textContent),
    ).toEqual([
      'contratto-locazione.docx · passaggio 4',
      'contratto-locazione.docx · passaggio 5',
      'perizia.pdf, p. 2',
    ]);
    await user.click(
      screen.getByRole('button', { name: 'Leggi il passaggio: contratto-locazione.docx · passaggio 2' }),
    );
    await screen.findByTestId('source-panel');
    expect(api.requests('/rag-api/citation-source')[0]?.body).toEqual({
      sourceType: 'user',
      identifier: '8abcb051-4ec8-45c4-93b5-cdcb33c6851b:1',
    });
  });

  it('folds the other sources in a native disclosure reached by Tab', async () => {
    const { user } = renderSources(RANKED);
    const folded = screen.getByTestId('other-sources');
    expect(folded.tagName).toBe('DETAILS');
    const summary = within(folded).getByText(`${OTHER_SOURCES_TITLE} (2)`).closest('summary');
    // The document's passage, the two principal sources, then the fold.
    for (let press = 0; press < 4; press += 1) await user.tab();
    expect(summary).toHaveFocus();
    // A <summary> opens on Enter and Space natively; jsdom only emulates the click they trigger.
    await user.click(summary!);
    expect(folded).toHaveAttribute('open');
    await user.tab();
    expect(within(folded).getByRole('button', { name: /art\. 2056 c\.c\./ })).toHaveFocus();
  });

  it('opens a principal source in the same panel as the citation chips', async () => {
    const { api, user } = renderSources(RANKED);
    await user.click(
      screen.getByRole('button', { name: 'Apri fonte: art. 2043 c.c. — Risarcimento per fatto illecito' }),
    );
    const panel = await screen.findByTestId('source-panel');
    await waitFor(() => expect(within(panel).getByTestId('source-title')).toHaveTextContent(ART_2043.title));
    expect(api.requests('/rag-api/citation-source')[0]?.body).toEqual({
      sourceType: 'legal',
      identifier: 'cc-2043',
    });
  });

  it('shows nothing for answers stored before the ranking, or without any source', () => {
    renderSources(RANKED.slice(0, 4).map(({ relevance: _, ...citation }) => citation));
    expect(screen.queryByTestId('legal-sources')).not.toBeInTheDocument();
    renderSources([]);
    expect(screen.queryByTestId('legal-sources')).not.toBeInTheDocument();
    renderSources(undefined);
    expect(screen.queryByTestId('legal-sources')).not.toBeInTheDocument();
  });

  it('lists only principal sources when nothing else was consulted', () => {
    renderSources([RANKED[0]!]);
    expect(items(screen.getByTestId('principal-sources'))).toEqual(['cc-2043']);
    expect(screen.queryByTestId('other-sources')).not.toBeInTheDocument();
  });
});

/** Asks 'Chi risponde del danno?' in Database Legale; the stream sends `events` between response_info and done. */
async function askDatabaseLegale(events: string[]) {
  const api = fakeChatApi({
    streams: [{ payloads: [responseInfo('rag', 'extractive'), ...events, DONE_EVENT, '[DONE]'] }],
  });
  const view = renderChat();
  await waitForReady();
  await view.user.click(screen.getByTestId('mode-card-rag'));
  await view.user.type(input(), 'Chi risponde del danno?{Enter}');
  return api;
}

/** Opens a stored conversation whose answer carries `metadata`. */
async function openStoredAnswer(metadata: Record<string, unknown>) {
  fakeChatApi({
    conversations: [conversationResource(1, 'Danno', 2)],
    messages: {
      1: [
        messageResource(1, 'user', 'Chi risponde del danno?'),
        messageResource(2, 'assistant', 'Risponde chi cagiona il danno.', { metadata }),
      ],
    },
  });
  renderChat();
  await waitForReady();
}

describe('ChatPage: the sources under a Database Legale answer', { timeout: 20_000 }, () => {
  it('shows the streamed ranking under the answer and saves it with the answer', async () => {
    const api = await askDatabaseLegale([
      JSON.stringify({ type: 'citations', citations: RANKED }),
      deltaChunk('Risponde chi cagiona il danno @source:legal:cc-2043.'),
    ]);
    const block = await screen.findByTestId('legal-sources', {}, { timeout: 5000 });
    expect(items(within(block).getByTestId('principal-sources'))).toEqual(['cc-2043', 'cc-2947']);
    expect(within(block).getByTestId('other-sources')).toHaveTextContent(`${OTHER_SOURCES_TITLE} (2)`);
    // Saved with the answer: the ranking survives a reload.
    await waitFor(() => expect(api.requests('/api/conversations/1/messages')).toHaveLength(2));
    const saved = api.requests('/api/conversations/1/messages')[1]?.body as {
      metadata: { citations: Citation[] };
    };
    expect(saved.metadata.citations.map((citation) => citation.relevance)).toEqual([
      'principal',
      'principal',
      'other',
      'other',
      undefined,
    ]);
  });

  it('shows the ranking of a stored answer', async () => {
    await openStoredAnswer({ mode: 'rag', citations: RANKED });
    const block = await screen.findByTestId('legal-sources');
    expect(items(within(block).getByTestId('principal-sources'))).toEqual(['cc-2043', 'cc-2947']);
  });
});

describe('ChatPage: the Ricerca Intelligente IA of an answer', { timeout: 20_000 }, () => {
  const READING = 'Istituti: responsabilità extracontrattuale (art. 2043 c.c.)';

  it('is saved with the answer', async () => {
    const api = await askDatabaseLegale([
      JSON.stringify({ type: 'expanded_query', content: READING }),
      JSON.stringify({ type: 'citations', citations: RANKED }),
      deltaChunk('Risponde chi cagiona il danno.'),
    ]);
    expect(await screen.findByRole('region', { name: 'Ricerca Intelligente IA' })).toHaveTextContent(READING);
    await waitFor(() => expect(api.requests('/api/conversations/1/messages')).toHaveLength(2));
    const saved = api.requests('/api/conversations/1/messages')[1]?.body as {
      metadata: { expandedQuery: string };
    };
    expect(saved.metadata.expandedQuery).toBe(READING);
  });

  it('shows again when the conversation is opened later', async () => {
    await openStoredAnswer({ mode: 'rag', citations: RANKED, expandedQuery: READING });
    expect(await screen.findByRole('region', { name: 'Ricerca Intelligente IA' })).toHaveTextContent(READING);
  });
});
