import type { VerifyCitationsRequest, WebSearchResult } from '@brocardo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/api-stub';
import { check } from '../legal-db/test-support/fake-legal-db';
import {
  conversationResource,
  DONE_EVENT,
  deltaChunk,
  fakeChatApi,
  responseInfo,
} from './test-support/fake-chat-api';
import { assistantMessages, input, renderChat, waitForReady } from './test-support/render-chat';

const QUESTION = 'Ultime sentenze della Cassazione sulla responsabilità del custode ex art. 2051 c.c.';

const RESULTS: WebSearchResult[] = [
  {
    url: 'https://www.cortedicassazione.it/sentenze/12345-2024?tipo=civile&sez=3',
    title: 'Cassazione civile, sez. III, sentenza n. 12345/2024',
    content:
      "La responsabilità del custode ai sensi dell'art. 2051 c.c. ha natura oggettiva […] il custode si libera solo provando il caso fortuito.",
    published_at: '2024-05-10',
    site: 'cortedicassazione.it',
  },
  {
    url: 'https://rivista.example.it/notizie/<custode>',
    title: 'Notizie giuridiche: <b>responsabilità</b> del custode',
    content: 'Obblighi di manutenzione e segnalazione dei pericoli per gli utenti.',
    published_at: null,
    site: 'rivista.example.it',
  },
];

const ANSWER =
  'La responsabilità del custode è oggettiva @source:web:1. Altre fonti lo confermano @source:web:7.';

function webResultsEvent(extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    type: 'web_search_results',
    success: true,
    results: RESULTS,
    answer: 'La responsabilità del custode è oggettiva (sintesi del servizio).',
    enhanced_search: true,
    search_query: 'responsabilità custode art. 2051 c.c. cassazione',
    extracted_keywords: 'responsabilità del custode, art. 2051 c.c., Cassazione',
    enhancement_note: 'Parole chiave scelte dal modello AI; riferimenti normativi mantenuti interi.',
    error: null,
    ...extra,
  });
}

const webCitations = JSON.stringify({
  type: 'citations',
  citations: RESULTS.map((result, index) => ({
    identifier: String(index + 1),
    source_type: 'web',
    title: result.title,
    excerpt: result.content,
  })),
});

/** As the server verifies them: `@source:web:N` is verified iff N is among the answer's sources. */
function verifyWebTags(body: VerifyCitationsRequest) {
  const citations = Array.from(body.text.matchAll(/@source:web:(\d+)/g), (match) =>
    check({
      text: match[0],
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
      source_type: 'web',
      identifier: match[1] ?? '',
      status: body.sources?.includes(match[1] ?? '') ? 'verified' : 'not_found',
    }),
  );
  return jsonResponse(200, { citations });
}

function webAnswer() {
  return {
    payloads: [
      responseInfo('websearch'),
      webResultsEvent(),
      webCitations,
      deltaChunk(ANSWER),
      DONE_EVENT,
      '[DONE]',
    ],
  };
}

async function askWebQuestion(options: Parameters<typeof fakeChatApi>[0] = {}) {
  const api = fakeChatApi({ verify: verifyWebTags, ...options });
  const view = renderChat();
  await waitForReady();
  await view.user.click(screen.getByTestId('mode-card-websearch'));
  await view.user.type(input(), `${QUESTION}{Enter}`);
  return { api, ...view };
}

const sources = () => screen.getByTestId('web-sources');

function expectChips(answer: HTMLElement) {
  const chips = within(answer).getAllByTestId('citation');
  expect(chips.map((chip) => chip.dataset.status)).toEqual(['verified', 'not_found']);
  const link = within(chips[0] as HTMLElement).getByRole('link', {
    name: `Apri fonte web: ${RESULTS[0]?.title} (si apre in una nuova scheda)`,
  });
  expect(link).toHaveAttribute('href', RESULTS[0]?.url);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveTextContent('Cassazione civile, sez. III, sentenza n. 12345/2024');
  // Not among the results: marked unverified, opens nothing.
  const unverified = chips[1] as HTMLElement;
  expect(within(unverified).queryByRole('link')).not.toBeInTheDocument();
  expect(within(unverified).queryByRole('button')).not.toBeInTheDocument();
  expect(unverified).toHaveTextContent('citazione non verificata');
}

function expectPanel() {
  const panel = sources();
  expect(within(panel).getByText('Fonti dal web (2)')).toBeInTheDocument();
  expect(within(panel).getByTestId('web-search-keywords')).toHaveTextContent(
    'Parole chiave: responsabilità del custode, art. 2051 c.c., Cassazione',
  );
  expect(within(panel).getByTestId('web-search-note')).toHaveTextContent(
    'Parole chiave scelte dal modello AI; riferimenti normativi mantenuti interi.',
  );
  const summary = within(panel).getByTestId('web-direct-answer');
  expect(summary).toHaveTextContent('Sintesi del servizio di ricerca (non verificata)');
  expect(summary.closest('blockquote')).toBeNull();

  const items = within(panel).getAllByTestId('web-source');
  expect(items).toHaveLength(2);
  const [first, second] = items as [HTMLElement, HTMLElement];
  expect(first).toHaveTextContent('[1]');
  const link = within(first).getByRole('link', { name: /^Cassazione civile, sez\. III/ });
  expect(link).toHaveAttribute('href', RESULTS[0]?.url);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(first).toHaveTextContent('cortedicassazione.it · 10 maggio 2024');
  expect(within(first).getByTestId('web-source-url').textContent).toBe(RESULTS[0]?.url);
  const excerpt = within(first).getByTestId('web-source-excerpt');
  expect(excerpt.tagName).toBe('BLOCKQUOTE');
  expect(excerpt.textContent).toBe(RESULTS[0]?.content);
  // Titles and addresses from the web are text, never markup.
  expect(second.querySelector('b')).toBeNull();
  expect(within(second).getByRole('link', { name: /<b>responsabilità<\/b>/ })).toBeInTheDocument();
  expect(within(second).getByTestId('web-source-url').textContent).toBe(RESULTS[1]?.url);
  expect(second).not.toHaveTextContent('·');
}

// Whole conversations through the real client, answers typed in: slow on a busy machine.
describe('ChatPage: Ricerca Web', { timeout: 20_000 }, () => {
  it('shows “Ricerca sul web in corso…” until the results arrive', async () => {
    await askWebQuestion({ streams: [{ payloads: [responseInfo('websearch')], hold: true }] });
    const loading = await screen.findByText('Ricerca sul web in corso…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(sources()).toHaveAttribute('data-state', 'loading');
    expect(within(sources()).getByRole('status')).toBe(loading);
    // One status at a time: the search stands in for the thinking indicator.
    expect(screen.queryByTestId('thinking-indicator')).not.toBeInTheDocument();
  });

  it('shows the sources, the answer and its web citations; logs the search', async () => {
    const { api } = await askWebQuestion({ streams: [webAnswer()] });
    await waitFor(() => expect(sources()).toHaveAttribute('data-state', 'found'));
    expect(screen.queryByText('Ricerca sul web in corso…')).not.toBeInTheDocument();
    expectPanel();
    const [answer] = assistantMessages() as [HTMLElement];
    // Typed in character by character, then verified.
    await waitFor(() => expect(within(answer).getAllByTestId('citation')).toHaveLength(2), { timeout: 5000 });
    await waitFor(() =>
      expect(within(answer).getAllByTestId('citation')[0]).toHaveAttribute('data-status', 'verified'),
    );
    expectChips(answer);

    expect(api.requests('/rag-api/verify-citations')[0]?.body).toEqual({ text: ANSWER, sources: ['1', '2'] });
    await waitFor(() => expect(api.requests('/api/log-web-search')).toHaveLength(1));
    expect(api.requests('/api/log-web-search')[0]?.body).toEqual({
      user_message: QUESTION,
      ai_response: ANSWER,
      message_length: QUESTION.length,
      response_length: ANSWER.length,
      search_results_count: 2,
    });
    expect(api.requests('/api/log-simple-chat')).toHaveLength(0);
    expect(api.requests('/api/chat-with-web')[0]?.body).toMatchObject({
      message: QUESTION,
      useWebSearch: true,
    });
  });

  it('a reload restores the sources and the web citations from the stored web search data', async () => {
    const { api: first, ...view } = await askWebQuestion({ streams: [webAnswer()] });
    await waitFor(() => expect(first.requests('/api/log-web-search')).toHaveLength(1), { timeout: 5000 });
    const stored = first.messages[1] ?? [];
    view.unmount();

    // A new visit: the conversation as the server keeps it, plus an entry an older client stored.
    const questionId = stored[0]?.id ?? 0;
    const api = fakeChatApi({
      verify: verifyWebTags,
      conversations: [conversationResource(1, 'Custode', 2)],
      messages: { 1: stored },
      webSearchData: () =>
        jsonResponse(200, {
          success: true,
          data: {
            [String(questionId)]: stored[0]?.metadata?.web_search,
            '999': { results: 'vecchio formato', direct_answer: null },
          },
        }),
    });
    renderChat();
    await waitForReady();
    await waitFor(() => expect(sources()).toHaveAttribute('data-state', 'found'));
    expect(api.requests('/api/conversations/1/web-search-data')).toHaveLength(1);
    expectPanel();
    const [answer] = assistantMessages() as [HTMLElement];
    await waitFor(() =>
      expect(within(answer).getAllByTestId('citation')[0]).toHaveAttribute('data-status', 'verified'),
    );
    expectChips(answer);
  });

  it.each([
    [
      'with its message',
      'Ricerca web non riuscita: il servizio di ricerca non ha risposto in tempo.',
      'WEB_SEARCH_TIMEOUT',
    ],
    [
      'of a rate limit',
      'Ricerca web non riuscita: troppe ricerche in poco tempo (rate limit).',
      'WEB_SEARCH_RATE_LIMITED',
    ],
    ['without one', null, null],
  ])('a failed search shows its error %s and suggests the other modes, once', async (_, error, errorCode) => {
    await askWebQuestion({
      streams: [
        {
          payloads: [
            responseInfo('websearch'),
            JSON.stringify({ type: 'web_search_results', success: false, results: [], error }),
            ...(error
              ? [
                  JSON.stringify({
                    type: 'error',
                    message: error,
                    error_code: errorCode,
                    refunded: true,
                  }),
                ]
              : []),
            '[DONE]',
          ],
        },
      ],
    });
    await waitFor(() => expect(sources()).toHaveAttribute('data-state', 'failed'));
    const alert = within(sources()).getByRole('alert');
    expect(alert).toHaveTextContent(error ?? 'Web search failed');
    if (error) expect(alert).toHaveTextContent('I punti della domanda sono stati restituiti.');
    expect(alert).toHaveTextContent('Prova la modalità Chat Standard o Database Legale.');
    expect(screen.queryByTestId('answer-error')).not.toBeInTheDocument();
    // One notice per failure (the page's empty live regions aside).
    expect(screen.getAllByRole('alert').filter((region) => region.textContent !== '')).toHaveLength(1);
    expect(screen.queryByText('Ricerca sul web in corso…')).not.toBeInTheDocument();
    expect(screen.queryByTestId('thinking-indicator')).not.toBeInTheDocument();
  });

  it('says when the search found nothing', async () => {
    await askWebQuestion({
      streams: [
        {
          payloads: [
            responseInfo('websearch'),
            webResultsEvent({ results: [], answer: null, extracted_keywords: '', enhancement_note: '' }),
            deltaChunk('La ricerca non ha trovato risultati.'),
            DONE_EVENT,
            '[DONE]',
          ],
        },
      ],
    });
    await waitFor(() => expect(sources()).toHaveAttribute('data-state', 'found'));
    expect(sources()).toHaveTextContent('Fonti dal web (0)');
    expect(sources()).toHaveTextContent('Nessun risultato trovato sul web.');
    expect(screen.queryByTestId('web-direct-answer')).not.toBeInTheDocument();
  });

  it('shows the server’s message when it refuses a question too long for a web search', async () => {
    await askWebQuestion({
      streams: [
        {
          status: 422,
          body: {
            message: 'Per la ricerca web la domanda può contenere al massimo 200 caratteri.',
            error_code: 'WEB_SEARCH_QUERY_TOO_LONG',
          },
        },
      ],
    });
    await waitFor(() => expect(sources()).toHaveAttribute('data-state', 'failed'));
    const alert = within(sources()).getByRole('alert');
    expect(alert).toHaveTextContent(
      /^Per la ricerca web la domanda può contenere al massimo 200 caratteri\./,
    );
    expect(alert).not.toHaveTextContent('Server error');
  });
});

describe('ChatPage: Ricerca Web without a search service', { timeout: 20_000 }, () => {
  it('the card says so and cannot be chosen; automatic web questions go to Database Legale', async () => {
    const text = 'Cerca online la sentenza della Cassazione sul licenziamento';
    const api = fakeChatApi({
      webSearchConfigured: false,
      streams: [
        {
          payloads: [responseInfo('rag'), deltaChunk('Risposta dal Database Legale.'), DONE_EVENT, '[DONE]'],
        },
      ],
    });
    const { user } = renderChat();
    await waitForReady();
    const card = screen.getByTestId('mode-card-websearch');
    await waitFor(() => expect(card).toBeDisabled());
    expect(card).toHaveTextContent('Nessun servizio di ricerca web configurato');
    expect(card).not.toHaveTextContent('punti');
    await user.click(screen.getByRole('radio', { name: /^Manuale/ }));
    expect(screen.getByRole('radio', { name: /^Ricerca Web/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^Automatica/ }));

    await user.type(input(), `${text}{Enter}`);
    await screen.findByText('Risposta dal Database Legale.');
    expect(api.requests('/api/chat-with-web')).toHaveLength(0);
    expect(api.requests('/rag-api/rag-chat')[0]?.body).toMatchObject({ query: text });
    expect(screen.getByTestId('mode-fallback')).toHaveTextContent(
      'Ricerca Web non disponibile (nessun servizio di ricerca web configurato): la domanda è stata inviata a Database Legale.',
    );
    expect(screen.queryByTestId('web-sources')).not.toBeInTheDocument();
    // The reason is kept with the answer, so a reload says it again.
    const saved = api.requests('/api/conversations/1/messages')[1]?.body as {
      metadata: Record<string, unknown>;
    };
    expect(saved.metadata).toMatchObject({ mode: 'rag', detected: true, fallback: 'unconfigured' });
  });

  it('without a model, the Standard card says so and an automatic Standard question goes to Database Legale', async () => {
    const text = 'Ciao, puoi spiegarmi in parole semplici che cosa significa?';
    const api = fakeChatApi({
      aiProvider: 'extractive',
      streams: [
        {
          payloads: [responseInfo('rag'), deltaChunk('Estratti dal Database Legale.'), DONE_EVENT, '[DONE]'],
        },
      ],
    });
    const { user } = renderChat();
    await waitForReady();
    await waitFor(() =>
      expect(screen.getByTestId('mode-card-standard')).toHaveTextContent('Nessun modello AI configurato'),
    );
    await user.type(input(), `${text}{Enter}`);
    await screen.findByText('Estratti dal Database Legale.');
    expect(api.requests('/api/chat')).toHaveLength(0);
    expect(api.requests('/rag-api/rag-chat')[0]?.body).toMatchObject({ query: text });
    expect(screen.getByTestId('mode-fallback')).toHaveTextContent(
      'Chat Standard non disponibile (nessun modello AI configurato): la domanda è stata inviata a Database Legale.',
    );
  });

  it('keeps the card’s cost when a service is configured; a long automatic web question goes to Database Legale', async () => {
    const text =
      `Cerca online la sentenza della Cassazione sul licenziamento ${'per giusta causa '.repeat(10)}`.trim();
    const api = fakeChatApi({
      streams: [
        { payloads: [responseInfo('rag'), deltaChunk('Risposta lunga dal Database.'), DONE_EVENT, '[DONE]'] },
      ],
    });
    const { user } = renderChat();
    await waitForReady();
    await waitFor(() => expect(api.requests('/api/web-search/status')).toHaveLength(1));
    expect(screen.getByTestId('mode-card-websearch')).toBeEnabled();
    expect(screen.getByTestId('mode-card-websearch')).toHaveTextContent('5 punti per domanda');

    await user.click(input());
    await user.paste(text);
    await user.keyboard('{Enter}');
    await screen.findByText('Risposta lunga dal Database.');
    expect(api.requests('/api/chat-with-web')).toHaveLength(0);
    expect(screen.getByTestId('mode-fallback')).toHaveTextContent(
      'La domanda supera i 200 caratteri ammessi dalla Ricerca Web: è stata inviata a Database Legale.',
    );
  });
});
